package wishtables_test

import (
	"encoding/json"
	"reflect"
	"strconv"
	"testing"

	"zhiyuan/events"
	"zhiyuan/projections/wishtables"
)

// Every event of a created table is kept as a change, by version, in its current schema.
func TestChanges(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.Given(t, meta, stream("t-1"), created("t-1", unit("a")))
	e.Given(t, editor, stream("t-1"), added("t-1", "b", 1), events.WishTableNoteSet{TableID: "t-1", Note: "备注"},
		events.WishMemberSet{TableID: "t-1", UserID: "u-3", Role: "viewer", Via: "phone"})
	e.Given(t, meta, stream("t-9"), events.WishTableRenamed{TableID: "t-9", Name: "无主"})
	got := e.Rows(t, `SELECT table_id, version, type, data->>'table_id' FROM changes ORDER BY position`)
	want := [][]string{
		{"t-1", "1", "wish.table_created", "t-1"},
		{"t-1", "2", "wish.unit_added", "t-1"},
		{"t-1", "3", "wish.table_note_set", "t-1"},
		{"t-1", "4", "wish.member_set", "t-1"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("changes\n%v\nwant\n%v", got, want)
	}
	got = e.Rows(t, `SELECT data->'unit'->>'key', data->'unit'->>'college_name', data->>'index' FROM changes WHERE version = 2`)
	if want := [][]string{{"b", "浙江大学", "1"}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("unit_added data %v, want %v", got, want)
	}
}

// The snapshot folded with the later changes is the table's current list, whatever the edits.
func TestCurrentUnits(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.Given(t, meta, stream("t-1"), created("t-1", unit("a"), unit("b")))
	e.Given(t, meta, stream("t-1"), added("t-1", "c", 0), added("t-1", "d", 99),
		events.WishUnitMoved{TableID: "t-1", Key: "a", From: 2, To: 0},
		events.WishUnitMajorsSet{TableID: "t-1", Key: "b", Majors: []events.WishMajor{{Code: "080901", Name: "计算机科学与技术"}}},
		events.WishUnitAdjustSet{TableID: "t-1", Key: "b", Adjust: true},
		events.WishUnitNoteSet{TableID: "t-1", Key: "c", Note: "学费较高"},
		events.WishUnitConfirmed{TableID: "t-1", Key: "c"})
	e.Given(t, meta, stream("t-1"), events.WishUnitRemoved{TableID: "t-1", Key: "d", Label: "浙江大学 专业组d", Index: 3})
	b, c := unit("b"), unit("c")
	b.Majors, b.Adjust = []events.WishMajor{{Code: "080901", Name: "计算机科学与技术"}}, true
	c.Note, c.Confirmed = "学费较高", true
	want := []events.WishUnit{unit("a"), c, b}
	if got := currentUnits(t, e, "t-1"); !reflect.DeepEqual(got, want) {
		t.Fatalf("units\n%+v\nwant\n%+v", got, want)
	}
	if got := e.Rows(t, `SELECT unit_count, snap_version FROM tables`); !reflect.DeepEqual(got, [][]string{{"3", "1"}}) {
		t.Fatalf("count and snapshot %v", got)
	}
}

// A table's units are written whole at creation, at a restore and once SnapshotEvery versions
// have passed since the last snapshot, whether the events come one by one or in one batch.
func TestSnapshotEvery(t *testing.T) {
	t.Parallel()
	n := wishtables.SnapshotEvery
	for _, oneByOne := range []bool{false, true} {
		t.Run("one by one "+strconv.FormatBool(oneByOne), func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			e.Given(t, meta, stream("t-1"), created("t-1"))
			give := func(evs []events.Event) {
				if !oneByOne {
					e.Given(t, meta, stream("t-1"), evs...)
					return
				}
				for _, ev := range evs {
					e.Given(t, meta, stream("t-1"), ev)
				}
			}
			state := func() (snapKeys, current []string, row []string) {
				r := e.Rows(t, `SELECT units, snap_version, unit_count, version FROM tables`)
				var us []events.WishUnit
				if err := json.Unmarshal([]byte(r[0][0]), &us); err != nil {
					t.Fatal(err)
				}
				return keys(us), keys(currentUnits(t, e, "t-1")), r[0][1:]
			}
			// Versions 2..n: one short of a snapshot; the creation's empty list stays the snapshot.
			give(manyAdded("t-1", 0, n-1))
			snap, cur, row := state()
			if want := []string{"1", strconv.Itoa(n - 1), strconv.Itoa(n)}; len(snap) != 0 || len(cur) != n-1 ||
				!reflect.DeepEqual(row, want) {
				t.Fatalf("before the snapshot: snapshot %v, current %d units, row %v want %v", snap, len(cur), row, want)
			}
			// Version n+1 is SnapshotEvery versions after the creation's snapshot.
			give(manyAdded("t-1", n-1, 1))
			snap, cur, row = state()
			if want := []string{strconv.Itoa(n + 1), strconv.Itoa(n), strconv.Itoa(n + 1)}; len(snap) != n ||
				!reflect.DeepEqual(snap, cur) || !reflect.DeepEqual(row, want) {
				t.Fatalf("at the snapshot: snapshot %d units, current %d, row %v want %v", len(snap), len(cur), row, want)
			}
			// A restore snapshots at once.
			give([]events.Event{events.WishTableRestored{TableID: "t-1", ToVersion: 3, Units: []events.WishUnit{unit("k1"), unit("k2")}}})
			snap, cur, row = state()
			if want := []string{strconv.Itoa(n + 2), "2", strconv.Itoa(n + 2)}; !reflect.DeepEqual(snap, []string{"k1", "k2"}) ||
				!reflect.DeepEqual(cur, snap) || !reflect.DeepEqual(row, want) {
				t.Fatalf("after the restore: snapshot %v, current %v, row %v want %v", snap, cur, row, want)
			}
		})
	}
}

// A copy's units are its first snapshot.
func TestCopySnapshot(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	a := unit("a")
	a.Majors, a.Adjust, a.Special = []events.WishMajor{{Name: "临床医学"}}, true, "中外合作"
	e.Given(t, meta, stream("t-1"), created("t-1", a, unit("b")))
	r := e.Rows(t, `SELECT units FROM tables`)
	var us []events.WishUnit
	if err := json.Unmarshal([]byte(r[0][0]), &us); err != nil {
		t.Fatal(err)
	}
	if want := []events.WishUnit{a, unit("b")}; !reflect.DeepEqual(us, want) {
		t.Fatalf("snapshot\n%+v\nwant\n%+v", us, want)
	}
}
