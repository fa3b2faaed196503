package platform_test

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/platform/platformtest"
)

// The distributed roles run on an external Postgres nobody supervises for
// them. While it is stopped the query-api's handler (the role's own wiring:
// the query side of the route table) answers 503, its /healthz and /readyz
// answer 503, and a command answers 503; once it is back they answer 200
// again without a restart of the role, and a write reaches the read model
// through the projectors, which lost their connections.
func TestQueryRoleAnswers503WhileItsDatabaseIsStoppedAndRecovers(t *testing.T) {
	dir := dataDir(t)
	pg := startPostgres(t, dir)
	e := platformOn(t, pg)
	opts := e.P.HTTPOptions(httpapi.QuerySide)
	opts.Registry = prometheus.NewRegistry() // the platform's serves the test's other handler
	query := httptest.NewServer(httpapi.NewHandler(*opts))
	t.Cleanup(query.Close)
	token, _ := e.Login(t, platformtest.Phone(3502))
	setNickName(t, e.URL, token, "停机前")
	waitNickName(t, query.URL, token, "停机前")

	if err := pg.Stop(); err != nil { // the operator stops the database
		t.Fatal(err)
	}
	down := waitStatus(t, query.URL+"/healthz", http.StatusServiceUnavailable, 30*time.Second)
	t.Logf("/healthz while stopped: %s", down.Body)
	if r := get(t, query.URL+"/readyz"); r.Status != http.StatusServiceUnavailable {
		t.Fatalf("/readyz while stopped: %d %s", r.Status, r.Body)
	}
	for _, c := range []struct{ base, path, body string }{
		{query.URL, "/api/User/GetUserStudent", `{}`},
		{query.URL, "/api/Auth/LoginStatus", `{}`},
		{e.URL, "/api/User/UpdateUserStudent", `{"NickName":"停机中","StudentName":"张三","Sex":1}`},
	} {
		if a := call(t, c.base, c.path, token, c.body); a.Status != http.StatusServiceUnavailable || a.Code != 503 ||
			a.Message != "服务暂时不可用，请稍后再试" {
			t.Fatalf("%s while stopped: %d %s", c.path, a.Status, a.Body)
		}
	}

	restarted := startPostgres(t, dir) // the same data directory, and the port it remembers
	if restarted.URL() != pg.URL() {
		t.Fatalf("the database came back at %s, not %s", restarted.URL(), pg.URL())
	}
	waitStatus(t, query.URL+"/healthz", http.StatusOK, 30*time.Second)
	waitStatus(t, query.URL+"/readyz", http.StatusOK, 30*time.Second)
	if got := nickName(t, query.URL, token); got != "停机前" {
		t.Fatalf("NickName after the database came back: %q", got)
	}
	t0 := time.Now()
	setNickName(t, e.URL, token, "恢复后")
	waitNickName(t, query.URL, token, "恢复后")
	t.Logf("a write after the return reached the read model in %v", time.Since(t0).Round(time.Millisecond))
}
