// Package catalog projects the imported catalogue into the rm_catalog read model:
// colleges, majors, professions, industries and the links between them; the Chinese
// occupations, the 2023 major → occupation guide and the vocational majors (catalog_cn.go).
package catalog

import (
	"context"
	"encoding/json"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string     { return "catalog" }
func (Projection) Tables() []string { return append(append([]string{}, tables...), tablesCN...) }

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.CatalogCollegesImported:
		return putColleges(ctx, tx, e)
	case events.CatalogMajorsImported:
		return putMajors(ctx, tx, e)
	case events.CatalogProfessionsImported:
		return putProfessions(ctx, tx, e)
	case events.CatalogOccupationsImported:
		return putOccupations(ctx, tx, e)
	case events.CatalogOccupationGuideImported:
		return putGuide(ctx, tx, e)
	case events.CatalogVocationalMajorsImported:
		return putVocational(ctx, tx, e)
	case events.CatalogDatasetImported:
		return finishImport(ctx, tx, env, e)
	}
	return nil
}

func rows(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}

// exec runs statements that all take the same two arguments: the chunk's rows as
// JSON and the import id.
func exec(ctx context.Context, tx projections.Tx, v any, importID string, stmts ...string) error {
	j, err := rows(v)
	if err != nil {
		return err
	}
	for _, s := range stmts {
		if err := tx.Exec(ctx, s, j, importID); err != nil {
			return err
		}
	}
	return nil
}

const collegeCols = `code text, moe_code text, name text, authority text, province_id int, province text, city text,
	level text, remark text, nature text, edu_level int, category text, tags text[], feature_tags text[],
	has_location boolean, lat float8, lng float8, former_names text[], abbreviations text[]`

func putColleges(ctx context.Context, tx projections.Tx, e events.CatalogCollegesImported) error {
	return exec(ctx, tx, e.Colleges, e.Import,
		`DELETE FROM colleges WHERE code IN (SELECT code FROM jsonb_to_recordset($1::jsonb) AS x(code text)) AND $2::text IS NOT NULL`,
		`INSERT INTO colleges (code, moe_code, name, authority, province_id, province, city, level, remark, nature,
			edu_level, category, tags, feature_tags, has_location, lat, lng, former_names, abbreviations, tag_rank, import)
		 SELECT code, moe_code, name, authority, province_id, province, city, level, remark, nature, edu_level, category,
			tags, feature_tags, has_location, lat, lng, former_names, abbreviations,
			CASE WHEN '985' = ANY(tags) THEN 0 WHEN '211' = ANY(tags) THEN 1 WHEN '双一流' = ANY(tags) THEN 2 ELSE 3 END, $2
		 FROM jsonb_to_recordset($1::jsonb) AS x(`+collegeCols+`)`)
}

const majorCols = `code text, base_code text, name text, category_code text, category text, class_code text,
	class_name text, class_synthetic boolean, special boolean, controlled boolean, degrees text[], note text,
	years_min int, years_max int, description text, employment text[], postgrad jsonb, graduate_scale text,
	male_pct int, female_pct int, school_count int, interest_code text, ordinal int, colleges text[], professions text[]`

// scaleRank orders graduate-scale ranges ("2500-3000", "10000以上") by their lower bound.
const scaleRank = `COALESCE(NULLIF(substring(graduate_scale from '^[0-9]+'), '')::int, -1)`

func putMajors(ctx context.Context, tx projections.Tx, e events.CatalogMajorsImported) error {
	codes := `(SELECT code FROM jsonb_to_recordset($1::jsonb) AS x(code text)) AND $2::text IS NOT NULL`
	return exec(ctx, tx, e.Majors, e.Import,
		`DELETE FROM majors WHERE code IN `+codes,
		`DELETE FROM major_colleges WHERE major_code IN `+codes,
		`DELETE FROM major_professions WHERE major_code IN `+codes,
		`INSERT INTO majors (code, base_code, name, category_code, category, class_code, class_name, class_synthetic,
			special, controlled, degrees, note, years_min, years_max, description, employment, postgrad, graduate_scale,
			male_pct, female_pct, school_count, interest_code, ordinal, scale_rank, import)
		 SELECT code, base_code, name, category_code, category, class_code, class_name, class_synthetic, special,
			controlled, degrees, note, years_min, years_max, description, employment, postgrad, graduate_scale,
			male_pct, female_pct, school_count, interest_code, ordinal, `+scaleRank+`, $2
		 FROM jsonb_to_recordset($1::jsonb) AS x(`+majorCols+`)`,
		`INSERT INTO major_colleges (major_code, college_code)
		 SELECT DISTINCT code, unnest(colleges) FROM jsonb_to_recordset($1::jsonb) AS x(code text, colleges text[]) WHERE $2::text IS NOT NULL`,
		`INSERT INTO major_professions (major_code, profession_code)
		 SELECT DISTINCT code, unnest(professions) FROM jsonb_to_recordset($1::jsonb) AS x(code text, professions text[]) WHERE $2::text IS NOT NULL`)
}

func putProfessions(ctx context.Context, tx projections.Tx, e events.CatalogProfessionsImported) error {
	if len(e.Industries) > 0 {
		if err := exec(ctx, tx, e.Industries, e.Import,
			`DELETE FROM industries WHERE code IN (SELECT code FROM jsonb_to_recordset($1::jsonb) AS x(code text)) AND $2::text IS NOT NULL`,
			`INSERT INTO industries (code, name, description, import)
			 SELECT code, name, description, $2 FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, description text)`); err != nil {
			return err
		}
	}
	return exec(ctx, tx, e.Professions, e.Import,
		`DELETE FROM professions WHERE code IN (SELECT code FROM jsonb_to_recordset($1::jsonb) AS x(code text)) AND $2::text IS NOT NULL`,
		`INSERT INTO professions (code, title_en, name, description, industry_code, interests, top3, high_point, import)
		 SELECT code, title_en, name, description, industry_code, interests, top3, high_point, $2
		 FROM jsonb_to_recordset($1::jsonb) AS x(code text, title_en text, name text, description text,
			industry_code text, interests float8[], top3 text, high_point text)`)
}

// finishImport drops what the latest import no longer has, refreshes the derived
// counts and records the data set's provenance.
func finishImport(ctx context.Context, tx projections.Tx, env events.Envelope, e events.CatalogDatasetImported) error {
	var stmts []string
	switch e.Dataset {
	case events.DatasetColleges:
		stmts = []string{`DELETE FROM colleges WHERE import <> $1`}
	case events.DatasetMajors:
		stmts = []string{
			`DELETE FROM major_colleges WHERE major_code IN (SELECT code FROM majors WHERE import <> $1)`,
			`DELETE FROM major_professions WHERE major_code IN (SELECT code FROM majors WHERE import <> $1)`,
			`DELETE FROM majors WHERE import <> $1`}
	case events.DatasetProfessions:
		stmts = []string{`DELETE FROM professions WHERE import <> $1`, `DELETE FROM industries WHERE import <> $1`}
	default:
		stmts = staleCN[e.Dataset]
	}
	for _, s := range stmts {
		if err := tx.Exec(ctx, s, e.Import); err != nil {
			return err
		}
	}
	counts := []string{
		`UPDATE colleges c SET major_count = COALESCE((SELECT count(*) FROM major_colleges m WHERE m.college_code = c.code), 0)`,
		`UPDATE professions p SET major_count = COALESCE((SELECT count(*) FROM major_professions m WHERE m.profession_code = p.code), 0)`,
	}
	switch e.Dataset {
	case events.DatasetOccupations, events.DatasetOccupationGuide:
		counts = []string{occupationMajorCount}
	case events.DatasetVocationalMajors:
		counts = nil
	}
	for _, s := range counts {
		if err := tx.Exec(ctx, s); err != nil {
			return err
		}
	}
	return tx.Exec(ctx, `INSERT INTO datasets (dataset, import, count, edition, source, imported_at)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dataset) DO UPDATE SET import = $2, count = $3, edition = $4,
		source = $5, imported_at = $6`, e.Dataset, e.Import, e.Count, e.Edition, e.Source, env.RecordedAt)
}

// Reads: only the catalogue's streams feed this read model.
func (Projection) Reads(streamID string) bool { return events.IsCatalogStream(streamID) }
