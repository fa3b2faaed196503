package wishtables

import (
	"context"
	"encoding/json"
	"time"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// tableRow is one table as the batch folds it.
type tableRow struct {
	id        string
	header    events.WishTableCreated // without its units
	name      string
	score     int
	rank      int
	note      string
	units     []events.WishUnit
	version   int
	deletedAt *time.Time
	createdAt time.Time
	updatedAt time.Time
	updatedBy string
	dirty     bool
}

func loadTables(ctx context.Context, tx projections.Tx, ids []string) (map[string]*tableRow, error) {
	out := map[string]*tableRow{}
	rows, err := tx.Query(ctx, `SELECT id, header, name, score, rank, note, units, version, deleted_at, created_at,
		updated_at, updated_by FROM tables WHERE id = ANY($1)`, ids)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		r := &tableRow{}
		var header, units string
		if err := rows.Scan(&r.id, &header, &r.name, &r.score, &r.rank, &r.note, &units, &r.version, &r.deletedAt,
			&r.createdAt, &r.updatedAt, &r.updatedBy); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(header), &r.header); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(units), &r.units); err != nil {
			return nil, err
		}
		out[r.id] = r
	}
	return out, rows.Err()
}

func (r *tableRow) apply(env events.Envelope, ev events.Event) {
	r.units = events.ApplyWishUnits(r.units, ev)
	r.version, r.updatedAt, r.updatedBy, r.dirty = env.Version, env.RecordedAt, env.Meta.ActorUserID, true
	switch e := ev.(type) {
	case events.WishTableCreated:
		r.header, r.name, r.score, r.rank, r.createdAt = e, e.Name, e.Score, e.Rank, env.RecordedAt
		r.header.Units = nil
	case events.WishTableRenamed:
		r.name = e.Name
	case events.WishTableScoreSet:
		r.score, r.rank = e.Score, e.Rank
	case events.WishTableNoteSet:
		r.note = e.Note
	case events.WishTableDeleted:
		t := env.RecordedAt
		r.deletedAt = &t
	case events.WishTableRecovered:
		r.deletedAt = nil
	}
}

// storeTables writes every table the batch changed in one statement.
func storeTables(ctx context.Context, tx projections.Tx, rows map[string]*tableRow) error {
	var ids, owners, headers, names, notes, units, updatedBy []string
	var scores, ranks, counts, versions []int
	var deleted []*time.Time
	var created, updated []time.Time
	for _, r := range rows {
		if !r.dirty {
			continue
		}
		header, err := json.Marshal(r.header)
		if err != nil {
			return err
		}
		if r.units == nil {
			r.units = []events.WishUnit{}
		}
		u, err := json.Marshal(r.units)
		if err != nil {
			return err
		}
		ids, owners, headers, names = append(ids, r.id), append(owners, r.header.OwnerID), append(headers, string(header)), append(names, r.name)
		notes, units, updatedBy = append(notes, r.note), append(units, string(u)), append(updatedBy, r.updatedBy)
		scores, ranks, counts, versions = append(scores, r.score), append(ranks, r.rank), append(counts, len(r.units)), append(versions, r.version)
		deleted, created, updated = append(deleted, r.deletedAt), append(created, r.createdAt), append(updated, r.updatedAt)
	}
	if len(ids) == 0 {
		return nil
	}
	return tx.Exec(ctx, `INSERT INTO tables (id, owner_id, header, name, score, rank, note, units, unit_count, version,
		deleted_at, created_at, updated_at, updated_by)
		SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[],
			$9::int[], $10::int[], $11::timestamptz[], $12::timestamptz[], $13::timestamptz[], $14::text[])
		ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, score = EXCLUDED.score, rank = EXCLUDED.rank,
		note = EXCLUDED.note, units = EXCLUDED.units, unit_count = EXCLUDED.unit_count, version = EXCLUDED.version,
		deleted_at = EXCLUDED.deleted_at, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
		ids, owners, headers, names, scores, ranks, notes, units, counts, versions, deleted, created, updated, updatedBy)
}
