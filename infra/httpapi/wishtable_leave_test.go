package httpapi_test

import (
	"context"
	"strings"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/platform/platformtest"
)

// TestWishMemberLeavesShare: 退出共享 — a family member leaves a table shared with them
// (WishTable/RemoveMember naming themselves): the event names who and from where, they lose the
// table and the owner's membership with it, the owner's member list and history show it; a
// stranger or another member cannot remove them, and leaving twice says so and changes nothing.
func TestWishMemberLeavesShare(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	owner, _ := newWishUser(t, e, 80) // a member of the portal: may share
	e.IP = "10.170.0.81"
	memberTok, memberID := e.Login(t, platformtest.Phone(1781)) // free users
	member := wishEnv{e: e, tok: memberTok, ip: "10.170.0.81"}
	e.IP = "10.170.0.82"
	otherTok, otherID := e.Login(t, platformtest.Phone(1782))
	other := wishEnv{e: e, tok: otherTok, ip: "10.170.0.82"}
	e.IP = "10.170.0.83"
	strangerTok, _ := e.Login(t, platformtest.Phone(1783))
	stranger := wishEnv{e: e, tok: strangerTok, ip: "10.170.0.83"}

	id := gdTable(t, owner, "家人协作").TableId
	owner.ok(t, "/api/WishTable/ShareByPhone", map[string]any{"TableId": id, "Phone": platformtest.Phone(1781), "Role": "viewer"})
	shared := owner.ok(t, "/api/WishTable/ShareByPhone", map[string]any{"TableId": id, "Phone": platformtest.Phone(1782), "Role": "editor"})
	if d := member.detail(t, id, shared.Position); d.Table.Role != "viewer" {
		t.Fatalf("the member's view: %+v", d.Table)
	}
	// The shared right: the owner's membership covers the member on this table.
	if r := member.call(t, "/api/WishTable/Risk", map[string]any{"TableId": id}); r.Code != 0 {
		t.Fatalf("the member's simulation under the owner's membership: %d %s", r.Code, r.Message)
	}

	head := func() int64 { h, _ := e.P.Store.Head(context.Background()); return h }
	leave := map[string]any{"TableId": id, "UserId": memberID}
	before := head()
	if r := stranger.call(t, "/api/WishTable/RemoveMember", leave); r.Code != 404 {
		t.Fatalf("a stranger removes the member: %d %s", r.Code, r.Message)
	}
	if r := other.call(t, "/api/WishTable/RemoveMember", leave); r.Code != 403 {
		t.Fatalf("another member removes the member: %d %s", r.Code, r.Message)
	}
	if head() != before {
		t.Fatal("refused removals changed the log")
	}

	left := member.ok(t, "/api/WishTable/RemoveMember", leave)
	envs, err := e.P.Store.Load(context.Background(), events.WishTableStream(id))
	if err != nil {
		t.Fatal(err)
	}
	last := envs[len(envs)-1]
	if last.Type != (events.WishMemberRemoved{}).EventType() || last.Meta.ActorUserID != memberID || last.Meta.ClientIP != member.ip ||
		last.Position != left.Position {
		t.Fatalf("the leave event: %s by %s from %s", last.Type, last.Meta.ActorUserID, last.Meta.ClientIP)
	}

	// The owner's list no longer shows them; the other member stays.
	d := owner.detail(t, id, left.Position)
	if len(d.Members) != 1 || d.Members[0].UserId != otherID {
		t.Fatalf("the owner's members after the leave: %+v", d.Members)
	}
	var page struct{ List []wishChange }
	owner.e.IP = owner.ip
	e.OK(t, "/api/WishTable/History", owner.tok, map[string]any{"TableId": id}, &page)
	if top := page.List[0]; top.Summary != "退出共享" || top.Actor.UserId != memberID || top.RoleName != "仅查看" || top.ClientIP != member.ip {
		t.Fatalf("the leave in the owner's history: %+v", top)
	}
	// The member loses the table and the owner's membership with it.
	if r := member.call(t, "/api/WishTable/Detail", map[string]any{"TableId": id}); r.Code != 404 {
		t.Fatalf("the member still reads the table: %d", r.Code)
	}
	if r := member.call(t, "/api/WishTable/Risk", map[string]any{"TableId": id}); r.Code != 402 {
		t.Fatalf("the member still simulates under the owner's membership: %d %s", r.Code, r.Message)
	}
	var lists struct{ Shared []struct{ TableId string } }
	member.e.IP = member.ip
	e.OK(t, "/api/WishTable/List", member.tok, nil, &lists)
	if len(lists.Shared) != 0 {
		t.Fatalf("the member's shared list: %+v", lists.Shared)
	}

	// Leaving twice: a clear answer, nothing appended.
	before = head()
	if r := member.call(t, "/api/WishTable/RemoveMember", leave); r.Code != 404 || !strings.Contains(r.Message, "你已不是这张志愿表的共享成员") {
		t.Fatalf("leaving twice: %d %q", r.Code, r.Message)
	}
	if head() != before {
		t.Fatal("leaving twice changed the log")
	}
}
