// Package card is the activation cards (卡密): batches an operator generates for a product,
// each card a public number with a check digit and a secret stored only as a keyed hash, and
// their one-time activation by a signed-in user, which grants the product's rights in the
// same append. Guessing is limited per user, per network and per card.
package card

import (
	"context"
	"time"

	"zhiyuan/command"
	"zhiyuan/command/membership"
	"zhiyuan/events"
)

// Captchas checks a captcha answer (the account side's captcha service).
type Captchas interface {
	Verify(ctx context.Context, id, answer string) bool
}

// Limits on guessing (README "会员"): failures that ask for a captcha, and that lock.
type Limits struct {
	UserCaptchaPerHour, UserPerDay int
	IPCaptchaPerHour, IPPerDay     int
	CardPerDay                     int
}

func DefaultLimits() Limits {
	return Limits{UserCaptchaPerHour: 2, UserPerDay: 10, IPCaptchaPerHour: 9, IPPerDay: 50, CardPerDay: 5}
}

// Service runs the card commands.
type Service struct {
	store      command.EventStore
	registry   *events.Registry
	membership *membership.Service
	captchas   Captchas
	key        []byte
	limits     Limits
	now        func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry, m *membership.Service, c Captchas, key []byte, l Limits) *Service {
	return &Service{store: store, registry: reg, membership: m, captchas: c, key: key, limits: l, now: time.Now}
}

// SetClock replaces the clock (tests of expiry).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// cardState is one card folded with its batch.
type cardState struct {
	issued   *events.CardIssued
	batch    events.CardBatchIssued
	voided   bool
	redeemed *events.CardRedeemed
	attempts []time.Time
	version  int
}

func (s *Service) loadCard(ctx context.Context, number string) (cardState, error) {
	var c cardState
	envs, err := s.store.Load(ctx, events.CardStream(number))
	if err != nil {
		return c, err
	}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		c.version = env.Version
		switch e := ev.(type) {
		case events.CardIssued:
			c.issued = &e
		case events.CardRedeemed:
			c.redeemed = &e
		case events.CardAttempted:
			c.attempts = append(c.attempts, env.RecordedAt)
		}
	})
	if err != nil || c.issued == nil {
		return c, err
	}
	batch, err := s.store.Load(ctx, events.CardBatchStream(c.issued.BatchID))
	if err != nil {
		return c, err
	}
	err = command.Replay(s.registry, batch, func(_ events.Envelope, ev events.Event) {
		switch e := ev.(type) {
		case events.CardBatchIssued:
			c.batch = e
		case events.CardBatchVoided:
			c.voided = true
		}
	})
	return c, err
}
