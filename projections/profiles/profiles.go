// Package profiles projects each user's account and student profile: what
// User/GetUserStudent, the completeness check and login data read.
package profiles

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "profiles" }

func (Projection) Tables() []string {
	return []string{`CREATE TABLE IF NOT EXISTS users (
		user_id            TEXT PRIMARY KEY,
		phone              TEXT NOT NULL,
		login_name         TEXT,
		login_name_lower   TEXT UNIQUE,
		nick_name          TEXT NOT NULL,
		user_type          INTEGER NOT NULL DEFAULT 0,
		student_name       TEXT,
		sex                INTEGER NOT NULL DEFAULT 0,
		exam_province_id   INTEGER,
		exam_province_name TEXT,
		exam_year          INTEGER,
		subject_type       INTEGER NOT NULL DEFAULT 0,
		select_subjects    TEXT[] NOT NULL DEFAULT '{}',
		score              INTEGER,
		score_is_final     BOOLEAN NOT NULL DEFAULT FALSE,
		profile_version    INTEGER NOT NULL DEFAULT 0,
		registered_at      TIMESTAMPTZ NOT NULL,
		updated_at         TIMESTAMPTZ NOT NULL)`,
	}
}

// IndexesAfterLoad: the batch handler reads its rows by primary key only.
func (Projection) IndexesAfterLoad() {}

// Handle applies one event (the batch path does the same for many).
func (p Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	return p.HandleBatch(ctx, tx, []projections.Item{{Env: env, Event: ev}})
}

// HandleBatch loads the batch's users in one query, folds the events into
// them in memory and writes the changed ones back in one statement.
func (Projection) HandleBatch(ctx context.Context, tx projections.Tx, items []projections.Item) error {
	var ids []string
	seen := map[string]bool{}
	for _, it := range items {
		if u := userOf(it.Event); u != "" && !seen[u] {
			seen[u] = true
			ids = append(ids, u)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	users, err := load(ctx, tx, ids)
	if err != nil {
		return err
	}
	for _, it := range items {
		fold(users, it)
	}
	return store(ctx, tx, users)
}

func userOf(ev events.Event) string {
	switch e := ev.(type) {
	case events.AccountRegistered:
		return e.UserID
	case events.LoginNameSet:
		return e.UserID
	case events.StudentInfoUpdated:
		return e.UserID
	case events.ExamInfoUpdated:
		return e.UserID
	case events.ScoreUpdated:
		return e.UserID
	}
	return ""
}

// Reads: accounts and profiles.
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.AccountStream("")) || strings.HasPrefix(streamID, events.ProfileStream(""))
}
