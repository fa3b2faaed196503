// Package profile is the student profile aggregate: student info, exam info
// and score. Updates accept an optional expected version; a stale one is refused.
package profile

import (
	"context"
	"errors"
	"slices"
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
	folded   *command.Folded[state]
}

// foldedProfiles is how many folded profiles a process keeps (a few hundred bytes each).
const foldedProfiles = 50000

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg, now: time.Now, folded: command.NewFolded(foldedProfiles,
		func(st state) int { return st.version },
		func(st state) state { st.selectSubjects = slices.Clone(st.selectSubjects); return st })}
}

// SetClock replaces the clock (which exam years the profile accepts depends on today).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// load folds the profile: the cached fold and the events after it.
func (s *Service) load(ctx context.Context, userID string) (state, error) {
	stream := events.ProfileStream(userID)
	st, cached := s.folded.Get(userID)
	var envs []events.Envelope
	var err error
	if cached {
		envs, err = s.store.LoadFrom(ctx, stream, st.version)
	} else {
		envs, err = s.store.Load(ctx, stream)
	}
	if err != nil {
		return state{}, err
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
	if err == nil && st.version > 0 {
		s.folded.Put(userID, st)
	}
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

// ExamOf is the exam province and year the user's profile names (0, 0: not filled in); the
// membership's season products end with that year's season.
func (s *Service) ExamOf(ctx context.Context, userID string) (provinceID, examYear int, err error) {
	st, err := s.load(ctx, userID)
	return st.provinceID, st.examYear, err
}
