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
	tmpl, err := migrated()
	if err != nil {
		t.Fatal(err)
	}
	db, err := postgres.Open(context.Background(), pgtest.NewDatabaseFrom(t, tmpl), 10)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	reg := events.NewRegistry()
	store := eventlog.NewStore(db, reg)
	t.Cleanup(store.Close)
	return db, store, reg
}

// migrated is an empty database with the schema migrated, made once per test binary: a table of
// a hundred cases each on its own database copies it instead of migrating a hundred times.
func migrated() (pgtest.Template, error) {
	return pgtest.PrepareTemplate("migrated", false, func(url, _ string) error {
		db, err := postgres.Open(context.Background(), url, 2)
		if err != nil {
			return err
		}
		defer db.Close()
		return postgres.Migrate(db)
	})
}
