// Package assessment takes test submissions: a sheet is checked against its bank, scored by the
// bank's rules and appended to the student's own stream with the answers, the scores and the
// bank version. Retakes append; nothing earlier is replaced.
package assessment

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"zhiyuan/command"
	bank "zhiyuan/data/assessment"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Limits (README "测评"): retakes of one test within a day, so a script cannot flood the
// analytics with one person's sheets.
const (
	MaxPerDay   = 10
	appendTries = 3
)

// Service runs the assessment commands.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	now      func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg, now: time.Now}
}

// Submit is one answered sheet of a bank.
type Submit struct {
	Bank    string
	Version string
	Answers []Answer
	// The subject-selection test only: the province and exam year whose combinations are
	// scored (default: the profile's) and the major classes the student likes.
	ProvinceId, ExamYear int
	Majors               []string
}

// Submitted answers the new submission's id with the command result.
type Submitted struct {
	command.Result
	SubmissionId string
	Code         string
}

var errNoBank = apperr.NotFound("没有这个测评")

// Submit checks, scores and appends a sheet. The daily limit is read from the stream and the
// append expects the version it was read at, so parallel submissions cannot pass it together.
func (s *Service) Submit(ctx context.Context, meta events.Metadata, userID string, c Submit) (Submitted, error) {
	b := bank.Find(c.Bank)
	if b == nil {
		return Submitted{}, errNoBank
	}
	sc, err := Score(b, c.Version, c.Answers)
	if err != nil {
		return Submitted{}, err
	}
	who, err := s.context(ctx, userID)
	if err != nil {
		return Submitted{}, err
	}
	ev := events.AssessmentSubmitted{SubmissionID: uuid.NewString(), UserID: userID, Bank: b.Code, BankVersion: b.Version,
		Answers: sc.Answers, Scores: sc.Scores, Code: sc.Code, ProvinceID: who.ProvinceID, ExamYear: who.ExamYear, Sex: who.Sex}
	if b.Code == bank.Subjects {
		if err := s.subjectContext(b, &ev, c); err != nil {
			return Submitted{}, err
		}
		sc.Code = ev.Code
	}
	res, err := s.appendLimited(ctx, meta, userID, ev, func(recent []events.Event) error {
		n := 0
		for _, r := range recent {
			if e, ok := r.(events.AssessmentSubmitted); ok && e.Bank == b.Code {
				n++
			}
		}
		if n >= MaxPerDay {
			return apperr.TooMany("同一测评一天内最多提交 10 次，请明天再试")
		}
		return nil
	})
	if err != nil {
		return Submitted{}, err
	}
	return Submitted{Result: res, SubmissionId: ev.SubmissionID, Code: sc.Code}, nil
}

// appendLimited reads the last day of the stream, lets allow refuse, and appends at the
// version read; a lost race reads again.
func (s *Service) appendLimited(ctx context.Context, meta events.Metadata, userID string, ev events.Event,
	allow func(recent []events.Event) error) (command.Result, error) {
	stream := events.AssessmentStream(userID)
	for try := 0; ; try++ {
		envs, version, err := s.store.LoadSince(ctx, stream, s.now().Add(-24*time.Hour))
		if err != nil {
			return command.Result{}, err
		}
		var recent []events.Event
		if err := command.Replay(s.registry, envs, func(_ events.Envelope, e events.Event) { recent = append(recent, e) }); err != nil {
			return command.Result{}, err
		}
		if err := allow(recent); err != nil {
			return command.Result{}, err
		}
		res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: version, Events: []events.Event{ev}})
		if errors.Is(err, events.ErrConflict) && try+1 < appendTries {
			continue
		}
		if errors.Is(err, events.ErrConflict) {
			return command.Result{}, apperr.Conflict("提交过于频繁，请稍后再试")
		}
		return command.ResultOf(res, stream), err
	}
}

// profileContext is what the analytics group a submission by.
type profileContext struct{ ProvinceID, ExamYear, Sex int }

func (s *Service) context(ctx context.Context, userID string) (profileContext, error) {
	var p profileContext
	envs, err := s.store.Load(ctx, events.ProfileStream(userID))
	if err != nil {
		return p, err
	}
	err = command.Replay(s.registry, envs, func(_ events.Envelope, ev events.Event) {
		switch e := ev.(type) {
		case events.ExamInfoUpdated:
			p.ProvinceID, p.ExamYear = e.ExamProvinceID, e.ExamYear
		case events.StudentInfoUpdated:
			p.Sex = e.Sex
		}
	})
	return p, err
}
