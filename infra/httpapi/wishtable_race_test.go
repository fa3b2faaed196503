package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// The wish table races through HTTP: nine parallel calls of each sharing kind all answer 0
// (never 5xx), the owner sharing does not refuse a relative's edit, the loser of a true race
// reads Data {Yours, Current}, a member asking to share is told only the owner may (403), and
// the operator's audit names an unknown table and who a share was given to.
func TestWishTableRacesOverHTTP(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	e.IP = "10.171.0.1"
	ownerTok, ownerID := e.Login(t, platformtest.Phone(1800))
	given, err := e.P.Membership.Give(context.Background(), platform.SystemMeta("test"), ownerID, "VIP_YEAR", "测试")
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, given.Position, "membership")
	tokens, ids := make([]string, 10), make([]string, 10)
	for i := 1; i <= 9; i++ {
		e.IP = fmt.Sprintf("10.171.0.%d", 10+i) // the per-address SMS limits
		tokens[i], ids[i] = e.Login(t, platformtest.Phone(1800+i))
	}
	e.IP = "10.171.0.1"
	var tb wishRes
	e.OK(t, "/api/WishTable/Create", ownerTok, map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理",
		"SelectSubjects": []string{"物理", "化学", "生物"}, "Score": 600}, &tb)
	id := tb.TableId

	parallel := func(what string, body func(i int) (string, map[string]any)) {
		t.Helper()
		var wg sync.WaitGroup
		answers := make([]platformtest.Reply, 10)
		for i := 1; i <= 9; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				tok, b := body(i)
				answers[i] = e.Call(t, "/api/WishTable/"+what, tok, b)
			}()
		}
		wg.Wait()
		for i, a := range answers[1:] {
			if a.Status >= 500 || a.Code != 0 {
				t.Errorf("%s %d of 9: HTTP %d Code %d %s", what, i+1, a.Status, a.Code, a.Message)
			}
		}
	}
	parallel("ShareByPhone", func(i int) (string, map[string]any) {
		return ownerTok, map[string]any{"TableId": id, "Phone": platformtest.Phone(1800 + i), "Role": "viewer"}
	})
	parallel("SetRole", func(i int) (string, map[string]any) {
		return ownerTok, map[string]any{"TableId": id, "UserId": ids[i], "Role": "editor"}
	})
	parallel("RemoveMember", func(i int) (string, map[string]any) {
		if i%3 == 0 { // some leave themselves
			return tokens[i], map[string]any{"TableId": id, "UserId": ids[i]}
		}
		return ownerTok, map[string]any{"TableId": id, "UserId": ids[i]}
	})
	members := func() map[string]string {
		var d wishDetail
		e.OK(t, "/api/WishTable/Detail", ownerTok, map[string]any{"TableId": id}, &d)
		out := map[string]string{}
		for _, m := range d.Members {
			out[m.UserId] = m.Role
		}
		return out
	}
	var last wishRes
	r := e.Call(t, "/api/WishTable/ShareByPhone", ownerTok, map[string]any{"TableId": id, "Phone": platformtest.Phone(1801), "Role": "editor"})
	_ = json.Unmarshal(r.Data, &last)
	e.WaitProjections(t, last.Position, "wishtables")
	if m := members(); len(m) != 1 || m[ids[1]] != "editor" {
		t.Fatalf("after nine shares, nine role changes, nine removals and one share: %v", m)
	}

	// The owner shares with the others while the editor edits: every edit lands.
	var d wishDetail
	e.OK(t, "/api/WishTable/Detail", tokens[1], map[string]any{"TableId": id}, &d)
	version := d.Table.Version
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 2; i <= 9; i++ {
			if a := e.Call(t, "/api/WishTable/ShareByPhone", ownerTok, map[string]any{"TableId": id,
				"Phone": platformtest.Phone(1800 + i), "Role": "commenter"}); a.Code != 0 {
				t.Errorf("share with %d while the editor edits: %d %s", i, a.Code, a.Message)
			}
		}
	}()
	for n := 1; n <= 8; n++ {
		a := e.Call(t, "/api/WishTable/SetScore", tokens[1], map[string]any{"TableId": id, "Version": version, "Score": 600 + n})
		if a.Code != 0 {
			t.Errorf("edit %d on version %d while the owner shares: HTTP %d Code %d %s", n, version, a.Status, a.Code, a.Message)
			break
		}
		var res wishRes
		_ = json.Unmarshal(a.Data, &res)
		version = res.Version
	}
	wg.Wait()

	// A true race: the owner and the editor edit one version; the loser reads both versions.
	head, err := e.P.Store.Head(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, head, "wishtables")
	e.OK(t, "/api/WishTable/Detail", ownerTok, map[string]any{"TableId": id}, &d)
	start := d.Table.Version
	raced := make([]platformtest.Reply, 2)
	for i, tok := range []string{ownerTok, tokens[1]} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			raced[i] = e.Call(t, "/api/WishTable/SetNote", tok, map[string]any{"TableId": id, "Version": start, "Note": fmt.Sprint("备注", i)})
		}()
	}
	wg.Wait()
	if raced[0].Code+raced[1].Code != 409 {
		t.Fatalf("two edits of version %d: codes %d and %d, want one 0 and one 409", start, raced[0].Code, raced[1].Code)
	}
	for _, a := range raced {
		if a.Code != 409 {
			continue
		}
		var c struct{ Yours, Current int }
		if err := json.Unmarshal(a.Data, &c); err != nil || c.Yours != start || c.Current != start+1 ||
			!strings.Contains(a.Message, fmt.Sprintf("你看到的是第 %d 版，现在是第 %d 版", start, start+1)) {
			t.Errorf("the loser's answer: Data %s Message %s, want {Yours %d, Current %d}", a.Data, a.Message, start, start+1)
		}
	}

	// An editor (with no membership) asking to share: only the owner may (403), not 402.
	if a := e.Call(t, "/api/WishTable/ShareByPhone", tokens[1], map[string]any{"TableId": id, "Phone": platformtest.Phone(1809),
		"Role": "viewer"}); a.Code != 403 || !strings.Contains(a.Message, "只有志愿表的创建者") {
		t.Errorf("an editor sharing: %d %s, want 403", a.Code, a.Message)
	}

	// The operator's audit: an unknown table says so; a share row names who was given access.
	if head, err = e.P.Store.Head(t.Context()); err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, head, "wishtables", "audit")
	if _, err := e.P.App.Wishes.AuditTable(t.Context(), "00000000-0000-0000-0000-000000000000", time.Time{}, time.Time{}); err == nil ||
		!strings.Contains(err.Error(), "没有编号为") {
		t.Errorf("audit of an unknown table: %v", err)
	}
	a, err := e.P.App.Wishes.AuditTable(t.Context(), id, time.Time{}, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	shared := false
	for _, c := range a.List {
		if c.Type == "wish.member_set" && c.Subject != nil && c.Subject.UserId == ids[9] && strings.Contains(c.Summary, "可备注") &&
			c.Actor.UserId == ownerID {
			shared = true
		}
	}
	if !shared {
		t.Errorf("no audit row names the owner sharing with %s as 可备注: %+v", ids[9], a.List)
	}
}
