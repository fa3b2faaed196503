package account

import (
	"context"
	"strings"
	"time"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// PasswordLogin is Auth/Login. After repeated failures from one IP a captcha is
// required; far more failures are refused outright for a while.
type PasswordLogin struct {
	LoginName   string
	Password    string
	CaptchaID   string
	CaptchaCode string
}

func (s *Service) LoginByPassword(ctx context.Context, meta events.Metadata, c PasswordLogin) (Login, error) {
	c.LoginName = strings.TrimSpace(c.LoginName)
	if c.LoginName == "" || c.Password == "" {
		return Login{}, apperr.Invalid("请输入登录名和密码")
	}
	if len(c.LoginName) > 64 || len(c.Password) > 128 {
		return Login{}, apperr.Invalid(msgBadLogin)
	}
	failType := events.PasswordLoginFailed{}.EventType()
	hourFails, err := s.store.CountRecent(ctx, failType, meta.ClientIP, s.now().Add(-time.Hour))
	if err != nil {
		return Login{}, err
	}
	if hourFails >= s.limits.PasswordFailPerIP {
		return Login{}, apperr.TooMany("登录失败次数过多，请1小时后再试或使用短信验证码登录")
	}
	recent, err := s.store.CountRecent(ctx, failType, meta.ClientIP, s.now().Add(-15*time.Minute))
	if err != nil {
		return Login{}, err
	}
	if recent >= s.limits.CaptchaAfterFails {
		if err := s.checkCaptcha(ctx, c.CaptchaID, c.CaptchaCode); err != nil {
			return Login{}, err
		}
	}
	userID, err := s.passwordLoginUser(ctx, c.LoginName)
	if err != nil {
		return Login{}, err
	}
	var acc accountState
	if userID != "" {
		if acc, err = s.loadAccount(ctx, userID); err != nil {
			return Login{}, err
		}
	}
	if !checkPassword(c.Password, acc.passwordHash) {
		_, err := s.store.Append(ctx, meta, events.Append{StreamID: events.AuthFailureStream(meta.ClientIP),
			ExpectedVersion: events.AnyVersion,
			Events:          []events.Event{events.PasswordLoginFailed{LoginName: lowerName(c.LoginName), ClientIP: meta.ClientIP}}})
		if err != nil {
			return Login{}, err
		}
		if recent+1 >= s.limits.CaptchaAfterFails {
			return Login{}, apperr.CaptchaRequired(msgBadLogin)
		}
		return Login{}, apperr.Invalid(msgBadLogin)
	}
	return s.startSession(ctx, meta, acc, "password")
}

func (s *Service) startSession(ctx context.Context, meta events.Metadata, acc accountState, method string) (Login, error) {
	token, err := newToken()
	if err != nil {
		return Login{}, err
	}
	meta.ActorUserID = acc.userID
	stream := events.AccountStream(acc.userID)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion,
		Events: []events.Event{events.SessionStarted{UserID: acc.userID, SessionHash: TokenHash(token),
			ExpiresAt: s.now().Add(s.limits.SessionTTL).UTC(), Method: method}}})
	if err != nil {
		return Login{}, err
	}
	return Login{Token: token, UserID: acc.userID, Position: res.Position, Stream: stream}, nil
}

// passwordLoginUser finds the account a password login names: by login name, or
// by the phone number of an account that has set a password.
func (s *Service) passwordLoginUser(ctx context.Context, name string) (string, error) {
	if validPhone(name) {
		st, err := s.loadPhone(ctx, name)
		return st.userID, err
	}
	userID, _, err := s.loginNameOwner(ctx, lowerName(name))
	return userID, err
}
