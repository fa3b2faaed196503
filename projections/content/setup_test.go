package content_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/content"
)

const (
	editor   = "u-editor"
	reviewer = "u-reviewer"
	id       = "news-0123456789ab"
)

var (
	byEditor   = events.Metadata{ActorUserID: editor, ClientIP: "10.0.0.1"}
	byReviewer = events.Metadata{ActorUserID: reviewer, ClientIP: "10.0.0.2"}
	reader     = events.Metadata{ClientIP: "10.0.0.3"}
	stream     = events.ContentStream(id)

	first = events.ContentFields{Kind: events.ContentNews, Category: "政策解读", Title: "2027 年高考报名须知",
		Body: "报名时间为 **11 月 1 日至 15 日**。", Source: "广东省教育考试院", SourceURL: "https://eea.gd.gov.cn/",
		Cover: "/uploads/ab12.png", Provinces: []int{11, 44}, Year: 2027, Top: true, Order: 5}
	second = events.ContentFields{Kind: events.ContentNews, Category: "政策解读", Title: "2027 年高考报名须知（更新）",
		Summary: "报名延长至 11 月 20 日", Body: "报名延长至 11 月 20 日。", Year: 2027}

	drafted   = events.ContentDrafted{ID: id, ContentFields: first}
	redrafted = events.ContentDrafted{ID: id, ContentFields: second}
	submitted = events.ContentSubmitted{ID: id}
	returned  = events.ContentReturned{ID: id, Reason: "标题有错别字"}
	nov1      = time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	dec1      = time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	published = events.ContentPublished{ID: id, At: nov1, ContentFields: first}
	scheduled = events.ContentScheduled{ID: id, At: time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)}
	withdrawn = events.ContentWithdrawn{ID: id, Reason: "政策已调整"}
)

func newEnv(t *testing.T) *projectortest.Env {
	t.Helper()
	return projectortest.New(t, content.Projection{})
}

// view appends one read on a stream of its own, as the command side does.
func view(t *testing.T, e *projectortest.Env, n int, itemID string) []events.Envelope {
	t.Helper()
	var out []events.Envelope
	for i := range n {
		out = append(out, e.Append(t, reader, events.ContentViewStream(itemID+"-"+string(rune('a'+i))),
			events.ContentViewed{ID: itemID})...)
	}
	return out
}

func same(t *testing.T, what string, got, want [][]string) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s\n%q\nwant\n%q", what, got, want)
	}
}

// utc prints a timestamp column in UTC, NULL for none.
func utc(col string) string {
	return `coalesce(to_char(` + col + ` AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), 'NULL')`
}
