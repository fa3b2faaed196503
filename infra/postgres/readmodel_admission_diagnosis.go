package postgres

import (
	"context"
	"fmt"

	qadmission "zhiyuan/query/admission"
	"zhiyuan/query/catalog"
)

// The score diagnosis's reads: the years with lines of a track, the lines nearest a rank and
// the colleges reached per location.

func (m *AdmissionResultsReadModel) LineYears(ctx context.Context, provinceID int, track string) ([]int, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT DISTINCT r.year FROM rm_admission.results r
		WHERE r.province_id = $1 AND r.track = $2 AND COALESCE(r.min_rank, r.converted_rank) IS NOT NULL
		AND r.batch !~ '`+specialBatches+`' AND r.batch !~ '`+vocationalBatches+`' ORDER BY r.year DESC`, provinceID, track)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []int
	for rows.Next() {
		var y int
		if err := rows.Scan(&y); err != nil {
			return nil, err
		}
		out = append(out, y)
	}
	return out, rows.Err()
}

// diagnosisWhere selects the school/group-level lines with a rank of a year.
func diagnosisWhere(f qadmission.DiagnosisFilter) (string, []any) {
	cond := ` WHERE r.province_id = $1 AND r.year = $2 AND r.track = $3
		AND COALESCE(r.min_rank, r.converted_rank) IS NOT NULL AND` + ordinaryLines(false)
	args := []any{f.ProvinceID, f.Year, f.Track, f.Rank}
	if f.CollegeProvinceID != 0 {
		args = append(args, f.CollegeProvinceID)
		cond += fmt.Sprintf(` AND c.province_id = $%d`, len(args))
	}
	if f.Reachable != nil {
		op := "<"
		if *f.Reachable {
			op = ">="
		}
		cond += ` AND COALESCE(r.min_rank, r.converted_rank) ` + op + ` $4`
	} else {
		cond += ` AND $4::int IS NOT NULL`
	}
	if len(f.Subjects) > 0 { // a line whose published requirement the subjects miss cannot be filed
		args = append(args, f.Subjects)
		cond += ` AND (r.subject_rule = '' OR ` + subjectFitSQL("r.subject_rule", fmt.Sprintf("$%d", len(args))) + `)`
	}
	return cond, args
}

func (m *AdmissionResultsReadModel) NearRank(ctx context.Context, f qadmission.DiagnosisFilter, p catalog.Paging) ([]qadmission.ResultItem, int, error) {
	cond, args := diagnosisWhere(f)
	var total int
	if err := m.db.Pool.QueryRow(ctx, `SELECT count(*) FROM rm_admission.results r
		LEFT JOIN rm_catalog.colleges c ON c.code = r.college_code AND r.college_code <> ''`+cond, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := m.db.Pool.Query(ctx, resultSelect+cond+
		` ORDER BY abs(COALESCE(r.min_rank, r.converted_rank) - $4), r.seq`+fmt.Sprintf(` LIMIT %d OFFSET %d`, p.PageSize, p.Offset()),
		args...)
	if err != nil {
		return nil, 0, err
	}
	list, err := scanResults(rows)
	return list, total, err
}

func (m *AdmissionResultsReadModel) Areas(ctx context.Context, f qadmission.DiagnosisFilter) ([]qadmission.AreaCount, error) {
	cond, args := diagnosisWhere(f)
	rows, err := m.db.Pool.Query(ctx, `SELECT c.province_id, c.province, count(DISTINCT r.college_code)
		FROM rm_admission.results r JOIN rm_catalog.colleges c ON c.code = r.college_code`+cond+`
		GROUP BY c.province_id, c.province ORDER BY count(DISTINCT r.college_code) DESC, c.province_id`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []qadmission.AreaCount
	for rows.Next() {
		var a qadmission.AreaCount
		if err := rows.Scan(&a.ProvinceId, &a.ProvinceName, &a.Count); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}
