// Package expert is the experts' service: a user applies to be listed as an expert, an
// operator reviews the profile (refusing the claims the Ministry of Education has warned
// against), the expert publishes time slots and families book them. A booking appends to the
// expert's stream at the version it read, so one slot is never held twice.
package expert

import (
	"context"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// The booking rules (docs/API-EXPERTS.md).
const (
	BookAhead       = events.BookAhead
	ChangeAhead     = events.ChangeAhead
	MaxUpcoming     = events.MaxUpcoming
	OpenAhead       = 60 * 24 * time.Hour // slots are published at most 60 days ahead
	MaxOpenSlots    = 200                 // future slots an expert has open
	MaxSlotsPerCall = 20
	MinMinutes      = 15
	MaxMinutes      = 120
)

// Who cancelled a booking.
const (
	ByFamily   = "family"
	ByExpert   = "expert"
	ByOperator = "operator"
)

// Service runs the experts' commands.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	roles    command.Roles
	now      func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry, roles command.Roles) *Service {
	return &Service{store: store, registry: reg, roles: roles, now: time.Now}
}

// SetClock replaces the clock (tests of the time rules).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

var errNoExpert = apperr.NotFound("专家不存在")

func (s *Service) load(ctx context.Context, expertID string) (*expert, error) {
	x := newExpert()
	envs, err := s.store.Load(ctx, events.ExpertStream(expertID))
	if err != nil {
		return nil, err
	}
	return x, command.Replay(s.registry, envs, x.apply)
}

// existing loads an expert that has applied.
func (s *Service) existing(ctx context.Context, expertID string) (*expert, error) {
	if !validExpertID(expertID) {
		return nil, errNoExpert
	}
	x, err := s.load(ctx, expertID)
	if err == nil && x.version == 0 {
		err = errNoExpert
	}
	return x, err
}

func (s *Service) loadHeld(ctx context.Context, userID string) (*held, error) {
	h := &held{userID: userID, starts: map[string]time.Time{}}
	envs, err := s.store.Load(ctx, events.BookingsStream(userID))
	if err != nil {
		return nil, err
	}
	return h, command.Replay(s.registry, envs, h.apply)
}

// retry: two families booking different slots of one expert both succeed; for the same slot
// the second finds it taken on its next try.
func retry(ctx context.Context, try func() (command.Result, error)) (command.Result, error) {
	return command.Retry(ctx, 20, "预约的人较多，请稍后再试", try)
}

func validExpertID(id string) bool {
	if len(id) != 16 {
		return false
	}
	for _, c := range id {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}
