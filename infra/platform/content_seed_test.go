package platform_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	ccontent "zhiyuan/command/content"
	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// seedEnv is a platform with a shipped page seeded once (first text 第一版正文) and two operators.
type seedEnv struct {
	e                *platformtest.Env
	seed             events.Metadata
	editor, reviewer events.Metadata
}

const seedCode = "seed-check"

var seedID = ccontent.PageID(seedCode)

func newSeedEnv(t *testing.T) seedEnv {
	t.Helper()
	s := seedEnv{e: platformtest.New(t), seed: platform.SystemMeta("content-import"),
		editor: events.Metadata{ActorUserID: "u-seed-editor"}, reviewer: events.Metadata{ActorUserID: "u-seed-reviewer"}}
	for _, g := range []struct{ who, role string }{{"u-seed-editor", events.RoleEditor}, {"u-seed-reviewer", events.RoleReviewer}} {
		if _, err := s.e.P.Operators.Grant(t.Context(), platform.SystemMeta("test"), g.who, g.role); err != nil {
			t.Fatal(err)
		}
	}
	if _, wrote := s.run(t, "第一版正文"); !wrote {
		t.Fatal("the first seed wrote nothing")
	}
	return s
}

func shippedPage(body string) events.ContentFields {
	return events.ContentFields{Kind: events.ContentPage, Code: seedCode, Category: "关于", Title: "种子页面", Body: body}
}

// run seeds the page with a body, as a start carrying that text would.
func (s seedEnv) run(t *testing.T, body string) (int64, bool) {
	t.Helper()
	res, wrote, err := s.e.P.Content.Seed(t.Context(), s.seed, seedID, shippedPage(body))
	if err != nil {
		t.Fatal(err)
	}
	return res.Position, wrote
}

func (s seedEnv) stream(t *testing.T) []events.Envelope {
	t.Helper()
	envs, err := s.e.P.Store.Load(t.Context(), events.ContentStream(seedID))
	if err != nil {
		t.Fatal(err)
	}
	return envs
}

// reads answers what a reader of the page gets (its HTML), once the projections hold position.
func (s seedEnv) reads(t *testing.T, position int64) (string, bool) {
	t.Helper()
	head, err := s.e.P.Store.Head(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	s.e.WaitProjections(t, max(position, head), "content")
	r := s.e.Call(t, "/api/Web/GetContentDetail", "", map[string]string{"Code": seedCode})
	var page struct{ Content string }
	if r.Code != 0 {
		return "", false
	}
	if err := json.Unmarshal(r.Data, &page); err != nil {
		t.Fatal(err)
	}
	return page.Content, true
}

// A shipped page nobody edited follows a release that fixes its text: one revision and its
// publication, by the import's actor, and readers get the new text. The same text again writes nothing.
func TestShippedItemFollowsTheReleasesText(t *testing.T) {
	s := newSeedEnv(t)
	pos, wrote := s.run(t, "第二版正文")
	envs := s.stream(t)
	if !wrote || len(envs) != 4 || pos != envs[3].Position {
		t.Fatalf("wrote %v, position %d, stream of %d", wrote, pos, len(envs))
	}
	for i, want := range []string{events.ContentDrafted{}.EventType(), events.ContentPublished{}.EventType()} {
		if env := envs[2+i]; env.Type != want || env.Meta.ActorUserID != "system:content-import" {
			t.Fatalf("event %d: %s by %s", 3+i, env.Type, env.Meta.ActorUserID)
		}
	}
	if html, ok := s.reads(t, pos); !ok || !strings.Contains(html, "第二版正文") || strings.Contains(html, "第一版") {
		t.Fatalf("readers get %q", html)
	}
	head, err := s.e.P.Store.Head(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if _, wrote := s.run(t, "  第二版正文\n"); wrote { // the seed trims, as an editor's save does
		t.Fatal("the same text was written again")
	}
	if after, err := s.e.P.Store.Head(t.Context()); err != nil || after != head {
		t.Fatalf("log head %d → %d (%v)", head, after, err)
	}
}

// An operator's edit of a shipped page outlives a release that changes its text.
func TestOperatorsEditOfAShippedItemStays(t *testing.T) {
	s := newSeedEnv(t)
	ctx := t.Context()
	c := s.e.P.Content
	saved, err := c.Save(ctx, s.editor, seedID, len(s.stream(t)), shippedPage("编辑改过的正文"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Submit(ctx, s.editor, seedID, saved.Version); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Publish(ctx, s.reviewer, seedID, saved.Version+1, time.Time{}); err != nil {
		t.Fatal(err)
	}
	before := len(s.stream(t))
	if _, wrote := s.run(t, "第二版正文"); wrote || len(s.stream(t)) != before {
		t.Fatalf("the release overwrote the operators' edit (wrote %v)", wrote)
	}
	if html, ok := s.reads(t, 0); !ok || !strings.Contains(html, "编辑改过的正文") {
		t.Fatalf("readers get %q", html)
	}
}

// A shipped page the operators withdrew stays off the site after a release that changes its text.
func TestWithdrawnShippedItemStaysDown(t *testing.T) {
	s := newSeedEnv(t)
	if _, err := s.e.P.Content.Withdraw(t.Context(), s.reviewer, seedID, len(s.stream(t)), "不再适用"); err != nil {
		t.Fatal(err)
	}
	before := len(s.stream(t))
	if _, wrote := s.run(t, "第二版正文"); wrote || len(s.stream(t)) != before {
		t.Fatalf("the release wrote to a withdrawn page (wrote %v)", wrote)
	}
	if html, ok := s.reads(t, 0); ok {
		t.Fatalf("a withdrawn page is read: %q", html)
	}
}

// A later start carrying the same shipped content appends nothing: every item, as stored,
// equals what the release ships.
func TestSecondImportOfShippedContentWritesNothing(t *testing.T) {
	e := platformtest.New(t, platformtest.Options{Content: true})
	ctx := context.Background()
	head, err := e.P.Store.Head(ctx)
	if err != nil {
		t.Fatal(err)
	}
	last, err := platform.ImportContent(ctx, e.P.Content)
	if err != nil {
		t.Fatal(err)
	}
	after, err := e.P.Store.Head(ctx)
	if err != nil || last != 0 || after != head {
		t.Fatalf("second import: last %d, log head %d → %d (%v)", last, head, after, err)
	}
}
