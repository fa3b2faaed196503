package postgres

import (
	"context"
	"encoding/json"

	qadmission "zhiyuan/query/admission"
)

// AdmissionImports lists the operators' imports, oldest first (zhiyuan import list).
func (r *AdmissionReadModel) AdmissionImports(ctx context.Context) ([]qadmission.ImportEntry, error) {
	rows, err := r.db.Pool.Query(ctx, `SELECT i.import, i.position, i.kind, i.province_id, i.year, i.track, i.scopes, i.rows,
		i.file, i.sha256, i.by_operator, i.os_user, i.actor, i.replace, i.replaced, i.unmatched, i.recorded_at,
		COALESCE(s.authority, ''), COALESCE(s.title, ''), COALESCE(s.url, ''), COALESCE(s.quality, ''), COALESCE(s.id, ''),
		EXISTS (SELECT 1 FROM rm_admission.import_scopes c WHERE c.import = i.import)
		FROM rm_admission.imports i LEFT JOIN rm_admission.sources s ON s.id = i.source_id ORDER BY i.position`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []qadmission.ImportEntry{}
	for rows.Next() {
		var e qadmission.ImportEntry
		var scopes []byte
		if err := rows.Scan(&e.Import, &e.Position, &e.Kind, &e.ProvinceId, &e.Year, &e.Track, &scopes, &e.Rows, &e.File,
			&e.SHA256, &e.By, &e.OSUser, &e.Actor, &e.Replace, &e.Replaced, &e.Unmatched, &e.RecordedAt,
			&e.Source.Authority, &e.Source.Title, &e.Source.Url, &e.Source.Quality, &e.Source.Id, &e.Current); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(scopes, &e.Scopes); err != nil {
			return nil, err
		}
		e.Source.Official = qadmission.Official(e.Source.Quality)
		out = append(out, e)
	}
	return out, rows.Err()
}
