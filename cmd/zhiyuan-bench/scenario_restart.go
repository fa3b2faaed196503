package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"syscall"
	"time"
)

const restartRounds = 5

// benchRestart: `zhiyuan run` from start to GET /readyz = 200.
func benchRestart(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "6. Restart to ready"}
	e, err := newEnv("restart")
	if err != nil {
		return nil, err
	}
	defer e.close()
	bin, err := resolveBinary(ctx, o.bin, e.dir)
	if err != nil {
		return nil, err
	}
	port, err := freeLoopbackPort()
	if err != nil {
		return nil, err
	}
	logPath := e.dir + "/server.log"
	var srv *serverProc
	start := func() (time.Duration, error) {
		s, err := startServer(bin, e.dir, port, logPath, "ZHIYUAN_TRUSTED_PROXIES=127.0.0.0/8")
		if err != nil {
			return 0, err
		}
		srv = s
		return s.waitReady(ctx, 3*time.Minute)
	}
	defer func() {
		if srv != nil {
			_, _ = srv.stop(syscall.SIGINT, 30*time.Second)
		}
	}()
	// A write before each stop (a new user logs in), so every restart has fresh
	// data and WAL to keep; the tokens prove at the end that nothing was lost.
	var tokens []string
	write := func(i int) error {
		tok, err := newAPIClient(srv.base).login(ctx, benchPhone(900000+i), benchIP(900000+i))
		tokens = append(tokens, tok)
		return err
	}

	first, err := start()
	if err != nil {
		return nil, fmt.Errorf("first start: %w", err)
	}
	progress("restart: first start (initdb, migrations, seed) ready in %s", ms(first))
	var clean, killed, crashed, stops samples
	var lines []string
	hung := 0
	for i := 0; i < restartRounds; i++ {
		if err := write(i); err != nil {
			return nil, err
		}
		d, err := srv.stop(syscall.SIGINT, 30*time.Second)
		stops.add(d)
		if err != nil { // a hung shutdown is a finding, not the end of the benchmark
			hung++
			lines = append(lines, fmt.Sprintf("SIGINT: %v", err))
		}
		r, err := start()
		if err != nil {
			return nil, fmt.Errorf("restart after SIGINT: %w", err)
		}
		clean.add(r)
		lines = append(lines, fmt.Sprintf("SIGINT: stopped in %s, ready again in %s", ms(d), ms(r)))
	}
	for i := 0; i < restartRounds; i++ {
		if err := write(restartRounds + i); err != nil {
			return nil, err
		}
		if _, err := srv.stop(syscall.SIGKILL, 10*time.Second); err != nil {
			return nil, err
		}
		r, err := start()
		if err != nil {
			return nil, fmt.Errorf("restart after SIGKILL: %w", err)
		}
		killed.add(r)
		lines = append(lines, fmt.Sprintf("SIGKILL: ready again in %s", ms(r)))
	}
	// Both killed: the server and its Postgres, as after a power cut of the process tree.
	for i := 0; i < restartRounds; i++ {
		if err := write(2*restartRounds + i); err != nil {
			return nil, err
		}
		pm := postmasterPID(e.pgDataDir())
		if _, err := srv.stop(syscall.SIGKILL, 10*time.Second); err != nil {
			return nil, err
		}
		if pm > 0 && isPostgresIn(pm, e.pgDataDir()) {
			_ = syscall.Kill(pm, syscall.SIGKILL)
			// Restart once the postmaster is really gone, as after a crash. (Starting
			// within milliseconds of the kill can find it still dying; the product's
			// stale-server check then takes it for alive and pg_ctl stop fails.)
			for j := 0; j < 1000 && processAlive(pm); j++ {
				time.Sleep(10 * time.Millisecond)
			}
		}
		r, err := start()
		if err != nil {
			return nil, fmt.Errorf("restart after SIGKILL of zhiyuan and postgres: %w", err)
		}
		crashed.add(r)
		lines = append(lines, fmt.Sprintf("SIGKILL of zhiyuan and its postmaster: ready again in %s", ms(r)))
	}
	// Every session written before a stop must still be valid.
	for i, tok := range tokens {
		if err := newAPIClient(srv.base).call(ctx, "/api/User/GetUserStudent", tok, benchIP(900000+i), struct{}{}, nil); err != nil {
			return nil, fmt.Errorf("the session of restart round %d after all restarts: %w", i+1, err)
		}
	}
	d, err := srv.stop(syscall.SIGINT, 30*time.Second)
	stops.add(d)
	if err != nil {
		hung++
		lines = append(lines, fmt.Sprintf("final SIGINT: %v", err))
	}
	srv = nil
	progress("restart: SIGINT worst %s, SIGKILL worst %s, SIGKILL with postgres worst %s", ms(clean.max()), ms(killed.max()), ms(crashed.max()))
	logText, _ := os.ReadFile(logPath)
	staleSeen := strings.Count(string(logText), "left running by a previous process")
	crashSeen := strings.Count(string(logText), "died without shutdown")

	sec.Method = []string{
		fmt.Sprintf("`%s run` (the binary `make bench` builds) with a fresh `ZHIYUAN_DATA_DIR` under a temp dir and a loopback "+
			"port. Time to ready = from starting the process to the first `GET /readyz` answering 200 (polled every 5 ms): "+
			"the private Postgres started (initdb on the first start), migrations, projection schemas, the site "+
			"configuration seed, the search index opened, HTTP listening. Before each stop a user logs in (a real write). "+
			"%d restarts after SIGINT (graceful: the server stops its Postgres), then %d after SIGKILL (the process dies, "+
			"its Postgres keeps running and the next start must detect the stale server and restart it), then %d after "+
			"SIGKILL of both the server and its postmaster (Postgres must replay its WAL; orphaned backends are waited for). At the end every "+
			"session created before a stop still answers `User/GetUserStudent` (no committed write was lost).", o.bin, restartRounds, restartRounds, restartRounds),
	}
	var b strings.Builder
	fmt.Fprintf(&b, "| Start | time to ready |\n|---|---|\n| first start (fresh data dir) | %s |\n", ms(first))
	for i, l := range lines {
		fmt.Fprintf(&b, "| restart %d | %s |\n", i+1, l)
	}
	sec.Details = append(sec.Details, b.String(),
		fmt.Sprintf("- Graceful stop (SIGINT to exit, Postgres included): p50 %s, max %s.", ms(stops.pct(50)), ms(stops.max())),
		fmt.Sprintf("- The server log shows %d starts that found the Postgres of a killed run still running and restarted it, "+
			"and %d that found it dead and let Postgres recover from its WAL.", staleSeen, crashSeen))
	target := 3 * time.Second
	cleanRow := restartRow("Restart to ready ≤ 3 s after SIGINT", &clean, target)
	if hung > 0 {
		cleanRow.Pass = false
		cleanRow.Measured += fmt.Sprintf("; %d of %d graceful stops hung and were killed after 30 s", hung, restartRounds)
		cleanRow.Cause = "The process does not exit on SIGINT: see the server log; a pool connection that is never released makes pgxpool's Close wait forever"
	}
	sec.Rows = []row{
		cleanRow,
		restartRow("Restart to ready ≤ 3 s after SIGKILL (stale Postgres recovery)", &killed, target),
		restartRow("Restart to ready ≤ 3 s after SIGKILL of the server and its Postgres (crash recovery)", &crashed, target),
		{Target: "First start on a fresh data dir (initdb)", Measured: ms(first), Info: true},
	}
	return sec, nil
}

func restartRow(target string, s *samples, limit time.Duration) row {
	r := row{Target: target, Measured: fmt.Sprintf("worst %s of %d (best %s)", ms(s.max()), s.count(), ms(s.pct(1))),
		Pass: s.max() <= limit}
	if !r.Pass {
		r.Cause = "Startup is dominated by the private Postgres (stop of a stale server, crash recovery, start) and the migrations; see the server log timings"
	}
	return r
}
