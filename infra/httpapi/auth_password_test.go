package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/alexedwards/argon2id"

	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

func setLoginName(t *testing.T, e *platformtest.Env, token, name, pw string) {
	t.Helper()
	e.OK(t, "/api/Auth/SetInitialLoginName", token, map[string]string{"LoginName": name, "Password": pw}, nil)
}

func TestLoginNameRulesAndUniqueness(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	a, _ := e.Login(t, platformtest.Phone(10))
	e.IP = "10.6.0.2"
	b, _ := e.Login(t, platformtest.Phone(11))
	for _, bad := range []map[string]string{
		{"LoginName": "1abc", "Password": "abc12345"},   // must start with a letter
		{"LoginName": "ab", "Password": "abc12345"},     // too short
		{"LoginName": "xiaoming", "Password": "short1"}, // password too short
		{"LoginName": "xiaoming", "Password": "12345678"},
	} {
		if r := e.Call(t, "/api/Auth/SetInitialLoginName", a, bad); r.Code != 400 {
			t.Fatalf("%v accepted: %d", bad, r.Code)
		}
	}
	var ex struct{ Exists bool }
	e.OK(t, "/api/Auth/CheckLoginNameExists", "", map[string]string{"LoginName": "XiaoMing"}, &ex)
	if ex.Exists {
		t.Fatal("name exists before it is set")
	}
	setLoginName(t, e, a, "XiaoMing", "abc12345")
	if r := e.Call(t, "/api/Auth/SetInitialLoginName", b, map[string]string{"LoginName": "xiaoming", "Password": "abc12345"}); r.Code != 409 {
		t.Fatalf("duplicate name (case-insensitive) accepted: %d %s", r.Code, r.Message)
	}
	if r := e.Call(t, "/api/Auth/SetInitialLoginName", a, map[string]string{"LoginName": "another1", "Password": "abc12345"}); r.Code != 409 {
		t.Fatalf("second login name accepted: %d", r.Code)
	}
	e.OK(t, "/api/Auth/CheckLoginNameExists", "", map[string]string{"LoginName": "xiaoming"}, &ex)
	if !ex.Exists {
		t.Fatal("name not reported as existing")
	}
	var st struct{ HasLoginName bool }
	e.OK(t, "/api/User/GetUserStudent", a, nil, &st)
	if !st.HasLoginName {
		t.Fatal("HasLoginName false after setting it")
	}
}

func TestPasswordLoginCaptchaAfterFailures(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, uid := e.Login(t, platformtest.Phone(12))
	setLoginName(t, e, tok, "zhangsan", "pass1234")
	e.IP = "10.7.0.1"
	var ld struct{ Token, UserId string }
	e.OK(t, "/api/Auth/Login", "", map[string]string{"LoginName": "ZhangSan", "Password": "pass1234"}, &ld)
	if ld.UserId != uid || ld.Token == "" || ld.Token == tok {
		t.Fatalf("password login: %+v", ld)
	}
	var byPhone struct{ UserId string }
	e.OK(t, "/api/Auth/Login", "", map[string]string{"LoginName": platformtest.Phone(12), "Password": "pass1234"}, &byPhone)
	if byPhone.UserId != uid {
		t.Fatalf("phone and password login: %+v", byPhone)
	}
	unknown := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "nobody", "Password": "pass1234"})
	wrong := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "zhangsan", "Password": "wrong1234"})
	if unknown.Message != wrong.Message || unknown.Message != "登录名或密码错误" {
		t.Fatalf("messages reveal which names exist: %q vs %q", unknown.Message, wrong.Message)
	}
	third := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "zhangsan", "Password": "wrong1234"})
	if third.Code != 113 {
		t.Fatalf("third failure should ask for a captcha: %d", third.Code)
	}
	if r := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "zhangsan", "Password": "pass1234"}); r.Code != 113 {
		t.Fatalf("right password without captcha after failures: %d", r.Code)
	}
	id, ans := captchaAnswer(t, e)
	if r := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "zhangsan", "Password": "pass1234", "CaptchaId": id, "CaptchaCode": "zzzz"}); r.Code != 113 {
		t.Fatalf("wrong captcha accepted: %d", r.Code)
	}
	if r := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "zhangsan", "Password": "pass1234", "CaptchaId": id, "CaptchaCode": ans}); r.Code != 113 {
		t.Fatalf("a captcha was usable after a failed check: %d", r.Code)
	}
	id, ans = captchaAnswer(t, e)
	e.OK(t, "/api/Auth/Login", "", map[string]string{"LoginName": "zhangsan", "Password": "pass1234", "CaptchaId": id, "CaptchaCode": ans}, nil)
	e.IP = "10.7.0.2" // a different network is not asked for a captcha
	e.OK(t, "/api/Auth/Login", "", map[string]string{"LoginName": "zhangsan", "Password": "pass1234"}, nil)
}

func TestPasswordLoginRefusedAfterManyFailuresFromOneIP(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	e.IP = "10.8.0.1"
	limit := e.P.App.Accounts.Limits().PasswordFailPerIP
	for i := 0; i < limit; i++ {
		in := map[string]string{"LoginName": fmt.Sprintf("user%d", i), "Password": "nope12345"}
		if i >= 3 {
			in["CaptchaId"], in["CaptchaCode"] = captchaAnswer(t, e)
		}
		if r := e.Call(t, "/api/Auth/Login", "", in); r.Code != 400 && r.Code != 113 {
			t.Fatalf("failure %d: %d %s", i, r.Code, r.Message)
		}
	}
	if r := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "x", "Password": "nope12345"}); r.Code != 429 {
		t.Fatalf("login after %d failures: %d %s", limit, r.Code, r.Message)
	}
}

func TestLogoutRevokesTheTokenAtOnce(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(13))
	e.OK(t, "/api/Auth/Loginout", tok, nil, nil)
	if r := e.Call(t, "/api/User/GetUserStudent", tok, nil); r.Code != 112 {
		t.Fatalf("revoked token still works: %d", r.Code)
	}
	var data any = "x"
	e.OK(t, "/api/Auth/LoginStatus", tok, nil, &data)
	if data != nil {
		t.Fatalf("LoginStatus of a revoked token: %v", data)
	}
	for _, bad := range []string{"", "garbage", strings.Repeat("a", 300)} {
		if r := e.Call(t, "/api/User/GetUserStudent", bad, nil); r.Code != 112 {
			t.Fatalf("token %q: %d", bad, r.Code)
		}
	}
}

func TestUpdatePasswordEndsOtherSessions(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phone := platformtest.Phone(14)
	tok, _ := e.Login(t, phone)
	setLoginName(t, e, tok, "lisi2026", "first123")
	var other struct{ Token string }
	e.OK(t, "/api/Auth/Login", "", map[string]string{"LoginName": "lisi2026", "Password": "first123"}, &other)
	if r := e.Call(t, "/api/Auth/UpdatePassword", tok, map[string]string{"OldPassword": "bad12345", "NewPassword": "second12"}); r.Code != 400 || r.Message != "原密码错误" {
		t.Fatalf("wrong old password: %d %s", r.Code, r.Message)
	}
	e.OK(t, "/api/Auth/UpdatePassword", tok, map[string]string{"OldPassword": "first123", "NewPassword": "second12"}, nil)
	if r := e.Call(t, "/api/User/GetUserStudent", other.Token, nil); r.Code != 112 {
		t.Fatalf("other session survived a password change: %d", r.Code)
	}
	e.OK(t, "/api/User/GetUserStudent", tok, nil, nil) // the session that changed it stays
	if r := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "lisi2026", "Password": "first123"}); r.Code == 0 {
		t.Fatal("old password still works")
	}
	e.OK(t, "/api/Auth/Login", "", map[string]string{"LoginName": "lisi2026", "Password": "second12"}, nil)
}

// A password stored with older hashing parameters is stored again with today's
// at the next successful login, in the login's own append; a wrong password
// and a current hash change nothing.
func TestOldPasswordHashIsUpgradedAtLogin(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	ctx := context.Background()
	tok, uid := e.Login(t, platformtest.Phone(40))
	setLoginName(t, e, tok, "lisi2008", "pass1234")
	old, err := argon2id.CreateHash("pass1234", &argon2id.Params{Memory: 8 * 1024, Iterations: 1, Parallelism: 1, SaltLength: 16, KeyLength: 32})
	if err != nil {
		t.Fatal(err)
	}
	stream := events.AccountStream(uid)
	if _, err := e.P.Store.Append(ctx, platform.SystemMeta("test-old-hash"), events.Append{StreamID: stream,
		ExpectedVersion: events.AnyVersion, Events: []events.Event{events.PasswordChanged{UserID: uid, PasswordHash: old, Method: "reset"}}}); err != nil {
		t.Fatal(err)
	}
	hashes := func() (all []events.PasswordChanged) {
		envs, err := e.P.Store.Load(ctx, stream)
		if err != nil {
			t.Fatal(err)
		}
		for _, env := range envs {
			var pc events.PasswordChanged
			if env.Type == (events.PasswordChanged{}).EventType() {
				if err := json.Unmarshal(env.Data, &pc); err != nil {
					t.Fatal(err)
				}
				all = append(all, pc)
			}
		}
		return all
	}
	e.IP = "10.7.9.1"
	if r := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "lisi2008", "Password": "wrong1234"}); r.Code == 0 {
		t.Fatal("wrong password accepted")
	}
	if n := len(hashes()); n != 1 {
		t.Fatalf("a failed login stored a hash: %d changes", n)
	}
	e.OK(t, "/api/Auth/Login", "", map[string]string{"LoginName": "lisi2008", "Password": "pass1234"}, nil)
	after := hashes()
	last := after[len(after)-1]
	p, _, _, err := argon2id.DecodeHash(last.PasswordHash)
	if len(after) != 2 || last.Method != "rehash" || err != nil || p.Memory != 19*1024 || p.Iterations != 2 {
		t.Fatalf("after login: %d changes, last %q with %+v (%v)", len(after), last.Method, p, err)
	}
	if ok, err := argon2id.ComparePasswordAndHash("pass1234", last.PasswordHash); !ok || err != nil {
		t.Fatalf("the new hash does not hold the same password: %v %v", ok, err)
	}
	e.OK(t, "/api/Auth/Login", "", map[string]string{"LoginName": "lisi2008", "Password": "pass1234"}, nil)
	if n := len(hashes()); n != 2 {
		t.Fatalf("a current hash was stored again: %d changes", n)
	}
}
