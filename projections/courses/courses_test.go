package courses_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/courses"
)

var (
	editor   = events.Metadata{ActorUserID: "u-editor", ClientIP: "10.0.0.1"}
	reviewer = events.Metadata{ActorUserID: "u-reviewer", ClientIP: "10.0.0.2"}
)

// The list columns (title … grade) are the live revision's; draft and live are shown by title.
const courseRows = `SELECT id, state, draft->>'title', coalesce(live->>'title', 'NULL'), title, category, subject, grade, note,
	version, updated_by, (published_at IS NOT NULL)::text FROM courses ORDER BY id`

func fields(title string) events.CourseFields {
	return events.CourseFields{Title: title, Category: "志愿填报", Subject: "综合", Grade: "高三", Summary: "从位次到平行志愿",
		Members: true, Chapters: []events.CourseChapter{{ID: "c1", Title: "基础", Lessons: []events.CourseLesson{
			{ID: "l1", Title: "什么是平行志愿", Kind: events.LessonVideo, Media: "0123456789abcdef0123456789abcdef.mp4", Minutes: 12, Free: true},
			{ID: "l2", Title: "位次换算", Kind: events.LessonText, Body: "# 位次"}}}}}
}

// Given a course's drafts, publications and withdrawals, then these rows of courses.
func TestCoursesRows(t *testing.T) {
	t.Parallel()
	a, b := events.CourseStream("gaokao-101"), events.CourseStream("career-201")
	draftA := events.CourseDrafted{ID: "gaokao-101", CourseFields: fields("入门")}
	liveA := events.CoursePublished{ID: "gaokao-101", CourseFields: fields("入门")}
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "a draft is a row not yet live, without list fields", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, editor, a, draftA)
		}, want: [][]string{{"gaokao-101", "draft", "入门", "NULL", "", "", "", "", "", "1", "u-editor", "false"}}},
		{name: "a publication puts the revision live", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, editor, a, draftA)
			e.Given(t, reviewer, a, liveA)
		}, want: [][]string{{"gaokao-101", "published", "入门", "入门", "入门", "志愿填报", "综合", "高三", "", "2", "u-reviewer", "true"}}},
		{name: "a new draft of a live course keeps the live revision", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, editor, a, draftA)
			e.Given(t, reviewer, a, liveA)
			e.Given(t, editor, a, events.CourseDrafted{ID: "gaokao-101", CourseFields: fields("进阶")})
		}, want: [][]string{{"gaokao-101", "draft", "进阶", "入门", "入门", "志愿填报", "综合", "高三", "", "3", "u-editor", "true"}}},
		{name: "a withdrawal takes it off with the reason", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, editor, a, draftA)
			e.Given(t, reviewer, a, liveA, events.CourseWithdrawn{ID: "gaokao-101", Reason: "内容过时"})
		}, want: [][]string{{"gaokao-101", "withdrawn", "入门", "NULL", "入门", "志愿填报", "综合", "高三", "内容过时", "3", "u-reviewer", "true"}}},
		{name: "a new draft clears the reason", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, editor, a, draftA)
			e.Given(t, reviewer, a, liveA, events.CourseWithdrawn{ID: "gaokao-101", Reason: "内容过时"})
			e.Given(t, editor, a, events.CourseDrafted{ID: "gaokao-101", CourseFields: fields("修订")})
		}, want: [][]string{{"gaokao-101", "draft", "修订", "NULL", "入门", "志愿填报", "综合", "高三", "", "4", "u-editor", "true"}}},
		{name: "published again after a withdrawal", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, editor, a, draftA)
			e.Given(t, reviewer, a, liveA, events.CourseWithdrawn{ID: "gaokao-101", Reason: "内容过时"}, liveA)
		}, want: [][]string{{"gaokao-101", "published", "入门", "入门", "入门", "志愿填报", "综合", "高三", "", "4", "u-reviewer", "true"}}},
		{name: "a publication or withdrawal of an unknown course makes no row", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, reviewer, a, liveA, events.CourseWithdrawn{ID: "gaokao-101", Reason: "内容过时"})
		}},
		{name: "two courses in one batch", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, editor, a, draftA)...)
			batch = append(batch, e.Append(t, editor, b, events.CourseDrafted{ID: "career-201", CourseFields: fields("生涯")})...)
			batch = append(batch, e.Append(t, reviewer, a, liveA)...)
			e.Batch(t, batch)
		}, want: [][]string{
			{"career-201", "draft", "生涯", "NULL", "", "", "", "", "", "1", "u-editor", "false"},
			{"gaokao-101", "published", "入门", "入门", "入门", "志愿填报", "综合", "高三", "", "2", "u-reviewer", "true"}}},
		{name: "an older batch delivered again changes nothing", given: func(t *testing.T, e *projectortest.Env) {
			old := e.Append(t, editor, a, draftA)
			e.Batch(t, old)
			e.Given(t, reviewer, a, liveA, events.CourseWithdrawn{ID: "gaokao-101", Reason: "内容过时"})
			e.Batch(t, old)
		}, want: [][]string{{"gaokao-101", "withdrawn", "入门", "NULL", "入门", "志愿填报", "综合", "高三", "内容过时", "3", "u-reviewer", "true"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, courses.Projection{})
			c.given(t, e)
			if got := e.Rows(t, courseRows); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("rows\n%v\nwant\n%v", got, c.want)
			}
		})
	}
}

// The draft and live columns hold their revisions whole, as the query side decodes them.
func TestCourseRevisionsWhole(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, courses.Projection{})
	s := events.CourseStream("gaokao-101")
	e.Given(t, editor, s, events.CourseDrafted{ID: "gaokao-101", CourseFields: fields("入门")})
	e.Given(t, reviewer, s, events.CoursePublished{ID: "gaokao-101", CourseFields: fields("入门")})
	e.Given(t, editor, s, events.CourseDrafted{ID: "gaokao-101", CourseFields: fields("进阶")})
	rows := e.Rows(t, `SELECT draft::text, live::text FROM courses`)
	if len(rows) != 1 {
		t.Fatalf("rows %v", rows)
	}
	for i, want := range []events.CourseFields{fields("进阶"), fields("入门")} {
		var got events.CourseFields
		if err := json.Unmarshal([]byte(rows[0][i]), &got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("column %d holds %+v, want %+v", i, got, want)
		}
	}
}

// published_at stays the first publication's; updated_at follows the newest event.
func TestCoursePublishedAt(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, courses.Projection{})
	s := events.CourseStream("gaokao-101")
	e.Given(t, editor, s, events.CourseDrafted{ID: "gaokao-101", CourseFields: fields("入门")})
	e.Given(t, reviewer, s, events.CoursePublished{ID: "gaokao-101", CourseFields: fields("入门")})
	first := e.Rows(t, `SELECT published_at::text, (published_at = updated_at)::text FROM courses`)
	time.Sleep(20 * time.Millisecond)
	e.Given(t, editor, s, events.CourseDrafted{ID: "gaokao-101", CourseFields: fields("进阶")})
	e.Given(t, reviewer, s, events.CoursePublished{ID: "gaokao-101", CourseFields: fields("进阶")})
	got := e.Rows(t, `SELECT published_at::text, (updated_at > published_at)::text FROM courses`)
	if len(first) != 1 || first[0][1] != "true" || len(got) != 1 || got[0][0] != first[0][0] || got[0][1] != "true" {
		t.Fatalf("first published %v, then %v", first, got)
	}
}
