package projector

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/postgres"
)

// Waiter lets a query wait, bounded, until a read model has applied a write the
// caller made (read-your-writes after a command).
type Waiter struct {
	db  *postgres.DB
	Max time.Duration
}

func NewWaiter(db *postgres.DB, max time.Duration) *Waiter { return &Waiter{db: db, Max: max} }

// WaitFor returns true once the projection has applied position in one of the
// streams the query reads. Each stream is applied in order, so reaching the
// write's position in its own stream means the write is visible. It gives up
// after Max and returns false; the caller answers with what it has.
func (w *Waiter) WaitFor(ctx context.Context, projection string, streams []string, position int64) bool {
	if position <= 0 {
		return true
	}
	deadline := time.Now().Add(w.Max)
	q := `SELECT COALESCE(MAX(position), 0) FROM ` + pgx.Identifier{Schema(projection), "_streams"}.Sanitize() +
		` WHERE stream_id = ANY($1)`
	args := []any{streams}
	if len(streams) == 0 {
		// No stream known: the projection's high-water mark is the best evidence.
		q, args = `SELECT position FROM `+pgx.Identifier{Schema(projection), "_checkpoint"}.Sanitize(), nil
	}
	delay := 2 * time.Millisecond
	for {
		var reached int64
		if err := w.db.Pool.QueryRow(ctx, q, args...).Scan(&reached); err == nil && reached >= position {
			return true
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return false
		}
		time.Sleep(delay)
		if delay < 20*time.Millisecond {
			delay *= 2
		}
	}
}
