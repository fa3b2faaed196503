package card

import (
	"context"
	"errors"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// failures counts attempts without a pass recorded since a time.
func failures(envs []events.Envelope, since time.Time) int {
	return command.Failures(envs, since, events.CardAttempted{}.EventType(), events.CardAttemptPassed{}.EventType())
}

// reserve counts an attempt before the secret is checked: it refuses a locked user or network,
// asks for a captcha after a few failures, and appends CardAttempted to the user's and the
// network's guard streams (and the card's stream when the card exists) at the versions it
// counted, counting again when another attempt got there first.
func (s *Service) reserve(ctx context.Context, meta events.Metadata, userID, number, captchaID, captchaCode string) (cardState, error) {
	captchaChecked := false
	streams := []string{events.CardGuardStream("user:" + userID), events.CardGuardStream("ip:" + meta.ClientIP)}
	for try := 0; try < 8; try++ {
		now := s.now()
		appends := make([]events.Append, 0, 3)
		needCaptcha := false
		for i, stream := range streams {
			envs, version, err := s.store.LoadSince(ctx, stream, now.Add(-24*time.Hour))
			if err != nil {
				return cardState{}, err
			}
			day, hour := failures(envs, now.Add(-24*time.Hour)), failures(envs, now.Add(-time.Hour))
			if i == 0 && day >= s.limits.UserPerDay {
				return cardState{}, apperr.TooMany("激活尝试次数过多，请24小时后再试")
			}
			if i == 1 && day >= s.limits.IPPerDay {
				return cardState{}, apperr.TooMany("该网络激活尝试次数过多，请24小时后再试")
			}
			needCaptcha = needCaptcha || (i == 0 && hour >= s.limits.UserCaptchaPerHour) || (i == 1 && hour >= s.limits.IPCaptchaPerHour)
			appends = append(appends, events.Append{StreamID: stream, ExpectedVersion: version,
				Events: []events.Event{events.CardAttempted{Number: number, UserID: userID, ClientIP: meta.ClientIP}}})
		}
		if needCaptcha && !captchaChecked {
			if err := s.checkCaptcha(ctx, captchaID, captchaCode); err != nil {
				return cardState{}, err
			}
			captchaChecked = true // a captcha answers once; a retry after a lost race keeps its verdict
		}
		var c cardState
		if ValidNumber(number) {
			var err error
			if c, err = s.loadCard(ctx, number); err != nil {
				return cardState{}, err
			}
		}
		if c.issued != nil {
			appends = append(appends, events.Append{StreamID: events.CardStream(number), ExpectedVersion: c.version,
				Events: []events.Event{events.CardAttempted{Number: number, UserID: userID, ClientIP: meta.ClientIP}}})
		}
		_, err := s.store.Append(ctx, meta, appends...)
		if errors.Is(err, events.ErrConflict) {
			continue
		}
		if err != nil {
			return cardState{}, err
		}
		if c.issued != nil {
			c.version++
		}
		return c, nil
	}
	return cardState{}, apperr.Conflict("激活过于频繁，请稍后再试")
}
