package career_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/career"
)

var meta = events.Metadata{ActorUserID: "u-1", ClientIP: "10.0.0.1"}

// done_at reads "at completion" when it is the newest event's time, the completion's, and
// "before" when an edit came after the completion.
const taskRows = `SELECT user_id, id, day::text, title, subject, minutes, note, done,
	CASE WHEN done_at IS NULL THEN 'NULL' WHEN done_at = updated_at THEN 'at completion'
		WHEN done_at < updated_at THEN 'before' ELSE done_at::text END
	FROM tasks ORDER BY user_id, id`

func task(user, id, date, title string) events.CareerTaskAdded {
	return events.CareerTaskAdded{UserID: user, CareerTask: events.CareerTask{ID: id, Date: date, Title: title}}
}

// Given students' task events, then these rows of tasks.
func TestTasksRows(t *testing.T) {
	t.Parallel()
	s1, s2 := events.CareerStream("u-1"), events.CareerStream("u-2")
	full := events.CareerTaskAdded{UserID: "u-1", CareerTask: events.CareerTask{ID: "t1", Date: "2027-03-01", Title: "背单词",
		Subject: "英语", Minutes: 30, Note: "第三单元"}}
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "a task added is a row not done", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, full)
		}, want: [][]string{{"u-1", "t1", "2027-03-01", "背单词", "英语", "30", "第三单元", "false", "NULL"}}},
		{name: "a task without subject, minutes or note", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, task("u-1", "t1", "2026-12-08", "整理错题"))
		}, want: [][]string{{"u-1", "t1", "2026-12-08", "整理错题", "", "0", "", "false", "NULL"}}},
		{name: "an update saves the task whole, on its new day", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, full)
			e.Given(t, meta, s1, events.CareerTaskUpdated{UserID: "u-1", CareerTask: events.CareerTask{ID: "t1", Date: "2027-03-02", Title: "背课文"}})
		}, want: [][]string{{"u-1", "t1", "2027-03-02", "背课文", "", "0", "", "false", "NULL"}}},
		{name: "a deleted task is no row", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, full, task("u-1", "t2", "2027-03-01", "跑步"))
			e.Given(t, meta, s1, events.CareerTaskDeleted{UserID: "u-1", ID: "t1"})
		}, want: [][]string{{"u-1", "t2", "2027-03-01", "跑步", "", "0", "", "false", "NULL"}}},
		{name: "a completed task is done at the completion's time", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, full)
			e.Given(t, meta, s1, events.CareerTaskCompleted{UserID: "u-1", ID: "t1", Done: true})
		}, want: [][]string{{"u-1", "t1", "2027-03-01", "背单词", "英语", "30", "第三单元", "true", "at completion"}}},
		{name: "not done again clears the time", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, full, events.CareerTaskCompleted{UserID: "u-1", ID: "t1", Done: true})
			e.Given(t, meta, s1, events.CareerTaskCompleted{UserID: "u-1", ID: "t1"})
		}, want: [][]string{{"u-1", "t1", "2027-03-01", "背单词", "英语", "30", "第三单元", "false", "NULL"}}},
		{name: "an edit keeps a task done", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, full, events.CareerTaskCompleted{UserID: "u-1", ID: "t1", Done: true})
			e.Given(t, meta, s1, events.CareerTaskUpdated{UserID: "u-1", CareerTask: events.CareerTask{ID: "t1", Date: "2027-03-01", Title: "背课文"}})
		}, want: [][]string{{"u-1", "t1", "2027-03-01", "背课文", "", "0", "", "true", "before"}}},
		{name: "events for unknown tasks change nothing", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, events.CareerTaskUpdated{UserID: "u-1", CareerTask: events.CareerTask{ID: "t9", Date: "2027-03-01", Title: "无"}},
				events.CareerTaskCompleted{UserID: "u-1", ID: "t9", Done: true}, events.CareerTaskDeleted{UserID: "u-1", ID: "t9"})
		}},
		{name: "two students in one batch, with the same task id", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, meta, s1, task("u-1", "t1", "2027-03-01", "背单词"))...)
			batch = append(batch, e.Append(t, events.Metadata{ActorUserID: "u-2"}, s2, task("u-2", "t1", "2027-03-05", "刷题"),
				events.CareerTaskUpdated{UserID: "u-2", CareerTask: events.CareerTask{ID: "t1", Date: "2027-03-06", Title: "刷题", Minutes: 90}})...)
			batch = append(batch, e.Append(t, meta, s1, events.CareerTaskCompleted{UserID: "u-1", ID: "t1", Done: true})...)
			e.Batch(t, batch)
		}, want: [][]string{
			{"u-1", "t1", "2027-03-01", "背单词", "", "0", "", "true", "at completion"},
			{"u-2", "t1", "2027-03-06", "刷题", "", "90", "", "false", "NULL"}}},
		{name: "a batch delivered again changes nothing", given: func(t *testing.T, e *projectortest.Env) {
			added := e.Append(t, meta, s1, full, events.CareerTaskCompleted{UserID: "u-1", ID: "t1", Done: true})
			e.Batch(t, added)
			e.Given(t, meta, s1, events.CareerTaskCompleted{UserID: "u-1", ID: "t1"})
			e.Batch(t, added)
		}, want: [][]string{{"u-1", "t1", "2027-03-01", "背单词", "英语", "30", "第三单元", "false", "NULL"}}},
		{name: "a deleted task is not brought back by its addition again", given: func(t *testing.T, e *projectortest.Env) {
			added := e.Append(t, meta, s1, full)
			e.Batch(t, added)
			e.Given(t, meta, s1, events.CareerTaskDeleted{UserID: "u-1", ID: "t1"})
			e.Batch(t, added)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, career.Projection{})
			c.given(t, e)
			if got := e.Rows(t, taskRows); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("rows\n%v\nwant\n%v", got, c.want)
			}
		})
	}
}

// created_at stays the addition's; updated_at follows the newest event.
func TestTasksTimes(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, career.Projection{})
	s1 := events.CareerStream("u-1")
	e.Given(t, meta, s1, task("u-1", "t1", "2027-03-01", "背单词"))
	first := e.Rows(t, `SELECT created_at::text, (created_at = updated_at)::text FROM tasks`)
	time.Sleep(20 * time.Millisecond)
	e.Given(t, meta, s1, events.CareerTaskUpdated{UserID: "u-1", CareerTask: events.CareerTask{ID: "t1", Date: "2027-03-01", Title: "背课文"}})
	got := e.Rows(t, `SELECT created_at::text, (updated_at > created_at)::text FROM tasks`)
	if len(first) != 1 || first[0][1] != "true" || len(got) != 1 || got[0][0] != first[0][0] || got[0][1] != "true" {
		t.Fatalf("added %v, then updated %v", first, got)
	}
}
