package httpapi_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

func TestUsersReachOnlyTheirOwnData(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tokA, uidA := e.Login(t, platformtest.Phone(30))
	e.IP = "10.10.0.2"
	tokB, uidB := e.Login(t, platformtest.Phone(31))
	var w written
	// A names B's user id everywhere it could; the server must ignore it.
	e.OK(t, "/api/User/UpdateUserStudent", tokA, map[string]any{"UserId": uidB, "userid": uidB, "NickName": "A的昵称", "StudentName": "甲", "Sex": 1}, &w)
	a := get(t, e, tokA, w)
	b := get(t, e, tokB, written{})
	if a.NickName != "A的昵称" || b.NickName == "A的昵称" || b.Student != nil {
		t.Fatalf("A's write reached B: A=%+v B=%+v", a, b)
	}
	e.WaitProjections(t, w.Position, "audit")
	r := e.Call(t, "/api/Audit/MyHistory", tokB, map[string]any{"PageIndex": 1, "PageSize": 10, "UserId": uidA})
	var page struct {
		Total int
		List  []struct{ Summary, ActorUserId string }
	}
	if err := json.Unmarshal(r.Data, &page); err != nil || r.Code != 0 {
		t.Fatalf("B's history: code %d %s, %v", r.Code, r.Message, err)
	}
	if len(page.List) == 0 {
		t.Fatal("B's history is empty: there is nothing to check (B registered and logged in)")
	}
	for _, it := range page.List {
		if it.ActorUserId != uidB || strings.Contains(it.Summary, "A的昵称") {
			t.Fatalf("B sees A's history: %+v", it)
		}
	}
}

func TestMyHistoryRecordsWhoWhatWhereNewestFirst(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	e.IP = "10.11.0.9"
	tok, uid := e.Login(t, platformtest.Phone(32))
	var w written
	e.OK(t, "/api/User/UpdateUserStudent", tok, map[string]any{"NickName": "小红", "StudentName": "李小红", "Sex": 2}, &w)
	r := e.Call(t, "/api/Audit/MyHistory", tok, map[string]any{"PageIndex": 1, "PageSize": 10}, "waitPosition", strconv.FormatInt(w.Position, 10))
	var page struct {
		Total int
		List  []struct{ Type, TypeName, Summary, ActorUserId, TerminalType, ClientIP string }
	}
	_ = json.Unmarshal(r.Data, &page)
	if page.Total != 3 || len(page.List) != 3 {
		t.Fatalf("history %+v", page)
	}
	top := page.List[0]
	if top.Type != "profile.student_info_updated" || top.TypeName != "基本信息" || top.ActorUserId != uid || top.ClientIP != "10.11.0.9" || top.TerminalType != "0" ||
		top.Summary != "修改基本信息：昵称：用户0032 → 小红；学生姓名：未填 → 李小红；性别：未填 → 女" {
		t.Fatalf("newest entry %+v", top)
	}
	if page.List[2].Type != "account.registered" {
		t.Fatalf("oldest entry %+v", page.List[2])
	}
	if r := e.Call(t, "/api/Audit/MyHistory", tok, map[string]any{"PageIndex": 1, "PageSize": 7}); r.Code != 400 {
		t.Fatalf("page size 7 accepted: %d", r.Code)
	}
	if r := e.Call(t, "/api/Audit/MyHistory", "", map[string]any{"PageIndex": 1}); r.Code != 112 {
		t.Fatalf("history without login: %d", r.Code)
	}
}
