package eventlog_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/postgres"
)

// Readers follow the log by position, and the relay publishes it to Kafka in
// that order. A stream's events must come out in version order even when the
// transaction that wrote a later version started before the writer of the
// earlier one.
//
// The race, made deterministic: the multi-stream append M (streams a, b) is
// stalled on its insert into a by an open transaction holding a's next
// version; meanwhile W appends to b and commits; then the stall clears and M
// goes on to b.
func TestLogKeepsEachStreamInVersionOrder(t *testing.T) {
	db, store, _ := newStore(t)
	ctx := context.Background()
	a, b := events.ProfileStream("a"), events.ProfileStream("b")

	staller, err := db.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer staller.Rollback(ctx) //nolint:errcheck // rolled back below
	if _, err := store.AppendTx(ctx, staller, meta(), events.Append{StreamID: a, ExpectedVersion: 0,
		Events: []events.Event{student("a", "held")}}); err != nil {
		t.Fatal(err)
	}

	multi := make(chan error, 1)
	go func() {
		_, err := store.Append(ctx, meta(),
			events.Append{StreamID: a, ExpectedVersion: events.AnyVersion, Events: []events.Event{student("a", "M")}},
			events.Append{StreamID: b, ExpectedVersion: events.AnyVersion, Events: []events.Event{student("b", "M")}})
		multi <- err
	}()
	waitForLockWait(t, db)

	if _, err := store.Append(ctx, meta(), events.Append{StreamID: b, ExpectedVersion: 0,
		Events: []events.Event{student("b", "W")}}); err != nil {
		t.Fatal(err)
	}
	if err := staller.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-multi: // success or a conflict are both fine; reordering is not
		if err != nil && !errors.Is(err, events.ErrConflict) {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the multi-stream append never finished")
	}

	last := map[string]int{}
	for _, r := range outbox(t, store) { // in delivery order
		e := r.Envelope
		if e.Version != last[e.StreamID]+1 {
			t.Fatalf("the log delivers %s version %d after version %d", e.StreamID, e.Version, last[e.StreamID])
		}
		last[e.StreamID] = e.Version
	}
	for _, s := range []string{a, b} {
		if envs := load(t, store, s); len(envs) != last[s] {
			t.Fatalf("%s: %d events stored, %d read by position", s, len(envs), last[s])
		}
	}
}

// waitForLockWait waits until some session of this database waits on a lock.
func waitForLockWait(t *testing.T, db *postgres.DB) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		var n int
		if err := db.Pool.QueryRow(context.Background(), `SELECT COUNT(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n > 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the multi-stream append never blocked")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// Two appends to one stream in one call: the second continues after the first.
func TestSameStreamTwiceInOneAppendContinues(t *testing.T) {
	_, store, _ := newStore(t)
	ctx := context.Background()
	s := events.ProfileStream("twice")
	res, err := store.Append(ctx, meta(),
		events.Append{StreamID: s, ExpectedVersion: 0, Events: []events.Event{student("twice", "1"), student("twice", "2")}},
		events.Append{StreamID: s, ExpectedVersion: 2, Events: []events.Event{student("twice", "3")}})
	if err != nil || res.Versions[s] != 3 {
		t.Fatalf("append: %+v %v", res, err)
	}
	if _, err := store.Append(ctx, meta(),
		events.Append{StreamID: s, ExpectedVersion: 3, Events: []events.Event{student("twice", "4")}},
		events.Append{StreamID: s, ExpectedVersion: 3, Events: []events.Event{student("twice", "5")}}); !errors.Is(err, events.ErrConflict) {
		t.Fatalf("second append expecting a version the first one moved: %v", err)
	}
	if envs := load(t, store, s); len(envs) != 3 {
		t.Fatalf("%d events, want 3", len(envs))
	}
}

func TestAppendTxRolledBackLeavesNoEvent(t *testing.T) {
	db, store, _ := newStore(t)
	ctx := context.Background()
	tx, err := db.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	stored, err := store.AppendTx(ctx, tx, meta(), events.Append{StreamID: "profile-x", ExpectedVersion: 0,
		Events: []events.Event{student("x", "gone")}})
	if err != nil || len(stored) != 1 || stored[0].Position == 0 {
		t.Fatalf("AppendTx: %v %+v", err, stored)
	}
	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if envs := load(t, store, "profile-x"); len(envs) != 0 {
		t.Fatalf("%d events survived a rollback", len(envs))
	}
}
