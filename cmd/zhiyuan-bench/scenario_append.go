package main

import (
	"context"
	"fmt"
	"syscall"
	"time"
)

const (
	warmUp        = 3 * time.Second
	httpTarget    = 25 * time.Millisecond // issue 12: User/UpdateUserStudent p99, nothing dropped
	rawTarget     = 10 * time.Millisecond // issue 12: raw append p99, projectors running
	updatePath    = "/api/User/UpdateUserStudent"
	inFlightLimit = 5000
)

// appendRun is one open-loop run with what was observed around it.
type appendRun struct {
	name    string
	res     *loadResult
	cpu     cpuUse
	batches batchStats // the projectors' batches during the run (none without projectors)
	server  string     // the server's own latency histogram of the endpoint (HTTP only)
	pgAct   string     // the product's Postgres connections during the run
	backlog string     // projection backlog at the end of the load and how it drained
}

// benchAppend measures the command path: User/UpdateUserStudent through the
// HTTP API of the real binary, and Store.Append directly, alone and with the
// projectors running.
func benchAppend(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: fmt.Sprintf("1. Command append latency at %d commands/s", o.rate)}
	type httpRun struct {
		run   appendRun
		extra string
	}
	hr, hNote, err := bestOf(ctx, "HTTP", func() (httpRun, cpuUse, string, error) {
		r, extra, err := appendHTTP(ctx, o)
		if err != nil {
			return httpRun{}, cpuUse{}, "", err
		}
		return httpRun{r, extra}, r.cpu, summarize(r.res), nil
	})
	if err != nil {
		return nil, err
	}
	h, extra := hr.run, hr.extra
	raw := func(live bool) func() (appendRun, cpuUse, string, error) {
		return func() (appendRun, cpuUse, string, error) {
			r, err := appendRaw(ctx, o, live)
			if err != nil {
				return r, cpuUse{}, "", err
			}
			return r, r.cpu, summarize(r.res), nil
		}
	}
	rawAlone, aNote, err := bestOf(ctx, "Raw append alone", raw(false))
	if err != nil {
		return nil, err
	}
	rawLive, lNote, err := bestOf(ctx, "Raw append with projectors", raw(true))
	if err != nil {
		return nil, err
	}
	sec.Method = appendMethod(o)
	runs := []appendRun{h, rawAlone, rawLive}
	table := "| Run | " + latencyHeader[2:] + " errors | dropped | achieved rate |\n|---" + latencyRule + "---|---|---|"
	for _, r := range runs {
		table += fmt.Sprintf("\n| %s %s %d | %d | %.0f/s |", r.name, r.res.lat.tableCells(), r.res.errors.Load(), r.res.dropped, r.res.achieved())
		table += fmt.Sprintf("\n| %s, service time %s | | | |", r.name, r.res.service.tableCells())
	}
	sec.Details = append(sec.Details, table, extra, "- "+hNote+"\n- "+aNote+"\n- "+lNote)
	for _, r := range runs {
		d := fmt.Sprintf("- %s: %s.", r.name, r.cpu)
		if r.server != "" {
			d += " " + upperFirst(r.server) + "."
		}
		if r.pgAct != "" {
			d += " " + upperFirst(r.pgAct) + "."
		}
		if r.backlog != "" {
			d += " " + r.backlog
		}
		if e := r.res.firstError(); e != "" {
			d += fmt.Sprintf(" First error: `%s`.", e)
		}
		sec.Details = append(sec.Details, d)
		if len(r.batches) > 0 {
			sec.Details = append(sec.Details, "Projector batches during the "+r.name+" run (the projectors' own metrics):\n\n"+
				r.batches.table(r.res.elapsed))
		}
	}
	hPass := h.res.lat.pct(99) <= httpTarget && h.res.errors.Load() == 0 && h.res.dropped == 0
	rPass := rawLive.res.lat.pct(99) <= rawTarget && rawLive.res.errors.Load() == 0 && rawLive.res.dropped == 0
	sec.Rows = []row{
		{Target: fmt.Sprintf("Raw `Store.Append` p99 ≤ 10 ms at %d/s, projectors running", o.rate), Measured: summarize(rawLive.res),
			Pass: rPass, Cause: missIf(!rPass, rawAppendCause(rawAlone, rawLive))},
		{Target: fmt.Sprintf("HTTP `User/UpdateUserStudent` p99 ≤ 25 ms at %d/s, nothing dropped", o.rate),
			Measured: summarize(h.res), Pass: hPass, Cause: missIf(!hPass, httpAppendCause(h, rawLive))},
		{Target: fmt.Sprintf("Raw `Store.Append` p99 at %d/s, alone", o.rate), Measured: summarize(rawAlone.res), Info: true},
	}
	return sec, nil
}

func appendMethod(o options) []string {
	return []string{
		fmt.Sprintf("**HTTP**: `bin/zhiyuan run` (the embedded default, projectors running, fresh data dir and private "+
			"Postgres under a temp dir, `ZHIYUAN_TRUSTED_PROXIES=127.0.0.0/8`). %d users log in through the real SMS flow "+
			"(`Auth/SendValidateCode`, the code from `GET /dev/sms`, `Auth/ValidateCodeLoginOrRegister`), each from its own "+
			"client IP in `X-Forwarded-For` so the per-IP SMS limit and captcha are never hit. Then the load generator sends "+
			"`User/UpdateUserStudent` round-robin over the users, open-loop at a fixed arrival rate of %d/s: every request "+
			"is sent at its scheduled time in its own goroutine, whatever the earlier ones are doing, and its latency counts "+
			"from the scheduled time (no coordinated omission). %s of warm-up is discarded, then %s is measured. "+
			"A command loads the profile stream, validates, and appends with the expected version; an answer with a "+
			"Code other than 0 counts as an error, and a request not sent because %d were already waiting counts as dropped.",
			o.users, o.rate, warmUp, o.measure, inFlightLimit),
		fmt.Sprintf("**Raw append**: `Store.Append` (one SQL statement, one round trip, synchronous commit) called directly "+
			"in the benchmark process, one `StudentInfoUpdated` per call over %d profile streams, same arrival rate, warm-up "+
			"and duration, on a fresh Postgres: once with every projection running in the same process on the embedded bus "+
			"(the background work the server also does; this is the target), once alone for reference.", o.users),
		"Percentiles are exact (sorted samples). \"Service\" is measured from the moment the request was actually " +
			"sent, so the difference to the scheduled-time latency is time spent waiting behind a late scheduler; " +
			"the achieved rate is requests sent per second. " +
			"The projector batch tables come from the projectors' own metrics (`zhiyuan_projection_batch_events`, " +
			"`zhiyuan_projection_batch_seconds`), taken before and after the measured part; the connection lines from " +
			"`pg_stat_activity` sampled every 50 ms (the product's connections only).",
	}
}

func summarize(r *loadResult) string {
	s := fmt.Sprintf("p99 %s (p50 %s, max %s)", ms(r.lat.pct(99)), ms(r.lat.pct(50)), ms(r.lat.max()))
	if n := r.errors.Load(); n > 0 {
		s += fmt.Sprintf(", %d errors", n)
	}
	if r.dropped > 0 {
		s += fmt.Sprintf(", %d dropped", r.dropped)
	}
	return s
}

// appendHTTP measures the real binary.
func appendHTTP(ctx context.Context, o options) (appendRun, string, error) {
	run := appendRun{name: "HTTP `User/UpdateUserStudent`"}
	e, err := newEnv("append")
	if err != nil {
		return run, "", err
	}
	defer e.close()
	srv, err := startBenchServer(ctx, o, e)
	if err != nil {
		return run, "", err
	}
	defer srv.stop(syscall.SIGINT, 30*time.Second) //nolint:errcheck // a second stop is a no-op
	client := newAPIClient(srv.base)
	progress("logging %d users in through the SMS flow", o.users)
	tokens, took, err := loginUsers(ctx, client, o.users, 16, 10*time.Minute)
	if err != nil {
		return run, "", err
	}
	extra := fmt.Sprintf("Logging the %d users in took %s (%.0f logins/s, 3 requests each, 16 concurrent clients).",
		len(tokens), took.Round(100*time.Millisecond), float64(len(tokens))/took.Seconds())
	fire := func(ctx context.Context, i int) error {
		u := i % len(tokens)
		body := map[string]any{"NickName": fmt.Sprintf("考生%d", i), "StudentName": "张同学", "Sex": 1 + i%2}
		var out struct{ Version int }
		return client.call(ctx, updatePath, tokens[u], benchIP(u), body, &out)
	}
	progress("HTTP: warm-up %s, then %s at %d/s", warmUp, o.measure, o.rate)
	openLoop(ctx, o.rate, warmUp, inFlightLimit, fire)
	probe := cpuProbe{pgDataDir: e.pgDataDir(), serverPID: srv.pid()}
	h0, hErr := scrapeServerHistogram(ctx, client, updatePath)
	b0 := scrapeBatchStats(ctx, client)
	act := &activitySampler{}
	stopAct, err := act.start(ctx, pgURLOf(e.pgDataDir()))
	if err != nil {
		return run, "", err
	}
	s0 := probe.snap()
	run.res = openLoop(ctx, o.rate, o.measure, inFlightLimit, fire)
	run.cpu = probe.since(s0)
	stopAct()
	run.pgAct = act.String()
	run.batches = scrapeBatchStats(ctx, client).since(b0)
	if h1, err := scrapeServerHistogram(ctx, client, updatePath); err == nil && hErr == nil {
		run.server = h1.since(h0).String()
	}
	run.backlog = drainBacklog(ctx, pgURLOf(e.pgDataDir()), 45*time.Second)
	progress("HTTP: %s", summarize(run.res))
	return run, extra, nil
}

// startBenchServer starts the real binary in e with a trusted proxy (the
// client IP comes from X-Forwarded-For) and waits until it is ready.
func startBenchServer(ctx context.Context, o options, e *env) (*serverProc, error) {
	bin, err := resolveBinary(ctx, o.bin, e.dir)
	if err != nil {
		return nil, err
	}
	port, err := freeLoopbackPort()
	if err != nil {
		return nil, err
	}
	srv, err := startServer(bin, e.dir, port, e.dir+"/server.log", "ZHIYUAN_TRUSTED_PROXIES=127.0.0.0/8")
	if err != nil {
		return nil, err
	}
	if _, err := srv.waitReady(ctx, 3*time.Minute); err != nil {
		_, _ = srv.stop(syscall.SIGINT, 30*time.Second)
		return nil, err
	}
	waitVacuumDone(ctx, e.pgDataDir(), 3*time.Minute)
	return srv, nil
}
