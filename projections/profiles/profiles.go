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

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	at := env.RecordedAt
	profileVersion := 0
	if strings.HasPrefix(env.StreamID, "profile-") {
		profileVersion = env.Version
	}
	switch e := ev.(type) {
	case events.AccountRegistered:
		return tx.Exec(ctx, `INSERT INTO users (user_id, phone, nick_name, registered_at, updated_at)
			VALUES ($1, $2, $3, $4, $4) ON CONFLICT (user_id) DO NOTHING`, e.UserID, e.Phone, e.NickName, at)
	case events.LoginNameSet:
		return tx.Exec(ctx, `UPDATE users SET login_name = $2, login_name_lower = lower($2), updated_at = $3 WHERE user_id = $1`,
			e.UserID, e.LoginName, at)
	case events.StudentInfoUpdated:
		return tx.Exec(ctx, `UPDATE users SET nick_name = $2, student_name = $3, sex = $4, profile_version = $5, updated_at = $6
			WHERE user_id = $1`, e.UserID, e.NickName, e.StudentName, e.Sex, profileVersion, at)
	case events.ExamInfoUpdated:
		subjects := e.SelectSubjects
		if subjects == nil {
			subjects = []string{}
		}
		return tx.Exec(ctx, `UPDATE users SET exam_province_id = $2, exam_province_name = $3, exam_year = $4,
			subject_type = $5, select_subjects = $6, profile_version = $7, updated_at = $8 WHERE user_id = $1`,
			e.UserID, e.ExamProvinceID, e.ExamProvinceName, e.ExamYear, e.SubjectType, subjects, profileVersion, at)
	case events.ScoreUpdated:
		return tx.Exec(ctx, `UPDATE users SET score = $2, score_is_final = $3, profile_version = $4, updated_at = $5
			WHERE user_id = $1`, e.UserID, e.Score, e.IsFinal, profileVersion, at)
	}
	return nil
}

// Reads: user activity only; the shipped data's streams (megabytes of catalogue
// and admission rows) are skipped without being decoded.
func (Projection) Reads(streamID string) bool { return !events.IsShippedDataStream(streamID) }
