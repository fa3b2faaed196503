package wishtables

import (
	"context"
	"encoding/json"
	"time"

	"zhiyuan/projections"
)

// storeTables writes every table the batch changed in one statement; the header only at
// creation, the units only where the batch took a snapshot.
func storeTables(ctx context.Context, tx projections.Tx, rows map[string]*tableRow) error {
	var ids, owners, headers, names, notes, units, updatedBy []string
	var scores, ranks, counts, versions, snaps []int
	var deleted []*time.Time
	var created, updated []time.Time
	for _, r := range rows {
		header := ""
		if r.isNew {
			b, err := json.Marshal(r.header)
			if err != nil {
				return err
			}
			header = string(b)
		}
		snap := r.snapVersion
		if r.snapshot != "" {
			snap = r.version
		}
		ids, owners, headers, names = append(ids, r.id), append(owners, r.header.OwnerID), append(headers, header), append(names, r.name)
		notes, units, updatedBy = append(notes, r.note), append(units, r.snapshot), append(updatedBy, r.updatedBy)
		scores, ranks, counts, versions = append(scores, r.score), append(ranks, r.rank), append(counts, r.unitCount), append(versions, r.version)
		snaps, deleted, created, updated = append(snaps, snap), append(deleted, r.deletedAt), append(created, r.createdAt), append(updated, r.updatedAt)
	}
	if len(ids) == 0 {
		return nil
	}
	return tx.Exec(ctx, `INSERT INTO tables (id, owner_id, header, name, score, rank, note, units, unit_count, version,
		snap_version, deleted_at, created_at, updated_at, updated_by)
		SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[],
			$9::int[], $10::int[], $11::int[], $12::timestamptz[], $13::timestamptz[], $14::timestamptz[], $15::text[])
		ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, score = EXCLUDED.score, rank = EXCLUDED.rank,
		note = EXCLUDED.note, unit_count = EXCLUDED.unit_count, version = EXCLUDED.version,
		units = CASE WHEN EXCLUDED.units = '' THEN tables.units ELSE EXCLUDED.units END,
		snap_version = EXCLUDED.snap_version, deleted_at = EXCLUDED.deleted_at, updated_at = EXCLUDED.updated_at,
		updated_by = EXCLUDED.updated_by`,
		ids, owners, headers, names, scores, ranks, notes, units, counts, versions, snaps, deleted, created, updated, updatedBy)
}
