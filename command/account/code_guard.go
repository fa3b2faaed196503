package account

import (
	"context"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
)

// codeFailures counts the code checks a guard stream started since a time
// without a pass after them.
func codeFailures(envs []events.Envelope, since time.Time) int {
	return command.Failures(envs, since, events.CodeCheckStarted{}.EventType(), events.CodeCheckPassed{}.EventType())
}

// reserveCodeCheck counts an SMS code check before the code is compared: after
// a few recent failures from the client it asks for a captcha, and it appends
// CodeCheckStarted to the client's code guard stream at the version it counted,
// judging again when another check got there first. So N codes sent at once
// are counted as N, and no more than the captcha threshold of them are ever
// compared without a captcha.
func (s *Service) reserveCodeCheck(ctx context.Context, meta events.Metadata, phone, captchaID, captchaCode string) error {
	stream := events.CodeGuardStream("ip:" + meta.ClientIP)
	captchaChecked := false
	return judgeAgain(func() error {
		since := s.now().Add(-15 * time.Minute)
		envs, version, err := s.store.LoadSince(ctx, stream, since)
		if err != nil {
			return err
		}
		if codeFailures(envs, since) >= s.limits.CaptchaAfterFails && !captchaChecked {
			if err := s.checkCaptcha(ctx, captchaID, captchaCode); err != nil {
				return err
			}
			captchaChecked = true // a captcha answers once; a retry after a lost race keeps its verdict
		}
		_, err = s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: version,
			Events: []events.Event{events.CodeCheckStarted{Phone: phone, ClientIP: meta.ClientIP}}})
		return err
	})
}

// codePassed records that the reserved check was right, so it is not counted
// as a failure. A pass that cannot be written leaves one failure counted: the
// safe side.
func (s *Service) codePassed(ctx context.Context, meta events.Metadata, phone string) {
	stream := events.CodeGuardStream("ip:" + meta.ClientIP)
	_ = judgeAgain(func() error {
		_, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion,
			Events: []events.Event{events.CodeCheckPassed{Phone: phone}}})
		return err
	})
}
