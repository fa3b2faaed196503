package main

import (
	"context"
	"fmt"
	"syscall"
	"time"
)

const (
	loginRate   = 100
	loginTarget = 50 * time.Millisecond // issue 12: login p99 at 100/s
	loginPhones = 100000                // the first phone of this scenario (others use lower numbers)
)

// loginRun is one measured run of code logins.
type loginRun struct {
	res      *loadResult
	cpu      cpuUse
	batches  batchStats
	server   string
	pgAct    string
	prepared string // how the codes were obtained
}

// benchLogin measures Auth/ValidateCodeLoginOrRegister open-loop at 100/s, each
// request the login of a fresh phone, through the real binary.
func benchLogin(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: fmt.Sprintf("2. Login latency at %d logins/s", loginRate)}
	r, note, err := bestOf(ctx, "Login", func() (loginRun, cpuUse, string, error) {
		r, err := loginOnce(ctx, o)
		if err != nil {
			return r, cpuUse{}, "", err
		}
		return r, r.cpu, summarize(r.res), nil
	})
	if err != nil {
		return nil, err
	}
	sec.Method = []string{fmt.Sprintf("`bin/zhiyuan run` (embedded default, projectors running, fresh data dir and private "+
		"Postgres, `ZHIYUAN_TRUSTED_PROXIES=127.0.0.0/8`). Before the measurement, for each of %d fresh phones the load generator calls "+
		"`Auth/SendValidateCode` from the phone's own client IP (`X-Forwarded-For`, so no per-IP limit or captcha applies) and "+
		"reads the code from `GET /dev/sms`; this is not timed. Then `Auth/ValidateCodeLoginOrRegister` is sent open-loop at "+
		"%d/s, one fresh phone per request, from that phone's IP: each is the first login of a new account (the code is "+
		"checked, the account registered, a session started, and the answer waits until the sessions and profiles read "+
		"models have applied it, so the token works on the next request). Latency counts from the scheduled send time; %s "+
		"of warm-up is discarded, then %s is measured. A Code other than 0 or an answer without a token counts as an error.",
		loginRate*int((warmUp+o.measure)/time.Second), loginRate, warmUp, o.measure)}
	table := "| Run | " + latencyHeader[2:] + " errors | dropped | achieved rate |\n|---" + latencyRule + "---|---|---|"
	table += fmt.Sprintf("\n| `Auth/ValidateCodeLoginOrRegister` %s %d | %d | %.0f/s |", r.res.lat.tableCells(), r.res.errors.Load(),
		r.res.dropped, r.res.achieved())
	table += fmt.Sprintf("\n| service time %s | | | |", r.res.service.tableCells())
	d := fmt.Sprintf("- %s.\n- %s", r.cpu, note)
	if r.server != "" {
		d += "\n- " + upperFirst(r.server) + "."
	}
	if r.pgAct != "" {
		d += "\n- " + upperFirst(r.pgAct) + "."
	}
	if e := r.res.firstError(); e != "" {
		d += fmt.Sprintf("\n- First error: `%s`.", e)
	}
	sec.Details = append(sec.Details, table, r.prepared, d,
		"Projector batches in the server during the measured part:\n\n"+r.batches.table(r.res.elapsed))
	pass := r.res.lat.pct(99) <= loginTarget && r.res.errors.Load() == 0 && r.res.dropped == 0
	sec.Rows = []row{{Target: fmt.Sprintf("Login (`Auth/ValidateCodeLoginOrRegister`, a new phone each) p99 ≤ 50 ms at %d/s", loginRate),
		Measured: summarize(r.res), Pass: pass, Cause: missIf(!pass, loginCause(r))}}
	return sec, nil
}

func loginOnce(ctx context.Context, o options) (loginRun, error) {
	var run loginRun
	e, err := newEnv("login")
	if err != nil {
		return run, err
	}
	defer e.close()
	srv, err := startBenchServer(ctx, o, e)
	if err != nil {
		return run, err
	}
	defer srv.stop(syscall.SIGINT, 30*time.Second) //nolint:errcheck // a second stop is a no-op
	client := newAPIClient(srv.base)
	warmN, measureN := loginRate*int(warmUp/time.Second), int(float64(loginRate)*o.measure.Seconds())
	progress("login: sending %d codes", warmN+measureN)
	codes, took, err := sendCodes(ctx, client, loginPhones, warmN+measureN, 16, 10*time.Minute)
	if err != nil {
		return run, err
	}
	run.prepared = fmt.Sprintf("Sending the %d codes and reading them back took %s (16 concurrent clients, before the measurement).",
		len(codes), took.Round(100*time.Millisecond))
	fire := func(offset int) func(ctx context.Context, i int) error {
		return func(ctx context.Context, i int) error {
			k := offset + i
			_, err := client.codeLogin(ctx, benchPhone(loginPhones+k), codes[k], benchIP(loginPhones+k))
			return err
		}
	}
	progress("login: warm-up %s, then %s at %d/s", warmUp, o.measure, loginRate)
	openLoop(ctx, loginRate, warmUp, inFlightLimit, fire(0))
	probe := cpuProbe{pgDataDir: e.pgDataDir(), serverPID: srv.pid()}
	h0, hErr := scrapeServerHistogram(ctx, client, codeLoginPath)
	b0 := scrapeBatchStats(ctx, client)
	act := &activitySampler{}
	stopAct, err := act.start(ctx, pgURLOf(e.pgDataDir()))
	if err != nil {
		return run, err
	}
	s0 := probe.snap()
	run.res = openLoop(ctx, loginRate, o.measure, inFlightLimit, fire(warmN))
	run.cpu = probe.since(s0)
	stopAct()
	run.pgAct = act.String()
	run.batches = scrapeBatchStats(ctx, client).since(b0)
	if h1, err := scrapeServerHistogram(ctx, client, codeLoginPath); err == nil && hErr == nil {
		run.server = h1.since(h0).String()
	}
	progress("login: %s", summarize(run.res))
	return run, nil
}

// loginCause explains a missed login target from what the run measured.
func loginCause(r loginRun) string {
	var why []string
	if r.server != "" {
		why = append(why, r.server)
	}
	if s := r.res.service.pct(99); r.res.lat.pct(99) > 2*s && r.res.lat.pct(99)-s > 5*time.Millisecond {
		why = append(why, fmt.Sprintf("measured from the actual send the p99 is %s: the rest is the load generator starting requests late", ms(s)))
	}
	for _, p := range []string{"sessions", "profiles"} {
		if d := r.batches.describe(p, r.res.elapsed); d != "" {
			why = append(why, "the answer waits for "+p+" to apply the login: "+d)
		}
	}
	why = append(why, r.pgAct, cpuSplit(r.cpu, "load generator"))
	if n := r.res.errors.Load(); n > 0 {
		why = append(why, fmt.Sprintf("%d logins failed (first: %s)", n, r.res.firstError()))
	}
	if r.res.dropped > 0 {
		why = append(why, fmt.Sprintf("%d requests were dropped because %d were already waiting", r.res.dropped, inFlightLimit))
	}
	return sentence(why)
}
