package httpapi_test

import (
	"strings"
	"testing"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/platform/platformtest"
)

// Every route that needs a login, called with a second user's token and a
// body naming the first user in every way a client could: the answer holds
// nothing of the first user's, and the first user's streams do not change.
// New routes are covered as they are added to the route table.
func TestEveryLoginRouteKeepsUsersApart(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phoneA := platformtest.Phone(50)
	tokA, uidA := e.Login(t, phoneA)
	setLoginName(t, e, tokA, "jiazhanghao", "jiapass123")
	e.OK(t, "/api/User/UpdateUserStudent", tokA, map[string]any{"NickName": "甲的昵称", "StudentName": "甲同学", "Sex": 1}, nil)
	e.OK(t, "/api/User/UpdateUserExam", tokA, map[string]any{"ExamProvinceId": 44, "ExamYear": 2026,
		"SelectSubjects": []string{"物理", "化学", "生物"}}, nil)
	var last written
	e.OK(t, "/api/User/UpdateUserScore", tokA, map[string]any{"Score": 617}, &last)
	e.WaitProjections(t, last.Position, "profiles", "audit", "sessions")
	e.IP = "10.50.0.2"
	tokB, uidB := e.Login(t, platformtest.Phone(51))

	markers := []string{uidA, phoneA, "jiazhanghao", "甲的昵称", "甲同学"}
	if own := e.Call(t, "/api/User/GetUserStudent", tokA, nil); !strings.Contains(string(own.Data), "甲的昵称") {
		t.Fatalf("A's own profile does not show the marker the check looks for: %s", own.Data)
	}
	foreign := map[string]any{"UserId": uidA, "userid": uidA, "Id": uidA, "UserID": uidA, "Phone": phoneA,
		"LoginName": "jiazhanghao", "Token": tokA, "PageIndex": 1, "PageSize": 10}
	before := streamsOf(t, e, uidA, phoneA)
	checked := 0
	var logout *httpapi.Route
	for i, route := range httpapi.Routes {
		if !route.Login {
			continue
		}
		if route.Path == "/api/Auth/Loginout" { // ends B's own session: last
			logout = &httpapi.Routes[i]
			continue
		}
		checkAsB(t, e, route.Path, tokB, foreign, markers)
		checked++
	}
	if logout == nil || checked < 10 {
		t.Fatalf("checked %d login routes (and logout %v): the route table was not read", checked, logout != nil)
	}
	checkAsB(t, e, logout.Path, tokB, foreign, markers)
	if after := streamsOf(t, e, uidA, phoneA); after != before {
		t.Fatalf("B's calls changed A's streams:\n before %s\n after  %s", before, after)
	}
	var status struct{ UserId string }
	e.OK(t, "/api/Auth/LoginStatus", tokA, nil, &status)
	if status.UserId != uidA || uidA == uidB {
		t.Fatalf("A's session after B's calls: %+v", status)
	}
}

// checkAsB calls a route as B and fails on any answer that mentions A.
func checkAsB(t *testing.T, e *platformtest.Env, path, tokB string, body map[string]any, markers []string) {
	t.Helper()
	r := e.Call(t, path, tokB, body)
	if r.Status >= 500 {
		t.Fatalf("%s as B: HTTP %d %s", path, r.Status, r.Message)
	}
	answer := string(r.Data) + r.Message
	for _, m := range markers {
		if strings.Contains(answer, m) {
			t.Fatalf("%s as B answers A's %q: %s", path, m, answer)
		}
	}
}

// streamsOf renders the versions of every stream that belongs to A.
func streamsOf(t *testing.T, e *platformtest.Env, uid, phone string) string {
	t.Helper()
	var out string
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT COALESCE(string_agg(stream_id || '@' || v, ',' ORDER BY stream_id), '')
		FROM (SELECT stream_id, max(version) AS v FROM events WHERE stream_id = ANY($1) OR stream_id LIKE $2 GROUP BY stream_id) s`,
		[]string{"account-" + uid, "profile-" + uid, "phone-" + phone, "loginname-jiazhanghao", "pwguard-user:" + uid},
		"%"+uid+"%").Scan(&out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "account-"+uid) || !strings.Contains(out, "profile-"+uid) {
		t.Fatalf("A's streams not found (%q): nothing to compare", out)
	}
	return out
}
