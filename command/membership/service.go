// Package membership is the products on sale and each user's rights: grants made by paid
// orders and activated cards, stacked per right, revoked by refunds. Payments and cards build
// their grants here, in the same append as the event that paid for them.
package membership

import (
	"context"
	"time"

	"zhiyuan/command"
	"zhiyuan/data"
	"zhiyuan/events"
)

// Exams answers a user's exam province and year from their profile (0, 0: not filled in).
type Exams interface {
	ExamOf(ctx context.Context, userID string) (provinceID, examYear int, err error)
}

// Calendar is the instant a province's filling season of an exam year is over.
type Calendar func(provinceID, examYear int) time.Time

// SeasonOver is the exam calendar's answer: the end (Beijing) of the day the season's
// admission ends, the published date, an earlier year's carried, or the 31 August default.
func SeasonOver(provinceID, examYear int) time.Time {
	return data.SeasonOf(provinceID, examYear).AdmissionEnd().End.AddDate(0, 0, 1)
}

// Service runs the membership commands and answers the command side's rights checks.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	now      func() time.Time
	exams    Exams
	calendar Calendar
}

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg, now: time.Now, calendar: SeasonOver}
}

// UseExams gives the service the buyers' profiles: a season product ends with the buyer's
// exam year's season (without it, or without a profile, the season of the calendar's year).
func (s *Service) UseExams(e Exams) { s.exams = e }

// SetCalendar replaces the exam calendar (tests on hand-made dates).
func (s *Service) SetCalendar(c Calendar) { s.calendar = c }

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
	if g.Kind == events.ProductBySeason {
		if err := s.seasonOf(ctx, &g, events.FoldGrants(held.list, held.revoked).HeldUntil(g.ProductCode)); err != nil {
			return events.Append{}, time.Time{}, err
		}
	}
	// The product's expiry after this grant is the fold's own answer, stacking included.
	var expire time.Time
	for _, p := range events.FoldGrants(append(held.list, g), held.revoked).Products {
		if p.Code == g.ProductCode {
			expire = p.ExpireAt
		}
	}
	return events.Append{StreamID: events.MembershipStream(g.UserID), ExpectedVersion: held.version, Events: []events.Event{g}}, expire, nil
}

// seasonOf decides a season grant's end: the buyer's exam year (their profile's, else the
// season the calendar serves their province now) and the rule every side shares.
func (s *Service) seasonOf(ctx context.Context, g *events.RightsGranted, held time.Time) error {
	province, year := 0, 0
	if s.exams != nil {
		var err error
		if province, year, err = s.exams.ExamOf(ctx, g.UserID); err != nil {
			return err
		}
	}
	g.ProvinceID = province
	g.Days = 0
	year = data.ExamYearOf(year, g.At, province)
	g.Until, g.SeasonYear = events.GrantEnd(events.ProductSaved{Kind: events.ProductBySeason}, held, g.At, year,
		func(y int) time.Time { return s.calendar(province, y) })
	g.Until = g.Until.UTC()
	return nil
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
