package wishtables

import (
	"context"
	"encoding/json"
	"time"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// SnapshotEvery: a table's units are written whole at most once per this many versions (and at
// its creation and restores); a read folds the changes after the snapshot. Writing a 96-unit
// list on every edit made this projection fall seconds behind at 550 edits a second.
const SnapshotEvery = 50

// tableRow is one table's scalar state as the batch folds it.
type tableRow struct {
	id          string
	header      events.WishTableCreated // set for a table created in this batch
	name        string
	score, rank int
	note        string
	unitCount   int
	version     int
	snapVersion int
	deletedAt   *time.Time
	createdAt   time.Time
	updatedAt   time.Time
	updatedBy   string
	isNew       bool
	restored    bool
	snapshot    string // the units at version, when this batch writes a snapshot
}

func loadTables(ctx context.Context, tx projections.Tx, ids []string) (map[string]*tableRow, error) {
	out := map[string]*tableRow{}
	rows, err := tx.Query(ctx, `SELECT id, name, score, rank, note, unit_count, version, snap_version, deleted_at,
		created_at, updated_at, updated_by FROM tables WHERE id = ANY($1)`, ids)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		r := &tableRow{}
		if err := rows.Scan(&r.id, &r.name, &r.score, &r.rank, &r.note, &r.unitCount, &r.version, &r.snapVersion,
			&r.deletedAt, &r.createdAt, &r.updatedAt, &r.updatedBy); err != nil {
			return nil, err
		}
		out[r.id] = r
	}
	return out, rows.Err()
}

func (r *tableRow) apply(env events.Envelope, ev events.Event) {
	r.version, r.updatedAt, r.updatedBy = env.Version, env.RecordedAt, env.Meta.ActorUserID
	switch e := ev.(type) {
	case events.WishTableCreated:
		r.header, r.name, r.score, r.rank, r.createdAt, r.isNew = e, e.Name, e.Score, e.Rank, env.RecordedAt, true
		r.header.Units, r.unitCount = nil, len(e.Units)
	case events.WishTableRenamed:
		r.name = e.Name
	case events.WishTableScoreSet:
		r.score, r.rank = e.Score, e.Rank
	case events.WishTableNoteSet:
		r.note = e.Note
	case events.WishUnitAdded:
		r.unitCount++
	case events.WishUnitRemoved:
		r.unitCount--
	case events.WishTableRestored:
		r.unitCount, r.restored = len(e.Units), true
	case events.WishTableDeleted:
		t := env.RecordedAt
		r.deletedAt = &t
	case events.WishTableRecovered:
		r.deletedAt = nil
	}
}

func (r *tableRow) snapshotDue() bool {
	return r.isNew || r.restored || r.version-r.snapVersion >= SnapshotEvery
}

var registry = events.NewRegistry()

// snapshot folds the due tables' stored snapshots with their changes since (this batch's
// changes are already inserted) into their units at the new version.
func snapshot(ctx context.Context, tx projections.Tx, rows map[string]*tableRow) error {
	var due []string
	for id, r := range rows {
		if r.snapshotDue() {
			due = append(due, id)
		}
	}
	if len(due) == 0 {
		return nil
	}
	units := map[string][]events.WishUnit{}
	res, err := tx.Query(ctx, `SELECT id, units FROM tables WHERE id = ANY($1)`, due)
	if err != nil {
		return err
	}
	for res.Next() {
		var id, u string
		if err := res.Scan(&id, &u); err != nil {
			res.Close()
			return err
		}
		var us []events.WishUnit
		if err := json.Unmarshal([]byte(u), &us); err != nil {
			res.Close()
			return err
		}
		units[id] = us
	}
	res.Close()
	res, err = tx.Query(ctx, `SELECT c.table_id, c.type, c.data FROM changes c LEFT JOIN tables t ON t.id = c.table_id
		WHERE c.table_id = ANY($1) AND c.version > COALESCE(t.snap_version, 0) ORDER BY c.table_id, c.version`, due)
	if err != nil {
		return err
	}
	defer res.Close()
	for res.Next() {
		var id, typ string
		var data []byte
		if err := res.Scan(&id, &typ, &data); err != nil {
			return err
		}
		ev, err := decodeChange(typ, data)
		if err != nil {
			return err
		}
		units[id] = events.ApplyWishUnits(units[id], ev)
	}
	if err := res.Err(); err != nil {
		return err
	}
	for _, id := range due {
		us := units[id]
		if us == nil {
			us = []events.WishUnit{}
		}
		b, err := json.Marshal(us)
		if err != nil {
			return err
		}
		rows[id].snapshot, rows[id].unitCount = string(b), len(us)
	}
	return nil
}

// decodeChange reads a stored change (kept in the current schema).
func decodeChange(typ string, data []byte) (events.Event, error) {
	v, err := registry.Version(typ)
	if err != nil {
		return nil, err
	}
	return registry.Decode(events.Envelope{Type: typ, SchemaVersion: v, Data: data})
}
