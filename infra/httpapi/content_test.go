package httpapi_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"zhiyuan/command/content"
	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// operators logs in users and gives them console roles.
type operators struct {
	e                        *platformtest.Env
	editor, reviewer, reader string // tokens
	editorID, editorPhone    string
}

func newOperators(t *testing.T, e *platformtest.Env, base int) operators {
	o := operators{e: e}
	var reviewerID string
	o.editorPhone = platformtest.Phone(base)
	o.editor, o.editorID = e.Login(t, o.editorPhone)
	o.reviewer, reviewerID = e.Login(t, platformtest.Phone(base+1))
	o.reader, _ = e.Login(t, platformtest.Phone(base+2))
	for id, role := range map[string]string{o.editorID: events.RoleEditor, reviewerID: events.RoleReviewer} {
		res, err := e.P.Operators.Grant(t.Context(), platform.SystemMeta("test"), id, role)
		if err != nil {
			t.Fatal(err)
		}
		e.WaitProjections(t, res.Position, "content") // the query side reads roles from its read model
	}
	return o
}

type saved struct {
	ID       string
	Version  int
	Position int64
}

func (o operators) save(t *testing.T, token string, body map[string]any) saved {
	t.Helper()
	var s saved
	o.e.OK(t, "/api/Admin/SaveContent", token, body, &s)
	return s
}

func (o operators) step(t *testing.T, path, token string, s saved, extra ...string) saved {
	t.Helper()
	body := map[string]any{"Id": s.ID, "Version": s.Version}
	for i := 0; i+1 < len(extra); i += 2 {
		body[extra[i]] = extra[i+1]
	}
	var out saved
	o.e.OK(t, path, token, body, &out)
	out.ID = s.ID
	return out
}

type newsPage struct {
	List []struct {
		Id, NewsTitle, ReleaseDate, Source string
		ViewCountReal                      int64
	}
	Total int
}

func (o operators) newsTitles(t *testing.T, position int64) []string {
	t.Helper()
	o.e.WaitProjections(t, position, "content", "search")
	var p newsPage
	o.e.OK(t, "/api/Web/GetNewsInfoList", "", map[string]any{"PageIndex": 1, "PageSize": 50}, &p)
	var titles []string
	for _, it := range p.List {
		titles = append(titles, it.NewsTitle)
	}
	return titles
}

func newsBody(title string) map[string]any {
	return map[string]any{"Kind": "news", "Category": "填报指南", "Title": title, "Summary": "摘要",
		"Body":      "## 小标题\n\n正文<script>alert(1)</script>[坏链接](javascript:alert(1))<img src=x onerror=alert(1)>",
		"Provinces": []int{44}, "Year": 2026}
}

// The whole life of an article: an editor drafts and submits, a reviewer publishes, readers
// and search see exactly the published revision, a later edit waits for its own review, and a
// withdrawal takes it off the site. Nobody without a role reaches the console.
func TestContentReviewWorkflow(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	o := newOperators(t, e, 2001)

	// A reader has no console, and cannot write.
	if r := e.Call(t, "/api/Admin/ContentList", o.reader, map[string]any{}); r.Code != 403 {
		t.Fatalf("reader lists the console: %d %s", r.Code, r.Message)
	}
	if r := e.Call(t, "/api/Admin/SaveContent", o.reader, newsBody("读者")); r.Code != 403 {
		t.Fatalf("reader saves: %d %s", r.Code, r.Message)
	}
	if r := e.Call(t, "/api/Admin/SaveContent", "", newsBody("匿名")); r.Code != 112 {
		t.Fatalf("anonymous saves: %d", r.Code)
	}

	draft := o.save(t, o.editor, newsBody("广东考生如何看位次"))
	if !strings.HasPrefix(draft.ID, "news-") || draft.Version != 1 {
		t.Fatalf("draft %+v", draft)
	}
	if titles := o.newsTitles(t, draft.Position); len(titles) != 0 {
		t.Fatalf("a draft is public: %v", titles)
	}
	if r := e.Call(t, "/api/Web/GetNewsInfoDetail", "", map[string]string{"Id": draft.ID}); r.Code != 404 {
		t.Fatalf("draft detail: %d", r.Code)
	}
	// Review is on: the editor cannot publish, even their own draft.
	if r := e.Call(t, "/api/Admin/PublishContent", o.editor, map[string]any{"Id": draft.ID, "Version": 1}); r.Code != 403 {
		t.Fatalf("editor publishes: %d %s", r.Code, r.Message)
	}
	// The reviewer can publish only what was submitted.
	if r := e.Call(t, "/api/Admin/PublishContent", o.reviewer, map[string]any{"Id": draft.ID, "Version": 1}); r.Code != 409 {
		t.Fatalf("publish a draft: %d %s", r.Code, r.Message)
	}
	submitted := o.step(t, "/api/Admin/SubmitContent", o.editor, draft)
	// A stale version is refused, not overwritten.
	for _, v := range []int{0, 1} { // a version that is not the item's, or none at all
		if r := e.Call(t, "/api/Admin/SaveContent", o.editor, merge(newsBody("旧版本"), "Id", draft.ID, "Version", v)); r.Code != 409 {
			t.Fatalf("save over version %d: %d %s", v, r.Code, r.Message)
		}
	}
	published := o.step(t, "/api/Admin/PublishContent", o.reviewer, submitted)
	if titles := o.newsTitles(t, published.Position); len(titles) != 1 || titles[0] != "广东考生如何看位次" {
		t.Fatalf("published list: %v", titles)
	}
	var detail struct {
		NewsTitle, Content, ReleaseDate string
		ProvinceNames                   []string
	}
	e.OK(t, "/api/Web/GetNewsInfoDetail", "", map[string]string{"Id": draft.ID}, &detail)
	low := strings.ToLower(detail.Content)
	if !strings.Contains(detail.Content, "<h2>小标题</h2>") || strings.Contains(low, "<script") ||
		strings.Contains(low, "javascript:") || strings.Contains(low, "onerror=") || detail.ReleaseDate == "" ||
		len(detail.ProvinceNames) != 1 || detail.ProvinceNames[0] != "广东" {
		t.Fatalf("detail %+v", detail)
	}
	// Province filter: a Guangdong article is not in Beijing's list.
	var bj newsPage
	e.OK(t, "/api/Web/GetNewsInfoList", "", map[string]any{"ExamProvinceId": 11}, &bj)
	if bj.Total != 0 {
		t.Fatalf("beijing sees guangdong's article: %+v", bj)
	}
	// Search: the 资讯 tab finds it by a word of its title.
	var found struct {
		Counts struct {
			News int `json:"news"`
		}
		List []struct{ Title, Link string }
	}
	e.OK(t, "/api/Search/Query", "", map[string]any{"Keyword": "位次", "Kind": "news"}, &found)
	if found.Counts.News != 1 || len(found.List) != 1 || found.List[0].Link != "/newsdetail?id="+draft.ID {
		t.Fatalf("search %+v", found)
	}

	// A new revision waits for review while the published one stays live.
	edited := o.save(t, o.editor, merge(newsBody("改过的标题"), "Id", draft.ID, "Version", published.Version))
	if titles := o.newsTitles(t, edited.Position); len(titles) != 1 || titles[0] != "广东考生如何看位次" {
		t.Fatalf("unreviewed revision went live: %v", titles)
	}
	resubmitted := o.step(t, "/api/Admin/SubmitContent", o.editor, edited)
	if r := e.Call(t, "/api/Admin/ReturnContent", o.reviewer, map[string]any{"Id": draft.ID, "Version": resubmitted.Version}); r.Code != 400 {
		t.Fatalf("return without a reason: %d", r.Code)
	}
	returned := o.step(t, "/api/Admin/ReturnContent", o.reviewer, resubmitted, "Reason", "标题要写清楚省份")
	var console struct {
		State, Note string
		Live        bool
		History     []struct{ Type, Actor, ActorPhone string }
	}
	e.WaitProjections(t, returned.Position, "content")
	e.OK(t, "/api/Admin/ContentDetail", o.reviewer, map[string]string{"Id": draft.ID}, &console)
	if console.State != "draft" || !console.Live || console.Note != "标题要写清楚省份" || len(console.History) != 6 ||
		console.History[2].Actor == o.editorID || console.History[0].Actor != o.editorID {
		t.Fatalf("console %+v", console)
	}
	// Colleagues are named by their masked phone, never the full number.
	if p := console.History[0].ActorPhone; len(p) != 11 || !strings.Contains(p, "****") || p[7:] != o.editorPhone[7:] {
		t.Fatalf("the editor in the history: %q (phone %s)", p, o.editorPhone)
	}

	withdrawn := o.step(t, "/api/Admin/WithdrawContent", o.reviewer, returned, "Reason", "信息过时")
	if titles := o.newsTitles(t, withdrawn.Position); len(titles) != 0 {
		t.Fatalf("withdrawn still listed: %v", titles)
	}
	e.OK(t, "/api/Search/Query", "", map[string]any{"Keyword": "位次", "Kind": "news"}, &found)
	if found.Counts.News != 0 {
		t.Fatalf("withdrawn still searchable: %+v", found)
	}
	// An editor cannot withdraw, and nobody reaches the roles list but an admin.
	if r := e.Call(t, "/api/Admin/Operators", o.reviewer, nil); r.Code != 403 {
		t.Fatalf("reviewer lists operators: %d", r.Code)
	}
}

func merge(m map[string]any, kv ...any) map[string]any {
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i].(string)] = kv[i+1]
	}
	return m
}

// Two reviewers publish the same revision at once: one wins, the other is told it changed.
func TestContentPublishRace(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	o := newOperators(t, e, 2011)
	e.IP = "10.1.0.2" // a fourth login from one address would be asked for a captcha
	second, secondID := e.Login(t, platformtest.Phone(2014))
	if _, err := e.P.Operators.Grant(t.Context(), platform.SystemMeta("test"), secondID, events.RoleReviewer); err != nil {
		t.Fatal(err) // the command side checks roles in the log: no wait needed
	}
	s := o.step(t, "/api/Admin/SubmitContent", o.editor, o.save(t, o.editor, newsBody("同时发布")))
	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i, tok := range []string{o.reviewer, second} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = e.Call(t, "/api/Admin/PublishContent", tok, map[string]any{"Id": s.ID, "Version": s.Version}).Code
		}()
	}
	wg.Wait()
	if min(codes[0], codes[1]) != 0 || max(codes[0], codes[1]) != 409 {
		t.Fatalf("two publishes: %v", codes)
	}
}

func TestContentBadInput(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	o := newOperators(t, e, 2021)
	for name, body := range map[string]map[string]any{
		"kind":      merge(newsBody("x"), "Kind", "video"),
		"title":     merge(newsBody(""), "Title", strings.Repeat("长", 81)),
		"body":      merge(newsBody("x"), "Body", "  "),
		"province":  merge(newsBody("x"), "Provinces", []int{99}),
		"cover":     merge(newsBody("x"), "Cover", "https://evil.example/a.png"),
		"sourceurl": merge(newsBody("x"), "SourceUrl", "javascript:alert(1)"),
		"page code": {"Kind": "page", "Code": "../etc", "Title": "x", "Body": "y"},
		"unknown":   merge(newsBody("x"), "Id", "news-doesnotexist", "Version", 1),
	} {
		if r := e.Call(t, "/api/Admin/SaveContent", o.editor, body); r.Code == 0 || r.Status >= 500 {
			t.Errorf("%s accepted: %d %s", name, r.Code, r.Message)
		}
	}
	if r := e.Call(t, "/api/Admin/PublishContent", o.reviewer, map[string]any{"Id": "news-x", "At": "明天"}); r.Code != 400 {
		t.Errorf("bad time: %d %s", r.Code, r.Message)
	}
	// Nothing was written.
	var list struct{ Total int }
	e.OK(t, "/api/Admin/ContentList", o.editor, map[string]any{}, &list)
	if list.Total != 0 {
		t.Fatalf("bad input wrote %d items", list.Total)
	}
	raw, _ := json.Marshal(map[string]any{"NewsTitle": strings.Repeat("长", 21)})
	if r := e.Call(t, "/api/Web/GetNewsInfoList", "", string(raw)); r.Code != 400 {
		t.Fatalf("long keyword: %d", r.Code)
	}
}

// A publication set for later is invisible until the scheduler, at its time, publishes it.
func TestContentScheduledPublishing(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	o := newOperators(t, e, 2031)
	s := o.step(t, "/api/Admin/SubmitContent", o.editor, o.save(t, o.editor, newsBody("定时发布的文章")))
	at := time.Now().Add(2 * time.Hour).UTC().Format(time.RFC3339)
	scheduled := o.step(t, "/api/Admin/PublishContent", o.reviewer, s, "At", at)
	if titles := o.newsTitles(t, scheduled.Position); len(titles) != 0 {
		t.Fatalf("scheduled article is public: %v", titles)
	}
	sched := e.P.ContentScheduler()
	if n, err := sched.Tick(t.Context()); err != nil || n != 0 {
		t.Fatalf("released early: %d %v", n, err)
	}
	e.P.Content.SetClock(func() time.Time { return time.Now().Add(3 * time.Hour) })
	if n, err := sched.Tick(t.Context()); err != nil || n != 1 {
		t.Fatalf("not released on time: %d %v", n, err)
	}
	if n, err := sched.Tick(t.Context()); err != nil || n != 0 {
		t.Fatalf("released twice: %d %v", n, err)
	}
	platformtest.Eventually(t, 10*time.Second, "the released article listed", func() bool {
		return len(o.newsTitles(t, scheduled.Position)) == 1
	})
}

// Reads are counted from many readers at once, exactly; a draft cannot be counted, and one
// address cannot inflate a count past the hourly cap.
func TestContentViewCounts(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	o := newOperators(t, e, 2041)
	s := o.step(t, "/api/Admin/SubmitContent", o.editor, o.save(t, o.editor, newsBody("浏览量")))
	p := o.step(t, "/api/Admin/PublishContent", o.reviewer, s)
	const readers = 40
	var wg sync.WaitGroup
	var mu sync.Mutex
	counted := 0
	for i := range readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := e.CallRaw(t, "/api/Web/AddNewsInfoCount", `{"Id":"`+p.ID+`"}`, "X-Forwarded-For", fmt.Sprintf("10.9.%d.1", i))
			if strings.Contains(string(r.Body), `"Counted":true`) {
				mu.Lock()
				counted++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if counted != readers {
		t.Fatalf("counted %d of %d", counted, readers)
	}
	var page newsPage
	platformtest.Eventually(t, 10*time.Second, "every read counted", func() bool {
		e.OK(t, "/api/Web/GetNewsInfoList", "", map[string]any{}, &page)
		return len(page.List) == 1 && page.List[0].ViewCountReal == readers
	})
	draft := o.save(t, o.editor, newsBody("草稿"))
	if r := e.Call(t, "/api/Web/AddNewsInfoCount", "", map[string]string{"Id": draft.ID}); r.Code != 404 {
		t.Fatalf("draft counted: %d", r.Code)
	}
	for range content.ViewsPerIPHour {
		e.Call(t, "/api/Web/AddNewsInfoCount", "", map[string]string{"Id": p.ID})
	}
	var over struct{ Counted bool }
	e.OK(t, "/api/Web/AddNewsInfoCount", "", map[string]string{"Id": p.ID}, &over)
	if over.Counted {
		t.Fatal("one address counted past the hourly cap")
	}
}
