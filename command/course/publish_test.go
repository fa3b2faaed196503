package course_test

import (
	"context"
	"testing"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Given a course's history (drafts written by author), when an operator publishes at the
// version they saw, then this publication or this error.
func TestPublish(t *testing.T) {
	t.Parallel()
	f, renamed := fields(), fields()
	renamed.Title = "志愿填报进阶"
	drafted := events.CourseDrafted{ID: id, CourseFields: f}
	published := events.CoursePublished{ID: id, CourseFields: f}
	withdrawn := events.CourseWithdrawn{ID: id, Reason: "内容过时"}
	for _, c := range []struct {
		name    string
		review  bool
		author  string
		given   []events.Event
		actor   string
		id      string
		version int
		then    []events.Event
		wantErr string
	}{
		{name: "a reviewer publishes an editor's draft", review: true, author: editor, given: []events.Event{drafted},
			actor: reviewer, version: 1, then: []events.Event{published}},
		{name: "an editor may not publish", review: true, author: editor, given: []events.Event{drafted},
			actor: editor, version: 1, wantErr: forbidden + "审核角色"},
		{name: "a reader may not publish", review: true, author: editor, given: []events.Event{drafted},
			actor: reader, version: 1, wantErr: forbidden + "审核角色"},
		{name: "a reviewer may not publish their own revision", review: true, author: reviewer, given: []events.Event{drafted},
			actor: reviewer, version: 1, wantErr: "不能发布自己保存的版本：请另一位审核人发布"},
		{name: "another reviewer may", review: true, author: reviewer, given: []events.Event{drafted},
			actor: reviewer2, version: 1, then: []events.Event{published}},
		{name: "an admin may publish their own revision", review: true, author: admin, given: []events.Event{drafted},
			actor: admin, version: 1, then: []events.Event{published}},
		{name: "with review off an editor publishes their own revision", author: editor, given: []events.Event{drafted},
			actor: editor, version: 1, then: []events.Event{published}},
		{name: "with review off a reader still may not", author: editor, given: []events.Event{drafted},
			actor: reader, version: 1, wantErr: forbidden + "审核或编辑角色"},
		{name: "the live revision again", review: true, author: editor, given: []events.Event{drafted, published},
			actor: reviewer, version: 2, wantErr: "这一版本已经发布"},
		{name: "a new revision of a live course", review: true, author: editor,
			given: []events.Event{drafted, published, events.CourseDrafted{ID: id, CourseFields: renamed}},
			actor: reviewer, version: 3, then: []events.Event{events.CoursePublished{ID: id, CourseFields: renamed}}},
		{name: "a withdrawn course back online", review: true, author: editor, given: []events.Event{drafted, published, withdrawn},
			actor: reviewer, version: 3, then: []events.Event{published}},
		{name: "a stale read", review: true, author: editor, given: []events.Event{drafted, published, events.CourseDrafted{ID: id, CourseFields: renamed}},
			actor: reviewer, version: 2, wantErr: apperr.StaleVersion().Message},
		{name: "an unknown course", review: true, actor: reviewer, version: 0, wantErr: notFound},
		{name: "an id that cannot be a course's", review: true, actor: reviewer, id: "Not-An-Id", wantErr: notFound},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := setup(t, c.review)
			history(t, sc, c.author, c.given...)
			courseID := id
			if c.id != "" {
				courseID = c.id
			}
			res, err := svc.Publish(context.Background(), as(c.actor), courseID, c.version)
			check(t, sc, courseID, len(c.given), c.actor, res, err, c.wantErr, c.then)
		})
	}
}

// Given a course's history, when a reviewer takes it off the site with a reason, then this
// withdrawal or this error.
func TestWithdraw(t *testing.T) {
	t.Parallel()
	drafted := events.CourseDrafted{ID: id, CourseFields: fields()}
	published := events.CoursePublished{ID: id, CourseFields: fields()}
	live := []events.Event{drafted, published}
	for _, c := range []struct {
		name    string
		given   []events.Event
		actor   string
		version int
		reason  string
		then    []events.Event
		wantErr string
	}{
		{name: "a reviewer withdraws a live course", given: live, actor: reviewer, version: 2, reason: " 内容过时 ",
			then: []events.Event{events.CourseWithdrawn{ID: id, Reason: "内容过时"}}},
		{name: "an admin may", given: live, actor: admin, version: 2, reason: "内容过时",
			then: []events.Event{events.CourseWithdrawn{ID: id, Reason: "内容过时"}}},
		{name: "an editor may not", given: live, actor: editor, version: 2, reason: "内容过时", wantErr: forbidden + "审核角色"},
		{name: "no reason", given: live, actor: reviewer, version: 2, reason: "  ", wantErr: "请填写下线原因（不超过 200 个字）"},
		{name: "a reason of 200 characters", given: live, actor: reviewer, version: 2, reason: runes(200),
			then: []events.Event{events.CourseWithdrawn{ID: id, Reason: runes(200)}}},
		{name: "a reason of 201 characters", given: live, actor: reviewer, version: 2, reason: runes(201), wantErr: "请填写下线原因（不超过 200 个字）"},
		{name: "a live course with a newer draft", given: append(live[:2:2], drafted), actor: reviewer, version: 3, reason: "内容过时",
			then: []events.Event{events.CourseWithdrawn{ID: id, Reason: "内容过时"}}},
		{name: "a draft never published", given: []events.Event{drafted}, actor: reviewer, version: 1, reason: "内容过时",
			wantErr: "课程没有上线，无需下线"},
		{name: "a course withdrawn already", given: append(live[:2:2], events.CourseWithdrawn{ID: id, Reason: "内容过时"}),
			actor: reviewer, version: 3, reason: "再次下线", wantErr: "课程没有上线，无需下线"},
		{name: "a stale read", given: append(live[:2:2], drafted), actor: reviewer, version: 2, reason: "内容过时",
			wantErr: apperr.StaleVersion().Message},
		{name: "an unknown course", actor: reviewer, reason: "内容过时", wantErr: notFound},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := setup(t, true)
			history(t, sc, editor, c.given...)
			res, err := svc.Withdraw(context.Background(), as(c.actor), id, c.version, c.reason)
			check(t, sc, id, len(c.given), c.actor, res, err, c.wantErr, c.then)
		})
	}
}
