package platform

import (
	"context"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/projector"
)

// The read models the shipped data sets fill: a first start writes over a
// million rows into them.
var importedSchemas = []string{"rm_admission", "rm_catalog", "rm_search"}

// settler vacuums and analyses the imported read models once they hold a
// fresh import. Left to autovacuum, the same work starts a minute or so later,
// takes a core for many seconds at a moment nobody chose (under the first
// users' load), and until then the planner knows nothing of the tables.
type settler struct {
	once   sync.Once
	cancel context.CancelFunc
	done   chan struct{}
}

// start runs the vacuum in the background once the projections have applied
// the import (wherever they run); stop ends it (Close).
func (s *settler) start(p *Platform) {
	s.once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
		s.cancel, s.done = cancel, make(chan struct{})
		go func() {
			defer close(s.done)
			defer cancel()
			if !p.importsApplied(ctx) {
				return // the pool closed first, or no projector applied the import in time
			}
			started := time.Now()
			if err := settleTables(ctx, p); err != nil {
				if ctx.Err() == nil {
					p.Log.Warn("vacuuming the imported read models failed; autovacuum will do it", "err", err)
				}
				return
			}
			p.Log.Info("imported read models vacuumed and analysed", "took", time.Since(started).Round(time.Millisecond))
		}()
	})
}

func (s *settler) stop() {
	if s.cancel != nil {
		s.cancel()
		<-s.done
	}
}

func settleTables(ctx context.Context, p *Platform) error {
	rows, err := p.DB.Pool.Query(ctx, `SELECT schemaname, tablename FROM pg_tables WHERE schemaname = ANY($1)
		ORDER BY schemaname, tablename`, importedSchemas)
	if err != nil {
		return err
	}
	var tables []pgx.Identifier
	for rows.Next() {
		var schema, table string
		if err := rows.Scan(&schema, &table); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, pgx.Identifier{schema, table})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, t := range tables { // one table at a time: a short lock each, never the whole set at once
		if _, err := p.DB.Pool.Exec(ctx, `VACUUM (ANALYZE) `+t.Sanitize()); err != nil {
			return err
		}
	}
	return nil
}

// importsApplied waits until the read models hold the imported data.
func (p *Platform) importsApplied(ctx context.Context) bool {
	w := projector.NewWaiter(p.DB, 10*time.Minute).WithProgress(p.Runtime.Progress())
	for name, position := range map[string]int64{"catalog": p.CatalogPosition, "search": p.CatalogPosition,
		"admission": p.AdmissionPosition} {
		if position > 0 && !w.WaitFor(ctx, name, position) {
			return false
		}
	}
	return true
}
