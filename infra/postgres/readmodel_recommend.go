package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/query/recommend"
)

// RecommendReadModel reads what the recommendation needs: the results and plans of
// rm_admission (a province at a time; the engine keeps what it learned) and the catalogue's
// college facts (one in-memory copy).
type RecommendReadModel struct {
	*AdmissionReadModel
	db       *DB
	colleges *snapshotCache[map[string]recommend.College]
}

func NewRecommendReadModel(db *DB, admission *AdmissionReadModel) *RecommendReadModel {
	return &RecommendReadModel{AdmissionReadModel: admission, db: db,
		colleges: &snapshotCache[map[string]recommend.College]{version: collegeVersion, recheck: time.Minute, load: loadRecommendColleges}}
}

func (m *RecommendReadModel) Version(ctx context.Context) (string, error) {
	var v string
	err := m.db.Pool.QueryRow(ctx, admissionVersion).Scan(&v)
	return v, err
}

// currentRows limits a read to the rows of the data set's completed shipped import (a new
// import's rows sit beside the old ones until it completes) and of the operators' imports
// (zhiyuan import: their rows arrive complete).
func currentRows(dataset string) string {
	return `(import = (SELECT import FROM rm_admission.datasets WHERE dataset = '` + dataset + `')
		OR import IN (SELECT import FROM rm_admission.imports))`
}

func (m *RecommendReadModel) ResultProvinces(ctx context.Context) ([]int, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT DISTINCT province_id FROM rm_admission.results
		WHERE `+currentRows("admission_results")+` ORDER BY province_id`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[int])
}

func (m *RecommendReadModel) ResultRows(ctx context.Context, provinceID int) ([]recommend.Row, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT year, track, batch, level, school_code, school_name, college_code, group_code,
		major_code, major_name, requirement, subject_rule, plan_type, COALESCE(plan_count, 0), COALESCE(min_score, 0), COALESCE(min_rank, 0),
		COALESCE(converted_rank, 0), note, source_id
		FROM rm_admission.results WHERE province_id = $1 AND `+currentRows("admission_results")+` ORDER BY year, seq`, provinceID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []recommend.Row
	for rows.Next() {
		var r recommend.Row
		if err := rows.Scan(&r.Year, &r.Track, &r.Batch, &r.Level, &r.SchoolCode, &r.SchoolName, &r.CollegeCode, &r.GroupCode,
			&r.MajorCode, &r.MajorName, &r.Requirement, &r.SubjectRule, &r.PlanType, &r.PlanCount, &r.MinScore, &r.MinRank, &r.ConvRank,
			&r.Note, &r.SourceID); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func (m *RecommendReadModel) Plans(ctx context.Context, provinceID, year int) ([]recommend.PlanRow, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT track, batch, school_code, school_name, college_code, group_code, major_name,
		requirement, subject_rule, COALESCE(plan_count, 0), COALESCE(tuition, 0), note
		FROM rm_admission.plans WHERE province_id = $1 AND year = $2 AND `+currentRows("admission_plans")+` ORDER BY seq`,
		provinceID, year)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []recommend.PlanRow
	for rows.Next() {
		var r recommend.PlanRow
		if err := rows.Scan(&r.Track, &r.Batch, &r.SchoolCode, &r.SchoolName, &r.College, &r.GroupCode, &r.MajorName,
			&r.Requirement, &r.SubjectRule, &r.PlanCount, &r.Tuition, &r.Note); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func (m *RecommendReadModel) Colleges(ctx context.Context) (map[string]recommend.College, error) {
	return m.colleges.get(ctx, m.db)
}

func loadRecommendColleges(ctx context.Context, tx pgx.Tx) (map[string]recommend.College, error) {
	rows, err := tx.Query(ctx, `SELECT code, name, province, city, nature, category, level, province_id,
		ARRAY(SELECT t FROM unnest(tags) t WHERE t IN ('985', '211', '双一流')) FROM rm_catalog.colleges`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]recommend.College{}
	for rows.Next() {
		var code string
		var c recommend.College
		if err := rows.Scan(&code, &c.Name, &c.Province, &c.City, &c.Nature, &c.Category, &c.Level, &c.ProvinceID, &c.Tags); err != nil {
			return nil, err
		}
		out[code] = c
	}
	return out, rows.Err()
}
