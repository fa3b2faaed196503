// Package profile is the student profile aggregate: student info, exam info
// and score. Updates accept an optional expected version; a stale one is refused.
package profile

import (
	"context"
	"errors"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

type state struct {
	version        int
	provinceID     int
	examYear       int
	subjectType    int
	selectSubjects []string
	score          int
	scoreFinal     bool // the real score entered with IsFinal (/setRealScore)
}

// Service runs the profile commands.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	now      func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg, now: time.Now}
}

func (s *Service) load(ctx context.Context, userID string) (state, error) {
	var st state
	envs, err := s.store.Load(ctx, events.ProfileStream(userID))
	if err != nil {
		return st, err
	}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		st.version = env.Version
		switch e := ev.(type) {
		case events.ExamInfoUpdated:
			st.provinceID, st.examYear = e.ExamProvinceID, e.ExamYear
			st.subjectType, st.selectSubjects = e.SubjectType, e.SelectSubjects
		case events.ScoreUpdated:
			st.score, st.scoreFinal = e.Score, e.IsFinal
		}
	})
	return st, err
}

// appendChecked appends one event, honouring the caller's expected version.
func (s *Service) appendChecked(ctx context.Context, meta events.Metadata, userID string, st state, expected *int, ev events.Event) (command.Result, error) {
	want := st.version
	if expected != nil {
		if *expected != st.version {
			return command.Result{}, apperr.StaleVersion()
		}
		want = *expected
	}
	stream := events.ProfileStream(userID)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: want, Events: []events.Event{ev}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, apperr.StaleVersion()
	}
	return command.ResultOf(res, stream), err
}
