package projector_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/projector"
)

// storedThrough reads a projection's through from its table, not from the
// in-process progress a waiter of this process would use.
func storedThrough(t *testing.T, ctx context.Context, e *platformtest.Env, name string) int64 {
	t.Helper()
	var through int64
	q := `SELECT through FROM ` + pgx.Identifier{projector.Schema(name), "_checkpoint"}.Sanitize()
	if err := e.P.DB.Pool.QueryRow(ctx, q).Scan(&through); err != nil {
		t.Fatal(err)
	}
	return through
}

// A profile update is read by two projections and only passed by the others:
// every projection's table still comes to say it is settled (another process's
// waiter and the next start read it there). A projection whose lock a rebuild
// holds is left out of the shared write and written once the lock is free.
func TestPassedThroughsReachEveryTableAndWaitForARebuildsLock(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	ctx := context.Background()
	if err := register(ctx, e.P, "u1", 1); err != nil {
		t.Fatal(err)
	}
	pos, err := writeProfileAt(ctx, e, "u1", 1)
	if err != nil {
		t.Fatal(err)
	}
	names := e.P.Runtime.Projections()
	if len(names) < 10 {
		t.Fatalf("only %d projections run", len(names))
	}
	passing := 0
	for _, p := range names {
		name := p.Name()
		platformtest.Eventually(t, waitLimit, name+"'s stored through", func() bool {
			return storedThrough(t, ctx, e, name) >= pos
		})
		if name != "audit" && name != "profiles" {
			passing++
		}
	}
	if passing < 10 {
		t.Fatalf("only %d projections only passed the update", passing)
	}

	// A rebuild's swap holds siteconfig's lock (session level, as Rebuild takes it).
	held, err := e.P.DB.Pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Release()
	if _, err := held.Exec(ctx, `SELECT pg_advisory_lock(hashtext('projection:siteconfig'))`); err != nil {
		t.Fatal(err)
	}
	next, err := writeProfileAt(ctx, e, "u1", 2)
	if err != nil {
		t.Fatal(err)
	}
	platformtest.Eventually(t, waitLimit, "the other passing projections' stored through", func() bool {
		return storedThrough(t, ctx, e, "catalog") >= next && storedThrough(t, ctx, e, "chats") >= next
	})
	if got := storedThrough(t, ctx, e, "siteconfig"); got >= next {
		t.Fatalf("siteconfig's through was written to %d while its lock was held", got)
	}
	if _, err := held.Exec(ctx, `SELECT pg_advisory_unlock(hashtext('projection:siteconfig'))`); err != nil {
		t.Fatal(err)
	}
	platformtest.Eventually(t, waitLimit, "siteconfig's stored through after the lock", func() bool {
		return storedThrough(t, ctx, e, "siteconfig") >= next
	})
}

// writeProfileAt runs a profile update and returns its position.
func writeProfileAt(ctx context.Context, e *platformtest.Env, uid string, r int) (int64, error) {
	if err := writeProfile(ctx, e.P, uid, r); err != nil {
		return 0, err
	}
	return e.P.Store.Head(ctx)
}
