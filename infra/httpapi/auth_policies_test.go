package httpapi_test

import (
	"encoding/json"
	"strconv"
	"sync"
	"testing"
	"time"

	"zhiyuan/command/account"
	"zhiyuan/infra/platform/platformtest"
)

// policyHistory answers the user's history entries of the consent type, newest first.
func policyHistory(t *testing.T, e *platformtest.Env, tok string, after int64) []struct{ Summary, ClientIP, ActorUserId string } {
	t.Helper()
	r := e.Call(t, "/api/Audit/MyHistory", tok, map[string]any{"PageIndex": 1, "PageSize": 20}, "waitPosition", strconv.FormatInt(after, 10))
	var page struct {
		Total int
		List  []struct{ Type, Summary, ClientIP, ActorUserId string }
	}
	if err := json.Unmarshal(r.Data, &page); err != nil || page.Total == 0 {
		t.Fatalf("history %d %s: %v", r.Code, r.Data, err)
	}
	var out []struct{ Summary, ClientIP, ActorUserId string }
	for _, h := range page.List {
		if h.Type == "account.policies_accepted" {
			out = append(out, struct{ Summary, ClientIP, ActorUserId string }{h.Summary, h.ClientIP, h.ActorUserId})
		}
	}
	return out
}

func codeLogin(t *testing.T, e *platformtest.Env, phone, version string) platformtest.Reply {
	t.Helper()
	e.OK(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil)
	return e.Call(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": e.LatestCode(t, phone), "PolicyVersion": version})
}

func TestLoginRecordsConsentToThePoliciesOncePerVersion(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	e.IP = "10.21.0.1"
	phone := platformtest.Phone(41)

	// An outdated version is refused before the code is spent and registers nobody.
	r := codeLogin(t, e, phone, "2020-01-01")
	if r.Code != 400 || r.Message != "用户协议或隐私政策已更新，请刷新页面后重新阅读并同意" {
		t.Fatalf("outdated version: %d %s", r.Code, r.Message)
	}
	code := e.LatestCode(t, phone)
	var ld struct{ Token, UserId string }
	e.OK(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": code, "PolicyVersion": account.PolicyVersion}, &ld)

	var w written
	e.OK(t, "/api/User/UpdateUserStudent", ld.Token, map[string]any{"NickName": "小明", "StudentName": "王小明", "Sex": 1}, &w)
	got := policyHistory(t, e, ld.Token, w.Position)
	if len(got) != 1 || got[0].Summary != "阅读并同意《用户协议》和《隐私政策》（"+account.PolicyVersion+" 版）" ||
		got[0].ClientIP != "10.21.0.1" || got[0].ActorUserId != ld.UserId {
		t.Fatalf("consent at registration: %+v", got)
	}

	// The same version again (a later login from another address): no second record.
	e.IP = "10.21.0.2"
	e.P.App.Accounts.SetClock(func() time.Time { return time.Now().Add(61 * time.Second) }) // past the resend wait
	r = codeLogin(t, e, phone, account.PolicyVersion)
	if r.Code != 0 {
		t.Fatalf("second login: %d %s", r.Code, r.Message)
	}
	e.OK(t, "/api/User/UpdateUserStudent", ld.Token, map[string]any{"NickName": "小明2", "StudentName": "王小明", "Sex": 1}, &w)
	if got := policyHistory(t, e, ld.Token, w.Position); len(got) != 1 {
		t.Fatalf("consent recorded again for the same version: %+v", got)
	}
}

func TestPasswordLoginChecksThePolicyVersion(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(42)) // an API client: no version, no consent recorded
	e.OK(t, "/api/Auth/SetInitialLoginName", tok, map[string]string{"LoginName": "policyuser", "Password": "abc12345"}, nil)
	var wg sync.WaitGroup
	replies := make([]platformtest.Reply, 2)
	for i, v := range []string{"1999-09-09", account.PolicyVersion} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			replies[i] = e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "policyuser", "Password": "abc12345", "PolicyVersion": v})
		}()
	}
	wg.Wait()
	if replies[0].Code != 400 || replies[1].Code != 0 {
		t.Fatalf("password logins: outdated %d %s, current %d %s", replies[0].Code, replies[0].Message, replies[1].Code, replies[1].Message)
	}
	var ld struct{ Token string }
	_ = json.Unmarshal(replies[1].Data, &ld)
	var w written
	e.OK(t, "/api/User/UpdateUserStudent", ld.Token, map[string]any{"NickName": "小芳", "StudentName": "李小芳", "Sex": 2}, &w)
	if got := policyHistory(t, e, ld.Token, w.Position); len(got) != 1 {
		t.Fatalf("password login consent: %+v", got)
	}
}
