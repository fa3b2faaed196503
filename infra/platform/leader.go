package platform

import (
	"context"
	"fmt"
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

// sessionCheckEvery is how often the holder checks the session its lock lives in.
const sessionCheckEvery = 2 * time.Second

// holdAndRun takes the job's lock on a connection of its own (outside the pool, which the
// requests need) and runs fn while holding it. When that session fails (the database went away
// or restarted) the lock is gone with it: fn is stopped, and the caller stands by again, so a
// restarted database never leaves two replicas running the job.
func (p *Platform) holdAndRun(ctx context.Context, job string, fn func(context.Context)) error {
	conn, err := pgx.Connect(ctx, p.Config.DatabaseURL)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(hashtext($1))`, "job:"+job); err != nil {
		return err
	}
	p.Log.Info("running on this replica", "job", job)
	jobCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	lost := make(chan error, 1)
	go func() {
		lost <- watchSession(jobCtx, conn)
		cancel()
	}()
	fn(jobCtx)
	cancel()
	if err := <-lost; err != nil { // done with conn before it is used again
		p.Log.Warn("lost the job's lock with its database session; standing by", "job", job, "err", err)
		return err
	}
	_, _ = conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(hashtext($1))`, "job:"+job)
	return nil
}

// watchSession pings conn until ctx ends (nil) or the session fails.
func watchSession(ctx context.Context, conn *pgx.Conn) error {
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(sessionCheckEvery):
		}
		pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		err := conn.Ping(pctx)
		cancel()
		if err != nil && ctx.Err() == nil {
			return fmt.Errorf("the session holding the lock failed: %w", err)
		}
	}
}
