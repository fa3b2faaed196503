package catalog

import (
	"context"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// Handlers of the Chinese occupations, the 2023 guide and the vocational majors.

const occupationCols = `id text, code text, name text, green boolean, digital boolean, major_class text,
	major_class_name text, mid_class text, mid_class_name text, small_class text, small_class_name text,
	origin text, release text, release_code text, ordinal int`

func putOccupations(ctx context.Context, tx projections.Tx, e events.CatalogOccupationsImported) error {
	if len(e.Classes) > 0 {
		if err := exec(ctx, tx, e.Classes, e.Import,
			`DELETE FROM occupation_classes WHERE code IN (SELECT code FROM jsonb_to_recordset($1::jsonb) AS x(code text)) AND $2::text IS NOT NULL`,
			`INSERT INTO occupation_classes (code, level, gbm_code, name, origin, import)
			 SELECT code, level, gbm_code, name, origin, $2
			 FROM jsonb_to_recordset($1::jsonb) AS x(code text, level text, gbm_code text, name text, origin text)`); err != nil {
			return err
		}
	}
	return exec(ctx, tx, e.Occupations, e.Import,
		`DELETE FROM occupations WHERE id IN (SELECT id FROM jsonb_to_recordset($1::jsonb) AS x(id text)) AND $2::text IS NOT NULL`,
		`INSERT INTO occupations (id, code, name, green, digital, major_class, major_class_name, mid_class, mid_class_name,
			small_class, small_class_name, origin, release, release_code, ordinal, import)
		 SELECT id, code, name, green, digital, major_class, major_class_name, mid_class, mid_class_name, small_class,
			small_class_name, origin, release, release_code, ordinal, $2
		 FROM jsonb_to_recordset($1::jsonb) AS x(`+occupationCols+`)`)
}

func putGuide(ctx context.Context, tx projections.Tx, e events.CatalogOccupationGuideImported) error {
	return exec(ctx, tx, e.Links, e.Import,
		`DELETE FROM occupation_guide g USING jsonb_to_recordset($1::jsonb) AS x(level text, seq int)
		 WHERE g.level = x.level AND g.seq = x.seq AND $2::text IS NOT NULL`,
		`INSERT INTO occupation_guide (level, seq, major_code, major_name, major_id, occupation_code, occupation_name,
			occupation_id, match, import)
		 SELECT level, seq, major_code, major_name, major_id, occupation_code, occupation_name, occupation_id, match, $2
		 FROM jsonb_to_recordset($1::jsonb) AS x(level text, seq int, major_code text, major_name text, major_id text,
			occupation_code text, occupation_name text, occupation_id text, match text)`)
}

func putVocational(ctx context.Context, tx projections.Tx, e events.CatalogVocationalMajorsImported) error {
	if len(e.Missing) > 0 {
		if err := exec(ctx, tx, e.Missing, e.Import,
			`DELETE FROM vocational_missing v USING jsonb_to_recordset($1::jsonb) AS x(level text, name text)
			 WHERE v.level = x.level AND v.name = x.name AND $2::text IS NOT NULL`,
			`INSERT INTO vocational_missing (level, code, name, reason, ordinal, import)
			 SELECT level, code, name, reason, ordinal, $2
			 FROM jsonb_to_recordset($1::jsonb) AS x(level text, code text, name text, reason text, ordinal int)`); err != nil {
			return err
		}
	}
	return exec(ctx, tx, e.Majors, e.Import,
		`DELETE FROM vocational_majors WHERE code IN (SELECT code FROM jsonb_to_recordset($1::jsonb) AS x(code text)) AND $2::text IS NOT NULL`,
		`INSERT INTO vocational_majors (code, name, level, category_code, category, class_code, class_name, note, ordinal, import)
		 SELECT code, name, level, category_code, category, class_code, class_name, note, ordinal, $2
		 FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, level text, category_code text, category text,
			class_code text, class_name text, note text, ordinal int)`)
}

// staleCN is what the marker of one of these data sets removes: the rows of older imports.
var staleCN = map[string][]string{
	events.DatasetOccupations: {`DELETE FROM occupations WHERE import <> $1`,
		`DELETE FROM occupation_classes WHERE import <> $1`},
	events.DatasetOccupationGuide:  {`DELETE FROM occupation_guide WHERE import <> $1`},
	events.DatasetVocationalMajors: {`DELETE FROM vocational_majors WHERE import <> $1`, `DELETE FROM vocational_missing WHERE import <> $1`},
}

// occupationMajorCount counts, per occupation, the portal's majors the guide links to it.
const occupationMajorCount = `UPDATE occupations o SET major_count = COALESCE((SELECT count(DISTINCT g.major_id)
	FROM occupation_guide g WHERE g.occupation_id = o.id AND g.major_id <> ''), 0)`
