// Package projectortest tests a projection at its seam: events appended to the real event log
// and applied by the real runtime to a fresh read model, then its rows read back — "given these
// events, then these rows", with no HTTP, no bus and no other projection.
package projectortest

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/eventlog/eventlogtest"
	"zhiyuan/infra/postgres"
	"zhiyuan/infra/projector"
	"zhiyuan/projections"
)

// Env is one projection's read model on its own database.
type Env struct {
	Store    *eventlog.Store
	Registry *events.Registry
	db       *postgres.DB
	runtime  *projector.Runtime
	p        projections.Projection
}

// New creates the projection's tables on a fresh database (the package's TestMain must run pgtest.Main).
func New(t testing.TB, p projections.Projection) *Env {
	t.Helper()
	db, store, reg := eventlogtest.Open(t)
	rt := projector.New(db, store, reg, slog.New(slog.NewTextHandler(io.Discard, nil)), p)
	if err := rt.Ensure(context.Background()); err != nil {
		t.Fatal(err)
	}
	return &Env{Store: store, Registry: reg, db: db, runtime: rt, p: p}
}

// Given appends events to a stream and applies them to the read model as one batch, as a
// projector would deliver them.
func (e *Env) Given(t testing.TB, meta events.Metadata, stream string, evs ...events.Event) {
	t.Helper()
	e.Batch(t, e.Append(t, meta, stream, evs...))
}

// Append writes events to the log without applying them, for a batch made of several appends.
func (e *Env) Append(t testing.TB, meta events.Metadata, stream string, evs ...events.Event) []events.Envelope {
	t.Helper()
	ctx := context.Background()
	res, err := e.Store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion, Events: evs})
	if err != nil {
		t.Fatalf("append to %s: %v", stream, err)
	}
	envs, err := e.Store.LoadFrom(ctx, stream, res.Versions[stream]-len(evs))
	if err != nil {
		t.Fatal(err)
	}
	return envs
}

// Batch applies envelopes already in the log to the read model in one batch.
func (e *Env) Batch(t testing.TB, envs []events.Envelope) {
	t.Helper()
	if len(envs) == 0 {
		return
	}
	b := eventlog.Batch{Events: envs, Through: envs[len(envs)-1].Position}
	if err := e.runtime.Apply(context.Background(), e.p, b); err != nil {
		t.Fatalf("apply to %s: %v", e.p.Name(), err)
	}
}

// Rows runs a query in the projection's schema (its tables need no prefix) and answers each
// row as text values.
func (e *Env) Rows(t testing.TB, sql string, args ...any) [][]string {
	t.Helper()
	ctx := context.Background()
	tx, err := e.db.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if _, err := tx.Exec(ctx, "SET LOCAL search_path TO "+pgx.Identifier{projector.Schema(e.p.Name())}.Sanitize()); err != nil {
		t.Fatal(err)
	}
	rows, err := tx.Query(ctx, sql, args...)
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	defer rows.Close()
	var out [][]string
	for rows.Next() {
		vals, err := rows.Values()
		if err != nil {
			t.Fatal(err)
		}
		row := make([]string, len(vals))
		for i, v := range vals {
			row[i] = text(v)
		}
		out = append(out, row)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// text prints a column value: NULL for nil, arrays as {a,b}.
func text(v any) string {
	switch x := v.(type) {
	case nil:
		return "NULL"
	case []any:
		parts := make([]string, len(x))
		for i, p := range x {
			parts[i] = text(p)
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	return fmt.Sprint(v)
}
