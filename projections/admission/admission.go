// Package admission projects the imported admission reference data into the
// rm_admission read model: sources, 一分一段 tables, batch lines, admission
// results and plans.
package admission

import (
	"context"
	"encoding/json"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string     { return "admission" }
func (Projection) Tables() []string { return tables }

// Reads: only the admission data's streams feed this read model.
func (Projection) Reads(streamID string) bool { return events.IsAdmissionStream(streamID) }

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.AdmissionSourcesImported:
		return exec(ctx, tx, e.Sources, e.Import,
			`DELETE FROM sources WHERE id IN (SELECT id FROM jsonb_to_recordset($1::jsonb) AS x(id text)) AND $2::text IS NOT NULL`,
			`INSERT INTO sources (id, kind, authority, title, url, quality, via, caveat, import)
			 SELECT id, kind, authority, title, url, quality, via, COALESCE(caveat, ''), $2
			 FROM jsonb_to_recordset($1::jsonb) AS x(id text, kind text, authority text, title text, url text, quality text, via text, caveat text)`)
	case events.RankTablesImported:
		return exec(ctx, tx, e.Tables, e.Import,
			`DELETE FROM rank_tables t USING jsonb_to_recordset($1::jsonb) AS x(province_id int, year int, track text)
			 WHERE t.province_id = x.province_id AND t.year = x.year AND t.track = x.track AND $2::text IS NOT NULL
			 AND t.import NOT IN (SELECT import FROM imports)`,
			// A table an operator imported stays: the shipped one of its key is skipped.
			`INSERT INTO rank_tables (province_id, year, track, source_id, bands, import)
			 SELECT province_id, year, track, source_id, bands, $2
			 FROM jsonb_to_recordset($1::jsonb) AS x(province_id int, year int, track text, source_id text, bands jsonb)
			 ON CONFLICT (province_id, year, track) DO NOTHING`)
	case events.BatchLinesImported:
		return exec(ctx, tx, e.Lines, e.Import,
			`DELETE FROM batch_lines WHERE ordinal IN (SELECT ordinal FROM jsonb_to_recordset($1::jsonb) AS x(ordinal int)) AND $2::text IS NOT NULL`,
			`INSERT INTO batch_lines (ordinal, province_id, year, track, batch, line_kind, category, score, source_id, import)
			 SELECT ordinal, province_id, year, track, batch, line_kind, category, score, source_id, $2
			 FROM jsonb_to_recordset($1::jsonb) AS x(ordinal int, province_id int, year int, track text, batch text,
				line_kind text, category text, score int, source_id text)`)
	case events.AdmissionResultsImported:
		return putResults(ctx, tx, e)
	case events.AdmissionPlansImported:
		return putPlans(ctx, tx, e)
	case events.AdmissionDatasetImported:
		return finishImport(ctx, tx, env, e)
	case events.AdmissionImportRows:
		return stageImport(ctx, tx, e)
	case events.AdmissionImportRecorded:
		return applyImport(ctx, tx, env, e)
	}
	return nil
}

// exec runs statements that all take the chunk's rows as JSON and the import id.
func exec(ctx context.Context, tx projections.Tx, v any, importID string, stmts ...string) error {
	j, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return execJSON(ctx, tx, string(j), importID, stmts...)
}

func execJSON(ctx context.Context, tx projections.Tx, rows, importID string, stmts ...string) error {
	for _, s := range stmts {
		if err := tx.Exec(ctx, s, rows, importID); err != nil {
			return err
		}
	}
	return nil
}

// finishImport drops what the latest import no longer has (never an operator's import, nor
// the shipped rows of a scope an operator's import holds) and records the data set's
// provenance.
func finishImport(ctx context.Context, tx projections.Tx, env events.Envelope, e events.AdmissionDatasetImported) error {
	table := map[string]string{
		events.DatasetAdmissionSources: "sources",
		events.DatasetRankTables:       "rank_tables",
		events.DatasetBatchLines:       "batch_lines",
		events.DatasetResults:          "results",
		events.DatasetPlans:            "plans",
	}[e.Dataset]
	if table != "" {
		if err := tx.Exec(ctx, `DELETE FROM `+table+` WHERE import <> $1 AND import NOT IN (SELECT import FROM imports)`, e.Import); err != nil {
			return err
		}
		if err := dropShippedUnderImports(ctx, tx, table, e.Import); err != nil {
			return err
		}
	}
	return tx.Exec(ctx, `INSERT INTO datasets (dataset, import, count, edition, source, imported_at)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dataset) DO UPDATE SET import = $2, count = $3, edition = $4,
		source = $5, imported_at = $6`, e.Dataset, e.Import, e.Count, e.Edition, e.Source, env.RecordedAt)
}
