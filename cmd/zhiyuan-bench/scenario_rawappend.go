package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"zhiyuan/events"
	"zhiyuan/infra/platform"
)

// appendRaw calls EventStore.Append directly at the command rate, with or
// without the projectors running in this process.
func appendRaw(ctx context.Context, o options, withProjectors bool) (appendRun, error) {
	run := appendRun{name: "Raw `EventStore.Append`, alone"}
	if withProjectors {
		run.name = "Raw `EventStore.Append`, projectors running"
	}
	e, err := newEnv("rawappend")
	if err != nil {
		return run, err
	}
	defer e.close()
	if err := e.startPostgres(ctx); err != nil {
		return run, err
	}
	p, err := e.openPlatform(ctx, "postgres", nil)
	if err != nil {
		return run, err
	}
	defer closePlatform(p, e.pg.URL(), 20*time.Second)
	if withProjectors {
		stop, err := runProjectors(ctx, p)
		if err != nil {
			return run, err
		}
		defer stop()
	}
	users := make([]string, o.users)
	for i := range users {
		users[i] = uuid.NewString()
	}
	fire := func(ctx context.Context, i int) error {
		u := users[i%len(users)]
		meta := events.Metadata{ActorUserID: u, TerminalType: "PC", ClientIP: benchIP(i % len(users)), Time: time.Now().UTC()}
		_, err := p.Store.Append(ctx, meta, events.Append{StreamID: events.ProfileStream(u), ExpectedVersion: events.AnyVersion,
			Events: []events.Event{events.StudentInfoUpdated{UserID: u, NickName: fmt.Sprintf("考生%d", i), StudentName: "张同学", Sex: 1 + i%2}}})
		return err
	}
	progress("%s: warm-up %s, then %s at %d/s", run.name, warmUp, o.measure, o.rate)
	openLoop(ctx, o.rate, warmUp, 5000, fire)
	probe := cpuProbe{pgDataDir: e.pgDataDir()}
	s0 := probe.snap()
	run.res = openLoop(ctx, o.rate, o.measure, 5000, fire)
	run.cpu = probe.since(s0)
	if withProjectors {
		run.backlog = drainBacklog(ctx, e.pg.URL(), 45*time.Second)
	}
	progress("%s: %s", run.name, summarize(run.res))
	return run, nil
}

// runProjectors runs every projection on the platform's bus in this process
// until stop is called.
func runProjectors(ctx context.Context, p *platform.Platform) (stop func(), err error) {
	router, err := p.ProjectorRouter()
	if err != nil {
		return nil, err
	}
	rctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := router.Run(rctx); err != nil {
			progress("projector router: %v", err)
		}
	}()
	select {
	case <-router.Running():
	case <-time.After(time.Minute):
		cancel()
		return nil, fmt.Errorf("projector router not running after a minute")
	}
	return func() {
		cancel()
		_ = router.Close()
		<-done
	}, nil
}

// appendCause explains a miss of the command target from what was measured.
func appendCause(h, rawAlone, rawLive appendRun, pass bool) string {
	if pass {
		return ""
	}
	var why []string
	rate := float64(h.res.sent) / h.res.elapsed.Seconds()
	perCmd := func(cores float64) string { return ms(time.Duration(cores / rate * float64(time.Second))) }
	need := h.cpu.server + h.cpu.pg + h.cpu.kernel
	why = append(why, fmt.Sprintf("CPU: each command cost about %s of CPU (server %s, including its HTTP handling, the command and its projectors; Postgres %s; kernel threads %s), so %d commands/s alone keep %.2f of the %d cores busy",
		perCmd(need), perCmd(h.cpu.server), perCmd(h.cpu.pg), perCmd(h.cpu.kernel), int(rate+0.5), need, h.cpu.cores))
	if h.cpu.saturated() {
		why = append(why, fmt.Sprintf("with the load generator (%.2f) and other processes (%.2f) the machine was saturated (busy %.2f of %d), so requests queued: the median answer took %s",
			h.cpu.self, h.cpu.other, h.cpu.busy, h.cpu.cores, ms(h.res.lat.pct(50))))
	}
	ap, lp := rawAlone.res.lat.pct(99), rawLive.res.lat.pct(99)
	switch {
	case ap > 10*time.Millisecond:
		why = append(why, fmt.Sprintf("even a bare `EventStore.Append` misses the target at this rate (p99 %s alone, %s with the projectors running): an append is a transaction of several round trips (version check, insert, outbox insert) with a synchronous WAL flush (fsync on)", ms(ap), ms(lp)))
	case lp > 10*time.Millisecond:
		why = append(why, fmt.Sprintf("a bare `EventStore.Append` meets the target alone (p99 %s) but not while the projectors run (p99 %s): their per-event transactions compete with the appends for the CPUs and Postgres", ms(ap), ms(lp)))
	}
	if h.cpu.other >= 0.3 {
		why = append(why, fmt.Sprintf("other processes on the machine used %.2f cores meanwhile", h.cpu.other))
	}
	if n := h.res.errors.Load(); n > 0 {
		why = append(why, fmt.Sprintf("%d requests failed (first: %s)", n, h.res.firstError()))
	}
	s := strings.Join(why, "; ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}
