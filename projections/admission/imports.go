package admission

import (
	"context"
	"encoding/json"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// An operator's import (zhiyuan import) lands in the same tables as the shipped data, under
// its own import id. Its chunks wait in import_rows; its record replaces the rows of its
// scopes (whoever wrote them) with its own, in one transaction, so a reader sees the old
// rows or the new ones, never a part.

// stageImport keeps a chunk of an operator import until the import's record arrives.
func stageImport(ctx context.Context, tx projections.Tx, e events.AdmissionImportRows) error {
	rows, err := events.UnpackRows(e.Rows)
	if err != nil {
		return err
	}
	return tx.Exec(ctx, `INSERT INTO import_rows (import, chunk, kind, rows) VALUES ($1, $2, $3, $4::jsonb)
		ON CONFLICT (import, chunk) DO NOTHING`, e.Import, e.Chunk, e.Kind, string(rows))
}

// scopeDelete drops the rows of an import's scopes ($1) in its province ($2) and year ($3).
var scopeDelete = map[string]string{
	events.ImportRankTable: `DELETE FROM rank_tables t USING jsonb_to_recordset($1::jsonb) AS s(track text)
		WHERE t.province_id = $2 AND t.year = $3 AND t.track = s.track`,
	events.ImportBatchLines: `DELETE FROM batch_lines t USING jsonb_to_recordset($1::jsonb) AS s(track text)
		WHERE t.province_id = $2 AND t.year = $3 AND t.track = s.track`,
	events.ImportResults: `DELETE FROM results t USING jsonb_to_recordset($1::jsonb) AS s(track text, batch text, level text)
		WHERE t.province_id = $2 AND t.year = $3 AND t.track = s.track AND t.batch = COALESCE(s.batch, '')
		AND t.level = COALESCE(s.level, '')`,
	events.ImportPlans: `DELETE FROM plans t USING jsonb_to_recordset($1::jsonb) AS s(track text, batch text)
		WHERE t.province_id = $2 AND t.year = $3 AND t.track = s.track AND t.batch = COALESCE(s.batch, '')`,
}

// stagedInsert moves an import's ($2) staged rows into its kind's table.
var stagedInsert = map[string]string{
	events.ImportRankTable: `INSERT INTO rank_tables (province_id, year, track, source_id, bands, import)
		SELECT x.province_id, x.year, x.track, x.source_id, x.bands, $2
		FROM import_rows ir, jsonb_to_recordset(ir.rows) AS x(province_id int, year int, track text, source_id text, bands jsonb)
		WHERE ir.import = $2 AND $1::text IS NOT NULL
		ON CONFLICT (province_id, year, track) DO UPDATE SET source_id = EXCLUDED.source_id, bands = EXCLUDED.bands,
			import = EXCLUDED.import`,
	events.ImportBatchLines: `INSERT INTO batch_lines (ordinal, province_id, year, track, batch, line_kind, category, score, source_id, import)
		SELECT x.ordinal, x.province_id, x.year, x.track, x.batch, x.line_kind, x.category, x.score, x.source_id, $2
		FROM import_rows ir, jsonb_to_recordset(ir.rows) AS x(ordinal int, province_id int, year int, track text, batch text,
			line_kind text, category text, score int, source_id text)
		WHERE ir.import = $2 AND $1::text IS NOT NULL
		ON CONFLICT (ordinal) DO NOTHING`,
	events.ImportResults: resultInsert + ` FROM import_rows ir, jsonb_to_recordset(ir.rows) AS x(` + resultCols + `)
		WHERE ir.import = $2 AND $1::text IS NOT NULL ON CONFLICT (import, seq) DO NOTHING`,
	events.ImportPlans: planInsert + ` FROM import_rows ir, jsonb_to_recordset(ir.rows) AS x(` + planCols + `)
		WHERE ir.import = $2 AND $1::text IS NOT NULL ON CONFLICT (import, seq) DO NOTHING`,
}

// applyImport replaces the rows of the import's scopes with its staged rows, records its
// source, its scopes and the import itself.
func applyImport(ctx context.Context, tx projections.Tx, env events.Envelope, e events.AdmissionImportRecorded) error {
	del, ins := scopeDelete[e.Kind], stagedInsert[e.Kind]
	if del == "" {
		return nil // a kind this build does not know: nothing to apply
	}
	scopes, err := json.Marshal(e.Scopes)
	if err != nil {
		return err
	}
	src := e.Source
	if err := tx.Exec(ctx, `INSERT INTO sources (id, kind, authority, title, url, quality, via, caveat, import)
		VALUES ($1, $2, $3, $4, $5, $6, $7, '', $8) ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind,
		authority = EXCLUDED.authority, title = EXCLUDED.title, url = EXCLUDED.url, quality = EXCLUDED.quality,
		via = EXCLUDED.via, import = EXCLUDED.import`,
		src.ID, src.Kind, src.Authority, src.Title, src.URL, src.Quality, src.Via, e.Import); err != nil {
		return err
	}
	if err := tx.Exec(ctx, del, string(scopes), e.ProvinceID, e.Year); err != nil {
		return err
	}
	if err := tx.Exec(ctx, ins, "", e.Import); err != nil {
		return err
	}
	if err := tx.Exec(ctx, `INSERT INTO import_scopes (import, kind, province_id, year, track, batch, level)
		SELECT $1, $2, $3, $4, s.track, COALESCE(s.batch, ''), COALESCE(s.level, '')
		FROM jsonb_to_recordset($5::jsonb) AS s(track text, batch text, level text)
		ON CONFLICT (kind, province_id, year, track, batch, level) DO UPDATE SET import = EXCLUDED.import`,
		e.Import, e.Kind, e.ProvinceID, e.Year, string(scopes)); err != nil {
		return err
	}
	replaced, unmatched := e.Replaced, e.Unmatched
	if replaced == nil {
		replaced = []string{}
	}
	if unmatched == nil {
		unmatched = []string{}
	}
	if err := tx.Exec(ctx, `INSERT INTO imports (import, position, kind, province_id, year, track, scopes, rows, file, sha256,
		source_id, by_operator, os_user, actor, replace, replaced, unmatched, recorded_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
		ON CONFLICT (import) DO NOTHING`,
		e.Import, env.Position, e.Kind, e.ProvinceID, e.Year, e.Track, string(scopes), e.Rows, e.File, e.SHA256,
		src.ID, e.By, e.OSUser, env.Meta.ActorUserID, e.Replace, replaced, unmatched, env.RecordedAt); err != nil {
		return err
	}
	return tx.Exec(ctx, `DELETE FROM import_rows WHERE import = $1`, e.Import)
}

// shippedUnderImports drops a shipped import's ($1) rows of the scopes operators' imports
// hold: a later release's data never brings back what an operator replaced.
var shippedUnderImports = map[string]string{
	"batch_lines": `DELETE FROM batch_lines t USING import_scopes s WHERE t.import = $1 AND s.kind = 'batch-lines'
		AND s.province_id = t.province_id AND s.year = t.year AND s.track = t.track`,
	"results": `DELETE FROM results t USING import_scopes s WHERE t.import = $1 AND s.kind = 'results'
		AND s.province_id = t.province_id AND s.year = t.year AND s.track = t.track AND s.batch = t.batch AND s.level = t.level`,
	"plans": `DELETE FROM plans t USING import_scopes s WHERE t.import = $1 AND s.kind = 'plans'
		AND s.province_id = t.province_id AND s.year = t.year AND s.track = t.track AND s.batch = t.batch`,
}

func dropShippedUnderImports(ctx context.Context, tx projections.Tx, table, shippedImport string) error {
	if stmt := shippedUnderImports[table]; stmt != "" {
		return tx.Exec(ctx, stmt, shippedImport)
	}
	return nil
}
