package account

import (
	"context"
	"errors"
	"strings"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// UpdatePassword is Auth/UpdatePassword: the old password must be right, and
// its checks count against the same limits as password logins.
// Every other session of the user is ended.
func (s *Service) UpdatePassword(ctx context.Context, meta events.Metadata, userID, currentToken, oldPw, newPw string) (command.Result, error) {
	if !validPassword(newPw) {
		return command.Result{}, apperr.Invalid(msgPassword)
	}
	acc, err := s.loadAccount(ctx, userID)
	if err != nil {
		return command.Result{}, err
	}
	if acc.loginName == "" {
		return command.Result{}, apperr.Invalid("请先设置登录名和密码")
	}
	g, err := s.reserveCheck(ctx, meta, "update", userID, acc.loginName, "", "")
	if err != nil {
		return command.Result{}, err
	}
	ok, err := s.checkPassword(ctx, oldPw, acc.passwordHash)
	if err != nil {
		return command.Result{}, err
	}
	if !ok {
		return command.Result{}, apperr.Invalid("原密码错误")
	}
	s.passed(ctx, meta, g)
	return s.changePassword(ctx, meta, acc, newPw, "update", TokenHash(currentToken))
}

// ResetPassword is Auth/ResetPassword: an SMS code proves the phone, then the
// password of the phone's account is replaced and every session ends.
type ResetPassword struct {
	Phone, Code, NewPassword string
	CaptchaID, CaptchaCode   string
}

func (s *Service) ResetPassword(ctx context.Context, meta events.Metadata, c ResetPassword) (command.Result, error) {
	c.Phone, c.Code = strings.TrimSpace(c.Phone), strings.TrimSpace(c.Code)
	if !validPhone(c.Phone) {
		return command.Result{}, apperr.Invalid(msgPhone)
	}
	if !validCode(c.Code) {
		return command.Result{}, apperr.Invalid(msgCodeFormat)
	}
	if !validPassword(c.NewPassword) {
		return command.Result{}, apperr.Invalid(msgPassword)
	}
	st, err := s.verifyCode(ctx, meta, c.Phone, c.Code, c.CaptchaID, c.CaptchaCode)
	if err != nil {
		return command.Result{}, err
	}
	if st.userID == "" {
		return command.Result{}, apperr.Invalid("该手机号尚未设置登录名，请使用验证码登录")
	}
	acc, err := s.loadAccount(ctx, st.userID)
	if err != nil {
		return command.Result{}, err
	}
	if acc.loginName == "" {
		return command.Result{}, apperr.Invalid("该手机号尚未设置登录名，请使用验证码登录")
	}
	if _, err := s.store.Append(ctx, meta, events.Append{StreamID: events.PhoneStream(c.Phone), ExpectedVersion: st.version,
		Events: []events.Event{events.LoginCodeConsumed{Phone: c.Phone}}}); err != nil {
		if errors.Is(err, events.ErrConflict) {
			return command.Result{}, apperr.Invalid(msgCodeWrong)
		}
		return command.Result{}, err
	}
	meta.ActorUserID = acc.userID
	return s.changePassword(ctx, meta, acc, c.NewPassword, "reset", "")
}

// changePassword stores the new hash and ends sessions (all but keepHash).
func (s *Service) changePassword(ctx context.Context, meta events.Metadata, acc accountState, pw, method, keepHash string) (command.Result, error) {
	hash, err := s.hashPassword(ctx, pw)
	if err != nil {
		return command.Result{}, err
	}
	stream := events.AccountStream(acc.userID)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: acc.version,
		Events: []events.Event{
			events.PasswordChanged{UserID: acc.userID, PasswordHash: hash, Method: method},
			events.SessionEnded{UserID: acc.userID, Reason: "password_changed", KeepSessionHash: keepHash},
		}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, apperr.StaleVersion()
	}
	return command.ResultOf(res, stream), err
}
