package course_test

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"

	"zhiyuan/command/course"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// views appends n lesson views from an address, each in a stream of its own, as View does.
func views(t *testing.T, sc eventlogtest.Scenario, ip string, n int) {
	t.Helper()
	var appends []events.Append
	for range n {
		appends = append(appends, events.Append{StreamID: events.LessonViewStream(uuid.NewString()),
			Events: []events.Event{events.LessonViewed{CourseID: id, LessonID: "l1"}}})
	}
	if _, err := sc.Store.Append(context.Background(), events.Metadata{ClientIP: ip}, appends...); err != nil {
		t.Fatal(err)
	}
}

// Given a course's history and the views of the last hour, when a reader opens a lesson, then
// the view is counted (one event in a new stream of its own) or not, or this error.
func TestView(t *testing.T) {
	t.Parallel()
	f, next := fields(), fields()
	next.Chapters[0].Lessons = append(next.Chapters[0].Lessons, events.CourseLesson{ID: "l4", Title: "新课时", Kind: events.LessonText, Body: "新"})
	live := []events.Event{events.CourseDrafted{ID: id, CourseFields: f}, events.CoursePublished{ID: id, CourseFields: f}}
	for _, c := range []struct {
		name     string
		given    []events.Event
		viewed   int // views from the reader's address in the last hour
		others   int // views from another address
		course   string
		lesson   string
		counted  bool
		wantErr  string
		noReader bool
	}{
		{name: "a free lesson of a live course", given: live, course: id, lesson: "l1", counted: true},
		{name: "a members' lesson is counted too", given: live, course: id, lesson: "l2", counted: true},
		{name: "a reader not signed in is counted", given: live, course: id, lesson: "l3", counted: true, noReader: true},
		{name: "a lesson only in the newer draft", given: append(live[:2:2], events.CourseDrafted{ID: id, CourseFields: next}),
			course: id, lesson: "l4", wantErr: notFound},
		{name: "the live lessons while a draft waits", given: append(live[:2:2], events.CourseDrafted{ID: id, CourseFields: next}),
			course: id, lesson: "l1", counted: true},
		{name: "an unknown lesson", given: live, course: id, lesson: "l9", wantErr: notFound},
		{name: "a draft never published", given: live[:1], course: id, lesson: "l1", wantErr: notFound},
		{name: "a withdrawn course", given: append(live[:2:2], events.CourseWithdrawn{ID: id, Reason: "内容过时"}),
			course: id, lesson: "l1", wantErr: notFound},
		{name: "an unknown course", course: "nothing-here", lesson: "l1", wantErr: notFound},
		{name: "an id that cannot be a course's", course: "../x", lesson: "l1", wantErr: notFound},
		{name: "the 120th view of an address in an hour", given: live, viewed: course.ViewsPerIPHour - 1, course: id, lesson: "l1", counted: true},
		{name: "the 121st is not counted", given: live, viewed: course.ViewsPerIPHour, course: id, lesson: "l1"},
		{name: "other addresses' views do not count against it", given: live, others: course.ViewsPerIPHour, course: id, lesson: "l1", counted: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := setup(t, true)
			history(t, sc, editor, c.given...)
			views(t, sc, clientIP, c.viewed)
			views(t, sc, "10.0.0.2", c.others)
			head, err := sc.Store.Head(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			m := as(reader)
			if c.noReader {
				m.ActorUserID = ""
			}
			counted, err := svc.View(context.Background(), m, c.course, c.lesson)
			after, err2 := sc.Store.ReadAll(context.Background(), head, 10)
			if err2 != nil {
				t.Fatal(err2)
			}
			if c.wantErr != "" {
				if e, ok := apperr.As(err); !ok || e.Message != c.wantErr {
					t.Fatalf("error %v, want %q", err, c.wantErr)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			if counted != c.counted {
				t.Fatalf("counted %v, want %v", counted, c.counted)
			}
			if !c.counted {
				if len(after) > 0 {
					t.Fatalf("a view not counted appended %v", after)
				}
				return
			}
			if len(after) != 1 {
				t.Fatalf("appended %d events, want one view", len(after))
			}
			env := after[0]
			ev, err := sc.Registry.Decode(env)
			if err != nil {
				t.Fatal(err)
			}
			if ev != (events.LessonViewed{CourseID: c.course, LessonID: c.lesson}) || !strings.HasPrefix(env.StreamID, "lessonview-") ||
				env.Version != 1 || env.Meta.ActorUserID != m.ActorUserID || env.Meta.ClientIP != clientIP {
				t.Fatalf("appended %#v to %s v%d as %+v", ev, env.StreamID, env.Version, env.Meta)
			}
		})
	}
}
