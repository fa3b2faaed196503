// Package career projects each student's career management: their daily tasks, targets and
// 生涯规划书, read back only by the student.
package career

import (
	"context"
	"encoding/json"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "career" }

func (Projection) Tables() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS tasks (
			user_id TEXT NOT NULL, id TEXT NOT NULL, day DATE NOT NULL, title TEXT NOT NULL, subject TEXT NOT NULL,
			minutes INT NOT NULL, note TEXT NOT NULL, done BOOLEAN NOT NULL DEFAULT false, done_at TIMESTAMPTZ,
			created_at TIMESTAMPTZ NOT NULL, updated_at TIMESTAMPTZ NOT NULL, PRIMARY KEY (user_id, id))`,
		`CREATE INDEX IF NOT EXISTS tasks_day ON tasks (user_id, day)`,
		`CREATE TABLE IF NOT EXISTS targets (user_id TEXT PRIMARY KEY, targets JSONB NOT NULL, motto TEXT NOT NULL,
			updated_at TIMESTAMPTZ NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS plans (user_id TEXT PRIMARY KEY, plan JSONB NOT NULL, updated_at TIMESTAMPTZ NOT NULL)`,
	}
}

func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.CareerStream(""))
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.CareerTaskAdded:
		t := e.CareerTask
		return tx.Exec(ctx, `INSERT INTO tasks (user_id, id, day, title, subject, minutes, note, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT DO NOTHING`,
			e.UserID, t.ID, t.Date, t.Title, t.Subject, t.Minutes, t.Note, env.RecordedAt)
	case events.CareerTaskUpdated:
		t := e.CareerTask
		return tx.Exec(ctx, `UPDATE tasks SET day = $3, title = $4, subject = $5, minutes = $6, note = $7, updated_at = $8
			WHERE user_id = $1 AND id = $2`, e.UserID, t.ID, t.Date, t.Title, t.Subject, t.Minutes, t.Note, env.RecordedAt)
	case events.CareerTaskDeleted:
		return tx.Exec(ctx, `DELETE FROM tasks WHERE user_id = $1 AND id = $2`, e.UserID, e.ID)
	case events.CareerTaskCompleted:
		return tx.Exec(ctx, `UPDATE tasks SET done = $3, done_at = CASE WHEN $3 THEN $4::timestamptz END, updated_at = $4
			WHERE user_id = $1 AND id = $2`, e.UserID, e.ID, e.Done, env.RecordedAt)
	case events.CareerTargetsSet:
		targets, err := json.Marshal(e.Targets)
		if err != nil {
			return err
		}
		return tx.Exec(ctx, `INSERT INTO targets (user_id, targets, motto, updated_at) VALUES ($1, $2, $3, $4)
			ON CONFLICT (user_id) DO UPDATE SET targets = EXCLUDED.targets, motto = EXCLUDED.motto, updated_at = EXCLUDED.updated_at`,
			e.UserID, targets, e.Motto, env.RecordedAt)
	case events.CareerPlanSaved:
		plan, err := json.Marshal(e.Plan)
		if err != nil {
			return err
		}
		return tx.Exec(ctx, `INSERT INTO plans (user_id, plan, updated_at) VALUES ($1, $2, $3)
			ON CONFLICT (user_id) DO UPDATE SET plan = EXCLUDED.plan, updated_at = EXCLUDED.updated_at`, e.UserID, plan, env.RecordedAt)
	}
	return nil
}
