package course_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"zhiyuan/command"
	"zhiyuan/command/course"
	"zhiyuan/command/operator"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// The operators of the tests: their roles live in the log, read by the real operator service.
const (
	editor    = "u-editor"
	reviewer  = "u-reviewer"
	reviewer2 = "u-reviewer2"
	admin     = "u-admin"
	reader    = "u-reader" // no role
)

const (
	id        = "gaokao-101"
	video     = "0123456789abcdef0123456789abcdef.mp4"
	pdf       = "fedcba9876543210fedcba9876543210.pdf"
	cover     = "/uploads/00112233445566778899aabbccddeeff.png"
	notFound  = "课程不存在"
	clientIP  = "10.0.0.1"
	forbidden = "没有操作权限：需要"
)

var stream = events.CourseStream(id)

func as(user string) events.Metadata { return events.Metadata{ActorUserID: user, ClientIP: clientIP} }

// runes is a text of n Chinese characters.
func runes(n int) string { return strings.Repeat("课", n) }

// fields is a valid course of one chapter: a free video, a PDF and a text.
func fields() events.CourseFields {
	return events.CourseFields{Title: "志愿填报入门", Category: "志愿填报", Subject: "综合", Grade: "高三", Summary: "从位次到平行志愿",
		Cover: cover, Teacher: "王老师", Members: true, Chapters: []events.CourseChapter{{ID: "c1", Title: "基础", Lessons: []events.CourseLesson{
			{ID: "l1", Title: "什么是平行志愿", Kind: events.LessonVideo, Media: video, Body: "笔记", Minutes: 12, Free: true},
			{ID: "l2", Title: "讲义", Kind: events.LessonPDF, Media: pdf},
			{ID: "l3", Title: "位次换算", Kind: events.LessonText, Body: "# 位次"}}}}}
}

// setup opens an empty log holding the operators' roles and a course service on it.
func setup(t *testing.T, review bool) (eventlogtest.Scenario, *course.Service) {
	t.Helper()
	sc := eventlogtest.NewScenario(t)
	for user, role := range map[string]string{editor: events.RoleEditor, reviewer: events.RoleReviewer,
		reviewer2: events.RoleReviewer, admin: events.RoleAdmin} {
		sc.Given(t, events.OperatorStream(user), events.OperatorRoleGranted{UserID: user, Role: role})
	}
	svc := course.NewService(sc.Store, sc.Registry, operator.NewService(sc.Store, sc.Registry))
	svc.Review = review
	return sc, svc
}

// history appends a course's events as written by an operator (the author of a draft matters).
func history(t *testing.T, sc eventlogtest.Scenario, author string, evs ...events.Event) {
	t.Helper()
	if len(evs) == 0 {
		return
	}
	if _, err := sc.Store.Append(context.Background(), as(author),
		events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion, Events: evs}); err != nil {
		t.Fatal(err)
	}
}

// check compares the command's error and the events it appended to a course after the
// given history; every appended event records the operator and their address.
func check(t *testing.T, sc eventlogtest.Scenario, course string, from int, actor string, res command.Result, err error, wantErr string, then []events.Event) {
	t.Helper()
	got, envs := sc.Since(t, events.CourseStream(course), from)
	if wantErr != "" {
		e, ok := apperr.As(err)
		if !ok || e.Message != wantErr {
			t.Fatalf("error %v, want %q", err, wantErr)
		}
		if len(got) > 0 {
			t.Fatalf("a refused command appended %v", got)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(then) || (len(then) > 0 && !reflect.DeepEqual(got, then)) {
		t.Fatalf("appended %#v, want %#v", got, then)
	}
	for _, env := range envs {
		if env.Meta.ActorUserID != actor || env.Meta.ClientIP != clientIP {
			t.Fatalf("event recorded as %+v, want %s and their address", env.Meta, actor)
		}
	}
	if res.Version != from+len(then) || res.Position == 0 {
		t.Fatalf("result %+v, want version %d and a position", res, from+len(then))
	}
}
