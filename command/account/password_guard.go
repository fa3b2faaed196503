package account

import (
	"context"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// guard is one password check reserved on its guard streams (the client IP's
// and the account's), or refused before any hashing.
type guard struct {
	streams []string
	purpose string
	userID  string
	recent  int // failures in the last 15 minutes before this check
}

// guardKeys names the guard streams of a check: the client IP, and the account
// (its id, or the typed name when no account holds it, so an unknown name is
// limited and timed like a known one).
func guardKeys(ip, userID, lowerName string) []string {
	account := "user:" + userID
	if userID == "" {
		account = "name:" + lowerName
	}
	return []string{events.PasswordGuardStream("ip:" + ip), events.PasswordGuardStream(account)}
}

// failures counts the checks started since a time without a pass after them.
func failures(envs []events.Envelope, since time.Time) int {
	return command.Failures(envs, since, events.PasswordCheckStarted{}.EventType(), events.PasswordCheckPassed{}.EventType())
}

// reserveCheck counts a password check before it runs: it refuses when the
// IP or the account has failed too often in the last hour, asks for a captcha
// after a few recent failures, and appends PasswordCheckStarted to both guard
// streams at the versions it counted, judging again when another check got
// there first. So N guesses at once are counted as N, and at most the limit
// of them are ever checked.
func (s *Service) reserveCheck(ctx context.Context, meta events.Metadata, purpose, userID, lowerName, captchaID, captchaCode string) (guard, error) {
	g := guard{streams: guardKeys(meta.ClientIP, userID, lowerName), purpose: purpose, userID: userID}
	captchaChecked := false
	err := judgeAgain(func() error {
		now := s.now()
		appends := make([]events.Append, len(g.streams))
		recent := 0
		for i, stream := range g.streams {
			envs, version, err := s.store.LoadSince(ctx, stream, now.Add(-time.Hour))
			if err != nil {
				return err
			}
			limit := s.limits.PasswordFailPerIP
			if i == 1 {
				limit = s.limits.PasswordFailPerAccount
			}
			if failures(envs, now.Add(-time.Hour)) >= limit {
				if i == 0 {
					return apperr.TooMany("登录失败次数过多，请1小时后再试或使用短信验证码登录")
				}
				return apperr.TooMany("该账号密码错误次数过多，请1小时后再试或使用短信验证码登录")
			}
			recent = max(recent, failures(envs, now.Add(-15*time.Minute)))
			appends[i] = events.Append{StreamID: stream, ExpectedVersion: version, Events: []events.Event{
				events.PasswordCheckStarted{Purpose: purpose, LoginName: lowerName, UserID: userID, ClientIP: meta.ClientIP}}}
		}
		g.recent = recent
		// A signed-in password change has no captcha in its form: only the hard limits hold it.
		if purpose == "login" && recent >= s.limits.CaptchaAfterFails && !captchaChecked {
			if err := s.checkCaptcha(ctx, captchaID, captchaCode); err != nil {
				return err
			}
			captchaChecked = true // a captcha answers once; a retry after a lost race keeps its verdict
		}
		_, err := s.store.Append(ctx, meta, appends...)
		return err
	})
	return g, err
}

// passed records that the reserved check was right, so it is not counted as a
// failure. A pass that cannot be written leaves one failure counted: the safe side.
func (s *Service) passed(ctx context.Context, meta events.Metadata, g guard) {
	appends := make([]events.Append, len(g.streams))
	for i, stream := range g.streams {
		appends[i] = events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion,
			Events: []events.Event{events.PasswordCheckPassed{Purpose: g.purpose, UserID: g.userID}}}
	}
	_ = judgeAgain(func() error {
		_, err := s.store.Append(ctx, meta, appends...)
		return err
	})
}
