package content

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
)

// Due finds the scheduled items whose time has come (the content read model).
type Due interface {
	DueScheduled(ctx context.Context, now time.Time, limit int) ([]string, error)
}

// Scheduler publishes scheduled revisions when their time comes. Release is idempotent, so
// several schedulers (one per command process) may run.
type Scheduler struct {
	svc  *Service
	due  Due
	meta func() events.Metadata
	log  *slog.Logger
}

func NewScheduler(svc *Service, due Due, meta func() events.Metadata, log *slog.Logger) *Scheduler {
	return &Scheduler{svc: svc, due: due, meta: meta, log: log}
}

// Run ticks until the context ends.
func (s *Scheduler) Run(ctx context.Context, every time.Duration) {
	command.Every(ctx, every, s.log, "content scheduler", func(ctx context.Context) error {
		_, err := s.Tick(ctx)
		return err
	})
}

// Tick releases every due item once and answers how many it published.
func (s *Scheduler) Tick(ctx context.Context) (int, error) {
	ids, err := s.due.DueScheduled(ctx, s.svc.now(), 100)
	if err != nil {
		return 0, err
	}
	n := 0
	var errs []error
	for _, id := range ids {
		_, done, err := s.svc.Release(ctx, s.meta(), id)
		if err != nil {
			errs = append(errs, err)
		}
		if done {
			n++
		}
	}
	return n, errors.Join(errs...)
}
