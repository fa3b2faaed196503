// Package platformtest starts the whole platform against a fresh private
// Postgres database for a test: event store, projectors on the embedded bus,
// and the HTTP API of both sides behind an httptest server.
package platformtest

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/projector"
)

// Env is a running platform for one test.
type Env struct {
	P   *platform.Platform
	URL string
	IP  string // X-Forwarded-For sent by Call; change it to act as another client
}

// Options tweak the platform a test starts.
type Options struct {
	NoProjectors bool // start without the projector router
	Config       func(*platform.Config)
	// Catalog imports the shipped catalogue and waits until its read models and
	// the search index hold it (a few seconds); other tests leave it out.
	Catalog bool
	// Admission imports the shipped admission data and waits for its read model.
	Admission bool
	// Content imports the shipped articles, 升学资讯, 生涯教案, help answers, pages and notices
	// and waits for the content read model and the search index.
	Content bool
	// FreshImport imports the catalogue and the admission data into this test's own empty
	// database, for the tests of the import itself. Without it a test that asks for either
	// starts from a copy of a database where both were imported and projected once for the
	// whole test binary (shipped.go): it reads the same data, in seconds instead of minutes.
	FreshImport bool
}

// New starts a platform on a fresh database; everything stops at cleanup.
func New(t testing.TB, opts ...Options) *Env {
	t.Helper()
	var o Options
	if len(opts) > 0 {
		o = opts[0]
	}
	if testing.Short() && (o.Catalog || o.Admission) {
		// -short is the race run (make test-race): importing the shipped data sets is minutes
		// under the detector, and the plain run (make test-go) runs these tests in full.
		t.Skip("the shipped data sets are imported only without -short")
	}
	cfg := platform.Config{Addr: "127.0.0.1:0", DataDir: t.TempDir(), Profile: "development",
		Bus: "postgres", Search: "bleve", TrustedProxies: httpapi.Loopback, SkipCatalog: !o.Catalog, SkipAdmission: !o.Admission,
		SkipContent: !o.Content}
	if (o.Catalog || o.Admission) && !o.FreshImport && !o.NoProjectors {
		tmpl, err := shippedTemplate()
		if err != nil {
			t.Fatal(err)
		}
		if err := pgtest.CopyDir(tmpl.Dir, cfg.DataDir); err != nil {
			t.Fatal(err)
		}
		// The copy holds both data sets: both imports find themselves in the log.
		cfg.DatabaseURL, cfg.SkipCatalog, cfg.SkipAdmission = pgtest.NewDatabaseFrom(t, tmpl), false, false
	} else {
		cfg.DatabaseURL = pgtest.NewDatabase(t)
	}
	if o.Config != nil {
		o.Config(&cfg)
	}
	level := slog.LevelWarn
	if os.Getenv("ZHIYUAN_TEST_LOG") != "" {
		level = slog.LevelDebug
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	ctx, cancel := context.WithCancel(context.Background())
	p, err := platform.Open(ctx, cfg, log)
	if err != nil {
		cancel()
		t.Fatalf("platform: %v", err)
	}
	stopRouter := func() {}
	if !o.NoProjectors {
		router, err := p.ProjectorRouter()
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		go func() { _ = router.Run(ctx); close(done) }()
		<-router.Running()
		stopRouter = func() { _ = router.Close(); <-done }
	}
	srv := httptest.NewServer(httpapi.NewHandler(*p.HTTPOptions(httpapi.CommandSide, httpapi.QuerySide)))
	p.SetPublicURL(srv.URL) // the payment simulator notifies this server
	// Stop in dependency order: no requests, then no projectors, then the pool.
	t.Cleanup(func() {
		srv.Close()
		stopRouter()
		cancel()
		p.Close()
	})
	e := &Env{P: p, URL: srv.URL, IP: "10.1.0.1"}
	if !o.NoProjectors {
		// What the platform seeds at start (site configuration, products) is read at once by
		// tests: wait for it as for the imports, or a loaded machine answers an empty list.
		head, err := p.Store.Head(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		e.WaitProjections(t, head, "siteconfig", "membership")
	}
	if o.Catalog && !o.NoProjectors {
		e.WaitProjections(t, p.CatalogPosition, "catalog", "search")
	}
	if o.Admission && !o.NoProjectors {
		e.WaitProjections(t, p.AdmissionPosition, "admission")
	}
	if o.Content && !o.NoProjectors {
		e.WaitProjections(t, p.ContentPosition, "content", "search")
	}
	return e
}

// WaitProjections waits until each projection has applied the log up to position.
func (e *Env) WaitProjections(t testing.TB, position int64, projections ...string) {
	t.Helper()
	// A bound for the shipped data on a loaded machine; the progress of this process's projectors.
	w := projector.NewWaiter(e.P.DB, 10*time.Minute).WithProgress(e.P.Runtime.Progress())
	for _, name := range projections {
		if !w.WaitFor(context.Background(), name, position) {
			t.Fatalf("projection %s did not reach position %d", name, position)
		}
	}
}

// Reply is a decoded envelope.
type Reply struct {
	Status  int
	Code    int
	Data    json.RawMessage
	Message string
}

// Call posts a JSON body (a string is sent as is) with an optional token.
func (e *Env) Call(t testing.TB, path, token string, body any, headers ...string) Reply {
	t.Helper()
	var raw []byte
	switch b := body.(type) {
	case nil:
	case string:
		raw = []byte(b)
	case []byte:
		raw = b
	default:
		raw, _ = json.Marshal(b)
	}
	base := []string{"terminalType", "0"}
	if token != "" {
		base = append(base, "token", token)
	}
	answer := e.CallRaw(t, path, string(raw), append(base, headers...)...)
	var r Reply
	if err := json.Unmarshal(answer.Body, &r); err != nil {
		t.Fatalf("%s: not an envelope (HTTP %d): %s", path, answer.Status, answer.Body)
	}
	r.Status = answer.Status
	return r
}

// OK calls and fails the test unless Code is 0; it decodes Data into out.
func (e *Env) OK(t testing.TB, path, token string, body, out any) Reply {
	t.Helper()
	r := e.Call(t, path, token, body)
	if r.Code != 0 {
		t.Fatalf("%s: Code %d %s", path, r.Code, r.Message)
	}
	if out != nil {
		if err := json.Unmarshal(r.Data, out); err != nil {
			t.Fatalf("%s: decode %s: %v", path, r.Data, err)
		}
	}
	return r
}

var codeRe = regexp.MustCompile(`验证码是(\d{6})`)

// LatestCode reads the last SMS code sent to a phone through GET /dev/sms.
func (e *Env) LatestCode(t testing.TB, phone string) string {
	t.Helper()
	resp, err := http.Get(e.URL + "/dev/sms?phone=" + phone)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var m struct{ Text string }
	_ = json.NewDecoder(resp.Body).Decode(&m)
	c := codeRe.FindStringSubmatch(m.Text)
	if c == nil {
		t.Fatalf("no code for %s in %q", phone, m.Text)
	}
	return c[1]
}

// Login signs a phone in through SMS (registering it if new) and returns the token.
func (e *Env) Login(t testing.TB, phone string) (token, userID string) {
	t.Helper()
	e.OK(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil)
	var ld struct{ Token, UserId string }
	e.OK(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": e.LatestCode(t, phone)}, &ld)
	return ld.Token, ld.UserId
}

// Phone makes the n-th test phone number.
func Phone(n int) string { return "139" + leftPad(strconv.Itoa(n), 8) }

func leftPad(s string, n int) string {
	for len(s) < n {
		s = "0" + s
	}
	return s
}

// Eventually polls cond until it holds or the timeout passes.
func Eventually(t testing.TB, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// RawReply is an answer that is not an envelope (the payment notify endpoint's).
type RawReply struct {
	Status int
	Body   []byte
}

// CallRaw posts a body with headers and answers the raw HTTP reply.
func (e *Env) CallRaw(t testing.TB, path, body string, headers ...string) RawReply {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, e.URL+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", e.IP)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return RawReply{Status: resp.StatusCode, Body: b}
}
