package projector

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"zhiyuan/projections"
)

// bookkeeping creates a projection's stream versions and checkpoint. through
// is the position up to which every event is applied (what waiters read);
// position the highest applied; failed_* the event that stops the projection.
var bookkeeping = []string{
	`CREATE TABLE IF NOT EXISTS _streams (stream_id TEXT PRIMARY KEY, version INTEGER NOT NULL, position BIGINT NOT NULL)`,
	`CREATE TABLE IF NOT EXISTS _checkpoint (position BIGINT NOT NULL, applied BIGINT NOT NULL, updated_at TIMESTAMPTZ NOT NULL)`,
	// A read model made before the gap-safe reader starts its through at 0: the
	// log is read again from the start and the stream versions skip what it has.
	`ALTER TABLE _checkpoint ADD COLUMN IF NOT EXISTS through BIGINT NOT NULL DEFAULT 0`,
	`ALTER TABLE _checkpoint ADD COLUMN IF NOT EXISTS failed_position BIGINT`,
	`ALTER TABLE _checkpoint ADD COLUMN IF NOT EXISTS failed_error TEXT`,
	`ALTER TABLE _checkpoint ADD COLUMN IF NOT EXISTS failed_since TIMESTAMPTZ`,
	// The projections.Versioned version the read model was built at; 0 before versions.
	`ALTER TABLE _checkpoint ADD COLUMN IF NOT EXISTS version INTEGER NOT NULL DEFAULT 0`,
	`INSERT INTO _checkpoint (position, applied, updated_at) SELECT 0, 0, now() WHERE NOT EXISTS (SELECT 1 FROM _checkpoint)`,
}

// ensureSchema creates a projection's schema with its tables and bookkeeping.
// withIndexes false leaves out the separate CREATE INDEX statements, which a
// rebuild runs after its load.
func ensureSchema(ctx context.Context, tx pgx.Tx, p projections.Projection, schema string, withIndexes bool) error {
	id := pgx.Identifier{schema}.Sanitize()
	stmts := append([]string{`CREATE SCHEMA IF NOT EXISTS ` + id, `SET LOCAL search_path TO ` + id}, bookkeeping...)
	for _, s := range p.Tables() {
		if withIndexes || !isIndex(s) {
			stmts = append(stmts, s)
		}
	}
	return run(ctx, tx, p, stmts)
}

// createIndexes runs a projection's CREATE INDEX statements in schema.
func createIndexes(ctx context.Context, tx pgx.Tx, p projections.Projection, schema string) error {
	stmts := []string{`SET LOCAL search_path TO ` + pgx.Identifier{schema}.Sanitize()}
	for _, s := range p.Tables() {
		if isIndex(s) {
			stmts = append(stmts, s)
		}
	}
	return run(ctx, tx, p, stmts)
}

func isIndex(stmt string) bool {
	s := strings.ToUpper(strings.TrimSpace(stmt))
	return strings.HasPrefix(s, "CREATE INDEX") || strings.HasPrefix(s, "CREATE UNIQUE INDEX")
}

func run(ctx context.Context, tx pgx.Tx, p projections.Projection, stmts []string) error {
	for _, s := range stmts {
		if _, err := tx.Exec(ctx, s); err != nil {
			return fmt.Errorf("projector %s: schema: %w", p.Name(), err)
		}
	}
	return nil
}
