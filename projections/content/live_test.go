package content_test

import (
	"strconv"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
)

func itoa(n int) string { return strconv.Itoa(n) }

var liveRow = `SELECT id, kind, code, category, title, summary, html, source, source_url, cover, provinces, year, top, ord,
	` + utc("released_at") + `, ` + utc("revised_at") + `, views, college_code FROM live ORDER BY id`

var (
	firstLive = []string{id, "news", "", "政策解读", "2027 年高考报名须知", "报名时间为 11 月 1 日至 15 日。",
		"<p>报名时间为 <strong>11 月 1 日至 15 日</strong>。</p>\n", "广东省教育考试院", "https://eea.gd.gov.cn/", "/uploads/ab12.png",
		"{11,44}", "2027", "true", "5", "2026-11-01 00:00", "2026-11-01 00:00"}
	secondLive = []string{id, "news", "", "政策解读", "2027 年高考报名须知（更新）", "报名延长至 11 月 20 日",
		"<p>报名延长至 11 月 20 日。</p>\n", "", "", "", "{}", "2027", "false", "0", "2026-11-01 00:00", "2026-12-01 00:00"}
)

func with(r []string, views string, college string) []string {
	return append(append([]string{}, r...), views, college)
}

// Given an item's events and reads, then what readers see: the published revision, rendered
// once, its first release date, and the reads counted.
func TestLive(t *testing.T) {
	t.Parallel()
	republished := events.ContentPublished{ID: id, At: dec1, ContentFields: second}
	for _, c := range []struct {
		name      string
		given     func(t *testing.T, e *projectortest.Env)
		want      [][]string
		wantViews [][]string
	}{
		{name: "a draft is not seen", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, submitted, scheduled)
		}},
		{name: "published: rendered, summarised from the body", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byReviewer, stream, drafted, published)
		}, want: [][]string{with(firstLive, "0", "")}},
		{name: "a next revision waits; its publication keeps the release date", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, published, redrafted, submitted)
			same(t, "live while the revision is in review", e.Rows(t, liveRow), [][]string{with(firstLive, "0", "")})
			e.Given(t, byReviewer, stream, republished)
		}, want: [][]string{with(secondLive, "0", "")}},
		{name: "markup a reader must not run is removed, its text kept", given: func(t *testing.T, e *projectortest.Env) {
			f := second
			f.Body = "注意<script>alert(1)</script>[链接](javascript:alert(1)) <a href=\"//evil.example\">这里</a>"
			f.Summary = ""
			e.Given(t, byReviewer, stream, drafted, events.ContentPublished{ID: id, At: nov1, ContentFields: f})
		}, want: [][]string{{id, "news", "", "政策解读", "2027 年高考报名须知（更新）", "注意alert(1)链接 这里",
			"<p>注意alert(1)链接 这里</p>\n", "", "", "", "{}", "2027", "false", "0", "2026-11-01 00:00", "2026-11-01 00:00", "0", ""}}},
		{name: "reads count on the live row", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byReviewer, stream, drafted, published)
			e.Batch(t, view(t, e, 3, id))
		}, want: [][]string{with(firstLive, "3", "")}, wantViews: [][]string{{id, "3"}}},
		{name: "withdrawn leaves the site, its count kept for a republication", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byReviewer, stream, drafted, published)
			e.Batch(t, view(t, e, 2, id))
			e.Given(t, byReviewer, stream, withdrawn)
			same(t, "live once withdrawn", e.Rows(t, liveRow), nil)
			e.Given(t, byReviewer, stream, republished)
		}, want: [][]string{with([]string{id, "news", "", "政策解读", "2027 年高考报名须知（更新）", "报名延长至 11 月 20 日",
			"<p>报名延长至 11 月 20 日。</p>\n", "", "", "", "{}", "2027", "false", "0", "2026-12-01 00:00", "2026-12-01 00:00"}, "2", "")},
			wantViews: [][]string{{id, "2"}}},
		{name: "reads before publication, and of an unknown item, are counted for later", given: func(t *testing.T, e *projectortest.Env) {
			e.Batch(t, view(t, e, 2, id))
			e.Batch(t, view(t, e, 1, "news-unknown0000"))
			e.Given(t, byReviewer, stream, drafted, published)
		}, want: [][]string{with(firstLive, "2", "")}, wantViews: [][]string{{id, "2"}, {"news-unknown0000", "1"}}},
		{name: "a college's charter names the college", given: func(t *testing.T, e *projectortest.Env) {
			f := events.ContentFields{Kind: events.ContentCharter, CollegeCode: "10001", Category: "招生章程", Title: "章程",
				Summary: "摘要", Body: "正文", SourceURL: "https://gaokao.chsi.com.cn/", Year: 2027}
			e.Given(t, byReviewer, events.ContentStream("charter-pku2027"), events.ContentDrafted{ID: "charter-pku2027", ContentFields: f},
				events.ContentPublished{ID: "charter-pku2027", At: nov1, ContentFields: f})
		}, want: [][]string{{"charter-pku2027", "charter", "", "招生章程", "章程", "摘要", "<p>正文</p>\n", "", "https://gaokao.chsi.com.cn/",
			"", "{}", "2027", "false", "0", "2026-11-01 00:00", "2026-11-01 00:00", "0", "10001"}}},
		{name: "publications, reads and a withdrawal in one batch", given: func(t *testing.T, e *projectortest.Env) {
			other := "notice-fedcba987654"
			f := events.ContentFields{Kind: events.ContentNotice, Category: "通知", Title: "系统维护", Summary: "今晚维护", Body: "今晚 22 点维护。"}
			var batch []events.Envelope
			batch = append(batch, e.Append(t, byReviewer, stream, drafted, published)...)
			batch = append(batch, e.Append(t, byReviewer, events.ContentStream(other), events.ContentDrafted{ID: other, ContentFields: f},
				events.ContentPublished{ID: other, At: dec1, ContentFields: f})...)
			batch = append(batch, view(t, e, 2, id)...)
			batch = append(batch, view(t, e, 1, other)...)
			batch = append(batch, e.Append(t, byReviewer, events.ContentStream(other), events.ContentWithdrawn{ID: other, Reason: "已结束"})...)
			e.Batch(t, batch)
		}, want: [][]string{with(firstLive, "2", "")}, wantViews: [][]string{{id, "2"}, {"notice-fedcba987654", "1"}}},
		{name: "reads delivered again are not counted again", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byReviewer, stream, drafted, published)
			reads := view(t, e, 2, id)
			e.Batch(t, reads)
			e.Batch(t, reads)
			e.Batch(t, e.Append(t, byReviewer, stream, events.ContentPublished{ID: id, At: nov1, ContentFields: first}))
		}, want: [][]string{with(firstLive, "2", "")}, wantViews: [][]string{{id, "2"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			c.given(t, e)
			same(t, "live", e.Rows(t, liveRow), c.want)
			same(t, "views", e.Rows(t, `SELECT id, n FROM views ORDER BY id`), c.wantViews)
		})
	}
}

// A publication for an item whose draft the projection never saw still goes live: the log is
// the truth, and a seed's publication always follows its draft in one append.
func TestLiveWithoutItem(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.Given(t, byReviewer, stream, events.ContentPublished{ID: id, At: nov1.Add(time.Hour), ContentFields: second})
	same(t, "items", e.Rows(t, `SELECT id FROM items`), nil)
	same(t, "live", e.Rows(t, `SELECT id, title, `+utc("released_at")+` FROM live`),
		[][]string{{id, "2027 年高考报名须知（更新）", "2026-11-01 01:00"}})
}
