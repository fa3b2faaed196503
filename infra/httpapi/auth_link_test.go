package httpapi_test

import (
	"fmt"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

type linkAnswer struct {
	LinkCode, ExpiresAt string
	ExpiresIn           int
	Position            int64
}

// A link's code is exchanged once for a session of its user; a signed-in other
// user is asked first; bad codes and an old link's session token are refused.
func TestLoginLinkExchange(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phoneA := platformtest.Phone(71)
	tokA, uidA := e.Login(t, phoneA)
	e.IP = "10.71.0.2"
	tokB, uidB := e.Login(t, platformtest.Phone(72))

	if r := e.Call(t, "/api/Auth/CreateLoginLink", "", nil); r.Code != 112 {
		t.Fatalf("a link without a login: Code %d %s", r.Code, r.Message)
	}
	var link linkAnswer
	e.IP = "10.71.0.1" // A makes the link here; B opens it at 10.71.0.2
	e.OK(t, "/api/Auth/CreateLoginLink", tokA, nil, &link)
	e.IP = "10.71.0.2"
	if !strings.HasPrefix(link.LinkCode, "zyl.") || link.ExpiresIn != 300 || link.ExpiresAt == "" {
		t.Fatalf("the link: %+v", link)
	}

	for _, code := range []any{"", "garbage", tokA, 12345, strings.Repeat("z", 5000)} {
		r := e.Call(t, "/api/Auth/LoginByLink", "", map[string]any{"LinkCode": code})
		if r.Status >= 500 || r.Code != 400 || r.Message == "" {
			t.Fatalf("code %.40v: HTTP %d Code %d %q", code, r.Status, r.Code, r.Message)
		}
	}
	if r := e.Call(t, "/api/Auth/LoginByLink", "", map[string]any{"LinkCode": tokA}); r.Message != "登录链接无效，请重新获取" {
		t.Fatalf("an old link carrying a session token: %q", r.Message)
	}

	// B is signed in where A's link is opened: asked, nothing changes, then agreed.
	ask := e.Call(t, "/api/Auth/LoginByLink", tokB, map[string]any{"LinkCode": link.LinkCode})
	if ask.Code != 409 || ask.Message != "切换到该账号？" || !strings.Contains(string(ask.Data), `"NeedSwitch":true`) ||
		!strings.Contains(string(ask.Data), "139****0071") {
		t.Fatalf("the question: Code %d %q %s", ask.Code, ask.Message, ask.Data)
	}
	var status struct{ UserId string }
	e.OK(t, "/api/Auth/LoginStatus", tokB, nil, &status)
	if status.UserId != uidB {
		t.Fatalf("B after the question: %+v", status)
	}
	var ld struct{ Token, UserId, NickName string }
	e.OK(t, "/api/Auth/LoginByLink", tokB, map[string]any{"LinkCode": link.LinkCode, "Switch": true}, &ld)
	if ld.UserId != uidA || ld.Token == "" || ld.Token == tokA || ld.NickName == "" {
		t.Fatalf("the link's login data: %+v", ld)
	}
	e.OK(t, "/api/Auth/LoginStatus", ld.Token, nil, &status)
	if status.UserId != uidA {
		t.Fatalf("the new token belongs to %q, want %q", status.UserId, uidA)
	}
	if r := e.Call(t, "/api/Auth/LoginByLink", "", map[string]any{"LinkCode": link.LinkCode}); r.Code != 400 || r.Message != "该登录链接已使用过，请重新获取" {
		t.Fatalf("the used code again: Code %d %q", r.Code, r.Message)
	}

	// The history says who made the link and who signed in with it, from where.
	var last written
	e.OK(t, "/api/User/UpdateUserStudent", ld.Token, map[string]any{"NickName": "甲", "StudentName": "甲同学", "Sex": 1}, &last)
	e.WaitProjections(t, last.Position, "audit")
	var hist struct {
		List []struct{ Summary, ClientIP, ActorUserId string }
	}
	e.OK(t, "/api/Audit/MyHistory", ld.Token, map[string]any{"PageIndex": 1, "PageSize": 20}, &hist)
	var made, used bool
	for _, h := range hist.List {
		made = made || strings.HasPrefix(h.Summary, "生成一次性登录链接") && h.ClientIP == "10.71.0.1" && h.ActorUserId == uidA
		used = used || h.Summary == "通过一次性登录链接登录" && h.ClientIP == "10.71.0.2" && h.ActorUserId == uidA
	}
	if !made || !used {
		t.Fatalf("the history does not show the link: %+v", hist.List)
	}
}

// One code sent by many clients at once signs in exactly one of them; the
// others are told it is used, and none gets a 5xx.
func TestParallelLinkExchangeYieldsOneSession(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, uid := e.Login(t, platformtest.Phone(73))
	var link linkAnswer
	e.OK(t, "/api/Auth/CreateLoginLink", tok, nil, &link)
	replies := parallel(20, func(i int) platformtest.Reply {
		return e.Call(t, "/api/Auth/LoginByLink", "", map[string]any{"LinkCode": link.LinkCode},
			"X-Forwarded-For", fmt.Sprintf("10.73.0.%d", i+1))
	})
	won := 0
	for i, r := range replies {
		switch {
		case r.Code == 0:
			won++
		case r.Status >= 500 || r.Code != 400 || r.Message != "该登录链接已使用过，请重新获取":
			t.Fatalf("request %d: HTTP %d Code %d %q", i, r.Status, r.Code, r.Message)
		}
	}
	var sessions int
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT count(*) FROM events WHERE stream_id = $1
		AND type = 'account.session_started' AND data->>'method' = 'link'`, "account-"+uid).Scan(&sessions); err != nil {
		t.Fatal(err)
	}
	if won != 1 || sessions != 1 {
		t.Fatalf("%d of 20 requests signed in, %d link sessions in the log; want 1 and 1", won, sessions)
	}
}
