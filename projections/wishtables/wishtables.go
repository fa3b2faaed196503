// Package wishtables projects wish tables: each table's header and ordered units, its members
// and invitation links, and every change in order (the history's diff replays them).
package wishtables

import (
	"context"
	"encoding/json"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "wishtables" }

// Version 3: header and units are JSON text, the units a snapshot every SnapshotEvery versions,
// the tables of a batch written in one statement.
func (Projection) Version() int { return 3 }

func (Projection) Tables() []string {
	return []string{`CREATE TABLE IF NOT EXISTS tables (
		id          TEXT PRIMARY KEY,
		owner_id    TEXT NOT NULL,
		header      TEXT NOT NULL,
		name        TEXT NOT NULL,
		score       INT NOT NULL,
		rank        INT NOT NULL,
		note        TEXT NOT NULL,
		units       TEXT NOT NULL, -- a snapshot of the units at snap_version
		snap_version INT NOT NULL,
		unit_count  INT NOT NULL,
		version     INT NOT NULL,
		deleted_at  TIMESTAMPTZ,
		created_at  TIMESTAMPTZ NOT NULL,
		updated_at  TIMESTAMPTZ NOT NULL,
		updated_by  TEXT NOT NULL)`,
		`CREATE INDEX IF NOT EXISTS tables_owner ON tables (owner_id, updated_at DESC)`,
		`CREATE TABLE IF NOT EXISTS changes (
		table_id TEXT NOT NULL,
		version  INT NOT NULL,
		position BIGINT NOT NULL,
		type     TEXT NOT NULL,
		data     JSONB NOT NULL,
		PRIMARY KEY (table_id, version))`,
		`CREATE TABLE IF NOT EXISTS members (
		table_id TEXT NOT NULL,
		user_id  TEXT NOT NULL,
		role     TEXT NOT NULL,
		via      TEXT NOT NULL,
		since    TIMESTAMPTZ NOT NULL,
		PRIMARY KEY (table_id, user_id))`,
		`CREATE INDEX IF NOT EXISTS members_user ON members (user_id)`,
		`CREATE TABLE IF NOT EXISTS links (
		table_id   TEXT NOT NULL,
		link_id    TEXT NOT NULL,
		role       TEXT NOT NULL,
		expires_at TIMESTAMPTZ NOT NULL,
		created_at TIMESTAMPTZ NOT NULL,
		state      TEXT NOT NULL,
		used_by    TEXT NOT NULL DEFAULT '',
		PRIMARY KEY (table_id, link_id))`,
	}
}

// Reads: the table streams (the owner streams only count slots for the command side).
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.WishTableStream(""))
}

func (p Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	return p.HandleBatch(ctx, tx, []projections.Item{{Env: env, Event: ev}})
}

// HandleBatch loads the batch's tables in one query, folds every event in memory, writes each
// changed table once and the changes in one statement.
func (Projection) HandleBatch(ctx context.Context, tx projections.Tx, items []projections.Item) error {
	ids := map[string]bool{}
	var list []string
	for _, it := range items {
		if id := strings.TrimPrefix(it.Env.StreamID, events.WishTableStream("")); !ids[id] {
			ids[id] = true
			list = append(list, id)
		}
	}
	rows, err := loadTables(ctx, tx, list)
	if err != nil {
		return err
	}
	var ch changes
	for _, it := range items {
		id := strings.TrimPrefix(it.Env.StreamID, events.WishTableStream(""))
		r := rows[id]
		if r == nil {
			if _, ok := it.Event.(events.WishTableCreated); !ok {
				continue // a table's first event is its creation; nothing else starts one
			}
			r = &tableRow{id: id}
			rows[id] = r
		}
		r.apply(it.Env, it.Event)
		if err := ch.add(it.Env, it.Event); err != nil {
			return err
		}
		if err := applyAccess(ctx, tx, it.Env, it.Event); err != nil {
			return err
		}
	}
	if err := ch.insert(ctx, tx); err != nil {
		return err
	}
	if err := snapshot(ctx, tx, rows); err != nil {
		return err
	}
	return storeTables(ctx, tx, rows)
}

// changes are the batch's events, kept per table version.
type changes struct {
	tables, types []string
	versions      []int
	positions     []int64
	data          []string
}

// add keeps the decoded payload re-encoded: the current schema, whatever version was stored.
func (c *changes) add(env events.Envelope, ev events.Event) error {
	data, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	c.tables = append(c.tables, strings.TrimPrefix(env.StreamID, events.WishTableStream("")))
	c.versions, c.positions = append(c.versions, env.Version), append(c.positions, env.Position)
	c.types, c.data = append(c.types, env.Type), append(c.data, string(data))
	return nil
}

func (c *changes) insert(ctx context.Context, tx projections.Tx) error {
	if len(c.tables) == 0 {
		return nil
	}
	return tx.Exec(ctx, `INSERT INTO changes (table_id, version, position, type, data)
		SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[], $4::text[], $5::jsonb[])
		ON CONFLICT (table_id, version) DO NOTHING`, c.tables, c.versions, c.positions, c.types, c.data)
}
