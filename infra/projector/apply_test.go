package projector_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// applyAll feeds envelopes to every projection of the platform, in order.
func applyAll(t *testing.T, p *platform.Platform, envs ...events.Envelope) {
	t.Helper()
	for _, pr := range p.Runtime.Projections() {
		for _, env := range envs {
			if err := p.Runtime.Apply(context.Background(), pr, eventlog.Batch{Events: []events.Envelope{env}}); err != nil {
				t.Fatalf("apply %s@%d to %s: %v", env.Type, env.Position, pr.Name(), err)
			}
		}
	}
}

// setup opens a platform without projectors and applies its whole log so far
// (the seeded site configuration and the accounts of uids) to every projection.
func setup(t *testing.T, uids ...string) *platform.Platform {
	t.Helper()
	p := platformtest.New(t, platformtest.Options{NoProjectors: true}).P
	ctx := context.Background()
	for i, uid := range uids {
		if err := register(ctx, p, uid, i+1); err != nil {
			t.Fatal(err)
		}
	}
	all, err := p.Store.ReadAll(ctx, 0, 10000)
	if err != nil {
		t.Fatal(err)
	}
	applyAll(t, p, all...)
	return p
}

// column reads a one-column query.
func column[T any](t *testing.T, p *platform.Platform, sql string) []T {
	t.Helper()
	rows, err := p.DB.Pool.Query(context.Background(), sql)
	if err != nil {
		t.Fatal(err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[T])
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func loadStream(t *testing.T, p *platform.Platform, stream string) []events.Envelope {
	t.Helper()
	envs, err := p.Store.Load(context.Background(), stream)
	if err != nil {
		t.Fatal(err)
	}
	return envs
}

func TestRedeliveredEventsChangeNothing(t *testing.T) {
	t.Parallel()
	p := setup(t, "u1")
	ctx := context.Background()
	seedOnly := state(t, p)
	if err := writeProfile(ctx, p, "u1", 1); err != nil {
		t.Fatal(err)
	}
	prof := loadStream(t, p, events.ProfileStream("u1"))
	applyAll(t, p, prof...)
	before := state(t, p)
	if before["profiles"] == seedOnly["profiles"] || before["audit"] == seedOnly["audit"] {
		t.Fatal("the profile events changed nothing in the first place")
	}

	acct := loadStream(t, p, events.AccountStream("u1"))
	applyAll(t, p, prof[2]) // the same event again
	applyAll(t, p, prof[0]) // an older one after a newer one
	applyAll(t, p, acct...) // the registration, long after the profile edits
	applyAll(t, p, prof...) // the whole stream once more
	if after := state(t, p); !reflect.DeepEqual(after, before) {
		for n := range before {
			if after[n] != before[n] {
				t.Errorf("%s changed on redelivery:\n before %s\n after  %s", n, before[n], after[n])
			}
		}
	}
}

func TestGapIsFilledFromTheLog(t *testing.T) {
	t.Parallel()
	p := setup(t, "u1")
	ctx := context.Background()
	if err := writeProfile(ctx, p, "u1", 3); err != nil {
		t.Fatal(err)
	}
	prof := loadStream(t, p, events.ProfileStream("u1"))
	if len(prof) != 3 {
		t.Fatalf("profile stream has %d events", len(prof))
	}
	cpBefore := map[string]checkpoint{}
	for _, n := range names(p) {
		cpBefore[n] = readCheckpoint(t, p, "rm_"+n)
	}
	applyAll(t, p, prof[2]) // versions 1 and 2 were never delivered

	var student, province string
	var score, version int
	if err := p.DB.Pool.QueryRow(ctx, `SELECT student_name, exam_province_name, score, profile_version
		FROM rm_profiles.users WHERE user_id = 'u1'`).Scan(&student, &province, &score, &version); err != nil {
		t.Fatal(err)
	}
	if student != "学生u1" || province == "" || score != 403 || version != 3 {
		t.Fatalf("profile after the gap: %q %q %d v%d, want all three events applied", student, province, score, version)
	}
	positions := column[int64](t, p, `SELECT position FROM rm_audit.entries WHERE type LIKE 'profile.%' ORDER BY position`)
	if want := []int64{prof[0].Position, prof[1].Position, prof[2].Position}; !reflect.DeepEqual(positions, want) {
		t.Fatalf("audit has profile entries at %v, want %v", positions, want)
	}
	for _, n := range names(p) {
		c := readCheckpoint(t, p, "rm_"+n)
		want, read := cpBefore[n], reads(p, n, events.ProfileStream("u1"))
		if read {
			want.Applied, want.Position = want.Applied+3, prof[2].Position
		}
		if c.Applied != want.Applied || c.Position != want.Position || (read && c.Through < prof[2].Position) {
			t.Fatalf("%s checkpoint %+v after filling a gap of 3 from %+v", n, c, cpBefore[n])
		}
	}

	filled := state(t, p)
	applyAll(t, p, prof[0], prof[1]) // the late deliveries of what was filled
	if after := state(t, p); !reflect.DeepEqual(after, filled) {
		t.Fatalf("late delivery after a filled gap changed the read models:\n%v\n%v", filled, after)
	}
	live := fingerprints(t, p, "")
	rebuildAll(t, ctx, p)
	if rebuilt := fingerprints(t, p, ""); !reflect.DeepEqual(rebuilt, live) {
		t.Fatalf("a read model with a filled gap differs from a rebuild:\n%v\n%v", live, rebuilt)
	}
}

// Transactions commit out of order: an event with a lower position can arrive
// after one with a higher position. It must still be applied.
func TestLowerPositionArrivingLateIsApplied(t *testing.T) {
	t.Parallel()
	p := setup(t, "a", "b")
	ctx := context.Background()
	for _, uid := range []string{"a", "b"} {
		if err := writeProfile(ctx, p, uid, 2); err != nil {
			t.Fatal(err)
		}
	}
	a, b := loadStream(t, p, events.ProfileStream("a")), loadStream(t, p, events.ProfileStream("b"))
	applyAll(t, p, b...) // b's events have the higher positions
	applyAll(t, p, a...)
	live := fingerprints(t, p, "")
	for _, n := range names(p) {
		if c := readCheckpoint(t, p, "rm_"+n); reads(p, n, events.ProfileStream("b")) && c.Position != b[2].Position {
			t.Fatalf("%s checkpoint position %d, want the highest applied %d", n, c.Position, b[2].Position)
		}
	}
	versions := column[int](t, p, `SELECT profile_version FROM rm_profiles.users WHERE user_id IN ('a','b') ORDER BY user_id`)
	if !reflect.DeepEqual(versions, []int{3, 3}) {
		t.Fatalf("profile versions %v, want both users at 3", versions)
	}
	for _, name := range names(p) {
		if c, n := readCheckpoint(t, p, "rm_"+name), readable(t, p, "rm_"+name); c.Applied != n {
			t.Fatalf("%s applied %d of the %d events it reads", name, c.Applied, n)
		}
	}
	rebuildAll(t, ctx, p)
	if rebuilt := fingerprints(t, p, ""); !reflect.DeepEqual(rebuilt, live) {
		t.Fatalf("read models fed out of order differ from a rebuild:\n%v\n%v", live, rebuilt)
	}
}

// An event stored at an old schema version is upcast before the projection sees it.
func TestProjectionSeesUpcastEvent(t *testing.T) {
	t.Parallel()
	p := setup(t, "old")
	ctx := context.Background()
	if _, err := p.DB.Pool.Exec(ctx, `INSERT INTO events (id, stream_id, version, type, schema_version, data, meta)
		VALUES (gen_random_uuid(), 'profile-old', 1, 'profile.exam_info_updated', 1, $1, '{"actor_user_id":"old"}')`,
		`{"user_id":"old","exam_province_id":11,"exam_province_name":"北京","exam_year":2024,"select_subject":"历史"}`); err != nil {
		t.Fatal(err)
	}
	applyAll(t, p, loadStream(t, p, "profile-old")...)
	var subjects []string
	if err := p.DB.Pool.QueryRow(ctx, `SELECT select_subjects FROM rm_profiles.users WHERE user_id = 'old'`).Scan(&subjects); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(subjects, []string{"历史"}) {
		t.Fatalf("subjects from a v1 event: %v", subjects)
	}
}
