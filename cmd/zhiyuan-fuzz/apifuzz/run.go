package apifuzz

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Target is a running server and its database.
type Target struct {
	URL     string        // http://127.0.0.1:port (loopback only)
	DB      *pgxpool.Pool // the server's database: the events table, captcha answers
	Surface Surface
	// SMS reads the last text sent to a phone (the development profile's local
	// store); nil reads it from /dev/sms.
	SMS func(ctx context.Context, phone string) (string, error)
}

// Config sizes a round.
type Config struct {
	Requests int           // requests to send (the raw-socket ones included)
	Seed     uint64        // the same seed makes the same requests against the same data
	Spares   int           // spare sessions of A for the logout route (default 20)
	Burst    int           // of Requests, how many go out concurrently at the end (0: a fifth; -1: none)
	Workers  int           // connections of the burst (default 8)
	Timeout  time.Duration // per request (default 30 s)
	Progress io.Writer     // a line every 10,000 requests (nil: none)
}

// rawEvery is how often a request is a malformed HTTP request on a raw socket.
const rawEvery = 50

// Run sends most of the round's requests one at a time, so that each refused
// request's effect on the event log is read right after its answer and before
// the next request is sent, then the rest in a concurrent burst (see burst),
// and checks every answer.
func Run(ctx context.Context, t Target, c Config) (*Report, error) {
	if c.Spares == 0 {
		c.Spares = 20
	}
	if c.Timeout == 0 {
		c.Timeout = 30 * time.Second
	}
	switch {
	case c.Burst == 0:
		c.Burst = c.Requests / 5
	case c.Burst < 0:
		c.Burst = 0
	}
	if c.Workers == 0 {
		c.Workers = 8
	}
	start := time.Now()
	routes, err := Walk(t.Surface)
	if err != nil {
		return nil, err
	}
	hc := &http.Client{Timeout: c.Timeout,
		Transport:     &http.Transport{DisableCompression: true, MaxIdleConnsPerHost: 2},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	rep := &Report{Seed: c.Seed, Routes: len(routes), ByClass: map[string]*Tally{}, ByFamily: map[string]int{},
		Dropped: map[string]int{}, Known: map[string]int{}}
	if routes, err = CheckRouting(ctx, hc, t.URL, routes, rep); err != nil {
		return nil, err
	}
	g := newGen(c.Seed, nil)
	a, err := setUp(ctx, &client{t: t, http: hc, ip: "10.77.0.1"}, g, c.Spares)
	if err != nil {
		return nil, fmt.Errorf("set up the accounts: %w", err)
	}
	g.actors = a
	w, err := newLogWatch(ctx, t.DB)
	if err != nil {
		return nil, err
	}
	if rep.EventsBefore, err = w.count(ctx); err != nil {
		return nil, err
	}
	host := strings.TrimPrefix(t.URL, "http://")
	for i := 0; i < c.Requests-c.Burst && ctx.Err() == nil; i++ {
		if c.Progress != nil && i > 0 && i%10000 == 0 {
			fmt.Fprintf(c.Progress, "apifuzz: %d requests, %d findings, %s\n", i, len(rep.Findings), time.Since(start).Round(time.Second))
		}
		var tally Tally
		if i%rawEvery == rawEvery-1 {
			tally = sendRaw(host, g, rep)
			rows, err := w.since(ctx)
			if err != nil {
				return rep, fmt.Errorf("read the event log: %w", err)
			}
			if len(rows) > 0 {
				tally.LogChanged++
				rep.find(Finding{Kind: "log", Route: "(raw socket)", Family: "raw-http", Detail: fmt.Sprintf("%d events appended", len(rows))})
			}
			rep.ByFamily["raw-http"]++
			rep.tally(ClassRawHTTP, tally)
			continue
		}
		rt := routes[i%len(routes)]
		q := g.next(rt, g.family())
		if q.header.Get("X-Request-Id") == "" { // else the header itself is under test
			q.header.Set("X-Request-Id", fmt.Sprintf("fz-%d-%d", c.Seed, i))
		}
		rep.ByFamily[q.family]++
		tally, err = judge(ctx, hc, t.URL, w, g, q, rep)
		if err != nil {
			return rep, err
		}
		rep.tally(rt.Class, tally)
	}
	if c.Burst > 0 && ctx.Err() == nil {
		bc := &http.Client{Timeout: c.Timeout, CheckRedirect: hc.CheckRedirect,
			Transport: &http.Transport{DisableCompression: true, MaxIdleConnsPerHost: c.Workers}}
		if err := burst(ctx, bc, t.URL, w, g, routes, c.Burst, c.Workers, c.Seed, rep); err != nil {
			return rep, err
		}
	}
	for _, fs := range g.read {
		rep.Learned += len(fs)
	}
	if err := finalChecks(ctx, hc, t, w, a, rep); err != nil {
		return rep, err
	}
	rep.Duration = time.Since(start)
	return rep, ctx.Err()
}

func (r *Report) tally(class string, t Tally) {
	if r.ByClass[class] == nil {
		r.ByClass[class] = &Tally{}
	}
	r.ByClass[class].add(t)
	r.Total.add(t)
}

// send makes the request; the path may hold anything a client could put there.
func send(ctx context.Context, hc *http.Client, base string, q request) (*http.Response, []byte, error) {
	path, query, _ := strings.Cut(q.path, "?")
	u, err := url.Parse(base + path)
	if err != nil {
		return nil, nil, fmt.Errorf("suite: bad path %q: %w", q.path, err)
	}
	u.RawQuery = query
	req, err := http.NewRequestWithContext(ctx, q.method, u.String(), bytes.NewReader(q.body))
	if err != nil {
		return nil, nil, fmt.Errorf("suite: %w", err)
	}
	req.URL = u
	req.Header = q.header
	resp, err := hc.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	var r io.Reader = resp.Body
	if resp.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(resp.Body)
		if err != nil {
			return resp, nil, err
		}
		r = zr
	}
	body, err := io.ReadAll(r)
	return resp, body, err
}

// outcome is one answered request as the log check needs it.
type outcome struct {
	tally   Tally
	refused bool   // not answered Code 0
	id      string // the request id the server used (it echoes X-Request-Id)
	finding Finding
}

// answer sends one request and checks its answer; learn (nil in a burst) is
// handed every envelope.
func answer(ctx context.Context, hc *http.Client, base string, a *actors, q request, rep *Report, learn func(code int, body []byte)) (outcome, error) {
	o := outcome{tally: Tally{Requests: 1}, refused: true, id: q.header.Get("X-Request-Id")}
	t := &o.tally
	f := Finding{Route: q.path, Family: q.family, Method: q.method, Request: cut(q.body, 300)}
	if len(f.Route) > 120 {
		f.Route = f.Route[:120] + "…"
	}
	resp, body, err := send(ctx, hc, base, q)
	if err != nil && strings.HasPrefix(err.Error(), "suite:") {
		return o, err
	}
	if err != nil {
		t.Dropped++
		f.Kind, f.Detail = "dropped", err.Error()
		rep.find(f)
		o.finding = f
		return o, nil
	}
	if id := resp.Header.Get("X-Request-Id"); id != "" {
		o.id = id
	}
	f.Status, f.Answer = resp.StatusCode, cut(body, 300)
	o.finding = f
	if t.status(resp.StatusCode) {
		f.Kind, f.Detail = "5xx", "server error"
		rep.find(f)
	}
	if q.route.Envelope && q.method != http.MethodHead {
		code, problem := envelopeProblem(resp.StatusCode, resp.Header.Get("Content-Type"), body)
		switch {
		case problem != "":
			t.BadEnvelope++
			f.Kind, f.Detail = "envelope", problem
			rep.find(f)
		case code == 0:
			o.refused = false
			t.Accepted++
		}
		if problem == "" && learn != nil {
			learn(code, body)
		}
	}
	if l := leak(a, q, body); l != "" {
		t.Leaks++
		f.Kind, f.Detail = "leak", l
		rep.find(f)
	}
	return o, nil
}

// checkLog judges the rows one request appended.
func checkLog(rt Route, o *outcome, rows []appended, rep *Report) {
	problem, failures := logVerdict(rt, o.refused, o.id, rows)
	o.tally.FailureRecords += failures
	if problem != "" {
		o.tally.LogChanged++
		f := o.finding
		f.Kind, f.Detail = "log", problem
		rep.find(f)
	}
}

// judge sends one request, checks its answer, then reads what it appended to
// the log before anything else is sent.
func judge(ctx context.Context, hc *http.Client, base string, w *logWatch, g *gen, q request, rep *Report) (Tally, error) {
	o, err := answer(ctx, hc, base, g.actors, q, rep, func(code int, body []byte) {
		if code == 0 {
			g.harvest(body)
			return
		}
		var e struct{ Message string }
		if json.Unmarshal(body, &e) == nil {
			g.learn(q.route, e.Message)
		}
	})
	if err != nil {
		return o.tally, err
	}
	rows, err := w.since(ctx)
	if err != nil {
		return o.tally, fmt.Errorf("read the event log: %w", err)
	}
	checkLog(q.route, &o, rows, rep)
	return o.tally, nil
}
