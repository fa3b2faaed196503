package account

import (
	"context"
	"errors"
	"strings"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// PasswordLogin is Auth/Login. Every check is counted on the client IP and on
// the account before it runs (password_guard.go): after a few failures a
// captcha is required, after many the IP or the account is refused for a
// while. A name no account holds is limited and timed the same way.
type PasswordLogin struct {
	LoginName   string
	Password    string
	CaptchaID   string
	CaptchaCode string
	// PolicyVersion: the 用户协议 / 隐私政策 version the user agreed to on the login page.
	PolicyVersion string
}

func (s *Service) LoginByPassword(ctx context.Context, meta events.Metadata, c PasswordLogin) (Login, error) {
	c.LoginName = strings.TrimSpace(c.LoginName)
	if c.LoginName == "" || c.Password == "" {
		return Login{}, apperr.Invalid("请输入登录名和密码")
	}
	if len(c.LoginName) > 64 || len(c.Password) > 128 {
		return Login{}, apperr.Invalid(msgBadLogin)
	}
	if err := checkPolicyVersion(c.PolicyVersion); err != nil {
		return Login{}, err
	}
	userID, err := s.passwordLoginUser(ctx, c.LoginName)
	if err != nil {
		return Login{}, err
	}
	g, err := s.reserveCheck(ctx, meta, "login", userID, lowerName(c.LoginName), c.CaptchaID, c.CaptchaCode)
	if err != nil {
		return Login{}, err
	}
	var acc accountState
	if userID != "" {
		if acc, err = s.loadAccount(ctx, userID); err != nil {
			return Login{}, err
		}
	}
	ok, err := s.checkPassword(ctx, c.Password, acc.passwordHash)
	if err != nil {
		return Login{}, err
	}
	if !ok {
		if g.recent+1 >= s.limits.CaptchaAfterFails {
			return Login{}, apperr.CaptchaRequired(msgBadLogin)
		}
		return Login{}, apperr.Invalid(msgBadLogin)
	}
	s.passed(ctx, meta, g)
	consent := policyConsent(acc.userID, c.PolicyVersion, acc.policyVersion)
	if outdated(acc.passwordHash) {
		if login, err := s.upgradeHash(ctx, meta, acc, c.Password, consent); !errors.Is(err, events.ErrConflict) {
			return login, err
		}
		// The account changed since it was read (a new password, say): the
		// old hash must not be written back over it, so log in without it.
	}
	return s.startSession(ctx, meta, acc, "password", consent...)
}

// upgradeHash logs in and, in the same append, stores the password hashed with
// today's parameters; the append expects the version the hash was read at.
func (s *Service) upgradeHash(ctx context.Context, meta events.Metadata, acc accountState, pw string, before []events.Event) (Login, error) {
	hash, err := s.hashPassword(ctx, pw)
	if err != nil { // every hashing slot busy: the upgrade waits for a later login
		return s.startSession(ctx, meta, acc, "password", before...)
	}
	rehash := events.PasswordChanged{UserID: acc.userID, PasswordHash: hash, Method: "rehash"}
	return s.startSessionAt(ctx, meta, acc, "password", acc.version, append(before, rehash)...)
}

func (s *Service) startSession(ctx context.Context, meta events.Metadata, acc accountState, method string, before ...events.Event) (Login, error) {
	return s.startSessionAt(ctx, meta, acc, method, events.AnyVersion, before...)
}

func (s *Service) startSessionAt(ctx context.Context, meta events.Metadata, acc accountState, method string, expected int, before ...events.Event) (Login, error) {
	token, err := newToken()
	if err != nil {
		return Login{}, err
	}
	meta.ActorUserID = acc.userID
	stream := events.AccountStream(acc.userID)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: expected,
		Events: append(before, events.SessionStarted{UserID: acc.userID, SessionHash: TokenHash(token),
			ExpiresAt: s.now().Add(s.limits.SessionTTL).UTC(), Method: method})})
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
