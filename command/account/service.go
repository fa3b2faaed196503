// Package account holds the account aggregate and its commands: login or
// register by SMS code, password login, logout, login name and password.
package account

import (
	"context"
	"runtime"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
)

// SMSSender delivers a text message. The embedded default stores it locally.
type SMSSender interface {
	Send(ctx context.Context, phone, text string) error
}

// Captchas checks a captcha answer once (a checked captcha cannot be reused).
type Captchas interface {
	Verify(ctx context.Context, id, answer string) bool
}

// Limits are the anti-abuse limits; configuration, not constants.
type Limits struct {
	CodeTTL           time.Duration // an SMS code is valid this long
	CodeMaxWrongTries int           // wrong tries before a code is void
	PhonePerMinute    int
	PhonePerHour      int
	PhonePerDay       int
	IPPerHour         int // SMS codes requested from one IP
	IPPerDay          int
	CaptchaAfterIPSMS int // SMS requests from one IP in an hour before a captcha is required
	CaptchaAfterFails int // failed logins (IP or name) in 15 minutes before a captcha is required
	PasswordFailPerIP int // failed password checks per IP per hour before refusing
	// PasswordFailPerAccount: failed password checks on one account (or one
	// unknown name) per hour before refusing; SMS login stays open.
	PasswordFailPerAccount int
	HashSlots              int           // password hashes computed at once
	HashWait               time.Duration // how long a check waits for a slot before "please retry"
	SessionTTL             time.Duration
}

// DefaultLimits are the limits the product runs with.
func DefaultLimits() Limits {
	return Limits{
		CodeTTL: 10 * time.Minute, CodeMaxWrongTries: 5,
		PhonePerMinute: 1, PhonePerHour: 5, PhonePerDay: 10,
		IPPerHour: 30, IPPerDay: 100, CaptchaAfterIPSMS: 3,
		CaptchaAfterFails: 3, PasswordFailPerIP: 30, PasswordFailPerAccount: 10,
		HashSlots: max(2, runtime.GOMAXPROCS(0)), HashWait: 2 * time.Second,
		SessionTTL: 30 * 24 * time.Hour,
	}
}

// Service runs the account commands.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	sms      SMSSender
	captchas Captchas
	limits   Limits
	hasher   *hasher
	codeKey  []byte // keys the SMS code hashes (secrets.go)
	now      func() time.Time
}

// NewService runs the account commands; codeKey (at least 32 bytes, shared by
// every process that checks codes) keys the stored SMS code hashes.
func NewService(store command.EventStore, reg *events.Registry, sms SMSSender, captchas Captchas, limits Limits, codeKey []byte) *Service {
	return &Service{store: store, registry: reg, sms: sms, captchas: captchas, limits: limits, codeKey: codeKey,
		hasher: newHasher(limits.HashSlots, limits.HashWait), now: time.Now}
}

// Limits reports the limits in force.
func (s *Service) Limits() Limits { return s.limits }

// SetClock replaces the clock (tests of expiry and limits).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// Login is what a successful login answers (SPEC §3 login data is built from it).
type Login struct {
	Token    string
	UserID   string
	Position int64
	Stream   string
}
