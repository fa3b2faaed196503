package main

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

const (
	burstTarget      = time.Second // issue 12: every update visible in the audit ≤ 1 s after the last
	burstVisibleWait = time.Minute
	auditEventType   = "profile.student_info_updated"
)

// burstRun is one bus: a burst of profile updates, then the wait until the
// audit shows every one of them.
type burstRun struct {
	bus       string
	load      *burstLoad
	cpu       cpuUse
	sampler   *logSampler
	pgAct     string
	batches   batchStats
	span      time.Duration // from the start of the burst until every projection had every event
	behind    int64         // the audit's backlog (last position - through) at the first poll after the burst
	entries   int64         // audit entries of the burst found at the end
	visible   time.Duration // from the last append's return until the audit held every update
	visibleOK bool
	allCaught time.Duration // ... until every projection's through passed the last position
	allOK     bool
	failing   string
	note      string
}

func burstOnce(ctx context.Context, busName string, dur time.Duration, users int) (*burstRun, error) {
	run := &burstRun{bus: busName}
	e, err := newEnv("burst-" + busName)
	if err != nil {
		return nil, err
	}
	defer e.close()
	if err := e.startPostgres(ctx); err != nil {
		return nil, err
	}
	l, err := startLive(ctx, e, busName)
	if err != nil {
		return nil, err
	}
	defer l.close()
	w := newProfileWriter(l.p, users)
	openLoop(ctx, 200, 2*time.Second, inFlightLimit, func(ctx context.Context, i int) error { _, err := w.write(ctx, i); return err })
	if err := waitCaughtUp(ctx, e.pg.URL(), 2*time.Minute); err != nil {
		return nil, err
	}
	conn, err := benchConnect(ctx, e.pg.URL())
	if err != nil {
		return nil, err
	}
	defer conn.Close(context.Background())
	var base int64
	if err := conn.QueryRow(ctx, `SELECT COALESCE(MAX(position), 0) FROM events`).Scan(&base); err != nil {
		return nil, err
	}
	sampleConn, err := benchConnect(ctx, e.pg.URL())
	if err != nil {
		return nil, err
	}
	defer sampleConn.Close(context.Background())
	run.sampler = &logSampler{frontier: l.p.Tail().Frontier}
	sctx, stopSampler := context.WithCancel(ctx)
	samplerDone := make(chan struct{})
	go func() { run.sampler.run(sctx, sampleConn); close(samplerDone) }()

	probe := cpuProbe{pgDataDir: e.pgDataDir()}
	s0 := probe.snap()
	b0 := gatherBatchStats(l.p.Metrics)
	act := &activitySampler{}
	stopAct, err := act.start(ctx, e.pg.URL())
	if err != nil {
		stopSampler()
		<-samplerDone
		return nil, err
	}
	t0 := time.Now()
	run.load = burst(ctx, dur, w.write)
	run.cpu = probe.since(s0)
	stopAct()
	run.pgAct = act.String()
	if err := run.waitVisible(ctx, conn, l.names, base); err != nil {
		stopSampler()
		<-samplerDone
		return nil, err
	}
	run.span = time.Since(t0)
	run.batches = gatherBatchStats(l.p.Metrics).since(b0)
	stopSampler()
	<-samplerDone
	run.failing = failingProjections(ctx, conn, l.names)
	return run, nil
}

// waitVisible polls, about every millisecond, the audit's through and (once it
// has passed the last position) its count of the burst's entries, then every
// projection's through, up to burstVisibleWait after the last append.
func (r *burstRun) waitVisible(ctx context.Context, conn *pgx.Conn, names []string, base int64) error {
	last, n := r.load.maxPos.Load(), r.load.n.Load()
	end := r.load.last()
	auditQ := `SELECT c.through, CASE WHEN c.through >= $2 THEN (SELECT count(*) FROM rm_audit.entries
		WHERE position > $1 AND position <= $2 AND type = $3) ELSE -1 END FROM rm_audit._checkpoint c`
	allQ := throughQuery(names)
	through := make([]int64, len(names))
	dest := []any{new(int64)}
	for i := range through {
		dest = append(dest, &through[i])
	}
	first := true
	for time.Since(end) < burstVisibleWait && ctx.Err() == nil {
		if !r.visibleOK {
			var at, count int64
			if err := conn.QueryRow(ctx, auditQ, base, last, auditEventType).Scan(&at, &count); err != nil {
				return err
			}
			seen := time.Now()
			if first {
				r.behind, first = last-at, false
			}
			r.entries = max(r.entries, count)
			if count >= n {
				r.visible, r.visibleOK = seen.Sub(end), true
			}
		}
		if r.visibleOK {
			if err := conn.QueryRow(ctx, allQ).Scan(dest...); err != nil {
				return err
			}
			seen, all := time.Now(), true
			for _, t := range through {
				all = all && t >= last
			}
			if all {
				r.allCaught, r.allOK = seen.Sub(end), true
				return nil
			}
		}
		time.Sleep(time.Millisecond)
	}
	if !r.visibleOK {
		r.visible = time.Since(end)
	}
	r.allCaught = time.Since(end)
	return ctx.Err()
}

// auditRate is the rate at which the audit worked off its backlog after the burst.
func (r *burstRun) auditRate() float64 {
	if r.visible <= 0 {
		return 0
	}
	return float64(r.behind) / r.visible.Seconds()
}

func (r *burstRun) summary() string {
	s := fmt.Sprintf("%s after the last append (%d updates at %.0f/s, append p99 %s)", ms(r.visible), r.load.n.Load(), r.load.rate(), ms(r.load.lat.pct(99)))
	if !r.visibleOK {
		s = fmt.Sprintf("not all visible %s after the last append: %d of %d updates in the audit (%.0f/s written)",
			r.visible.Round(time.Second), r.entries, r.load.n.Load(), r.load.rate())
	}
	if n := r.load.errors.Load(); n > 0 {
		s += fmt.Sprintf(", %d failed appends", n)
	}
	return s
}
