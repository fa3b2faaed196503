package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"zhiyuan/query/assessment"
)

// AnalyticsReadModel reads rm_analytics.
type AnalyticsReadModel struct{ db *DB }

func NewAnalyticsReadModel(db *DB) *AnalyticsReadModel { return &AnalyticsReadModel{db: db} }

// groupExprs are the groupings Counts allows (a fixed list: the expression is part of the SQL).
var groupExprs = map[string]string{
	"":         `''`,
	"province": `province_id::text`,
	"year":     `exam_year::text`,
	"sex":      `sex::text`,
	"week":     `to_char(week, 'YYYY-MM-DD')`,
}

func (m *AnalyticsReadModel) Counts(ctx context.Context, bank, measure, group string, f assessment.Filter) ([]assessment.Count, error) {
	g, ok := groupExprs[group]
	if !ok {
		return nil, fmt.Errorf("analytics: no grouping %q", group)
	}
	var from, to any
	if !f.From.IsZero() {
		from = f.From
	}
	if !f.To.IsZero() {
		to = f.To
	}
	rows, err := m.db.Pool.Query(ctx, `SELECT `+g+`, value, SUM(n)::int FROM rm_analytics.counts
		WHERE bank = $1 AND measure = $2 AND ($3 = 0 OR province_id = $3) AND ($4 = 0 OR exam_year = $4)
			AND ($5 = 0 OR sex = $5) AND ($6::date IS NULL OR week >= $6) AND ($7::date IS NULL OR week <= $7)
		GROUP BY 1, 2 HAVING SUM(n) > 0 ORDER BY 1, 2`, bank, measure, f.ProvinceID, f.ExamYear, f.Sex, from, to)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (assessment.Count, error) {
		var c assessment.Count
		return c, r.Scan(&c.Group, &c.Value, &c.N)
	})
}

func (m *AnalyticsReadModel) Moments(ctx context.Context, bank, version string) ([]assessment.Moment, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT scale, item, n, sx, sxx, sxt FROM rm_analytics.moments
		WHERE bank = $1 AND version = $2`, bank, version)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (assessment.Moment, error) {
		var x assessment.Moment
		return x, r.Scan(&x.Scale, &x.Item, &x.N, &x.SX, &x.SXX, &x.SXT)
	})
}

func (m *AnalyticsReadModel) Opened(ctx context.Context, bank string) (map[string][2]int, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT kind, COUNT(DISTINCT submission_id)::int, COUNT(*)::int FROM rm_analytics.opened
		WHERE bank = $1 GROUP BY kind`, bank)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string][2]int{}
	for rows.Next() {
		var k string
		var a, b int
		if err := rows.Scan(&k, &a, &b); err != nil {
			return nil, err
		}
		out[k] = [2]int{a, b}
	}
	return out, rows.Err()
}

func (m *AnalyticsReadModel) Submitted(ctx context.Context, bank string) (int64, error) {
	var n int64
	err := m.db.Pool.QueryRow(ctx, `SELECT COALESCE(SUM(n), 0)::bigint FROM rm_analytics.submitted WHERE bank = $1`, bank).Scan(&n)
	return n, err
}
