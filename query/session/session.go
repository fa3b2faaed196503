// Package session resolves a request's token to its user, and answers
// Auth/LoginStatus and Auth/CheckLoginNameExists.
package session

import (
	"context"
	"time"

	"zhiyuan/events/apperr"
)

// Session is a live login.
type Session struct {
	UserID    string
	ExpiresAt time.Time
}

// ReadModel is the sessions read model (only token hashes are stored).
type ReadModel interface {
	// ActiveSession finds an unrevoked, unexpired session by token hash.
	ActiveSession(ctx context.Context, tokenHash string, now time.Time) (Session, bool, error)
}

type Authenticator struct {
	rm   ReadModel
	hash func(string) string
	now  func() time.Time
}

func NewAuthenticator(rm ReadModel, hash func(string) string) *Authenticator {
	return &Authenticator{rm: rm, hash: hash, now: time.Now}
}

// Authenticate answers the user of a token, or a Code 112 error.
func (a *Authenticator) Authenticate(ctx context.Context, token string) (Session, error) {
	if token == "" || len(token) > 200 {
		return Session{}, apperr.LoginRequired()
	}
	s, ok, err := a.rm.ActiveSession(ctx, a.hash(token), a.now())
	if err != nil {
		return Session{}, err
	}
	if !ok {
		return Session{}, apperr.LoginRequired()
	}
	return s, nil
}

// Hash is the stored form of a token: what names its session without being able to open it.
func (a *Authenticator) Hash(token string) string { return a.hash(token) }

// Live reports whether the session stored under a token hash is unrevoked and unexpired.
func (a *Authenticator) Live(ctx context.Context, tokenHash string) (bool, error) {
	_, ok, err := a.rm.ActiveSession(ctx, tokenHash, a.now())
	return ok, err
}
