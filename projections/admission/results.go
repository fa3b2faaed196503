package admission

import (
	"context"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// Rows are keyed by (import, position in the data set): a redelivered chunk
// inserts nothing, a new import adds its rows beside the old ones until its
// marker drops those, and no per-row delete is needed (half a million rows).
// Zero numbers of a record are "not published": stored as NULL.
const resultCols = `q int, p int, y int, t text, b text, l text, sc text, sn text, cc text, g text, mc text, mn text,
	rq text, sr text, pt text, pc int, ms int, mt text, mr int, br int, cr int, xs int, "as" text, ad int, n text, s text`

func putResults(ctx context.Context, tx projections.Tx, e events.AdmissionResultsImported) error {
	rows, err := events.UnpackRows(e.Rows)
	if err != nil {
		return err
	}
	return execJSON(ctx, tx, string(rows), e.Import,
		resultInsert+` FROM jsonb_to_recordset($1::jsonb) AS x(`+resultCols+`) ON CONFLICT (import, seq) DO NOTHING`)
}

// resultInsert inserts records read as x(resultCols) under the import id $2.
const resultInsert = `INSERT INTO results (seq, province_id, year, track, batch, level, school_code, school_name, college_code,
		group_code, major_code, major_name, requirement, subject_rule, plan_type, plan_count, min_score, min_score_text, min_rank, band_rank, converted_rank,
		max_score, avg_score, admitted, note, source_id, import)
	 SELECT q, p, y, t, b, l, sc, sn, cc, g, mc, mn, rq, COALESCE(sr, ''), COALESCE(pt, ''), NULLIF(pc, 0), NULLIF(ms, 0), mt, NULLIF(mr, 0), NULLIF(br, 0), NULLIF(cr, 0),
		NULLIF(xs, 0), "as", NULLIF(ad, 0), n, s, $2`

const planCols = `q int, p int, y int, t text, b text, sc text, sn text, cc text, g text, mc text, mn text, rq text,
	sr text, pc int, ys int, tu int, n text, s text`

func putPlans(ctx context.Context, tx projections.Tx, e events.AdmissionPlansImported) error {
	rows, err := events.UnpackRows(e.Rows)
	if err != nil {
		return err
	}
	return execJSON(ctx, tx, string(rows), e.Import,
		planInsert+` FROM jsonb_to_recordset($1::jsonb) AS x(`+planCols+`) ON CONFLICT (import, seq) DO NOTHING`)
}

// planInsert inserts records read as x(planCols) under the import id $2.
const planInsert = `INSERT INTO plans (seq, province_id, year, track, batch, school_code, school_name, college_code, group_code,
		major_code, major_name, requirement, subject_rule, plan_count, years, tuition, note, source_id, import)
	 SELECT q, p, y, t, b, sc, sn, cc, g, mc, mn, rq, COALESCE(sr, ''), NULLIF(pc, 0), NULLIF(ys, 0), NULLIF(tu, 0), n, s, $2`
