package account

import (
	"context"
	"fmt"
	"strings"
	"time"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// SendCode is Auth/SendValidateCode: issue a 6-digit code to a phone, within the
// per-phone and per-IP limits. The answer is the same whether or not the phone
// has an account, so it reveals nothing.
type SendCode struct {
	Phone       string
	CaptchaID   string
	CaptchaCode string
}

func (s *Service) SendCode(ctx context.Context, meta events.Metadata, c SendCode) error {
	c.Phone = strings.TrimSpace(c.Phone)
	if !validPhone(c.Phone) {
		return apperr.Invalid(msgPhone)
	}
	code, err := newCode()
	if err != nil {
		return err
	}
	if err := s.reserveSend(ctx, meta, c, code); err != nil {
		return err
	}
	text := fmt.Sprintf("【志愿】您的验证码是%s，%d分钟内有效。如非本人操作，请忽略本短信。", code, int(s.limits.CodeTTL.Minutes()))
	if err := s.sms.Send(ctx, c.Phone, text); err != nil {
		return &apperr.Error{Code: apperr.CodeUnavailable, Message: "短信发送失败，请稍后重试"}
	}
	return nil
}

// reserveSend judges the client's and the phone's limits and records the code
// in one append: LoginCodeRequested on the client's SMS guard stream and
// LoginCodeIssued on the phone's, each at the version it was judged on. When
// another send got there first the limits are judged again on the new state,
// so N requests at once are counted as N and no limit is passed.
func (s *Service) reserveSend(ctx context.Context, meta events.Metadata, c SendCode, code string) error {
	guard := events.SMSGuardStream("ip:" + meta.ClientIP)
	captchaChecked := false
	return judgeAgain(func() error {
		now := s.now()
		envs, version, err := s.store.LoadSince(ctx, guard, now.Add(-24*time.Hour))
		if err != nil {
			return err
		}
		hour, day := sentSince(envs, now.Add(-time.Hour)), sentSince(envs, now.Add(-24*time.Hour))
		if hour >= s.limits.IPPerHour {
			return apperr.TooMany("该网络请求验证码过于频繁，请1小时后再试")
		}
		if day >= s.limits.IPPerDay {
			return apperr.TooMany("该网络今日请求验证码次数已达上限，请明天再试")
		}
		if hour >= s.limits.CaptchaAfterIPSMS && !captchaChecked {
			if err := s.checkCaptcha(ctx, c.CaptchaID, c.CaptchaCode); err != nil {
				return err
			}
			captchaChecked = true // a captcha answers once; a retry after a lost race keeps its verdict
		}
		st, err := s.loadPhone(ctx, c.Phone)
		if err != nil {
			return err
		}
		if err := s.phoneLimits(st, now); err != nil {
			return err
		}
		_, err = s.store.Append(ctx, meta,
			events.Append{StreamID: guard, ExpectedVersion: version,
				Events: []events.Event{events.LoginCodeRequested{Phone: c.Phone, ClientIP: meta.ClientIP}}},
			events.Append{StreamID: events.PhoneStream(c.Phone), ExpectedVersion: st.version,
				Events: []events.Event{events.LoginCodeIssued{Phone: c.Phone, CodeHash: s.codeHash(c.Phone, code), ExpiresAt: now.Add(s.limits.CodeTTL).UTC()}}})
		return err
	})
}

// sentSince counts the codes a guard stream recorded since a time.
func sentSince(envs []events.Envelope, since time.Time) int {
	n := 0
	for _, e := range envs {
		if e.Type == (events.LoginCodeRequested{}).EventType() && !e.RecordedAt.Before(since) {
			n++
		}
	}
	return n
}

func (s *Service) phoneLimits(st phoneState, now time.Time) error {
	var minute, hour, day int
	for _, t := range st.issuedAt {
		age := now.Sub(t)
		if age < time.Minute {
			minute++
		}
		if age < time.Hour {
			hour++
		}
		if age < 24*time.Hour {
			day++
		}
	}
	switch {
	case minute >= s.limits.PhonePerMinute:
		return apperr.TooMany("验证码发送过于频繁，请60秒后再试")
	case hour >= s.limits.PhonePerHour:
		return apperr.TooMany("该手机号1小时内获取验证码次数过多，请稍后再试")
	case day >= s.limits.PhonePerDay:
		return apperr.TooMany("该手机号今日获取验证码次数已达上限，请明天再试")
	}
	return nil
}

func (s *Service) checkCaptcha(ctx context.Context, id, answer string) error {
	if strings.TrimSpace(id) == "" || strings.TrimSpace(answer) == "" {
		return apperr.CaptchaRequired(msgCaptcha)
	}
	if !s.captchas.Verify(ctx, id, strings.TrimSpace(answer)) {
		return apperr.CaptchaRequired(msgCaptchaBad)
	}
	return nil
}
