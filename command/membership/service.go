// Package membership is the products on sale and each user's rights: grants made by paid
// orders and activated cards, stacked per right, revoked by refunds. Payments and cards build
// their grants here, in the same append as the event that paid for them.
package membership

import (
	"context"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
)

// Service runs the membership commands and answers the command side's rights checks.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	now      func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg, now: time.Now}
}

// SetClock replaces the clock (tests of expiry).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// Now is the service's clock.
func (s *Service) Now() time.Time { return s.now() }

// grants is a user's membership stream: the grants in log order, the revoked keys, the version.
type grants struct {
	list    []events.RightsGranted
	revoked map[string]bool
	version int
}

func (s *Service) load(ctx context.Context, userID string) (grants, error) {
	g := grants{revoked: map[string]bool{}}
	envs, err := s.store.Load(ctx, events.MembershipStream(userID))
	if err != nil {
		return g, err
	}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		g.version = env.Version
		switch e := ev.(type) {
		case events.RightsGranted:
			g.list = append(g.list, e)
		case events.RightsRevoked:
			g.revoked[events.GrantKey(e.Source, e.Ref)] = true
		}
	})
	return g, err
}

// Holding loads a user's grants and folds them; version is the membership stream's.
func (s *Service) Holding(ctx context.Context, userID string) (events.Holding, int, error) {
	g, err := s.load(ctx, userID)
	return events.FoldGrants(g.list, g.revoked), g.version, err
}

// Has reports whether the user holds a right now (command.Rights).
func (s *Service) Has(ctx context.Context, userID, right string) (bool, error) {
	h, _, err := s.Holding(ctx, userID)
	return h.Has(right, s.now()), err
}

// GrantAppend is the append that grants a product's rights to a user, at the membership
// stream's version, for the caller to append together with what paid for it.
func (s *Service) GrantAppend(ctx context.Context, g events.RightsGranted) (events.Append, time.Time, error) {
	held, err := s.load(ctx, g.UserID)
	if err != nil {
		return events.Append{}, time.Time{}, err
	}
	g.At = s.now().UTC()
	// The product's expiry after this grant is the fold's own answer, stacking included.
	var expire time.Time
	for _, p := range events.FoldGrants(append(held.list, g), held.revoked).Products {
		if p.Code == g.ProductCode {
			expire = p.ExpireAt
		}
	}
	return events.Append{StreamID: events.MembershipStream(g.UserID), ExpectedVersion: held.version, Events: []events.Event{g}}, expire, nil
}

// RevokeAppend is the append that revokes one grant.
func (s *Service) RevokeAppend(ctx context.Context, userID, source, ref, reason string) (events.Append, error) {
	held, err := s.load(ctx, userID)
	if err != nil {
		return events.Append{}, err
	}
	return events.Append{StreamID: events.MembershipStream(userID), ExpectedVersion: held.version,
		Events: []events.Event{events.RightsRevoked{UserID: userID, Source: source, Ref: ref, Reason: reason}}}, nil
}
