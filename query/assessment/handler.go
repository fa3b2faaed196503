// Package assessment answers the test reads: the question lists, a student's own results with
// their explanations and suggestions, and the analytics of everyone's results (cells of fewer
// than MinCell people are never shown).
package assessment

import (
	"context"
	"time"

	"zhiyuan/events/apperr"
)

// Stored is one submission as the read model keeps it.
type Stored struct {
	SubmissionID string
	Bank         string
	BankVersion  string
	Code         string
	Scores       map[string]int
	Answers      string
	ProvinceID   int
	ExamYear     int
	Majors       []string // the subject-selection test's liked major classes
	SubmittedAt  time.Time
}

// ReadModel is the students' own results.
type ReadModel interface {
	// Results lists a user's submissions, newest first.
	Results(ctx context.Context, userID string) ([]Stored, error)
	// Result is one submission of the user (false: none, or another user's).
	Result(ctx context.Context, userID, submissionID string) (Stored, bool, error)
	// Latest is the user's newest submission of a bank.
	Latest(ctx context.Context, userID, bank string) (Stored, bool, error)
}

// Filter narrows the analytics (0 = all).
type Filter struct {
	ProvinceID, ExamYear, Sex int
	From, To                  time.Time // weeks (Mondays) inclusive; zero = open
}

// Count is one cell of a distribution.
type Count struct {
	Group string // the grouping value (a province id, a week, …; "" when not grouped)
	Value string
	N     int
}

// Moment is the sums of one item (Item "") or scale total over the people counted.
type Moment struct {
	Scale, Item     string
	N, SX, SXX, SXT int64
}

// AnalyticsReadModel is the aggregate read model of the analytics projection.
type AnalyticsReadModel interface {
	// Counts sums a measure's cells under the filter, grouped by group ("", "province", "year",
	// "sex" or "week").
	Counts(ctx context.Context, bank, measure, group string, f Filter) ([]Count, error)
	Moments(ctx context.Context, bank, version string) ([]Moment, error)
	// Opened counts results that led to opening a suggestion, by kind: results and openings.
	Opened(ctx context.Context, bank string) (map[string][2]int, error)
	Submitted(ctx context.Context, bank string) (int64, error)
}

// Handler answers the assessment reads.
type Handler struct {
	rm        ReadModel
	analytics AnalyticsReadModel
	plans     PlanReadModel
	cover     coverageCache
}

func NewHandler(rm ReadModel, analytics AnalyticsReadModel, plans PlanReadModel) *Handler {
	return &Handler{rm: rm, analytics: analytics, plans: plans}
}

var (
	errNoBank   = apperr.NotFound("没有这个测评")
	errNoResult = apperr.NotFound("测评结果不存在或不属于你")
)
