// Package course is the online courses: editors build a course of chapters and lessons (videos,
// texts and PDF courseware), a reviewer publishes it, and readers' lesson views are counted.
// The lessons not marked free are for members holding the COURSES right when the course says so.
package course

import (
	"context"
	"errors"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Service runs the course commands.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	roles    command.Roles
	// Review: a revision goes live only when a reviewer other than its last editor publishes it.
	Review bool
	now    func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry, roles command.Roles) *Service {
	return &Service{store: store, registry: reg, roles: roles, Review: true, now: time.Now}
}

// course is one course stream folded.
type course struct {
	version   int
	fields    events.CourseFields
	liveAs    events.CourseFields // the revision readers see
	live      bool
	published bool // the current revision is the live one
	editedBy  string
}

func (c *course) apply(env events.Envelope, ev events.Event) {
	c.version = env.Version
	switch e := ev.(type) {
	case events.CourseDrafted:
		c.fields, c.published, c.editedBy = e.CourseFields, false, env.Meta.ActorUserID
	case events.CoursePublished:
		c.live, c.published, c.liveAs = true, true, e.CourseFields
	case events.CourseWithdrawn:
		c.live = false
	}
}

var errNoCourse = apperr.NotFound("课程不存在")

func (s *Service) load(ctx context.Context, id string) (*course, error) {
	c := &course{}
	envs, err := s.store.Load(ctx, events.CourseStream(id))
	if err != nil {
		return nil, err
	}
	return c, command.Replay(s.registry, envs, c.apply)
}

// existing loads a course that exists, at the version the caller saw.
func (s *Service) existing(ctx context.Context, id string, seen int) (*course, error) {
	if !validID.MatchString(id) {
		return nil, errNoCourse
	}
	c, err := s.load(ctx, id)
	switch {
	case err != nil:
		return nil, err
	case c.version == 0:
		return nil, errNoCourse
	case seen != c.version:
		return nil, apperr.StaleVersion()
	}
	return c, nil
}

func (s *Service) append(ctx context.Context, meta events.Metadata, id string, version int, ev events.Event) (command.Result, error) {
	stream := events.CourseStream(id)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: version, Events: []events.Event{ev}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, apperr.StaleVersion()
	}
	return command.ResultOf(res, stream), err
}
