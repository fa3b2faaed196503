// Package analytics projects the assessment analytics: for every test, how each person's latest
// result is distributed (result codes, leading types, scale sums) by exam province, exam year,
// sex and week; item and scale moments for the psychometrics (Cronbach's alpha, item-total
// correlations); and which suggestions results led to. A retake replaces the person's earlier
// contribution, so every count is of people.
package analytics

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "analytics" }

func (Projection) Tables() []string {
	return []string{`CREATE TABLE IF NOT EXISTS latest (
		user_id       TEXT NOT NULL,
		bank          TEXT NOT NULL,
		submission_id TEXT NOT NULL,
		bank_version  TEXT NOT NULL,
		answers       TEXT NOT NULL,
		measures      TEXT NOT NULL, -- measure=value pairs, '|'-separated
		province_id   INT NOT NULL,
		exam_year     INT NOT NULL,
		sex           INT NOT NULL,
		week          DATE NOT NULL,
		PRIMARY KEY (user_id, bank))`,
		`CREATE TABLE IF NOT EXISTS counts (
		bank        TEXT NOT NULL,
		measure     TEXT NOT NULL,
		value       TEXT NOT NULL,
		province_id INT NOT NULL,
		exam_year   INT NOT NULL,
		sex         INT NOT NULL,
		week        DATE NOT NULL,
		n           INT NOT NULL,
		PRIMARY KEY (bank, measure, value, province_id, exam_year, sex, week))`,
		`CREATE TABLE IF NOT EXISTS moments (
		bank    TEXT NOT NULL,
		version TEXT NOT NULL,
		scale   TEXT NOT NULL,
		item    TEXT NOT NULL, -- '' is the scale total
		n       BIGINT NOT NULL,
		sx      BIGINT NOT NULL,
		sxx     BIGINT NOT NULL,
		sxt     BIGINT NOT NULL,
		PRIMARY KEY (bank, version, scale, item))`,
		`CREATE TABLE IF NOT EXISTS opened (
		submission_id TEXT NOT NULL,
		bank          TEXT NOT NULL,
		kind          TEXT NOT NULL,
		code          TEXT NOT NULL,
		PRIMARY KEY (submission_id, kind, code))`,
		`CREATE TABLE IF NOT EXISTS submitted (
		bank TEXT PRIMARY KEY,
		n    BIGINT NOT NULL)`,
	}
}

// Reads: the students' assessment streams.
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.AssessmentStream(""))
}

func (p Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	return p.HandleBatch(ctx, tx, []projections.Item{{Env: env, Event: ev}})
}

// HandleBatch loads the latest results of the batch's people, folds the batch into deltas in
// memory and writes each table once.
func (Projection) HandleBatch(ctx context.Context, tx projections.Tx, items []projections.Item) error {
	d := newDeltas()
	var keys []latestKey
	for _, it := range items {
		if e, ok := it.Event.(events.AssessmentSubmitted); ok {
			keys = append(keys, latestKey{e.UserID, e.Bank})
		}
	}
	if err := d.loadLatest(ctx, tx, keys); err != nil {
		return err
	}
	for _, it := range items {
		switch e := it.Event.(type) {
		case events.AssessmentSubmitted:
			d.submit(e, it.Env.Meta.Time)
		case events.AssessmentSuggestionOpened:
			d.open(e)
		}
	}
	return d.store(ctx, tx)
}
