package content_test

import (
	"testing"
	"time"

	"zhiyuan/command/content"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Given an item, when someone publishes it (now or at a time), then it goes live, is scheduled,
// or is refused: with review on only another reviewer publishes a revision in review.
func TestPublish(t *testing.T) {
	t.Parallel()
	now := december2026.UTC()
	live := events.ContentPublished{ID: id, At: now, ContentFields: first}
	gaokao2027 := time.Date(2027, 6, 7, 9, 0, 0, 0, time.FixedZone("CST", 8*3600))
	runSteps(t, []step{
		{name: "a reviewer publishes what someone else submitted", actor: reviewer, given: []events.Event{drafted},
			submittedBy: editor, then: []events.Event{live}},
		{name: "at the version the reviewer saw", actor: reviewer, given: []events.Event{drafted}, submittedBy: editor,
			version: 2, then: []events.Event{live}},
		{name: "at an older version", actor: reviewer, given: []events.Event{drafted}, submittedBy: editor, version: 1,
			wantErr: apperr.StaleVersion().Message},
		{name: "the revision in review, not the live one", actor: reviewer, given: []events.Event{drafted, published, redrafted},
			submittedBy: editor, then: []events.Event{events.ContentPublished{ID: id, At: now, ContentFields: second}}},
		{name: "a draft must be submitted first", actor: reviewer, given: []events.Event{drafted},
			wantErr: "请先提交审核：只有待审核的内容可以发布"},
		{name: "a published item is not in review", actor: reviewer, given: []events.Event{drafted, published},
			wantErr: "请先提交审核：只有待审核的内容可以发布"},
		{name: "an editor may not publish", actor: editor, given: []events.Event{drafted}, submittedBy: reviewer,
			wantErr: forbidden("审核")},
		{name: "a reviewer may not approve their own submission", actor: reviewer, given: []events.Event{drafted},
			submittedBy: reviewer, wantErr: "不能审核自己提交的内容：请另一位审核人发布"},
		{name: "another reviewer may", actor: reviewer2, given: []events.Event{drafted}, submittedBy: reviewer,
			then: []events.Event{live}},
		{name: "an admin may approve their own", actor: admin, given: []events.Event{drafted}, submittedBy: admin,
			then: []events.Event{live}},
		{name: "a time already past publishes now", actor: reviewer, given: []events.Event{drafted}, submittedBy: editor,
			at: time.Date(2025, 6, 7, 0, 0, 0, 0, time.UTC), then: []events.Event{live}},
		{name: "exactly now publishes now", actor: reviewer, given: []events.Event{drafted}, submittedBy: editor,
			at: december2026, then: []events.Event{live}},
		{name: "the 2027 exam day is scheduled, in UTC", actor: reviewer, given: []events.Event{drafted}, submittedBy: editor,
			at: gaokao2027, then: []events.Event{events.ContentScheduled{ID: id, At: gaokao2027.UTC()}}},
		{name: "366 days ahead is the limit", actor: reviewer, given: []events.Event{drafted}, submittedBy: editor,
			at:   december2026.Add(content.MaxSchedule),
			then: []events.Event{events.ContentScheduled{ID: id, At: now.Add(content.MaxSchedule)}}},
		{name: "beyond a year ahead", actor: reviewer, given: []events.Event{drafted}, submittedBy: editor,
			at: december2026.Add(content.MaxSchedule + time.Second), wantErr: "定时发布最多提前一年"},
		{name: "an item that does not exist", actor: reviewer, wantErr: "内容不存在"},

		{name: "review off: an editor publishes their own draft", noReview: true, actor: editor, given: []events.Event{drafted},
			then: []events.Event{live}},
		{name: "review off: and their own submission", noReview: true, actor: editor, given: []events.Event{drafted},
			submittedBy: editor, then: []events.Event{live}},
		{name: "review off: a withdrawn item again", noReview: true, actor: editor, given: []events.Event{drafted, published, withdrawn},
			then: []events.Event{live}},
		{name: "review off: already published", noReview: true, actor: editor, given: []events.Event{drafted, published},
			wantErr: "这一版本已经发布或已排期"},
		{name: "review off: already scheduled", noReview: true, actor: editor, given: []events.Event{drafted, scheduled},
			wantErr: "这一版本已经发布或已排期"},
		{name: "review off: still no reader", noReview: true, actor: reader, given: []events.Event{drafted},
			wantErr: forbidden("审核或编辑")},
	}, func(svc *content.Service, c step) error {
		_, err := svc.Publish(ctx, as(c.actor), id, c.version, c.at)
		return err
	})
}
