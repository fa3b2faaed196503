package projector

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/postgres"
	"zhiyuan/projections"
)

// recordFailure stores why a projection stopped, outside the rolled-back
// batch: the first event of the failing batch (the failing event itself once
// the bus has split the batch down to it), the error, and since when it fails
// at that position. The next applied batch clears it.
func (r *Runtime) recordFailure(ctx context.Context, p projections.Projection, b eventlog.Batch, cause error) {
	if ctx.Err() != nil || len(b.Events) == 0 {
		return // shutting down: nothing failed
	}
	if postgres.Unreachable(cause) {
		return // the database is away: no event is at fault, and nowhere to write it down
	}
	pos := b.Events[0].Position
	msg := cause.Error()
	if len(msg) > 2000 {
		msg = msg[:2000]
	}
	r.metrics.failed(p.Name(), pos)
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	_, err := r.db.Pool.Exec(ctx, `UPDATE `+pgx.Identifier{Schema(p.Name()), "_checkpoint"}.Sanitize()+`
		SET failed_since = CASE WHEN failed_position = $1 THEN failed_since ELSE now() END,
			failed_position = $1, failed_error = $2`, pos, msg)
	if err != nil {
		r.log.Error("projector: cannot record a failure", "projection", p.Name(), "err", err)
	}
}

// Status is one projection's position against the head of the log.
type Status struct {
	Name string `json:"name"`
	// Through: every event up to it is applied (what read-your-writes waits for).
	Through int64 `json:"through"`
	// Position: the highest event applied.
	Position  int64     `json:"position"`
	Applied   int64     `json:"applied"`
	Head      int64     `json:"head"`
	Lag       int64     `json:"lag"`
	UpdatedAt time.Time `json:"updated_at"`
	// Failing: the event the projection is stopped at, the error and since when.
	FailedPosition *int64     `json:"failed_position,omitempty"`
	FailedError    *string    `json:"failed_error,omitempty"`
	FailedSince    *time.Time `json:"failed_since,omitempty"`
}

func (r *Runtime) Status(ctx context.Context) ([]Status, error) {
	head, err := r.store.Head(ctx)
	if err != nil {
		return nil, err
	}
	var out []Status
	for _, p := range r.projections {
		s := Status{Name: p.Name(), Head: head}
		err := r.db.Pool.QueryRow(ctx, `SELECT through, position, applied, updated_at, failed_position, failed_error, failed_since FROM `+
			pgx.Identifier{Schema(p.Name()), "_checkpoint"}.Sanitize()).Scan(&s.Through, &s.Position, &s.Applied, &s.UpdatedAt,
			&s.FailedPosition, &s.FailedError, &s.FailedSince)
		if err != nil {
			return nil, err
		}
		s.Lag = max(0, head-s.Through)
		out = append(out, s)
	}
	return out, nil
}
