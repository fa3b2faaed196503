package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/platform/platformtest"
)

// /metrics and /dev/sms are served on the public listener only when it is on
// loopback; otherwise only on the admin listener, which serves nothing else.
func TestMetricsAndDevSMSStayOffAPublicListener(t *testing.T) {
	e := platformtest.New(t)
	opts := *e.P.HTTPOptions(httpapi.CommandSide, httpapi.QuerySide)
	if !opts.Admin {
		t.Fatal("a process on 127.0.0.1 does not serve its admin paths on its listener")
	}
	opts.Admin = false                       // as on 0.0.0.0
	opts.Registry = prometheus.NewRegistry() // the test server registered its metrics already
	public := httptest.NewServer(httpapi.NewHandler(opts))
	defer public.Close()
	admin := httptest.NewServer(httpapi.NewAdminHandler(opts))
	defer admin.Close()
	status := func(base, path string) int {
		res, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	for _, path := range []string{"/metrics", "/dev/sms?phone=13900000001", "/debug/pprof/", "/debug/pprof/heap"} {
		if got := status(public.URL, path); got != http.StatusNotFound {
			t.Errorf("public listener %s: HTTP %d, want 404", path, got)
		}
	}
	for _, path := range []string{"/metrics", "/debug/pprof/heap"} {
		if got := status(admin.URL, path); got != http.StatusOK {
			t.Errorf("admin listener %s: HTTP %d", path, got)
		}
	}
	if got := status(admin.URL, "/api/Config/WebConfig"); got != http.StatusNotFound {
		t.Errorf("the admin listener serves the API: HTTP %d", got)
	}
	if got := status(public.URL, "/healthz"); got != http.StatusOK {
		t.Errorf("public /healthz: HTTP %d", got)
	}
}
