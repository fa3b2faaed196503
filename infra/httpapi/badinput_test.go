package httpapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

func TestBadRequestsGetClearEnvelopesAndChangeNothing(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(40))
	head := func() int64 { h, _ := e.P.Store.Head(t.Context()); return h }
	before := head()
	cases := []struct {
		name, path, body string
		status, code     int
		msg              string
	}{
		{"malformed JSON", "/api/User/UpdateUserStudent", `{"NickName":`, 400, 400, "请求内容不是有效的 JSON"},
		{"wrong type", "/api/User/UpdateUserStudent", `{"NickName":"a","StudentName":"b","Sex":"男"}`, 400, 400, "参数 Sex 的类型不正确"},
		{"array body", "/api/User/UpdateUserScore", `[1,2]`, 400, 400, "请求内容须为 JSON 对象"},
		{"huge body", "/api/User/UpdateUserStudent", `{"NickName":"` + strings.Repeat("长", 1<<20) + `"}`, 413, 413, "请求内容过大"},
		{"unknown endpoint", "/api/Nope/Nothing", `{}`, 404, 404, "接口不存在"},
	}
	for _, c := range cases {
		r := e.Call(t, c.path, tok, c.body)
		if r.Status != c.status || r.Code != c.code || r.Message != c.msg {
			t.Errorf("%s: HTTP %d Code %d %q, want %d %d %q", c.name, r.Status, r.Code, r.Message, c.status, c.code, c.msg)
		}
	}
	if h := head(); h != before {
		t.Fatalf("bad requests appended events: %d -> %d", before, h)
	}
	// Unknown fields are ignored.
	e.OK(t, "/api/User/UpdateUserStudent", tok, map[string]any{"NickName": "a", "StudentName": "b", "Sex": 1, "Extra": []int{1}}, nil)
	// GET on an API endpoint is an envelope too.
	resp, err := http.Get(e.URL + "/api/Config/WebConfig")
	if err != nil {
		t.Fatal(err)
	}
	var env struct{ Code int }
	_ = json.NewDecoder(resp.Body).Decode(&env)
	resp.Body.Close()
	if resp.StatusCode != 405 || env.Code != 405 {
		t.Fatalf("GET: HTTP %d Code %d", resp.StatusCode, env.Code)
	}
}

func TestFormEncodedBodiesAreRead(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, uid := e.Login(t, platformtest.Phone(41))
	req, _ := http.NewRequest(http.MethodPost, e.URL+"/api/Auth/LoginStatus", strings.NewReader("token="+tok))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var env struct {
		Code int
		Data struct{ UserId string }
	}
	_ = json.NewDecoder(resp.Body).Decode(&env)
	if env.Code != 0 || env.Data.UserId != uid {
		t.Fatalf("form LoginStatus: %+v", env)
	}
	// A form-encoded phone number stays a string.
	req, _ = http.NewRequest(http.MethodPost, e.URL+"/api/Auth/SendValidateCode", strings.NewReader("Phone="+platformtest.Phone(42)))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("X-Forwarded-For", "10.12.0.1")
	resp2, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp2.Body)
	resp2.Body.Close()
	if !bytes.Contains(b, []byte(`"Code":0`)) {
		t.Fatalf("form SendValidateCode: %s", b)
	}
}

func TestOperationalEndpoints(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	for path, want := range map[string]string{"/healthz": "ok", "/readyz": "ready", "/metrics": "zhiyuan_api_requests_total"} {
		e.Call(t, "/api/Config/WebConfig", "", nil) // so the API metrics have a sample
		resp, err := http.Get(e.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(b), want) {
			t.Fatalf("%s: %d %.200s", path, resp.StatusCode, b)
		}
		if resp.Header.Get("X-Request-Id") == "" {
			t.Fatalf("%s: no request id", path)
		}
	}
}

func TestAnswersAreGzippedWhenAccepted(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	req, _ := http.NewRequest(http.MethodPost, e.URL+"/api/Config/WebConfig", strings.NewReader("{}"))
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("WebConfig not gzipped: %v", resp.Header)
	}
}

// An unclean API path is an unknown endpoint (a 404 envelope), never a bare
// redirect to another endpoint; a request id with characters beyond the safe
// set is replaced, not copied into the log.
func TestUncleanPathsAndUnsafeRequestIDs(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	for _, path := range []string{"/api/Auth/Login%2F..%2FLoginout", "/api/Auth/../Auth/Login", "/api//Auth/Login"} {
		req, _ := http.NewRequest(http.MethodPost, e.URL+path, strings.NewReader(`{}`))
		req.Header.Set("Content-Type", "application/json")
		res, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var env struct{ Code int }
		derr := json.NewDecoder(res.Body).Decode(&env)
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound || derr != nil || env.Code != 404 {
			t.Errorf("%s: HTTP %d code %d (%v), want a 404 envelope", path, res.StatusCode, env.Code, derr)
		}
	}
	for id, kept := range map[string]bool{"req-123_abc.9:x": true, "\xff\xfe": false, "a b": false, "<script>": false} {
		req, _ := http.NewRequest(http.MethodPost, e.URL+"/api/Config/WebConfig", strings.NewReader(`{}`))
		req.Header.Set("X-Request-Id", id)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if got := res.Header.Get("X-Request-Id"); (got == id) != kept || got == "" {
			t.Errorf("request id %q answered as %q", id, got)
		}
	}
}
