package platform

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// runOnOne runs fn in one process at a time among the replicas that share the database: each
// waits for a session advisory lock named after the job, and the holder runs fn until ctx ends.
// When the holder dies its session ends, the lock passes to a standby and that one runs fn. The
// reactors' steps are idempotent (WeChat answers the same order the same; a refund reuses its
// out_refund_no), so a short overlap after a lost connection costs nothing but a call.
func (p *Platform) runOnOne(ctx context.Context, job string, fn func(context.Context)) {
	for ctx.Err() == nil {
		if p.holdAndRun(ctx, job, fn) == nil {
			return
		}
		select { // the database is away: try again, as a standby, a little later
		case <-ctx.Done():
		case <-time.After(5 * time.Second):
		}
	}
}

// holdAndRun takes the job's lock on a connection of its own (outside the pool, which the
// requests need) and runs fn while holding it.
func (p *Platform) holdAndRun(ctx context.Context, job string, fn func(context.Context)) error {
	conn, err := pgx.Connect(ctx, p.Config.DatabaseURL)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(hashtext($1))`, "job:"+job); err != nil {
		return err
	}
	defer conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(hashtext($1))`, "job:"+job) //nolint:errcheck
	p.Log.Info("running on this replica", "job", job)
	fn(ctx)
	return nil
}
