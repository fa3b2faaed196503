package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/query/career"
)

// CareerReadModel reads rm_career: one student's tasks, targets and plan.
type CareerReadModel struct{ db *DB }

func NewCareerReadModel(db *DB) *CareerReadModel { return &CareerReadModel{db: db} }

func (m *CareerReadModel) Tasks(ctx context.Context, userID, from, to string) ([]career.Task, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT id, to_char(day, 'YYYY-MM-DD'), title, subject, minutes, note, done, done_at
		FROM rm_career.tasks WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day, created_at, id LIMIT 3000`,
		userID, from, to)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (career.Task, error) {
		var t career.Task
		err := r.Scan(&t.Id, &t.TaskDate, &t.Title, &t.Subject, &t.Minutes, &t.Note, &t.IsDone, &t.DoneAt)
		return t, err
	})
}

func (m *CareerReadModel) DoneDays(ctx context.Context, userID, upTo string, limit int) ([]career.Day, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT to_char(day, 'YYYY-MM-DD'), COUNT(*), COUNT(*) FILTER (WHERE done)
		FROM rm_career.tasks WHERE user_id = $1 AND day <= $2::date GROUP BY day ORDER BY day DESC LIMIT $3`, userID, upTo, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (career.Day, error) {
		var d career.Day
		err := r.Scan(&d.Date, &d.Total, &d.Done)
		return d, err
	})
}

func (m *CareerReadModel) Targets(ctx context.Context, userID string) (career.Targets, error) {
	out := career.Targets{Targets: []career.Target{}}
	var raw []byte
	var at time.Time
	err := m.db.Pool.QueryRow(ctx, `SELECT targets, motto, updated_at FROM rm_career.targets WHERE user_id = $1`, userID).
		Scan(&raw, &out.Motto, &at)
	if errors.Is(err, pgx.ErrNoRows) {
		return out, nil
	}
	if err != nil {
		return out, err
	}
	out.UpdatedAt = &at
	var stored []events.CareerTarget
	err = json.Unmarshal(raw, &stored)
	for _, t := range stored {
		out.Targets = append(out.Targets, career.Target{CollegeCode: t.CollegeCode, CollegeName: t.CollegeName,
			MajorName: t.MajorName, Note: t.Note})
	}
	return out, err
}

func (m *CareerReadModel) Plan(ctx context.Context, userID string) (career.Plan, error) {
	var out career.Plan
	var raw []byte
	var at time.Time
	err := m.db.Pool.QueryRow(ctx, `SELECT plan, updated_at FROM rm_career.plans WHERE user_id = $1`, userID).Scan(&raw, &at)
	if errors.Is(err, pgx.ErrNoRows) {
		return out, nil
	}
	if err != nil {
		return out, err
	}
	out.UpdatedAt = &at
	var p events.CareerPlan
	err = json.Unmarshal(raw, &p)
	out.SelfKnowledge, out.Direction, out.Education, out.HighSchool, out.Actions = p.SelfKnowledge, p.Direction, p.Education,
		p.HighSchool, p.Actions
	return out, err
}
