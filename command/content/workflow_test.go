package content_test

import (
	"strings"
	"testing"
	"time"

	"zhiyuan/command/content"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// step is one workflow command on an item: its history (written by the system, then optionally
// submitted by a named operator), who acts, with what, and the events or error that follow.
type step struct {
	name        string
	noReview    bool // a one-person site: editors publish directly
	given       []events.Event
	submittedBy string
	actor       string
	version     int
	reason      string
	at          time.Time
	then        []events.Event
	wantErr     string
}

func runSteps(t *testing.T, steps []step, when func(svc *content.Service, c step) error) {
	t.Helper()
	for _, c := range steps {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			svc.Review = !c.noReview
			sc.Given(t, stream, c.given...)
			if c.submittedBy != "" {
				givenBy(t, sc, c.submittedBy, stream, submitted)
			}
			from := sc.Version(t, stream)
			err := when(svc, c)
			check(t, sc, stream, from, c.actor, err, c.wantErr, c.then)
		})
	}
}

// Given an item's history, when someone submits it to review, then it is in review or refused.
func TestSubmit(t *testing.T) {
	t.Parallel()
	runSteps(t, []step{
		{name: "an editor submits a draft", actor: editor, given: []events.Event{drafted}, then: []events.Event{submitted}},
		{name: "a reviewer may submit too", actor: reviewer, given: []events.Event{drafted}, then: []events.Event{submitted}},
		{name: "a withdrawn item goes to review again", actor: editor, given: []events.Event{drafted, published, withdrawn},
			then: []events.Event{submitted}},
		{name: "a new revision of a live item", actor: editor, given: []events.Event{drafted, published, redrafted},
			then: []events.Event{submitted}},
		{name: "at the version the editor saw", actor: editor, given: []events.Event{drafted}, version: 1,
			then: []events.Event{submitted}},
		{name: "at an older version", actor: editor, given: []events.Event{drafted, redrafted}, version: 1,
			wantErr: apperr.StaleVersion().Message},
		{name: "already in review", actor: editor, given: []events.Event{drafted, submitted}, wantErr: "只有草稿可以提交审核"},
		{name: "already published", actor: editor, given: []events.Event{drafted, published}, wantErr: "只有草稿可以提交审核"},
		{name: "already scheduled", actor: editor, given: []events.Event{drafted, scheduled}, wantErr: "只有草稿可以提交审核"},
		{name: "a reader without a role", actor: reader, given: []events.Event{drafted}, wantErr: forbidden("编辑或审核")},
		{name: "an item that does not exist", actor: editor, wantErr: "内容不存在"},
	}, func(svc *content.Service, c step) error {
		_, err := svc.Submit(ctx, as(c.actor), id, c.version)
		return err
	})
}

// Given an item in review, when a reviewer returns it with a reason, then it is a draft again.
func TestReturn(t *testing.T) {
	t.Parallel()
	runSteps(t, []step{
		{name: "a reviewer returns a revision in review, the reason trimmed", actor: reviewer,
			given: []events.Event{drafted, submitted}, reason: "  标题有错别字 ",
			then: []events.Event{events.ContentReturned{ID: id, Reason: "标题有错别字"}}},
		{name: "an admin may return", actor: admin, given: []events.Event{drafted, submitted}, reason: "请补充来源",
			then: []events.Event{events.ContentReturned{ID: id, Reason: "请补充来源"}}},
		{name: "an editor may not", actor: editor, given: []events.Event{drafted, submitted}, reason: "撤回",
			wantErr: forbidden("审核")},
		{name: "no reason", actor: reviewer, given: []events.Event{drafted, submitted}, reason: "   ",
			wantErr: "请填写退回原因（不超过 200 个字）"},
		{name: "a reason over 200 characters", actor: reviewer, given: []events.Event{drafted, submitted},
			reason: strings.Repeat("很", 201), wantErr: "请填写退回原因（不超过 200 个字）"},
		{name: "a draft not in review", actor: reviewer, given: []events.Event{drafted}, reason: "标题有错别字",
			wantErr: "只有待审核的内容可以退回"},
		{name: "a published item", actor: reviewer, given: []events.Event{drafted, published}, reason: "标题有错别字",
			wantErr: "只有待审核的内容可以退回"},
		{name: "at an older version", actor: reviewer, given: []events.Event{drafted, submitted}, version: 1,
			reason: "标题有错别字", wantErr: apperr.StaleVersion().Message},
	}, func(svc *content.Service, c step) error {
		_, err := svc.Return(ctx, as(c.actor), id, c.version, c.reason)
		return err
	})
}

// Given an item, when a reviewer withdraws it, then it leaves the site or the refusal says why.
func TestWithdraw(t *testing.T) {
	t.Parallel()
	off := events.ContentWithdrawn{ID: id, Reason: "政策已调整"}
	runSteps(t, []step{
		{name: "a live item", actor: reviewer, given: []events.Event{drafted, published}, reason: " 政策已调整 ",
			then: []events.Event{off}},
		{name: "a scheduled item, never live", actor: reviewer, given: []events.Event{drafted, scheduled}, reason: "政策已调整",
			then: []events.Event{off}},
		{name: "a live item whose next revision is a draft", actor: reviewer, given: []events.Event{drafted, published, redrafted},
			reason: "政策已调整", then: []events.Event{off}},
		{name: "a draft never published", actor: reviewer, given: []events.Event{drafted}, reason: "政策已调整",
			wantErr: "这条内容没有发布，无需下线"},
		{name: "an item in review, never published", actor: reviewer, given: []events.Event{drafted, submitted},
			reason: "政策已调整", wantErr: "这条内容没有发布，无需下线"},
		{name: "already withdrawn", actor: reviewer, given: []events.Event{drafted, published, withdrawn}, reason: "政策已调整",
			wantErr: "这条内容没有发布，无需下线"},
		{name: "no reason", actor: reviewer, given: []events.Event{drafted, published}, wantErr: "请填写下线原因（不超过 200 个字）"},
		{name: "an editor may not", actor: editor, given: []events.Event{drafted, published}, reason: "政策已调整",
			wantErr: forbidden("审核")},
		{name: "at the version the reviewer saw", actor: reviewer, given: []events.Event{drafted, published}, version: 2,
			reason: "政策已调整", then: []events.Event{off}},
		{name: "at an older version", actor: reviewer, given: []events.Event{drafted, published}, version: 1,
			reason: "政策已调整", wantErr: apperr.StaleVersion().Message},
	}, func(svc *content.Service, c step) error {
		_, err := svc.Withdraw(ctx, as(c.actor), id, c.version, c.reason)
		return err
	})
}
