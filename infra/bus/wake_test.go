package bus_test

import (
	"context"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/platform/platformtest"
)

func currentXID(t *testing.T, env *platformtest.Env) int64 {
	t.Helper()
	var xid int64
	if err := env.P.DB.Pool.QueryRow(context.Background(), `SELECT pg_current_xact_id()::text::bigint`).Scan(&xid); err != nil {
		t.Fatal(err)
	}
	return xid
}

// Idle outbox readers wait for appends instead of polling: every poll of
// watermill-sql locks its group's offset row and so takes a transaction id,
// which makes the ids spent while nothing is written a count of the polls.
// Polling every 10 ms, the projections' readers spent about 8 × 100 per
// second; waiting, they poll about once a second each. The append after the
// idle stretch still reaches the read model.
func TestIdleOutboxReadersWaitForAppends(t *testing.T) {
	env := platformtest.New(t)
	register(t, env.P, 1)
	res, err := env.P.Store.Append(context.Background(), meta(uid(0)), events.Append{StreamID: events.ProfileStream(uid(0)),
		ExpectedVersion: events.AnyVersion, Events: []events.Event{student(uid(0), "空闲之前")}})
	if err != nil {
		t.Fatal(err)
	}
	env.WaitProjections(t, res.Position, "profiles", "audit")
	time.Sleep(500 * time.Millisecond) // past the readers' busy stretch after the last event

	const idle = 3 * time.Second
	before := currentXID(t, env)
	time.Sleep(idle)
	spent := currentXID(t, env) - before - 1 // the first probe's own id
	t.Logf("idle readers took %d transaction ids in %s", spent, idle)
	if polls := float64(spent) / idle.Seconds(); polls > 40 {
		t.Fatalf("idle readers took %d transaction ids in %s (%.0f/s): they poll instead of waiting", spent, idle, polls)
	}

	res, err = env.P.Store.Append(context.Background(), meta(uid(0)), events.Append{StreamID: events.ProfileStream(uid(0)),
		ExpectedVersion: events.AnyVersion, Events: []events.Event{student(uid(0), "空闲之后")}})
	if err != nil {
		t.Fatal(err)
	}
	env.WaitProjections(t, res.Position, "profiles")
	if got := nickOf(t, env.P, uid(0)); got != "空闲之后" {
		t.Fatalf("nick after the idle stretch = %q", got)
	}
}
