package courses_test

import (
	"reflect"
	"testing"

	"github.com/google/uuid"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/courses"
)

const viewRows = `SELECT course_id, lesson_id, n FROM lesson_views ORDER BY course_id, lesson_id`

// view appends one lesson view in a stream of its own, as the course service does.
func view(t *testing.T, e *projectortest.Env, course, lesson string) []events.Envelope {
	t.Helper()
	return e.Append(t, events.Metadata{ClientIP: "10.0.0.9"}, events.LessonViewStream(uuid.NewString()),
		events.LessonViewed{CourseID: course, LessonID: lesson})
}

// Given lesson views, then these counts per lesson.
func TestLessonViewsRows(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "one view", given: func(t *testing.T, e *projectortest.Env) {
			e.Batch(t, view(t, e, "gaokao-101", "l1"))
		}, want: [][]string{{"gaokao-101", "l1", "1"}}},
		{name: "views of several lessons and courses in one batch", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			for _, v := range [][2]string{{"gaokao-101", "l1"}, {"gaokao-101", "l2"}, {"gaokao-101", "l1"}, {"career-201", "l1"}, {"gaokao-101", "l1"}} {
				batch = append(batch, view(t, e, v[0], v[1])...)
			}
			e.Batch(t, batch)
		}, want: [][]string{{"career-201", "l1", "1"}, {"gaokao-101", "l1", "3"}, {"gaokao-101", "l2", "1"}}},
		{name: "views over several batches add up", given: func(t *testing.T, e *projectortest.Env) {
			e.Batch(t, view(t, e, "gaokao-101", "l1"))
			e.Batch(t, view(t, e, "gaokao-101", "l1"))
		}, want: [][]string{{"gaokao-101", "l1", "2"}}},
		{name: "a batch of views delivered again is not counted twice", given: func(t *testing.T, e *projectortest.Env) {
			batch := append(view(t, e, "gaokao-101", "l1"), view(t, e, "gaokao-101", "l2")...)
			e.Batch(t, batch)
			e.Batch(t, view(t, e, "gaokao-101", "l1"))
			e.Batch(t, batch)
		}, want: [][]string{{"gaokao-101", "l1", "2"}, {"gaokao-101", "l2", "1"}}},
		{name: "views are counted apart from the course rows", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, editor, events.CourseStream("gaokao-101"),
				events.CourseDrafted{ID: "gaokao-101", CourseFields: fields("入门")})...)
			batch = append(batch, view(t, e, "gaokao-101", "l1")...)
			e.Batch(t, batch)
		}, want: [][]string{{"gaokao-101", "l1", "1"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, courses.Projection{})
			c.given(t, e)
			if got := e.Rows(t, viewRows); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("rows\n%v\nwant\n%v", got, c.want)
			}
		})
	}
}
