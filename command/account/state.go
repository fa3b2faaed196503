package account

import (
	"context"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
)

// accountState is the account aggregate folded from its stream.
type accountState struct {
	version      int
	userID       string
	phone        string
	loginName    string
	passwordHash string
	// policyVersion: the 用户协议 / 隐私政策 version last agreed to.
	policyVersion string
}

func (s *Service) loadAccount(ctx context.Context, userID string) (accountState, error) {
	st := accountState{userID: userID}
	envs, err := s.store.Load(ctx, events.AccountStream(userID))
	if err != nil {
		return st, err
	}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		st.version = env.Version
		switch e := ev.(type) {
		case events.AccountRegistered:
			st.phone = e.Phone
		case events.LoginNameSet:
			st.loginName, st.passwordHash = e.LoginName, e.PasswordHash
		case events.PasswordChanged:
			st.passwordHash = e.PasswordHash
		case events.PoliciesAccepted:
			st.policyVersion = e.Version
		}
	})
	return st, err
}

// phoneState is one phone number: who owns it and its SMS code history.
type phoneState struct {
	version    int
	userID     string
	codeHash   string
	expiresAt  time.Time
	wrongTries int
	consumed   bool
	issuedAt   []time.Time
}

func (s *Service) loadPhone(ctx context.Context, phone string) (phoneState, error) {
	var st phoneState
	envs, err := s.store.Load(ctx, events.PhoneStream(phone))
	if err != nil {
		return st, err
	}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		st.version = env.Version
		switch e := ev.(type) {
		case events.PhoneClaimed:
			st.userID = e.UserID
		case events.LoginCodeIssued:
			st.codeHash, st.expiresAt, st.wrongTries, st.consumed = e.CodeHash, e.ExpiresAt, 0, false
			st.issuedAt = append(st.issuedAt, env.RecordedAt)
		case events.LoginCodeRejected:
			st.wrongTries++
		case events.LoginCodeConsumed:
			st.consumed = true
		}
	})
	return st, err
}

// loginNameOwner returns the user holding a login name, or "".
func (s *Service) loginNameOwner(ctx context.Context, lower string) (string, int, error) {
	envs, err := s.store.Load(ctx, events.LoginNameStream(lower))
	if err != nil {
		return "", 0, err
	}
	owner, version := "", 0
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		version = env.Version
		if e, ok := ev.(events.LoginNameClaimed); ok {
			owner = e.UserID
		}
	})
	return owner, version, err
}
