package assessment

import (
	"context"
	"fmt"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// OpenSuggestion records that the student opened a major or profession one of their results
// suggested (the analytics count how results lead to clicks). Each suggestion counts once.
type OpenSuggestion struct {
	SubmissionId string
	Kind         string // major or profession
	Code         string
}

// MaxOpenedPerDay bounds the clicks one student records in a day.
const MaxOpenedPerDay = 500

func (s *Service) OpenSuggestion(ctx context.Context, meta events.Metadata, userID string, c OpenSuggestion) (command.Result, error) {
	if c.Kind != "major" && c.Kind != "profession" {
		return command.Result{}, apperr.Invalid("Kind 只能是 major 或 profession")
	}
	if c.Code == "" || len(c.Code) > 20 {
		return command.Result{}, apperr.Invalid("请指明打开的专业或职业")
	}
	stream := events.AssessmentStream(userID)
	envs, err := s.store.Load(ctx, stream)
	if err != nil {
		return command.Result{}, err
	}
	var sub *events.AssessmentSubmitted
	seen := false
	err = command.Replay(s.registry, envs, func(_ events.Envelope, ev events.Event) {
		switch e := ev.(type) {
		case events.AssessmentSubmitted:
			if e.SubmissionID == c.SubmissionId {
				sub = &e
			}
		case events.AssessmentSuggestionOpened:
			seen = seen || (e.SubmissionID == c.SubmissionId && e.Kind == c.Kind && e.Code == c.Code)
		}
	})
	if err != nil {
		return command.Result{}, err
	}
	if sub == nil {
		return command.Result{}, apperr.NotFound("测评结果不存在或不属于你")
	}
	version := 0
	if len(envs) > 0 {
		version = envs[len(envs)-1].Version
	}
	if seen { // already counted: nothing to record
		return command.Result{Version: version}, nil
	}
	ev := events.AssessmentSuggestionOpened{SubmissionID: sub.SubmissionID, UserID: userID, Bank: sub.Bank, Kind: c.Kind, Code: c.Code}
	return s.appendLimited(ctx, meta, userID, ev, func(recent []events.Event) error {
		n := 0
		for _, r := range recent {
			if _, ok := r.(events.AssessmentSuggestionOpened); ok {
				n++
			}
		}
		if n >= MaxOpenedPerDay {
			return apperr.TooMany(fmt.Sprintf("今天记录的打开次数已达 %d 次", MaxOpenedPerDay))
		}
		return nil
	})
}
