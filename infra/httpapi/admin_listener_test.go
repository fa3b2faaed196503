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
	t.Parallel()
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

// On a loopback listener the operator paths answer only a direct local connection: a request
// that a trusted local proxy says it forwards for an outside client (X-Forwarded-For:
// 203.0.113.9, which the server itself takes as the client) is refused with 404, as is one
// with a Forwarded header; a local hop in X-Forwarded-For is still local.
func TestOperatorPathsRefuseForwardedOutsideClients(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	opts := e.P.HTTPOptions(httpapi.CommandSide, httpapi.QuerySide)
	if !opts.Admin || opts.DevPay == nil || opts.DevSMS == nil {
		t.Fatal("the test server does not serve its operator paths on its loopback listener")
	}
	probe := httptest.NewRequest(http.MethodGet, "/metrics", nil)
	probe.RemoteAddr = "127.0.0.1:40000"
	probe.Header.Set("X-Forwarded-For", "203.0.113.9")
	if ip := opts.TrustedProxies.ClientIP(probe); ip != "203.0.113.9" {
		t.Fatalf("the server takes the forwarded request as %s's, not the outside client's", ip)
	}
	phone := platformtest.Phone(4100)
	e.OK(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil)
	status := func(path string, headers ...string) int {
		req, _ := http.NewRequest(http.MethodGet, e.URL+path, nil)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	for _, path := range []string{"/dev/sms?phone=" + phone, "/dev/wechatpay/", "/debug/pprof/", "/debug/pprof/heap", "/metrics"} {
		if got := status(path); got != http.StatusOK {
			t.Errorf("%s from this machine: HTTP %d", path, got)
		}
		if got := status(path, "X-Forwarded-For", "127.0.0.1"); got != http.StatusOK {
			t.Errorf("%s through a local hop for a local client: HTTP %d", path, got)
		}
		for _, h := range [][]string{{"X-Forwarded-For", "203.0.113.9"}, {"X-Forwarded-For", "127.0.0.1, 203.0.113.9"},
			{"X-Forwarded-For", "203.0.113.9, 127.0.0.1"}, {"X-Real-IP", "203.0.113.9"}, {"Forwarded", "for=203.0.113.9"}} {
			if got := status(path, h...); got != http.StatusNotFound {
				t.Errorf("%s with %s: %s: HTTP %d, want 404", path, h[0], h[1], got)
			}
		}
	}
	if r := e.Call(t, "/api/Config/WebConfig", "", nil, "X-Forwarded-For", "203.0.113.9"); r.Status != http.StatusOK || r.Code != 0 {
		t.Errorf("the API refused a forwarded client: HTTP %d code %d", r.Status, r.Code)
	}
}
