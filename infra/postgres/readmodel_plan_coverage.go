package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"zhiyuan/query/assessment"
)

// PlanCoverageReadModel counts a province's plan rows by track, canonical subject requirement
// and major name (rm_admission.plans, the completed import), for the subject-selection coverage.
type PlanCoverageReadModel struct{ db *DB }

func NewPlanCoverageReadModel(db *DB) *PlanCoverageReadModel { return &PlanCoverageReadModel{db: db} }

func (m *PlanCoverageReadModel) Requirements(ctx context.Context, provinceID, year int) (assessment.PlanCounts, error) {
	pc := assessment.PlanCounts{}
	err := m.db.Pool.QueryRow(ctx, `SELECT COALESCE(MAX(year), 0) FROM rm_admission.plans
		WHERE province_id = $1 AND year <= $2 AND `+currentRows("admission_plans"), provinceID, year).Scan(&pc.Year)
	if err != nil || pc.Year == 0 {
		return pc, err
	}
	if err := m.db.Pool.QueryRow(ctx, `SELECT edition, source FROM rm_admission.datasets WHERE dataset = 'admission_plans'`).
		Scan(&pc.Edition, &pc.Source); err != nil && err != pgx.ErrNoRows {
		return pc, err
	}
	rows, err := m.db.Pool.Query(ctx, `SELECT track, subject_rule, major_name, COUNT(*)::int, COALESCE(SUM(plan_count), 0)::int
		FROM rm_admission.plans WHERE province_id = $1 AND year = $2 AND `+currentRows("admission_plans")+`
		GROUP BY 1, 2, 3`, provinceID, pc.Year)
	if err != nil {
		return pc, err
	}
	pc.Counts, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (assessment.RequirementCount, error) {
		var c assessment.RequirementCount
		return c, r.Scan(&c.Track, &c.Rule, &c.Major, &c.Rows, &c.Seats)
	})
	return pc, err
}
