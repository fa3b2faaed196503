package httpapi_test

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/platform/platformtest"
)

func testWishSharing(t *testing.T, e *platformtest.Env, safe []string) {
	owner, _ := newWishUser(t, e, 4)
	parent, parentID := newWishUser(t, e, 5)
	teacher, teacherID := newWishUser(t, e, 6)
	tb := gdTable(t, owner, "全家一起填")
	id := tb.TableId
	owner.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": id, "Version": tb.Version, "UnitKey": safe[0]})

	if r := parent.call(t, "/api/WishTable/Detail", map[string]any{"TableId": id}); r.Code != 404 {
		t.Fatalf("before sharing the parent reads the table: %d", r.Code)
	}
	if r := owner.call(t, "/api/WishTable/ShareByPhone", map[string]any{"TableId": id, "Phone": "13912345678", "Role": "editor"}); r.Code != 404 || !strings.Contains(r.Message, "尚未注册") {
		t.Fatalf("sharing with an unregistered phone: %d %s", r.Code, r.Message)
	}
	r := owner.ok(t, "/api/WishTable/ShareByPhone", map[string]any{"TableId": id, "Phone": platformtest.Phone(1705), "Role": "viewer"})
	d := parent.detail(t, id, r.Position)
	if d.Table.Role != "viewer" || len(d.Units) != 1 || len(d.Members) > 0 {
		t.Fatalf("the viewer's view (no member list): %+v", d)
	}
	if rr := parent.call(t, "/api/WishTable/RemoveUnit", map[string]any{"TableId": id, "Version": r.Version, "UnitKey": safe[0]}); rr.Code != 403 || !strings.Contains(rr.Message, "仅查看") {
		t.Fatalf("a viewer edits: %d %s", rr.Code, rr.Message)
	}
	// Editor by role change: the parent's edit is recorded with their name and role.
	r = owner.ok(t, "/api/WishTable/SetRole", map[string]any{"TableId": id, "UserId": parentID, "Role": "editor"})
	r = parent.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": id, "Version": r.Version, "UnitKey": safe[1]})
	if rr := parent.call(t, "/api/WishTable/Rename", map[string]any{"TableId": id, "Version": r.Version, "Name": "改名"}); rr.Code != 403 {
		t.Fatalf("an editor renames: %d", rr.Code)
	}
	if rr := parent.call(t, "/api/WishTable/ShareByPhone", map[string]any{"TableId": id, "Phone": platformtest.Phone(1706), "Role": "editor"}); rr.Code != 403 {
		t.Fatalf("an editor shares: %d", rr.Code)
	}
	e.WaitProjections(t, r.Position, "wishtables", "audit")
	var page struct{ List []wishChange }
	owner.e.IP = owner.ip
	e.OK(t, "/api/WishTable/History", owner.tok, map[string]any{"TableId": id}, &page)
	if top := page.List[0]; top.Actor.UserId != parentID || top.RoleName != "可编辑" || !strings.Contains(top.Summary, "加入") || top.ClientIP != parent.ip {
		t.Fatalf("the parent's change in the owner's history: %+v", top)
	}

	// A one-time link: the teacher joins as commenter; the link does not work twice.
	var link struct {
		Token  string
		LinkID string
	}
	owner.e.IP = owner.ip
	e.OK(t, "/api/WishTable/CreateLink", owner.tok, map[string]any{"TableId": id, "Role": "commenter", "Hours": 24}, &link)
	if parts := strings.Split(link.Token, "."); len(parts) != 3 || parts[0] != id {
		t.Fatalf("link token: %q", link.Token)
	}
	if rr := teacher.call(t, "/api/WishTable/Join", map[string]any{"Token": link.Token + "x"}); rr.Code != 400 {
		t.Fatalf("a wrong code joins: %d", rr.Code)
	}
	jr := teacher.ok(t, "/api/WishTable/Join", map[string]any{"Token": link.Token})
	if jr.TableId != id {
		t.Fatalf("join answers %+v", jr)
	}
	stranger, _ := newWishUser(t, e, 7)
	if rr := stranger.call(t, "/api/WishTable/Join", map[string]any{"Token": link.Token}); rr.Code != 400 {
		t.Fatalf("a used link works again: %d %s", rr.Code, rr.Message)
	}
	td := teacher.detail(t, id, jr.Position)
	if td.Table.Role != "commenter" {
		t.Fatalf("the teacher's role: %+v", td.Table)
	}
	nr := teacher.ok(t, "/api/WishTable/SetUnitNote", map[string]any{"TableId": id, "Version": td.Table.Version, "UnitKey": safe[0], "Note": "建议保留"})
	if rr := teacher.call(t, "/api/WishTable/MoveUnit", map[string]any{"TableId": id, "Version": nr.Version, "UnitKey": safe[0], "To": 2}); rr.Code != 403 {
		t.Fatalf("a commenter moves a unit: %d", rr.Code)
	}
	var lists struct {
		Shared []struct{ TableId, Role string }
	}
	teacher.e.IP = teacher.ip
	e.OK(t, "/api/WishTable/List", teacher.tok, nil, &lists)
	if len(lists.Shared) != 1 || lists.Shared[0].TableId != id || lists.Shared[0].Role != "commenter" {
		t.Fatalf("the teacher's shared list: %+v", lists)
	}

	// Revoking takes effect at once, for every read and write.
	r = owner.ok(t, "/api/WishTable/RemoveMember", map[string]any{"TableId": id, "UserId": teacherID})
	e.WaitProjections(t, r.Position, "wishtables")
	for _, path := range []string{"/api/WishTable/Detail", "/api/WishTable/History", "/api/WishTable/Risk", "/api/WishTable/Export"} {
		if rr := teacher.call(t, path, map[string]any{"TableId": id, "Format": "pdf"}); rr.Code != 404 {
			t.Errorf("revoked teacher %s: %d", path, rr.Code)
		}
	}
	if rr := teacher.call(t, "/api/WishTable/SetUnitNote", map[string]any{"TableId": id, "Version": r.Version, "UnitKey": safe[0], "Note": "x"}); rr.Code != 404 {
		t.Errorf("revoked teacher writes: %d %s", rr.Code, rr.Message)
	}
}

// testWishIsolation: a stranger names the owner's table in every wish call.
func testWishIsolation(t *testing.T, e *platformtest.Env, safe []string) {
	owner, ownerID := newWishUser(t, e, 8)
	stranger, _ := newWishUser(t, e, 9)
	tb := gdTable(t, owner, "只属于我")
	r := owner.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": tb.TableId, "Version": 1, "UnitKey": safe[0]})
	e.WaitProjections(t, r.Position, "wishtables", "audit")
	before := owner.detail(t, tb.TableId, r.Position).Table.Version
	body := map[string]any{"TableId": tb.TableId, "Version": before, "UnitKey": safe[0], "ToVersion": 1, "From": 1, "To": 2,
		"Name": "被改", "Note": "x", "Score": 500, "Phone": platformtest.Phone(1709), "Role": "editor", "UserId": ownerID,
		"Majors": []map[string]string{{"Name": "x"}}, "Adjust": false, "Format": "pdf", "Token": tb.TableId + ".a.b"}
	checked := 0
	for _, route := range httpapi.Routes {
		if !strings.HasPrefix(route.Path, "/api/WishTable/") && !strings.Contains(route.Path, "Wish") && !strings.Contains(route.Path, "ZY") {
			continue
		}
		if !route.Login || route.Path == "/api/WishTable/Create" {
			continue
		}
		rr := stranger.call(t, route.Path, body)
		answer := string(rr.Data) + rr.Message
		if rr.Status >= 500 || strings.Contains(answer, "只属于我") || strings.Contains(answer, ownerID) {
			t.Errorf("%s as a stranger: %d %s", route.Path, rr.Code, answer)
		}
		checked++
	}
	if checked < 30 {
		t.Fatalf("checked %d wish routes", checked)
	}
	d := owner.detail(t, tb.TableId, 0)
	if d.Table.Version != before || d.Table.Name != "只属于我" || len(d.Units) != 1 {
		t.Fatalf("a stranger changed the table: %+v", d.Table)
	}
	var own struct{ Owned []struct{ TableId string } }
	stranger.e.IP = stranger.ip
	e.OK(t, "/api/WishTable/List", stranger.tok, nil, &own)
	for _, x := range own.Owned {
		if x.TableId == tb.TableId {
			t.Fatal("the stranger owns the table now")
		}
	}
}

// testWishParallel: the table limit and the version check hold under parallel requests.
func testWishParallel(t *testing.T, e *platformtest.Env, safe []string) {
	w, _ := newWishUser(t, e, 10)
	var mu sync.Mutex
	codes := map[int]int{}
	var wg sync.WaitGroup
	for i := 0; i < 26; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			raw, _ := json.Marshal(map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理", "Score": 600})
			rr := e.Call(t, "/api/WishTable/Create", w.tok, string(raw))
			mu.Lock()
			codes[rr.Code]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	// A lost race answers 409 (retry); none may pass the limit.
	if codes[0] > 20 || codes[0]+codes[429]+codes[409] != 26 || codes[0] == 0 {
		t.Fatalf("26 parallel creates: %v", codes)
	}
	for codes[0] < 20 {
		if r := w.call(t, "/api/WishTable/Create", map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理"}); r.Code == 0 {
			codes[0]++
		} else if r.Code == 429 {
			t.Fatalf("the limit refused the %dth table", codes[0]+1)
		}
	}
	if r := w.call(t, "/api/WishTable/Create", map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理"}); r.Code != 429 {
		t.Fatalf("the 21st table: %d %s", r.Code, r.Message)
	}

	// Ten parallel edits on the same version: exactly one lands.
	o, _ := newWishUser(t, e, 11)
	tb := gdTable(t, o, "并发")
	ok := 0
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			raw, _ := json.Marshal(map[string]any{"TableId": tb.TableId, "Version": 1, "UnitKey": safe[i%3]})
			if rr := e.Call(t, "/api/WishTable/AddUnit", o.tok, string(raw)); rr.Code == 0 {
				mu.Lock()
				ok++
				mu.Unlock()
			} else if rr.Code != 409 {
				t.Errorf("parallel add: %d %s", rr.Code, rr.Message)
			}
		}(i)
	}
	wg.Wait()
	if ok != 1 {
		t.Fatalf("%d of 10 edits on one version landed", ok)
	}
}
