// Package projector runs projections: it feeds them events from the bus (or
// from the log during a rebuild) and stores each projection's checkpoint in the
// same transaction as its read-model change, so a redelivered event changes nothing.
package projector

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/infra/postgres"
	"zhiyuan/projections"
)

// Schema is the live schema of a projection's read model.
func Schema(name string) string { return "rm_" + name }

func nextSchema(name string) string { return "rm_" + name + "_next" }

// pgxTx adapts pgx.Tx to the projections.Tx port.
type pgxTx struct{ tx pgx.Tx }

func (t pgxTx) Exec(ctx context.Context, sql string, args ...any) error {
	_, err := t.tx.Exec(ctx, sql, args...)
	return err
}

func (t pgxTx) QueryRow(ctx context.Context, sql string, args ...any) projections.Row {
	return t.tx.QueryRow(ctx, sql, args...)
}

func lock(ctx context.Context, tx pgx.Tx, name string) error {
	_, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext($1))`, "projection:"+name)
	return err
}

// applyTx applies one event inside tx to the projection's tables in schema.
// Duplicates are skipped by the per-stream version; a gap (an earlier event of
// the same stream never delivered) is filled from the log first.
func applyTx(ctx context.Context, tx pgx.Tx, store *postgres.EventStore, reg *events.Registry,
	p projections.Projection, schema string, env events.Envelope) error {
	if _, err := tx.Exec(ctx, `SET LOCAL search_path TO `+pgx.Identifier{schema}.Sanitize()); err != nil {
		return err
	}
	var have int
	err := tx.QueryRow(ctx, `SELECT version FROM _streams WHERE stream_id = $1`, env.StreamID).Scan(&have)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("projector %s: read stream version: %w", p.Name(), err)
	}
	if env.Version <= have {
		return nil // redelivered: already applied
	}
	batch := []events.Envelope{env}
	if env.Version > have+1 {
		missing, err := store.LoadFrom(ctx, env.StreamID, have)
		if err != nil {
			return err
		}
		batch = batch[:0]
		for _, m := range missing {
			if m.Version <= env.Version {
				batch = append(batch, m)
			}
		}
	}
	if len(batch) == 0 || batch[len(batch)-1].Version != env.Version {
		return fmt.Errorf("projector %s: stream %s: versions %d..%d missing from the log", p.Name(), env.StreamID, have+1, env.Version)
	}
	for _, e := range batch {
		if err := handleOne(ctx, tx, reg, p, e); err != nil {
			return err
		}
	}
	last := batch[len(batch)-1]
	if _, err := tx.Exec(ctx, `
		INSERT INTO _streams (stream_id, version, position) VALUES ($1, $2, $3)
		ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position`,
		last.StreamID, last.Version, last.Position); err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `UPDATE _checkpoint SET position = GREATEST(position, $1), applied = applied + $2, updated_at = now()`,
		last.Position, len(batch))
	return err
}

func handleOne(ctx context.Context, tx pgx.Tx, reg *events.Registry, p projections.Projection, env events.Envelope) error {
	ev, err := reg.Decode(env)
	if err != nil {
		if _, verr := reg.Version(env.Type); verr != nil {
			return nil // an event type this program does not know: nothing to project
		}
		return fmt.Errorf("projector %s: %w", p.Name(), err)
	}
	if err := p.Handle(ctx, pgxTx{tx}, env, ev); err != nil {
		return fmt.Errorf("projector %s: %s@%d: %w", p.Name(), env.Type, env.Position, err)
	}
	return nil
}

// ensureSchema creates a projection's schema with its tables and bookkeeping.
func ensureSchema(ctx context.Context, tx pgx.Tx, p projections.Projection, schema string) error {
	id := pgx.Identifier{schema}.Sanitize()
	stmts := []string{
		`CREATE SCHEMA IF NOT EXISTS ` + id,
		`SET LOCAL search_path TO ` + id,
		`CREATE TABLE IF NOT EXISTS _streams (stream_id TEXT PRIMARY KEY, version INTEGER NOT NULL, position BIGINT NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS _checkpoint (position BIGINT NOT NULL, applied BIGINT NOT NULL, updated_at TIMESTAMPTZ NOT NULL)`,
		`INSERT INTO _checkpoint SELECT 0, 0, now() WHERE NOT EXISTS (SELECT 1 FROM _checkpoint)`,
	}
	stmts = append(stmts, p.Tables()...)
	for _, s := range stmts {
		if _, err := tx.Exec(ctx, s); err != nil {
			return fmt.Errorf("projector %s: schema: %w", p.Name(), err)
		}
	}
	return nil
}
