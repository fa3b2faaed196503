package wishtables_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
)

const tableRow = `SELECT id, owner_id, name, score, rank, note, unit_count, version, snap_version,
	deleted_at IS NOT NULL, updated_by FROM tables ORDER BY id`

// Given a table's events, then these rows of tables.
func TestTableRows(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "a new table is a row with its header's fields, snapshotted at its batch's last version", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"))
		}, want: [][]string{{"t-1", "u-1", "冲刺表", "600", "12000", "", "0", "1", "1", "false", "u-1"}}},
		{name: "a copy counts the units it brought", given: func(t *testing.T, e *projectortest.Env) {
			c := created("t-1", unit("a"), unit("b"))
			c.CopiedFrom, c.CopiedVersion = "t-0", 7
			e.Given(t, meta, stream("t-1"), c)
		}, want: [][]string{{"t-1", "u-1", "冲刺表", "600", "12000", "", "2", "1", "1", "false", "u-1"}}},
		{name: "rename, score and note change the row; the editor is updated_by", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"))
			e.Given(t, editor, stream("t-1"), events.WishTableRenamed{TableID: "t-1", Name: "保底表"},
				events.WishTableScoreSet{TableID: "t-1", Score: 580, Rank: 20000},
				events.WishTableNoteSet{TableID: "t-1", Note: "家长意见：优先省内"})
		}, want: [][]string{{"t-1", "u-1", "保底表", "580", "20000", "家长意见：优先省内", "0", "4", "1", "false", "u-2"}}},
		{name: "a score without a rank clears the rank", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"), events.WishTableScoreSet{TableID: "t-1", Score: 610})
		}, want: [][]string{{"t-1", "u-1", "冲刺表", "610", "0", "", "0", "2", "2", "false", "u-1"}}},
		{name: "added and removed units move the count", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"), added("t-1", "a", 0), added("t-1", "b", 1))
			e.Given(t, meta, stream("t-1"), events.WishUnitRemoved{TableID: "t-1", Key: "a", Label: "浙江大学 专业组a"})
		}, want: [][]string{{"t-1", "u-1", "冲刺表", "600", "12000", "", "1", "4", "3", "false", "u-1"}}},
		{name: "edits inside units leave the count alone", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1", unit("a"), unit("b")),
				events.WishUnitMoved{TableID: "t-1", Key: "a", From: 0, To: 1},
				events.WishUnitAdjustSet{TableID: "t-1", Key: "a", Adjust: true},
				events.WishUnitConfirmed{TableID: "t-1", Key: "b"})
		}, want: [][]string{{"t-1", "u-1", "冲刺表", "600", "12000", "", "2", "4", "4", "false", "u-1"}}},
		{name: "a deleted table keeps its row, marked deleted", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"))
			e.Given(t, meta, stream("t-1"), events.WishTableDeleted{TableID: "t-1"})
		}, want: [][]string{{"t-1", "u-1", "冲刺表", "600", "12000", "", "0", "2", "1", "true", "u-1"}}},
		{name: "a recovered table is live again", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"), events.WishTableDeleted{TableID: "t-1"})
			e.Given(t, meta, stream("t-1"), events.WishTableRecovered{TableID: "t-1"})
		}, want: [][]string{{"t-1", "u-1", "冲刺表", "600", "12000", "", "0", "3", "2", "false", "u-1"}}},
		{name: "a restore takes the restored units' count and a snapshot", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1", unit("a")), added("t-1", "b", 1), added("t-1", "c", 2))
			e.Given(t, meta, stream("t-1"), events.WishTableRestored{TableID: "t-1", ToVersion: 1, Units: []events.WishUnit{unit("a")}})
		}, want: [][]string{{"t-1", "u-1", "冲刺表", "600", "12000", "", "1", "4", "4", "false", "u-1"}}},
		{name: "events of a table never created write nothing", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-9"), events.WishTableRenamed{TableID: "t-9", Name: "无主"}, added("t-9", "a", 0),
				events.WishTableDeleted{TableID: "t-9"})
		}},
		{name: "two tables in one batch, interleaved", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, editor, stream("t-2"), events.WishTableCreated{TableID: "t-2", OwnerID: "u-2",
				Name: "表二", ProvinceID: 41, ProvinceName: "河南", Year: 2027, Track: "理科", SubjectType: 2, Mode: "major", MaxUnits: 96})...)
			batch = append(batch, e.Append(t, meta, stream("t-1"), created("t-1"))...)
			batch = append(batch, e.Append(t, editor, stream("t-2"), events.WishTableRenamed{TableID: "t-2", Name: "表二改"})...)
			batch = append(batch, e.Append(t, meta, stream("t-1"), added("t-1", "a", 0), added("t-1", "b", 0))...)
			batch = append(batch, e.Append(t, editor, stream("t-2"), events.WishTableScoreSet{TableID: "t-2", Score: 530, Rank: 40000})...)
			e.Batch(t, batch)
		}, want: [][]string{
			{"t-1", "u-1", "冲刺表", "600", "12000", "", "2", "3", "3", "false", "u-1"},
			{"t-2", "u-2", "表二改", "530", "40000", "", "0", "3", "3", "false", "u-2"}}},
		{name: "a batch delivered again changes nothing", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, meta, stream("t-1"), created("t-1"), added("t-1", "a", 0))
			e.Batch(t, envs)
			e.Given(t, editor, stream("t-1"), events.WishTableRenamed{TableID: "t-1", Name: "改名后"})
			e.Batch(t, envs)
		}, want: [][]string{{"t-1", "u-1", "改名后", "600", "12000", "", "1", "3", "2", "false", "u-2"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			c.given(t, e)
			if got := e.Rows(t, tableRow); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("rows\n%v\nwant\n%v", got, c.want)
			}
		})
	}
}

// The header is the creation's, without its units, and stays so through later edits.
func TestTableHeader(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	c := created("t-1", unit("a"))
	c.CopiedFrom, c.CopiedVersion = "t-0", 7
	e.Given(t, meta, stream("t-1"), c)
	e.Given(t, editor, stream("t-1"), events.WishTableRenamed{TableID: "t-1", Name: "新名字"},
		events.WishTableScoreSet{TableID: "t-1", Score: 500})
	got := e.Rows(t, `SELECT header::jsonb->>'name', header::jsonb->>'owner_id', header::jsonb->>'province_name',
		header::jsonb->>'year', header::jsonb->>'score', header::jsonb->>'copied_from', header::jsonb->>'max_units',
		header::jsonb ? 'units' FROM tables`)
	want := [][]string{{"冲刺表", "u-1", "广东", "2027", "600", "t-0", "45", "false"}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("header\n%v\nwant\n%v", got, want)
	}
}

// created_at is the creation's; updated_at follows the newest event; deleted_at is the deletion's.
func TestTableTimes(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.Given(t, meta, stream("t-1"), created("t-1"))
	time.Sleep(20 * time.Millisecond)
	e.Given(t, meta, stream("t-1"), events.WishTableDeleted{TableID: "t-1"})
	got := e.Rows(t, `SELECT updated_at > created_at, deleted_at = updated_at FROM tables`)
	if want := [][]string{{"true", "true"}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("after delete %v, want %v", got, want)
	}
	time.Sleep(20 * time.Millisecond)
	e.Given(t, meta, stream("t-1"), events.WishTableRecovered{TableID: "t-1"})
	got = e.Rows(t, `SELECT updated_at > created_at, deleted_at IS NULL FROM tables`)
	if want := [][]string{{"true", "true"}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("after recover %v, want %v", got, want)
	}
}
