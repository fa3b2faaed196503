package projector_test

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"

	"zhiyuan/command/profile"
	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/projector"
	"zhiyuan/projections"
	pprofiles "zhiyuan/projections/profiles"
)

// hooked is the profiles projection under another name whose rebuild runs a
// hook on each event it replays: points between the replay's start and the
// swap that a test can use deterministically.
type hooked struct {
	pprofiles.Projection
	hook func()
}

func (hooked) Name() string { return "hooked" }

func (h hooked) StartRebuild(context.Context) (projections.Projection, func(context.Context) error, func(context.Context) error, error) {
	fresh := &onEach{Projection: h.Projection, each: h.hook}
	noop := func(context.Context) error { return nil }
	return fresh, noop, noop, nil
}

type onEach struct {
	pprofiles.Projection
	each func()
}

func (onEach) Name() string { return "hooked" }

func (o *onEach) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	o.each()
	return o.Projection.Handle(ctx, tx, env, ev)
}

func (o *onEach) HandleBatch(ctx context.Context, tx projections.Tx, items []projections.Item) error {
	return projections.HandleEach(ctx, o, tx, items)
}

// An event the live read model applies while a rebuild is replaying (after
// the replay has read its batch) must be in the rebuilt read model: the bus
// will not deliver it again.
func TestRebuildCatchesUpWhatTheLiveModelAppliedMeanwhile(t *testing.T) {
	t.Parallel()
	p := platformtest.New(t, platformtest.Options{NoProjectors: true}).P
	ctx := context.Background()
	if err := register(ctx, p, "u1", 1); err != nil {
		t.Fatal(err)
	}
	live := &hooked{}
	rt := projector.New(p.DB, p.Store, p.Registry, p.Log, live)
	if err := rt.Ensure(ctx); err != nil {
		t.Fatal(err)
	}
	applyLog := func(after int64) {
		envs, err := p.Store.ReadAll(ctx, after, 10000)
		if err != nil {
			t.Fatal(err)
		}
		for _, env := range envs {
			if err := rt.Apply(ctx, live, eventlog.Batch{Events: []events.Envelope{env}}); err != nil {
				t.Fatal(err)
			}
		}
	}
	applyLog(0)

	var hookErr error
	var once sync.Once
	live.hook = func() { // a command lands and the live projector applies it, mid-replay
		once.Do(func() {
			head, _ := p.Store.Head(ctx)
			if _, hookErr = p.App.Profiles.UpdateStudent(ctx, userMeta("u1"), "u1",
				profile.UpdateStudent{NickName: "迟到", StudentName: "学生", Sex: 2}); hookErr == nil {
				applyLog(head)
			}
		})
	}
	if _, err := rt.Rebuild(ctx, "hooked"); err != nil {
		t.Fatal(err)
	}
	if hookErr != nil {
		t.Fatal(hookErr)
	}
	var nick string
	var version int
	if err := p.DB.Pool.QueryRow(ctx, `SELECT nick_name, profile_version FROM rm_hooked.users WHERE user_id = 'u1'`).
		Scan(&nick, &version); err != nil {
		t.Fatal(err)
	}
	if nick != "迟到" || version != 1 {
		t.Fatalf("rebuilt read model has %q v%d: the event applied during the replay is missing", nick, version)
	}
	n, head := readableBy(t, p, live), lastPosition(t, p)
	if c := readCheckpoint(t, p, "rm_hooked"); c.Applied != n || c.Position != head {
		t.Fatalf("rebuilt checkpoint %+v, log has %d events up to %d", c, n, head)
	}
}

// Writes that outpace the replay must not keep a rebuild from finishing: the
// replay stops at the head it saw first, and what comes later is the bus's.
func TestRebuildFinishesWhileWritesOutpaceTheReplay(t *testing.T) {
	t.Parallel()
	p := platformtest.New(t, platformtest.Options{NoProjectors: true}).P
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	if err := register(ctx, p, "u1", 1); err != nil {
		t.Fatal(err)
	}
	live := &hooked{}
	rt := projector.New(p.DB, p.Store, p.Registry, p.Log, live)
	if err := rt.Ensure(ctx); err != nil {
		t.Fatal(err)
	}
	written := 0
	live.hook = func() { // every event replayed brings a new one into the log
		if ctx.Err() == nil {
			if _, err := p.App.Profiles.UpdateStudent(ctx, userMeta("u1"), "u1",
				profile.UpdateStudent{NickName: "追赶", StudentName: "学生", Sex: 1}); err == nil {
				written++
			}
		}
	}
	if _, err := rt.Rebuild(ctx, "hooked"); err != nil {
		t.Fatalf("rebuild while the log keeps growing: %v (%d events written meanwhile)", err, written)
	}
	live.hook = func() {}
	envs, err := p.Store.ReadAll(ctx, 0, 100000) // the bus delivers what the replay left out
	if err != nil {
		t.Fatal(err)
	}
	for _, env := range envs {
		if err := rt.Apply(ctx, live, eventlog.Batch{Events: []events.Envelope{env}}); err != nil {
			t.Fatal(err)
		}
	}
	n, head := readableBy(t, p, live), lastPosition(t, p)
	if c := readCheckpoint(t, p, "rm_hooked"); c.Applied != n || c.Position != head || written == 0 {
		t.Fatalf("checkpoint %+v, log has %d events up to %d, %d written during the rebuild", c, n, head, written)
	}
}

// lastPosition is the position of the newest event of a stream the profiles read.
func lastPosition(t *testing.T, p *platform.Platform) int64 {
	t.Helper()
	var pos int64
	if err := p.DB.Pool.QueryRow(context.Background(), `SELECT COALESCE(MAX(position), 0) FROM events
		WHERE stream_id NOT LIKE 'catalog-%' AND stream_id NOT LIKE 'admission-%'`).Scan(&pos); err != nil {
		t.Fatal(err)
	}
	return pos
}

// A second rebuild of a projection while one runs is refused, and changes nothing.
func TestSecondRebuildOfAProjectionIsRefused(t *testing.T) {
	t.Parallel()
	p := platformtest.New(t, platformtest.Options{NoProjectors: true}).P
	ctx := context.Background()
	conn, err := p.DB.Pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	// What a running rebuild of audit holds for as long as it runs.
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(hashtext('rebuild:audit'))`); err != nil {
		t.Fatal(err)
	}
	before := fingerprints(t, p, "")
	if _, err := p.Runtime.Rebuild(ctx, "audit"); !errors.Is(err, projector.ErrRebuildRunning) {
		t.Fatalf("a second rebuild of audit: %v, want ErrRebuildRunning", err)
	}
	if after := fingerprints(t, p, ""); !reflect.DeepEqual(after, before) {
		t.Fatal("a refused rebuild changed the read models")
	}
	if _, err := p.Runtime.Rebuild(ctx, "profiles"); err != nil {
		t.Fatalf("a rebuild of another projection: %v", err)
	}
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_unlock(hashtext('rebuild:audit'))`); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Runtime.Rebuild(ctx, "audit"); err != nil {
		t.Fatalf("the rebuild once the first has ended: %v", err)
	}
}
