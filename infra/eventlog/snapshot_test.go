package eventlog

import (
	"context"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/postgres"
)

// The counter a read returns is above the id of every transaction that took
// one before the read, even the newest one while it still runs (Postgres puts
// such a transaction at or above the snapshot's xmax, outside its xmin).
func TestReadReturnsTheCounterAboveEveryRunningTransaction(t *testing.T) {
	ctx := context.Background()
	db, err := postgres.Open(ctx, pgtest.NewDatabase(t), 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	if err := postgres.Migrate(db); err != nil {
		t.Fatal(err)
	}
	store := NewStore(db, events.NewRegistry())
	t.Cleanup(store.Close)
	tail := &Tail{store: store}
	for i := 0; i < 3; i++ {
		tx, err := db.Pool.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var id uint64
		if err := tx.QueryRow(ctx, `SELECT pg_current_xact_id()::text::bigint`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		_, snap, err := tail.read(ctx, 0)
		_ = tx.Rollback(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if snap.Next <= id || snap.Xmin > id {
			t.Fatalf("a transaction with id %d runs, but the read returned xmin %d, counter %d", id, snap.Xmin, snap.Next)
		}
		if snap.Next > id+1000 {
			t.Fatalf("counter %d far above the newest id %d", snap.Next, id)
		}
	}
}
