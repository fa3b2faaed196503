package eventlog_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"zhiyuan/events"
)

func TestLoadLoadFromAndReadAllKeepOrder(t *testing.T) {
	_, store, _ := newStore(t)
	ctx := context.Background()
	version := map[string]int{}
	var order []string // "stream/version" in append order
	for round := 0; round < 5; round++ {
		for _, s := range []string{"profile-p", "profile-q", "profile-r"} {
			n := 1 + (round+len(s))%3
			evs := make([]events.Event, n)
			for i := range evs {
				evs[i] = student(s, fmt.Sprint(round, i))
			}
			if _, err := store.Append(ctx, meta(), events.Append{StreamID: s, ExpectedVersion: version[s], Events: evs}); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < n; i++ {
				version[s]++
				order = append(order, fmt.Sprintf("%s/%d", s, version[s]))
			}
		}
	}
	for s, last := range version {
		envs := load(t, store, s)
		if len(envs) != last {
			t.Fatalf("%s: %d events, want %d", s, len(envs), last)
		}
		for i, e := range envs {
			if e.Version != i+1 || e.StreamID != s || (i > 0 && e.Position <= envs[i-1].Position) {
				t.Fatalf("%s: event %d is %s/%d at %d", s, i, e.StreamID, e.Version, e.Position)
			}
		}
		from, err := store.LoadFrom(ctx, s, 2)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(from, envs[2:]) {
			t.Fatalf("%s: LoadFrom(2) differs from Load()[2:]", s)
		}
	}
	if envs := load(t, store, "profile-nobody"); len(envs) != 0 {
		t.Fatalf("unknown stream has %d events", len(envs))
	}

	all, err := store.ReadAll(ctx, 0, 1000)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for i, e := range all {
		if i > 0 && e.Position <= all[i-1].Position {
			t.Fatalf("ReadAll out of order at %d", i)
		}
		got = append(got, fmt.Sprintf("%s/%d", e.StreamID, e.Version))
	}
	if !reflect.DeepEqual(got, order) {
		t.Fatalf("ReadAll order\n%v\nwant append order\n%v", got, order)
	}
	var paged []events.Envelope
	for after := int64(0); ; {
		page, err := store.ReadAll(ctx, after, 4)
		if err != nil {
			t.Fatal(err)
		}
		if len(page) == 0 {
			break
		}
		if len(page) > 4 {
			t.Fatalf("page of %d with limit 4", len(page))
		}
		paged = append(paged, page...)
		after = page[len(page)-1].Position
	}
	if !reflect.DeepEqual(paged, all) {
		t.Fatal("paging ReadAll gave a different log than reading it at once")
	}
	if head, _ := store.Head(ctx); head != all[len(all)-1].Position {
		t.Fatalf("head %d, last position %d", head, all[len(all)-1].Position)
	}
}

// An event written by an older program at schema v1 (one "select_subject")
// reads back as the current v2 (a "select_subjects" list).
func TestOldSchemaIsUpcastOnRead(t *testing.T) {
	db, store, reg := newStore(t)
	ctx := context.Background()
	if v, _ := reg.Version("profile.exam_info_updated"); v != 2 {
		t.Fatalf("exam_info_updated is at v%d; this test is about the v1 -> v2 upcaster", v)
	}
	// The store only writes current schemas, so the old row goes in as SQL, as the old program wrote it.
	if _, err := db.Pool.Exec(ctx, `INSERT INTO events (id, stream_id, version, type, schema_version, data, meta)
		VALUES (gen_random_uuid(), 'profile-old', 1, 'profile.exam_info_updated', 1, $1, '{"actor_user_id":"old"}')`,
		`{"user_id":"old","exam_province_id":11,"exam_province_name":"北京","exam_year":2024,"select_subject":"物理"}`); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Append(ctx, meta(), events.Append{StreamID: "profile-old", ExpectedVersion: 1,
		Events: []events.Event{events.ExamInfoUpdated{UserID: "old", ExamProvinceID: 11, ExamProvinceName: "北京",
			ExamYear: 2025, SelectSubjects: []string{"历史", "地理"}}}}); err != nil {
		t.Fatal(err)
	}
	envs := load(t, store, "profile-old")
	if len(envs) != 2 || envs[0].SchemaVersion != 1 || envs[1].SchemaVersion != 2 {
		t.Fatalf("stored schema versions: %+v", envs)
	}
	want := []events.ExamInfoUpdated{
		{UserID: "old", ExamProvinceID: 11, ExamProvinceName: "北京", ExamYear: 2024, SelectSubjects: []string{"物理"}},
		{UserID: "old", ExamProvinceID: 11, ExamProvinceName: "北京", ExamYear: 2025, SelectSubjects: []string{"历史", "地理"}},
	}
	for i, env := range envs {
		ev, err := reg.Decode(env)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(ev, want[i]) {
			t.Fatalf("event %d decoded as %+v, want %+v", i, ev, want[i])
		}
	}
	if envs[0].Meta.ActorUserID != "old" {
		t.Fatalf("old row's metadata: %+v", envs[0].Meta)
	}
	// A v1 row without a subject upcasts to no subjects; a schema newer than the program is refused.
	noSubject := envs[0]
	noSubject.Data = []byte(`{"user_id":"old","exam_province_id":11,"exam_year":2024,"subject_type":2}`)
	if ev, err := reg.Decode(noSubject); err != nil || len(ev.(events.ExamInfoUpdated).SelectSubjects) != 0 ||
		ev.(events.ExamInfoUpdated).SubjectType != 2 {
		t.Fatalf("v1 without subject: %+v %v", ev, err)
	}
	future := envs[1]
	future.SchemaVersion = 3
	if _, err := reg.Decode(future); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Fatalf("decoding a schema newer than the program: %v", err)
	}
}
