// Package eventlogtest opens the real event log on a fresh, migrated test database, for the
// tests of command services (the write side at its seam, with no HTTP and no projectors).
package eventlogtest

import (
	"context"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/postgres"
)

// NewStore opens a migrated, empty database with the real event log on it; both close at the
// test's end. The package's TestMain must run pgtest.Main.
func NewStore(t testing.TB) (*eventlog.Store, *events.Registry) {
	t.Helper()
	_, store, reg := Open(t)
	return store, reg
}

// Open is NewStore with the database, for tests that read tables beside the log (a read model's).
func Open(t testing.TB) (*postgres.DB, *eventlog.Store, *events.Registry) {
	t.Helper()
	db, err := postgres.Open(context.Background(), pgtest.NewDatabase(t), 10)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	if err := postgres.Migrate(db); err != nil {
		t.Fatal(err)
	}
	reg := events.NewRegistry()
	store := eventlog.NewStore(db, reg)
	t.Cleanup(store.Close)
	return db, store, reg
}
