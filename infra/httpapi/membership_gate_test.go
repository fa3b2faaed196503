package httpapi_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// TestMembersOnlyCallsAreGatedOnTheServer: without the rights, every members-only call answers
// Code 402 naming the right and changes nothing; the free basics answer; with a membership the
// same calls pass. Parallel creates by a free user keep one table.
func TestMembersOnlyCallsAreGatedOnTheServer(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	e.IP = "10.192.0.1"
	tok, uid := e.Login(t, platformtest.Phone(1960))
	create := map[string]any{"Name": "我的志愿表", "ProvinceId": 44, "Year": 2025, "SelectSubject": "物理",
		"SelectSubjects": []string{"物理", "化学", "生物"}, "Score": 600}
	var first struct {
		TableId  string
		Position int64
	}
	e.OK(t, "/api/WishTable/Create", tok, create, &first)
	if first.TableId == "" {
		t.Fatal("the free table was not created")
	}
	e.WaitProjections(t, first.Position, "wishtables")
	gated := []struct {
		path  string
		body  map[string]any
		right string
	}{
		{"/api/WishTable/Create", create, "WISH_TABLES"},
		{"/api/WishTable/Copy", map[string]any{"TableId": first.TableId}, "WISH_TABLES"},
		{"/api/WishTable/ShareByPhone", map[string]any{"TableId": first.TableId, "Phone": platformtest.Phone(1961), "Role": "viewer"}, "WISH_SHARE"},
		{"/api/WishTable/CreateLink", map[string]any{"TableId": first.TableId, "Role": "viewer"}, "WISH_SHARE"},
		{"/api/WishTable/Risk", map[string]any{"TableId": first.TableId}, "WISH_SIMULATE"},
		{"/api/WishTable/Export", map[string]any{"TableId": first.TableId, "Format": "xlsx"}, "WISH_EXPORT"},
	}
	for _, g := range gated {
		r := e.Call(t, g.path, tok, g.body)
		if r.Code != 402 || !strings.Contains(string(r.Data), g.right) || !strings.Contains(string(r.Data), "/openvip") ||
			!strings.Contains(r.Message, "会员") {
			t.Errorf("%s without %s: %+v", g.path, g.right, r)
		}
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); e.Call(t, "/api/WishTable/Create", tok, create) }()
	}
	wg.Wait()
	var list struct{ Owned []struct{ TableId string } }
	e.OK(t, "/api/WishTable/List", tok, map[string]any{}, &list)
	if len(list.Owned) != 1 {
		t.Fatalf("a free user holds %d tables after parallel creates", len(list.Owned))
	}
	// The free basics stay free.
	e.OK(t, "/api/WishTable/Detail", tok, map[string]any{"TableId": first.TableId}, nil)
	e.OK(t, "/api/WishTable/History", tok, map[string]any{"TableId": first.TableId}, nil)

	given, err := e.P.Membership.Give(context.Background(), platform.SystemMeta("test"), uid, "VIP_SEASON", "测试")
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, given.Position, "membership")
	for _, g := range gated {
		if g.path == "/api/WishTable/Export" { // the file itself, not an envelope
			raw, _ := json.Marshal(g.body)
			if r := e.CallRaw(t, g.path, string(raw), "token", tok); r.Status != 200 || len(r.Body) < 100 || r.Body[0] != 'P' {
				t.Errorf("export with a membership: HTTP %d", r.Status)
			}
			continue
		}
		if r := e.Call(t, g.path, tok, g.body); r.Code == 402 {
			t.Errorf("%s with a membership: %+v", g.path, r)
		}
	}
	// A family member the table is shared with (no membership of their own) uses the owner's.
	e.IP = "10.192.0.2"
	tokB, _ := e.Login(t, platformtest.Phone(1961))
	// A non-member cannot see a stranger's table: refused like any table of theirs, nothing about it told.
	if r := e.Call(t, "/api/WishTable/Risk", tokB, map[string]any{"TableId": first.TableId}); r.Code != 402 || strings.Contains(string(r.Data), first.TableId) {
		t.Fatalf("a stranger's risk call: %+v", r)
	}
	var shared struct{ Position int64 }
	e.OK(t, "/api/WishTable/ShareByPhone", tok, map[string]any{"TableId": first.TableId, "Phone": platformtest.Phone(1961), "Role": "viewer"}, &shared)
	e.WaitProjections(t, shared.Position, "wishtables")
	if r := e.Call(t, "/api/WishTable/Risk", tokB, map[string]any{"TableId": first.TableId}); r.Code != 0 {
		t.Fatalf("a viewer of a member's table: %+v", r)
	}
}
