// Package content is the portal's small CMS: news, notices, help answers and pages, written
// by editors, approved by reviewers and published (now or at a set time), each step an event
// that records who took it. Readers see a published revision only; a later revision waits for
// its own review while the published one stays live.
package content

import (
	"context"
	"errors"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Service runs the content commands.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	roles    command.Roles
	// Review: an editor's revision goes live only after a reviewer approves it. Off, an
	// editor publishes directly (a one-person site).
	Review bool
	now    func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry, roles command.Roles) *Service {
	return &Service{store: store, registry: reg, roles: roles, Review: true, now: time.Now}
}

// SetClock replaces the clock (tests of scheduling).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

var errNoItem = apperr.NotFound("内容不存在")

func (s *Service) load(ctx context.Context, id string) (*item, error) {
	it := &item{}
	envs, err := s.store.Load(ctx, events.ContentStream(id))
	if err != nil {
		return nil, err
	}
	if err := command.Replay(s.registry, envs, it.apply); err != nil {
		return nil, err
	}
	return it, nil
}

// existing loads an item that must exist, at the version the caller saw (0: any).
func (s *Service) existing(ctx context.Context, id string, seen int) (*item, error) {
	if !validID.MatchString(id) {
		return nil, errNoItem
	}
	it, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	if it.version == 0 {
		return nil, errNoItem
	}
	if seen > 0 && seen != it.version {
		return nil, apperr.StaleVersion()
	}
	return it, nil
}

func (s *Service) append(ctx context.Context, meta events.Metadata, id string, version int, evs ...events.Event) (command.Result, error) {
	stream := events.ContentStream(id)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: version, Events: evs})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, apperr.StaleVersion()
	}
	return command.ResultOf(res, stream), err
}
