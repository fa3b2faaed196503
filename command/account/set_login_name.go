package account

import (
	"context"
	"errors"
	"strings"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// SetLoginName is Auth/SetInitialLoginName: a user without a login name picks
// one (unique, case-insensitive) together with a password. It can be done once.
type SetLoginName struct {
	LoginName string
	Password  string
}

func (s *Service) SetInitialLoginName(ctx context.Context, meta events.Metadata, userID string, c SetLoginName) (command.Result, error) {
	c.LoginName = strings.TrimSpace(c.LoginName)
	if !validLoginName(c.LoginName) {
		return command.Result{}, apperr.Invalid(msgLoginName)
	}
	if !validPassword(c.Password) {
		return command.Result{}, apperr.Invalid(msgPassword)
	}
	acc, err := s.loadAccount(ctx, userID)
	if err != nil {
		return command.Result{}, err
	}
	if acc.version == 0 {
		return command.Result{}, apperr.LoginRequired()
	}
	if acc.loginName != "" {
		return command.Result{}, apperr.Conflict("您已设置过登录名，不能再次设置")
	}
	owner, nameVersion, err := s.loginNameOwner(ctx, lowerName(c.LoginName))
	if err != nil {
		return command.Result{}, err
	}
	if owner != "" {
		return command.Result{}, apperr.Conflict("该登录名已被使用，请换一个")
	}
	hash, err := s.hashPassword(ctx, c.Password)
	if err != nil {
		return command.Result{}, err
	}
	stream := events.AccountStream(userID)
	res, err := s.store.Append(ctx, meta,
		events.Append{StreamID: events.LoginNameStream(lowerName(c.LoginName)), ExpectedVersion: nameVersion,
			Events: []events.Event{events.LoginNameClaimed{LoginName: c.LoginName, UserID: userID}}},
		events.Append{StreamID: stream, ExpectedVersion: acc.version,
			Events: []events.Event{events.LoginNameSet{UserID: userID, LoginName: c.LoginName, PasswordHash: hash}}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, apperr.Conflict("该登录名已被使用，请换一个")
	}
	return command.ResultOf(res, stream), err
}
