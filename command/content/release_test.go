package content_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"zhiyuan/command/content"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

var scheduler = events.Metadata{ActorUserID: "system-scheduler", ClientIP: ip}

// Given a scheduled item, when the scheduler releases it, then it goes live at its set time once
// that time has come; anything else is left alone.
func TestRelease(t *testing.T) {
	t.Parallel()
	due := events.ContentScheduled{ID: id, At: december2026.UTC().Add(-time.Minute)}
	for _, c := range []struct {
		name    string
		given   []events.Event
		then    []events.Event
		wantErr string
	}{
		{name: "a time that has come", given: []events.Event{drafted, due},
			then: []events.Event{events.ContentPublished{ID: id, At: due.At, ContentFields: first}}},
		{name: "exactly its time", given: []events.Event{drafted, events.ContentScheduled{ID: id, At: december2026.UTC()}},
			then: []events.Event{events.ContentPublished{ID: id, At: december2026.UTC(), ContentFields: first}}},
		{name: "the revision scheduled, over the live one", given: []events.Event{drafted, published, redrafted, due},
			then: []events.Event{events.ContentPublished{ID: id, At: due.At, ContentFields: second}}},
		{name: "the new year's item waits for 2027", given: []events.Event{drafted, scheduled}},
		{name: "already released", given: []events.Event{drafted, due, events.ContentPublished{ID: id, At: due.At, ContentFields: first}}},
		{name: "withdrawn before its time", given: []events.Event{drafted, due, withdrawn}},
		{name: "revised after it was scheduled", given: []events.Event{drafted, due, redrafted}},
		{name: "an item that does not exist", wantErr: "内容不存在"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			sc.Given(t, stream, c.given...)
			res, done, err := svc.Release(ctx, scheduler, id)
			if done != (len(c.then) > 0) {
				t.Fatalf("released %v, want %v", done, len(c.then) > 0)
			}
			if err == nil && res.Version != sc.Version(t, stream) {
				t.Fatalf("answered version %d, the stream is at %d", res.Version, sc.Version(t, stream))
			}
			check(t, sc, stream, len(c.given), scheduler.ActorUserID, err, c.wantErr, c.then)
		})
	}
}

// dueList is the read model's answer to the scheduler, and what it was asked.
type dueList struct {
	ids   []string
	now   time.Time
	limit int
}

func (d *dueList) DueScheduled(_ context.Context, now time.Time, limit int) ([]string, error) {
	d.now, d.limit = now, limit
	return d.ids, nil
}

// A tick releases each due item once; an unknown id is an error that does not stop the others,
// and a second tick (or a second scheduler) publishes nothing more.
func TestSchedulerTick(t *testing.T) {
	t.Parallel()
	sc, svc := newService(t)
	later := "news-later000000"
	at := december2026.UTC().Add(-time.Hour)
	sc.Given(t, stream, drafted, events.ContentScheduled{ID: id, At: at})
	sc.Given(t, events.ContentStream(later), events.ContentDrafted{ID: later, ContentFields: second},
		events.ContentScheduled{ID: later, At: december2026.UTC().Add(time.Hour)})
	due := &dueList{ids: []string{"news-gone00000000", id, later}}
	s := content.NewScheduler(svc, due, func() events.Metadata { return scheduler }, slog.New(slog.NewTextHandler(io.Discard, nil)))

	n, err := s.Tick(ctx)
	if e, ok := apperr.As(err); !ok || e.Message != "内容不存在" || n != 1 {
		t.Fatalf("tick: %d released, error %v; want 1 and the unknown id's", n, err)
	}
	if !due.now.Equal(december2026) || due.limit != 100 {
		t.Fatalf("asked for due items at %v, %d of them", due.now, due.limit)
	}
	check(t, sc, stream, 2, scheduler.ActorUserID, nil, "",
		[]events.Event{events.ContentPublished{ID: id, At: at, ContentFields: first}})
	check(t, sc, events.ContentStream(later), 2, scheduler.ActorUserID, nil, "", nil)

	due.ids = []string{id}
	if n, err := s.Tick(ctx); err != nil || n != 0 {
		t.Fatalf("second tick: %d released, %v", n, err)
	}
	if v := sc.Version(t, stream); v != 3 {
		t.Fatalf("released twice: version %d", v)
	}
}
