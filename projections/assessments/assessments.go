// Package assessments projects each student's own test results: one row per submission with
// its scores and code, read only by its owner (query/assessment).
package assessments

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "assessments" }

func (Projection) Tables() []string {
	return []string{`CREATE TABLE IF NOT EXISTS results (
		submission_id TEXT PRIMARY KEY,
		user_id       TEXT NOT NULL,
		bank          TEXT NOT NULL,
		bank_version  TEXT NOT NULL,
		code          TEXT NOT NULL,
		scores        JSONB NOT NULL,
		answers       TEXT NOT NULL,
		province_id   INT NOT NULL,
		exam_year     INT NOT NULL,
		majors        TEXT NOT NULL,
		submitted_at  TIMESTAMPTZ NOT NULL,
		position      BIGINT NOT NULL)`,
		`CREATE INDEX IF NOT EXISTS results_user ON results (user_id, submitted_at DESC)`,
	}
}

// Reads: the students' assessment streams.
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.AssessmentStream(""))
}

func (p Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	return p.HandleBatch(ctx, tx, []projections.Item{{Env: env, Event: ev}})
}

// HandleBatch writes the batch's submissions in one statement.
func (Projection) HandleBatch(ctx context.Context, tx projections.Tx, items []projections.Item) error {
	var ids, users, banks, versions, codes, scores, answers []string
	var at []time.Time
	var positions []int64
	var provinces, years []int
	var majors []string
	for _, it := range items {
		e, ok := it.Event.(events.AssessmentSubmitted)
		if !ok {
			continue
		}
		s, err := json.Marshal(e.Scores)
		if err != nil {
			return err
		}
		ids, users, banks, versions = append(ids, e.SubmissionID), append(users, e.UserID), append(banks, e.Bank), append(versions, e.BankVersion)
		codes, scores, answers = append(codes, e.Code), append(scores, string(s)), append(answers, e.Answers)
		at, positions = append(at, it.Env.Meta.Time), append(positions, it.Env.Position)
		provinces, years, majors = append(provinces, e.ProvinceID), append(years, e.ExamYear), append(majors, strings.Join(e.Majors, "|"))
	}
	if len(ids) == 0 {
		return nil
	}
	return tx.Exec(ctx, `INSERT INTO results (submission_id, user_id, bank, bank_version, code, scores, answers, province_id,
			exam_year, majors, submitted_at, position)
		SELECT i, u, b, v, c, s::jsonb, a, r, y, m, t, p FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
			$6::text[], $7::text[], $8::int[], $9::int[], $10::text[], $11::timestamptz[], $12::bigint[]) AS x(i, u, b, v, c, s, a, r, y, m, t, p)
		ON CONFLICT (submission_id) DO NOTHING`, ids, users, banks, versions, codes, scores, answers, provinces, years, majors, at, positions)
}
