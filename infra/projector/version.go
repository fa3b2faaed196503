package projector

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"zhiyuan/projections"
)

// versionOf is the version a projection declares (projections.Versioned), 0 if none.
func versionOf(p projections.Projection) int {
	if v, ok := p.(projections.Versioned); ok {
		return v.Version()
	}
	return 0
}

func schemaExists(ctx context.Context, tx pgx.Tx, schema string) (bool, error) {
	var ok bool
	err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)`, schema).Scan(&ok)
	return ok, err
}

// stampVersion records the version the read model in schema is built at.
func stampVersion(ctx context.Context, db interface {
	Exec(context.Context, string, ...any) (pgconn.CommandTag, error)
}, schema string, version int) error {
	_, err := db.Exec(ctx, `UPDATE `+pgx.Identifier{schema, "_checkpoint"}.Sanitize()+` SET version = $1`, version)
	return err
}

func isOutdated(ctx context.Context, tx pgx.Tx, p projections.Projection, schema string) (bool, error) {
	var v int
	err := tx.QueryRow(ctx, `SELECT version FROM `+pgx.Identifier{schema, "_checkpoint"}.Sanitize()).Scan(&v)
	return v != versionOf(p), err
}

// Outdated names the read models the last Ensure found built at another version.
func (r *Runtime) Outdated() []string { return append([]string(nil), r.outdated...) }

// RebuildOutdated rebuilds, from the log, each read model the last Ensure found built
// at another version than its projection's: after a release that changed the search
// index's mapping, the index is rebuilt before the process serves. The live read model
// answers until the swap, as in any rebuild. A rebuild another process is running is
// left to it; one that fails is logged and left for the next start (the old model keeps
// answering), so a bad rebuild never keeps the portal down.
func (r *Runtime) RebuildOutdated(ctx context.Context) {
	for _, name := range r.outdated {
		n, err := r.Rebuild(ctx, name)
		switch {
		case errors.Is(err, ErrRebuildRunning):
			r.log.Info("read model built by another version: another process is rebuilding it", "projection", name)
		case err != nil:
			r.log.Error("read model built by another version: rebuild failed, the old one keeps answering",
				"projection", name, "err", err)
		default:
			r.log.Info("read model built by another version: rebuilt", "projection", name, "events", n)
		}
	}
	r.outdated = nil
}
