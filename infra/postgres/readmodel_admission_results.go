package postgres

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/jackc/pgx/v5"

	qadmission "zhiyuan/query/admission"
	"zhiyuan/query/catalog"
)

// AdmissionResultsReadModel reads the admission results and plans of
// rm_admission; the catalogue name of a matched college comes from rm_catalog.
type AdmissionResultsReadModel struct{ db *DB }

func NewAdmissionResultsReadModel(db *DB) *AdmissionResultsReadModel {
	return &AdmissionResultsReadModel{db: db}
}

const resultSelect = `SELECT r.seq, r.province_id, r.year, r.track, r.batch, r.level, r.school_code, r.school_name,
	r.college_code, COALESCE(c.name, ''), r.group_code, r.major_code, r.major_name, r.requirement, r.subject_rule, r.plan_type, r.plan_count,
	r.min_score, r.min_score_text, r.max_score, r.admitted, r.avg_score, r.min_rank, r.band_rank, r.converted_rank, r.note, r.source_id
	FROM rm_admission.results r LEFT JOIN rm_catalog.colleges c ON c.code = r.college_code AND r.college_code <> ''`

// resultOrder: newest year first, then track, batch, the highest line first.
const resultOrder = ` ORDER BY r.year DESC, r.track, r.batch, r.min_score DESC NULLS LAST, COALESCE(r.min_rank, r.converted_rank) NULLS LAST, r.seq`

func scanResults(rows pgx.Rows) ([]qadmission.ResultItem, error) {
	defer rows.Close()
	out := []qadmission.ResultItem{}
	for rows.Next() {
		var r qadmission.ResultItem
		if err := rows.Scan(&r.Id, &r.ProvinceId, &r.Year, &r.Track, &r.Batch, &r.Level, &r.SchoolCode, &r.SchoolName,
			&r.CollegeCode, &r.CollegeName, &r.GroupCode, &r.MajorCode, &r.MajorName, &r.Requirement, &r.SubjectRule, &r.PlanType, &r.PlanCount,
			&r.MinScore, &r.MinScoreText, &r.MaxScore, &r.Admitted, &r.AvgScore, &r.MinRank, &r.BandRank, &r.ConvertedRank, &r.Note, &r.SourceId); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func levelCond(majors bool) string {
	if majors {
		return `r.level = 'major'`
	}
	return `r.level <> 'major'`
}

func (m *AdmissionResultsReadModel) SchoolResults(ctx context.Context, code string, provinceID int, majors bool) ([]qadmission.ResultItem, error) {
	rows, err := m.db.Pool.Query(ctx, resultSelect+` WHERE r.college_code = $1 AND r.province_id = $2 AND `+levelCond(majors)+resultOrder,
		code, provinceID)
	if err != nil {
		return nil, err
	}
	return scanResults(rows)
}

// where builds the conditions of a search; names match anywhere in the published
// name or the catalogue name.
func where(f qadmission.ResultFilter, alias string, results bool) (string, []any) {
	conds := []string{alias + `.province_id = $1`, alias + `.year = $2`}
	args := []any{f.ProvinceID, f.Year}
	add := func(cond string, v any) {
		args = append(args, v)
		conds = append(conds, strings.ReplaceAll(cond, "?", fmt.Sprintf("$%d", len(args))))
	}
	if results {
		conds = append(conds, levelCond(f.Majors))
	}
	if f.Track != "" {
		add(alias+`.track = ?`, f.Track)
	}
	if f.Batch != "" {
		add(alias+`.batch = ?`, f.Batch)
	}
	if f.CollegeName != "" {
		add(`(`+alias+`.school_name LIKE ? OR c.name LIKE ?)`, "%"+likeEscape(f.CollegeName)+"%")
	}
	if f.MajorName != "" {
		add(alias+`.major_name LIKE ?`, "%"+likeEscape(f.MajorName)+"%")
	}
	if len(f.Subjects) > 0 {
		args = append(args, f.Subjects)
		conds = append(conds, subjectFitSQL(alias+".subject_rule", fmt.Sprintf("$%d", len(args))))
	}
	if !results { // plans carry no scores
		return ` WHERE ` + strings.Join(conds, " AND "), args
	}
	if f.ScoreMin > 0 {
		add(alias+`.min_score >= ?`, f.ScoreMin)
	}
	if f.ScoreMax > 0 {
		add(alias+`.min_score <= ?`, f.ScoreMax)
	}
	if f.RankMin > 0 {
		add(`COALESCE(`+alias+`.min_rank, `+alias+`.converted_rank) >= ?`, f.RankMin)
	}
	if f.RankMax > 0 {
		add(`COALESCE(`+alias+`.min_rank, `+alias+`.converted_rank) <= ?`, f.RankMax)
	}
	return ` WHERE ` + strings.Join(conds, " AND "), args
}

func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

func (m *AdmissionResultsReadModel) SearchResults(ctx context.Context, f qadmission.ResultFilter, p catalog.Paging) ([]qadmission.ResultItem, int, error) {
	cond, args := where(f, "r", true)
	var total int
	if err := m.db.Pool.QueryRow(ctx, `SELECT count(*) FROM rm_admission.results r
		LEFT JOIN rm_catalog.colleges c ON c.code = r.college_code AND r.college_code <> ''`+cond, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := m.db.Pool.Query(ctx, resultSelect+cond+
		` ORDER BY r.min_score DESC NULLS LAST, COALESCE(r.min_rank, r.converted_rank) NULLS LAST, r.seq`+
		fmt.Sprintf(` LIMIT %d OFFSET %d`, p.PageSize, p.Offset()), args...)
	if err != nil {
		return nil, 0, err
	}
	list, err := scanResults(rows)
	return list, total, err
}

func (m *AdmissionResultsReadModel) Facets(ctx context.Context, provinceID int, plans bool) ([]qadmission.Facet, error) {
	q := `SELECT year, track, batch, level, count(*) FROM rm_admission.results WHERE province_id = $1
		GROUP BY year, track, batch, level ORDER BY year DESC, track, batch, level`
	if plans {
		q = `SELECT year, track, batch, '', count(*) FROM rm_admission.plans WHERE province_id = $1
			GROUP BY year, track, batch ORDER BY year DESC, track, batch`
	}
	rows, err := m.db.Pool.Query(ctx, q, provinceID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []qadmission.Facet
	for rows.Next() {
		var f qadmission.Facet
		if err := rows.Scan(&f.Year, &f.Track, &f.Batch, &f.Level, &f.Count); err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

const planSelect = `SELECT r.seq, r.province_id, r.year, r.track, r.batch, r.school_code, r.school_name, r.college_code,
	COALESCE(c.name, ''), r.group_code, r.major_code, r.major_name, r.requirement, r.subject_rule, r.plan_count, r.years, r.tuition,
	r.note, r.source_id
	FROM rm_admission.plans r LEFT JOIN rm_catalog.colleges c ON c.code = r.college_code AND r.college_code <> ''`

func scanPlans(rows pgx.Rows) ([]qadmission.PlanItem, error) {
	defer rows.Close()
	out := []qadmission.PlanItem{}
	for rows.Next() {
		var r qadmission.PlanItem
		if err := rows.Scan(&r.Id, &r.ProvinceId, &r.Year, &r.Track, &r.Batch, &r.SchoolCode, &r.SchoolName, &r.CollegeCode,
			&r.CollegeName, &r.GroupCode, &r.MajorCode, &r.MajorName, &r.Requirement, &r.SubjectRule, &r.PlanCount, &r.Years, &r.Tuition,
			&r.Note, &r.SourceId); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func (m *AdmissionResultsReadModel) SchoolPlans(ctx context.Context, code string, provinceID int) ([]qadmission.PlanItem, error) {
	rows, err := m.db.Pool.Query(ctx, planSelect+` WHERE r.college_code = $1 AND r.province_id = $2
		ORDER BY r.year DESC, r.track, r.batch, r.group_code, r.seq`, code, provinceID)
	if err != nil {
		return nil, err
	}
	return scanPlans(rows)
}

func (m *AdmissionResultsReadModel) SearchPlans(ctx context.Context, f qadmission.ResultFilter, p catalog.Paging) ([]qadmission.PlanItem, int, error) {
	cond, args := where(f, "r", false)
	var total int
	if err := m.db.Pool.QueryRow(ctx, `SELECT count(*) FROM rm_admission.plans r
		LEFT JOIN rm_catalog.colleges c ON c.code = r.college_code AND r.college_code <> ''`+cond, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := m.db.Pool.Query(ctx, planSelect+cond+` ORDER BY r.school_code, r.group_code, r.seq`+
		fmt.Sprintf(` LIMIT %d OFFSET %d`, p.PageSize, p.Offset()), args...)
	if err != nil {
		return nil, 0, err
	}
	list, err := scanPlans(rows)
	return list, total, err
}

func (m *AdmissionResultsReadModel) CollegeName(ctx context.Context, code string) (string, error) {
	var name string
	err := m.db.Pool.QueryRow(ctx, `SELECT name FROM rm_catalog.colleges WHERE code = $1`, code).Scan(&name)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	return name, err
}

// CollegesBelow gives each college's highest line the score (or, for a line
// with only a rank, the rank) reaches: the highest score, then the smallest rank.
func (m *AdmissionResultsReadModel) CollegesBelow(ctx context.Context, provinceID, year int, track string, score, rank int, vocational bool, subjects []string) ([]qadmission.ResultItem, error) {
	fits := ""
	if len(subjects) > 0 {
		fits = ` AND (r.subject_rule = '' OR ` + subjectFitSQL("r.subject_rule", "$6") + `)`
	} else {
		fits = ` AND (true OR $6::text[] IS NULL)` // binds $6 so both forms take the same arguments
	}
	rows, err := m.db.Pool.Query(ctx, strings.Replace(resultSelect, "SELECT ", "SELECT DISTINCT ON (r.college_code) ", 1)+`
		WHERE r.province_id = $1 AND r.year = $2 AND r.track = $3 AND r.college_code <> '' AND`+ordinaryLines(vocational)+`
		AND (r.min_score <= $4 OR (r.min_score IS NULL AND $5 > 0 AND r.min_rank >= $5))`+fits+`
		ORDER BY r.college_code, r.min_score DESC NULLS LAST, COALESCE(r.min_rank, r.converted_rank) NULLS LAST, r.seq`,
		provinceID, year, track, score, rank, subjects)
	if err != nil {
		return nil, err
	}
	return scanResults(rows)
}

func (m *AdmissionResultsReadModel) EntryRanks(ctx context.Context, provinceID, year int, track string) ([]catalog.RankedCollege, []string, error) {
	lines := ` FROM rm_admission.results r WHERE r.province_id = $1 AND r.year = $2 AND r.track = $3
		AND r.college_code <> '' AND COALESCE(r.min_rank, r.converted_rank) IS NOT NULL AND` + ordinaryLines(false)
	// A college's entry line is the one with the largest rank; it is converted when that line has no printed rank.
	rows, err := m.db.Pool.Query(ctx, `SELECT DISTINCT ON (r.college_code) r.college_code, COALESCE(r.min_rank, r.converted_rank),
		r.min_rank IS NULL`+lines+` ORDER BY r.college_code, COALESCE(r.min_rank, r.converted_rank) DESC`, provinceID, year, track)
	if err != nil {
		return nil, nil, err
	}
	var out []catalog.RankedCollege
	for rows.Next() {
		var r catalog.RankedCollege
		if err := rows.Scan(&r.Code, &r.Rank, &r.Converted); err != nil {
			rows.Close()
			return nil, nil, err
		}
		out = append(out, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Rank != out[j].Rank {
			return out[i].Rank < out[j].Rank
		}
		return out[i].Code < out[j].Code
	})
	var sources []string
	srows, err := m.db.Pool.Query(ctx, `SELECT DISTINCT r.source_id`+lines+` ORDER BY r.source_id`, provinceID, year, track)
	if err != nil {
		return nil, nil, err
	}
	defer srows.Close()
	for srows.Next() {
		var s string
		if err := srows.Scan(&s); err != nil {
			return nil, nil, err
		}
		sources = append(sources, s)
	}
	return out, sources, srows.Err()
}
