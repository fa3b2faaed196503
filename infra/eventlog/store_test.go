package eventlog_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/postgres"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// newStore opens a migrated, empty database with an event store on it.
func newStore(t *testing.T) (*postgres.DB, *eventlog.Store, *events.Registry) {
	t.Helper()
	db, err := postgres.Open(context.Background(), pgtest.NewDatabase(t), 30)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	if err := postgres.Migrate(db); err != nil {
		t.Fatal(err)
	}
	reg := events.NewRegistry()
	store := eventlog.NewStore(db, reg)
	t.Cleanup(store.Close)
	return db, store, reg
}

func student(user, nick string) events.Event {
	return events.StudentInfoUpdated{UserID: user, NickName: nick, StudentName: "张三", Sex: 1}
}

func meta() events.Metadata {
	return events.Metadata{ActorUserID: "u-test", TerminalType: "0", ClientIP: "10.0.0.1"}
}

// logRow is one event as a reader of the log by position gets it.
type logRow struct {
	EventID  string
	Envelope events.Envelope
}

// outbox is the log read by position: the events table is its own outbox, so
// what a reader gets is exactly what was stored, once.
func outbox(t *testing.T, store *eventlog.Store) []logRow {
	t.Helper()
	envs, err := store.ReadAll(context.Background(), 0, 100000)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]logRow, len(envs))
	for i, e := range envs {
		out[i] = logRow{EventID: e.ID, Envelope: e}
	}
	return out
}

func load(t *testing.T, s *eventlog.Store, stream string) []events.Envelope {
	t.Helper()
	envs, err := s.Load(context.Background(), stream)
	if err != nil {
		t.Fatal(err)
	}
	return envs
}

func TestConcurrentAppendsWithOneExpectedVersionExactlyOneWins(t *testing.T) {
	_, store, reg := newStore(t)
	ctx := context.Background()
	const writers = 20
	stream := events.ProfileStream("u1")
	var (
		wg      sync.WaitGroup
		start   = make(chan struct{})
		results = make([]events.AppendResult, writers)
		errs    = make([]error, writers)
	)
	for i := 0; i < writers; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			results[i], errs[i] = store.Append(ctx, meta(), events.Append{StreamID: stream, ExpectedVersion: 0,
				Events: []events.Event{student("u1", fmt.Sprintf("writer-%02d", i))}})
		}(i)
	}
	close(start)
	wg.Wait()

	winner := -1
	for i, err := range errs {
		switch {
		case err == nil && winner >= 0:
			t.Fatalf("writers %d and %d both won", winner, i)
		case err == nil:
			winner = i
		case !errors.Is(err, events.ErrConflict):
			t.Fatalf("writer %d: %v, want events.ErrConflict", i, err)
		}
	}
	if winner < 0 {
		t.Fatal("no writer won")
	}
	envs := load(t, store, stream)
	if len(envs) != 1 || envs[0].Version != 1 {
		t.Fatalf("stream has %d events, want exactly one at version 1", len(envs))
	}
	ev, err := reg.Decode(envs[0])
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ev.(events.StudentInfoUpdated).NickName, fmt.Sprintf("writer-%02d", winner); got != want {
		t.Fatalf("stored %q but %q won", got, want)
	}
	if r := results[winner]; r.Versions[stream] != 1 || r.Position != envs[0].Position {
		t.Fatalf("winner's result %+v, stored position %d", r, envs[0].Position)
	}
	ob := outbox(t, store)
	if len(ob) != 1 || ob[0].EventID != envs[0].ID || ob[0].Envelope.Position != envs[0].Position {
		t.Fatalf("outbox %+v, want one row for event %s", ob, envs[0].ID)
	}
}

func TestStaleExpectedVersionFailsAndWritesNothing(t *testing.T) {
	_, store, _ := newStore(t)
	ctx := context.Background()
	stream := events.ProfileStream("u1")
	for v := 0; v < 2; v++ {
		if _, err := store.Append(ctx, meta(), events.Append{StreamID: stream, ExpectedVersion: v,
			Events: []events.Event{student("u1", fmt.Sprint("v", v+1))}}); err != nil {
			t.Fatal(err)
		}
	}
	for _, expected := range []int{0, 1, 3} {
		_, err := store.Append(ctx, meta(), events.Append{StreamID: stream, ExpectedVersion: expected,
			Events: []events.Event{student("u1", "stale"), student("u1", "stale too")}})
		if !errors.Is(err, events.ErrConflict) {
			t.Fatalf("append expecting %d to a stream at 2: %v, want events.ErrConflict", expected, err)
		}
	}
	if envs := load(t, store, stream); len(envs) != 2 {
		t.Fatalf("stream has %d events after stale appends, want 2", len(envs))
	}
	if n := len(outbox(t, store)); n != 2 {
		t.Fatalf("outbox has %d rows after stale appends, want 2", n)
	}
}

func TestMultiStreamAppendIsAllOrNothing(t *testing.T) {
	_, store, _ := newStore(t)
	ctx := context.Background()
	a, b := events.ProfileStream("a"), events.ProfileStream("b")
	if _, err := store.Append(ctx, meta(), events.Append{StreamID: a, ExpectedVersion: 0,
		Events: []events.Event{student("a", "first")}}); err != nil {
		t.Fatal(err)
	}
	headBefore, _ := store.Head(ctx)
	// b comes first and is fine; a is stale: nothing of either may be written.
	_, err := store.Append(ctx, meta(),
		events.Append{StreamID: b, ExpectedVersion: 0, Events: []events.Event{student("b", "1"), student("b", "2")}},
		events.Append{StreamID: a, ExpectedVersion: 0, Events: []events.Event{student("a", "stale")}})
	if !errors.Is(err, events.ErrConflict) {
		t.Fatalf("append with one stale stream: %v, want events.ErrConflict", err)
	}
	if envs := load(t, store, b); len(envs) != 0 {
		t.Fatalf("stream b has %d events after a failed multi-stream append", len(envs))
	}
	if envs := load(t, store, a); len(envs) != 1 {
		t.Fatalf("stream a has %d events, want 1", len(envs))
	}
	if head, _ := store.Head(ctx); head != headBefore {
		t.Fatalf("head moved from %d to %d", headBefore, head)
	}
	if n := len(outbox(t, store)); n != 1 {
		t.Fatalf("outbox has %d rows, want 1", n)
	}

	res, err := store.Append(ctx, meta(),
		events.Append{StreamID: b, ExpectedVersion: 0, Events: []events.Event{student("b", "1"), student("b", "2")}},
		events.Append{StreamID: a, ExpectedVersion: 1, Events: []events.Event{student("a", "second")}})
	if err != nil {
		t.Fatal(err)
	}
	head, _ := store.Head(ctx)
	if res.Versions[a] != 2 || res.Versions[b] != 2 || res.Position != head {
		t.Fatalf("result %+v, head %d", res, head)
	}
	ob := outbox(t, store)
	if len(ob) != 4 {
		t.Fatalf("outbox has %d rows, want 4", len(ob))
	}
}

func TestEventLogIsAppendOnly(t *testing.T) {
	db, store, _ := newStore(t)
	ctx := context.Background()
	if _, err := store.Append(ctx, meta(), events.Append{StreamID: "profile-u", ExpectedVersion: 0,
		Events: []events.Event{student("u", "kept")}}); err != nil {
		t.Fatal(err)
	}
	before := load(t, store, "profile-u")
	for _, stmt := range []string{
		`UPDATE events SET data = '{"nick_name":"forged"}'`,
		`UPDATE events SET meta = '{}' WHERE stream_id = 'profile-u'`,
		`DELETE FROM events`,
		`TRUNCATE events`,
	} {
		_, err := db.Pool.Exec(ctx, stmt)
		if err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Fatalf("%s: %v, want the append-only error", stmt, err)
		}
	}
	after := load(t, store, "profile-u")
	if len(after) != 1 || string(after[0].Data) != string(before[0].Data) || after[0].Meta != before[0].Meta {
		t.Fatalf("event changed: %+v -> %+v", before, after)
	}
}

func TestMetadataRoundTrips(t *testing.T) {
	_, store, _ := newStore(t)
	ctx := context.Background()
	shanghai := time.FixedZone("CST", 8*3600)
	m := events.Metadata{ActorUserID: "u-42", OrgCode: "org-7", TerminalType: "2", RequestID: "req-abc",
		ClientIP: "2001:db8::1", UserAgent: "Mozilla/5.0 (测试) \"quoted\"", Time: time.Date(2025, 6, 7, 9, 0, 1, 123456789, shanghai)}
	if _, err := store.Append(ctx, m, events.Append{StreamID: "profile-u42", ExpectedVersion: 0,
		Events: []events.Event{student("u42", "a"), student("u42", "b")}}); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Append(ctx, events.Metadata{ActorUserID: "u-42"}, events.Append{StreamID: "profile-u42",
		ExpectedVersion: 2, Events: []events.Event{student("u42", "c")}}); err != nil {
		t.Fatal(err)
	}
	envs := load(t, store, "profile-u42")
	all, err := store.ReadAll(ctx, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	ob := outbox(t, store)
	for i, got := range [][]events.Metadata{{envs[0].Meta, envs[1].Meta}, {all[0].Meta, all[1].Meta},
		{ob[0].Envelope.Meta, ob[1].Envelope.Meta}} {
		for _, g := range got {
			if !g.Time.Equal(m.Time) {
				t.Fatalf("read %d: time %v, want %v", i, g.Time, m.Time)
			}
			g.Time = m.Time
			if g != m {
				t.Fatalf("read %d: metadata %+v, want %+v", i, g, m)
			}
		}
	}
	if ts := envs[2].Meta.Time; ts.IsZero() || time.Since(ts) > time.Hour || time.Until(ts) > time.Hour {
		t.Fatalf("a missing time was not stamped with now: %v", ts)
	}
}
