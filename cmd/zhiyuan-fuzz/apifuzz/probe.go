package apifuzz

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// CheckRouting proves the walk matches the server: every API path it found is
// answered by its handler (not the /api/ catch-all); a mismatch is a finding of
// kind "routing". An operational path the server does not serve on this
// listener (/metrics and /dev/sms may live on the admin listener) is left out
// of the round and named in the report. It answers the routes to fuzz.
func CheckRouting(ctx context.Context, hc *http.Client, base string, routes []Route, rep *Report) ([]Route, error) {
	var out []Route
	for _, rt := range routes {
		if rt.Prefix {
			out = append(out, rt)
			continue
		}
		method := http.MethodGet
		if rt.Envelope {
			method = http.MethodPost
		}
		req, err := http.NewRequestWithContext(ctx, method, base+rt.Path, strings.NewReader("{}"))
		if err != nil {
			return nil, err
		}
		resp, err := hc.Do(req)
		if err != nil {
			rep.find(Finding{Kind: "routing", Route: rt.Path, Method: method, Detail: err.Error()})
			continue
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var e struct{ Message string }
		_ = json.Unmarshal(body, &e)
		// The catch-alls answer these two; a route's own handler never does.
		switch {
		case resp.StatusCode != http.StatusNotFound || (e.Message != "接口不存在" && e.Message != "页面不存在"):
			out = append(out, rt)
		case rt.Envelope:
			rep.find(Finding{Kind: "routing", Route: rt.Path, Method: method, Status: resp.StatusCode,
				Detail: "walked from the router but not served", Answer: cut(body, 200)})
		default:
			rep.NotServed = append(rep.NotServed, rt.Path)
		}
	}
	return out, nil
}

// finalChecks run after the round: the server is healthy, the suite's own
// session survived (no request ended it behind the suite's back), and the log
// holds exactly the rows the per-request reads accounted for.
func finalChecks(ctx context.Context, hc *http.Client, t Target, w *logWatch, a *actors, rep *Report) error {
	resp, err := hc.Get(t.URL + "/healthz")
	if err != nil {
		rep.find(Finding{Kind: "dropped", Route: "/healthz", Method: "GET", Detail: "after the round: " + err.Error()})
	} else {
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			rep.find(Finding{Kind: "5xx", Route: "/healthz", Method: "GET", Status: resp.StatusCode, Detail: "after the round"})
		}
	}
	c := &client{t: t, http: hc, ip: "10.77.0.1"}
	if e, err := c.call(ctx, "/api/User/GetUserStudent", a.own, map[string]any{}); err != nil || e.Code != 0 {
		rep.find(Finding{Kind: "setup", Route: "/api/User/GetUserStudent", Method: "POST",
			Detail: fmt.Sprintf("user A's session no longer works after the round (Code %d, %v)", e.Code, err)})
	}
	if _, err := w.since(ctx); err != nil {
		return err
	}
	n, err := w.count(ctx)
	if err != nil {
		return err
	}
	rep.EventsAfter = n
	if n != rep.EventsBefore+w.seen {
		rep.find(Finding{Kind: "log", Route: "(whole round)", Detail: fmt.Sprintf(
			"%d events before and %d after, but the requests accounted for %d", rep.EventsBefore, n, w.seen)})
	}
	return nil
}
