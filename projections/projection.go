// Package projections holds the event handlers that build read models. Each
// subpackage writes one read model (or the search index) and nothing else.
package projections

import (
	"context"

	"zhiyuan/events"
)

// Row is one result row.
type Row interface {
	Scan(dest ...any) error
}

// Tx is the read-model transaction a projection writes through. The runtime
// opens it, points it at the projection's schema (so table names are
// unqualified), and commits the projection's checkpoint in the same transaction.
type Tx interface {
	Exec(ctx context.Context, sql string, args ...any) error
	QueryRow(ctx context.Context, sql string, args ...any) Row
	Query(ctx context.Context, sql string, args ...any) (Rows, error)
}

// Projection turns events into one read model.
type Projection interface {
	// Name is stable: it names the consumer group and the schema rm_<name>.
	Name() string
	// Tables returns the DDL of the read model (CREATE TABLE IF NOT EXISTS ...,
	// unqualified names), run when the schema is created or rebuilt.
	Tables() []string
	// Handle applies one event. Events of types it does not care about are ignored.
	Handle(ctx context.Context, tx Tx, env events.Envelope, ev events.Event) error
}

// Rebuildable is implemented by projections that keep state outside Postgres
// (the search index): a rebuild writes through a fresh instance into a fresh
// generation, swapped in by commit while the runtime holds the projection lock.
type Rebuildable interface {
	StartRebuild(ctx context.Context) (fresh Projection, commit func(context.Context) error, abort func(context.Context) error, err error)
}

// Versioned is implemented by projections whose output changes shape with the code (the
// search index: its mapping and the documents' searchable forms). The runtime records the
// version a read model was built at; at start it rebuilds, from the log, one built at
// another version, so a new release never answers from documents the old code shaped.
type Versioned interface {
	Version() int
}

// Selective is implemented by projections that read only some streams (the
// catalogue, the site configuration, user activity). Events of any other
// stream are neither decoded nor handed to the handler; the checkpoint passes
// them like any other.
type Selective interface {
	Reads(streamID string) bool
}
