package account

import (
	"context"
	"errors"
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
	now := s.now()
	ipHour, err := s.store.CountRecent(ctx, events.LoginCodeIssued{}.EventType(), meta.ClientIP, now.Add(-time.Hour))
	if err != nil {
		return err
	}
	if ipHour >= s.limits.IPPerHour {
		return apperr.TooMany("该网络请求验证码过于频繁，请1小时后再试")
	}
	ipDay, err := s.store.CountRecent(ctx, events.LoginCodeIssued{}.EventType(), meta.ClientIP, now.Add(-24*time.Hour))
	if err != nil {
		return err
	}
	if ipDay >= s.limits.IPPerDay {
		return apperr.TooMany("该网络今日请求验证码次数已达上限，请明天再试")
	}
	if ipHour >= s.limits.CaptchaAfterIPSMS {
		if err := s.checkCaptcha(ctx, c.CaptchaID, c.CaptchaCode); err != nil {
			return err
		}
	}
	st, err := s.loadPhone(ctx, c.Phone)
	if err != nil {
		return err
	}
	if err := s.phoneLimits(st, now); err != nil {
		return err
	}
	code, err := newCode()
	if err != nil {
		return err
	}
	_, err = s.store.Append(ctx, meta, events.Append{
		StreamID: events.PhoneStream(c.Phone), ExpectedVersion: st.version,
		Events: []events.Event{events.LoginCodeIssued{Phone: c.Phone, CodeHash: s.codeHash(c.Phone, code), ExpiresAt: now.Add(s.limits.CodeTTL).UTC()}},
	})
	if errors.Is(err, events.ErrConflict) {
		return apperr.TooMany("验证码发送过于频繁，请稍后再试")
	}
	if err != nil {
		return err
	}
	text := fmt.Sprintf("【志愿】您的验证码是%s，%d分钟内有效。如非本人操作，请忽略本短信。", code, int(s.limits.CodeTTL.Minutes()))
	if err := s.sms.Send(ctx, c.Phone, text); err != nil {
		return &apperr.Error{Code: apperr.CodeUnavailable, Message: "短信发送失败，请稍后重试"}
	}
	return nil
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
