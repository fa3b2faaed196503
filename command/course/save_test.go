package course_test

import (
	"context"
	"testing"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Given a course's history, when an operator saves a revision at the version they saw, then
// this draft or this error.
func TestSave(t *testing.T) {
	t.Parallel()
	renamed := fields()
	renamed.Title = "志愿填报进阶"
	for _, c := range []struct {
		name    string
		given   []events.Event
		actor   string
		id      string
		version int
		fields  events.CourseFields
		then    []events.Event
		wantErr string
	}{
		{name: "an editor creates a course at version 0", actor: editor, id: id, fields: fields(),
			then: []events.Event{events.CourseDrafted{ID: id, CourseFields: fields()}}},
		{name: "a reviewer may save", actor: reviewer, id: id, fields: fields(),
			then: []events.Event{events.CourseDrafted{ID: id, CourseFields: fields()}}},
		{name: "an admin may save", actor: admin, id: id, fields: fields(),
			then: []events.Event{events.CourseDrafted{ID: id, CourseFields: fields()}}},
		{name: "a reader may not", actor: reader, id: id, fields: fields(), wantErr: forbidden + "编辑或审核角色"},
		{name: "no one signed in may not", id: id, fields: fields(), wantErr: forbidden + "编辑或审核角色"},
		{name: "a new revision at the current version", actor: editor, id: id, version: 2,
			given:  []events.Event{events.CourseDrafted{ID: id, CourseFields: fields()}, events.CoursePublished{ID: id, CourseFields: fields()}},
			fields: renamed, then: []events.Event{events.CourseDrafted{ID: id, CourseFields: renamed}}},
		{name: "a revision on a stale read", actor: editor, id: id, version: 1,
			given:  []events.Event{events.CourseDrafted{ID: id, CourseFields: fields()}, events.CoursePublished{ID: id, CourseFields: fields()}},
			fields: renamed, wantErr: apperr.StaleVersion().Message},
		{name: "a new course whose id is taken", actor: editor, id: id, version: 0,
			given: []events.Event{events.CourseDrafted{ID: id, CourseFields: fields()}}, fields: renamed, wantErr: apperr.StaleVersion().Message},
		{name: "a version from nowhere", actor: editor, id: id, version: 3, fields: fields(), wantErr: apperr.StaleVersion().Message},
		{name: "an id of 2 characters", actor: editor, id: "a1", fields: fields(),
			then: []events.Event{events.CourseDrafted{ID: "a1", CourseFields: fields()}}},
		{name: "an id of 1 character", actor: editor, id: "a", fields: fields(), wantErr: "课程编号须为 2–64 位小写字母、数字或连字符"},
		{name: "an id in capitals", actor: editor, id: "Gaokao", fields: fields(), wantErr: "课程编号须为 2–64 位小写字母、数字或连字符"},
		{name: "an id starting with a hyphen", actor: editor, id: "-gaokao", fields: fields(), wantErr: "课程编号须为 2–64 位小写字母、数字或连字符"},
		{name: "an id of 64 characters", actor: editor, id: longID(64), fields: fields(),
			then: []events.Event{events.CourseDrafted{ID: longID(64), CourseFields: fields()}}},
		{name: "an id of 65 characters", actor: editor, id: longID(65), fields: fields(),
			wantErr: "课程编号须为 2–64 位小写字母、数字或连字符"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := setup(t, true)
			history(t, sc, editor, c.given...)
			res, err := svc.Save(context.Background(), as(c.actor), c.id, c.version, c.fields)
			check(t, sc, c.id, len(c.given), c.actor, res, err, c.wantErr, c.then)
		})
	}
}

func longID(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = 'a' + byte(i%26)
	}
	return string(b)
}

// A revision is stored trimmed: the course's, its chapters' and its lessons' fields.
func TestSaveTrims(t *testing.T) {
	t.Parallel()
	sc, svc := setup(t, true)
	f := fields()
	f.Title, f.Category, f.Subject, f.Grade = " 志愿填报入门 ", " 志愿填报 ", " 综合 ", " 高三 "
	f.Summary, f.Cover, f.Teacher = " 从位次到平行志愿 ", " "+cover+" ", " 王老师 "
	ch := &f.Chapters[0]
	ch.ID, ch.Title = " c1 ", " 基础 "
	ch.Lessons[0].ID, ch.Lessons[0].Title, ch.Lessons[0].Kind, ch.Lessons[0].Media, ch.Lessons[0].Body = " l1 ", " 什么是平行志愿 ", " video ", " "+video+" ", " 笔记 "
	ch.Lessons[2].Body = "\n# 位次\n"
	res, err := svc.Save(context.Background(), as(editor), id, 0, f)
	check(t, sc, id, 0, editor, res, err, "", []events.Event{events.CourseDrafted{ID: id, CourseFields: fields()}})
}
