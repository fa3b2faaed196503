// Package career is the student's own career management: their 生涯规划书, the colleges and
// majors they aim for, and the daily tasks of their learning plan. Each student writes only
// their own stream (career-<user>).
package career

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Limits on what one student keeps.
const (
	MaxTasksPerDay = 30
	MaxTasks       = 3000 // tasks kept at once
	MaxTargets     = 5
	DaysAround     = 400 // tasks are dated within this many days of today
)

// Service runs the career commands.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	now      func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg, now: time.Now}
}

// state is one student's stream folded.
type state struct {
	version int
	tasks   map[string]events.CareerTask
	perDay  map[string]int
}

func (st *state) apply(env events.Envelope, ev events.Event) {
	st.version = env.Version
	switch e := ev.(type) {
	case events.CareerTaskAdded:
		st.tasks[e.ID] = e.CareerTask
		st.perDay[e.Date]++
	case events.CareerTaskUpdated:
		if old, ok := st.tasks[e.ID]; ok {
			st.perDay[old.Date]--
			st.perDay[e.Date]++
			st.tasks[e.ID] = e.CareerTask
		}
	case events.CareerTaskDeleted:
		if old, ok := st.tasks[e.ID]; ok {
			st.perDay[old.Date]--
			delete(st.tasks, e.ID)
		}
	}
}

func (s *Service) load(ctx context.Context, userID string) (*state, error) {
	st := &state{tasks: map[string]events.CareerTask{}, perDay: map[string]int{}}
	envs, err := s.store.Load(ctx, events.CareerStream(userID))
	if err != nil {
		return nil, err
	}
	return st, command.Replay(s.registry, envs, st.apply)
}

// change decides against the student's fresh state and appends at its version, trying again
// when another request of theirs wrote first (two tabs adding tasks both land; the limits
// still hold).
func (s *Service) change(ctx context.Context, meta events.Metadata, decide func(*state) (events.Event, error)) (command.Result, error) {
	if meta.ActorUserID == "" {
		return command.Result{}, apperr.LoginRequired()
	}
	stream := events.CareerStream(meta.ActorUserID)
	for i := 0; ; i++ {
		st, err := s.load(ctx, meta.ActorUserID)
		if err != nil {
			return command.Result{}, err
		}
		ev, err := decide(st)
		if err != nil {
			return command.Result{}, err
		}
		res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: st.version, Events: []events.Event{ev}})
		if !errors.Is(err, events.ErrConflict) {
			return command.ResultOf(res, stream), err
		}
		if i == 40 || ctx.Err() != nil {
			return command.Result{}, apperr.Conflict("操作太频繁，请稍后再试")
		}
		// Writers that collided try again spread out, not in lockstep.
		time.Sleep(time.Duration(rand.IntN(2+i)) * time.Millisecond)
	}
}
