// Package courses projects the online courses: each course's current revision for the console
// and its live revision for readers, with the lesson view counts.
package courses

import (
	"context"
	"encoding/json"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "courses" }

func (Projection) Tables() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS courses (
			id TEXT PRIMARY KEY, state TEXT NOT NULL, draft JSONB NOT NULL, live JSONB, title TEXT NOT NULL DEFAULT '',
			category TEXT NOT NULL DEFAULT '', subject TEXT NOT NULL DEFAULT '', grade TEXT NOT NULL DEFAULT '',
			note TEXT NOT NULL DEFAULT '', version INT NOT NULL, updated_at TIMESTAMPTZ NOT NULL, updated_by TEXT NOT NULL,
			published_at TIMESTAMPTZ)`,
		`CREATE INDEX IF NOT EXISTS courses_live ON courses (published_at DESC) WHERE live IS NOT NULL`,
		`CREATE TABLE IF NOT EXISTS lesson_views (course_id TEXT NOT NULL, lesson_id TEXT NOT NULL, n BIGINT NOT NULL,
			PRIMARY KEY (course_id, lesson_id))`,
	}
}

func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.CourseStream("")) || events.IsLessonViewStream(streamID)
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.CourseDrafted:
		draft, err := json.Marshal(e.CourseFields)
		if err != nil {
			return err
		}
		return tx.Exec(ctx, `INSERT INTO courses (id, state, draft, version, updated_at, updated_by)
			VALUES ($1, 'draft', $2, $3, $4, $5)
			ON CONFLICT (id) DO UPDATE SET state = 'draft', draft = EXCLUDED.draft, note = '', version = EXCLUDED.version,
			updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
			e.ID, draft, env.Version, env.RecordedAt, env.Meta.ActorUserID)
	case events.CoursePublished:
		live, err := json.Marshal(e.CourseFields)
		if err != nil {
			return err
		}
		f := e.CourseFields
		return tx.Exec(ctx, `UPDATE courses SET state = 'published', live = $2, title = $3, category = $4, subject = $5,
			grade = $6, note = '', version = $7, updated_at = $8, updated_by = $9, published_at = COALESCE(published_at, $8)
			WHERE id = $1`, e.ID, live, f.Title, f.Category, f.Subject, f.Grade, env.Version, env.RecordedAt, env.Meta.ActorUserID)
	case events.CourseWithdrawn:
		return tx.Exec(ctx, `UPDATE courses SET state = 'withdrawn', live = NULL, note = $2, version = $3, updated_at = $4,
			updated_by = $5 WHERE id = $1`, e.ID, e.Reason, env.Version, env.RecordedAt, env.Meta.ActorUserID)
	case events.LessonViewed:
		return tx.Exec(ctx, `INSERT INTO lesson_views (course_id, lesson_id, n) VALUES ($1, $2, 1)
			ON CONFLICT (course_id, lesson_id) DO UPDATE SET n = lesson_views.n + 1`, e.CourseID, e.LessonID)
	}
	return nil
}
