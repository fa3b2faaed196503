package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/jackc/pgx/v5"

	"zhiyuan/query/assessment"
)

// AssessmentReadModel reads the students' results (rm_assessments) and the analytics
// (rm_analytics).
type AssessmentReadModel struct{ db *DB }

func NewAssessmentReadModel(db *DB) *AssessmentReadModel { return &AssessmentReadModel{db: db} }

const resultCols = `submission_id, bank, bank_version, code, scores::text, answers, province_id, exam_year, majors, submitted_at`

func scanResult(row pgx.Row) (assessment.Stored, error) {
	var s assessment.Stored
	var scores, majors string
	if err := row.Scan(&s.SubmissionID, &s.Bank, &s.BankVersion, &s.Code, &scores, &s.Answers, &s.ProvinceID, &s.ExamYear, &majors, &s.SubmittedAt); err != nil {
		return s, err
	}
	if majors != "" {
		s.Majors = strings.Split(majors, "|")
	}
	return s, json.Unmarshal([]byte(scores), &s.Scores)
}

func (m *AssessmentReadModel) Results(ctx context.Context, userID string) ([]assessment.Stored, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT `+resultCols+` FROM rm_assessments.results WHERE user_id = $1
		ORDER BY submitted_at DESC, position DESC LIMIT 500`, userID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (assessment.Stored, error) { return scanResult(r) })
}

func (m *AssessmentReadModel) Result(ctx context.Context, userID, submissionID string) (assessment.Stored, bool, error) {
	return m.one(ctx, `SELECT `+resultCols+` FROM rm_assessments.results WHERE user_id = $1 AND submission_id = $2`, userID, submissionID)
}

func (m *AssessmentReadModel) Latest(ctx context.Context, userID, bank string) (assessment.Stored, bool, error) {
	return m.one(ctx, `SELECT `+resultCols+` FROM rm_assessments.results WHERE user_id = $1 AND bank = $2
		ORDER BY submitted_at DESC, position DESC LIMIT 1`, userID, bank)
}

func (m *AssessmentReadModel) one(ctx context.Context, q string, args ...any) (assessment.Stored, bool, error) {
	s, err := scanResult(m.db.Pool.QueryRow(ctx, q, args...))
	if errors.Is(err, pgx.ErrNoRows) {
		return s, false, nil
	}
	return s, err == nil, err
}
