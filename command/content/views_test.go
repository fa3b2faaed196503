package content_test

import (
	"testing"
	"time"

	"zhiyuan/command/content"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// views answers the reads recorded in the log (each on a stream of its own).
func views(t *testing.T, sc eventlogtest.Scenario) []events.Envelope {
	t.Helper()
	var out []events.Envelope
	for s, envs := range logged(t, sc) {
		if events.IsContentViewStream(s) {
			out = append(out, envs...)
		}
	}
	return out
}

// Given an item, when a reader opens it, then the read is counted on a stream of its own, only
// for a live item.
func TestView(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name    string
		given   []events.Event
		id      string
		wantErr string
	}{
		{name: "a live item", given: []events.Event{drafted, published}},
		{name: "a live item with a draft revision", given: []events.Event{drafted, published, redrafted}},
		{name: "a draft", given: []events.Event{drafted}, wantErr: "内容不存在"},
		{name: "scheduled, not yet live", given: []events.Event{drafted, scheduled}, wantErr: "内容不存在"},
		{name: "withdrawn", given: []events.Event{drafted, published, withdrawn}, wantErr: "内容不存在"},
		{name: "no such item", wantErr: "内容不存在"},
		{name: "an id that cannot exist", id: "../x", wantErr: "内容不存在"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			svc.SetClock(time.Now)
			sc.Given(t, stream, c.given...)
			itemID := id
			if c.id != "" {
				itemID = c.id
			}
			counted, err := svc.View(ctx, as(reader), itemID)
			got := views(t, sc)
			if c.wantErr != "" {
				if e, ok := apperr.As(err); !ok || e.Message != c.wantErr || counted || len(got) > 0 {
					t.Fatalf("counted %v, %d reads, error %v; want %q and no read", counted, len(got), err, c.wantErr)
				}
				return
			}
			if err != nil || !counted || len(got) != 1 {
				t.Fatalf("counted %v, %d reads, %v", counted, len(got), err)
			}
			ev, err := sc.Registry.Decode(got[0])
			if err != nil || ev != (events.ContentViewed{ID: id}) || got[0].Version != 1 ||
				got[0].Meta.ActorUserID != reader || got[0].Meta.ClientIP != ip {
				t.Fatalf("read recorded as %#v %+v (%v)", ev, got[0], err)
			}
			if v := sc.Version(t, stream); v != len(c.given) {
				t.Fatalf("a read wrote to the item's stream: version %d", v)
			}
		})
	}
}

// One address adds at most ViewsPerIPHour reads an hour; more are answered but not counted, and
// other addresses, or the same one an hour later, count again.
func TestViewLimit(t *testing.T) {
	t.Parallel()
	sc, svc := newService(t)
	svc.SetClock(time.Now)
	sc.Given(t, stream, drafted, published)
	script := events.Metadata{ClientIP: "10.9.9.9"}
	burst := make([]events.Event, content.ViewsPerIPHour-1)
	for i := range burst {
		burst[i] = events.ContentViewed{ID: id}
	}
	if _, err := sc.Store.Append(ctx, script, events.Append{StreamID: events.ContentViewStream("burst"),
		ExpectedVersion: 0, Events: burst}); err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{true, false, false} {
		if counted, err := svc.View(ctx, script, id); err != nil || counted != want {
			t.Fatalf("read %d past the burst: counted %v, %v; want %v", i+1, counted, err, want)
		}
	}
	if n := len(views(t, sc)); n != content.ViewsPerIPHour {
		t.Fatalf("%d reads recorded, want %d", n, content.ViewsPerIPHour)
	}
	if counted, err := svc.View(ctx, as(reader), id); err != nil || !counted {
		t.Fatalf("another address: counted %v, %v", counted, err)
	}
	svc.SetClock(func() time.Time { return time.Now().Add(time.Hour + time.Minute) })
	if counted, err := svc.View(ctx, script, id); err != nil || !counted {
		t.Fatalf("an hour later: counted %v, %v", counted, err)
	}
}
