package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/projector"
)

// lagRun is one bus at one write rate.
type lagRun struct {
	bus       string
	rate      int
	dur       time.Duration
	tracker   *lagTracker
	censored  map[string]int
	load      *loadResult
	cpu       cpuUse
	sampler   *logSampler
	pgAct     string        // the product's Postgres connections during the writes
	batches   batchStats    // the projectors' batches from the start of the load to the end of the drain
	span      time.Duration // that time
	drained   time.Duration // from the last append until every event was seen everywhere
	drainedOK bool
	failing   string // projections stopped at a failing event at the end
	note      string // the attempts made
}

// worst is the projection with the highest p99 lag.
func (r *lagRun) worst() (string, time.Duration) {
	name, p99 := "", time.Duration(-1)
	for _, p := range r.tracker.projections {
		if v := r.tracker.lags[p].pct(99); v > p99 {
			name, p99 = p, v
		}
	}
	return name, p99
}

// best is the projection with the lowest p99 lag.
func (r *lagRun) best() (string, time.Duration) {
	name, p99 := "", time.Duration(1<<62)
	for _, p := range r.tracker.projections {
		if v := r.tracker.lags[p].pct(99); v < p99 {
			name, p99 = p, v
		}
	}
	return name, p99
}

func (r *lagRun) censoredTotal() int {
	n := 0
	for _, c := range r.censored {
		n += c
	}
	return n
}

// lagOnce measures append-to-read-model lag on one bus at a steady rate.
func lagOnce(ctx context.Context, busName string, rate int, dur, drainLimit time.Duration, users int) (*lagRun, error) {
	run := &lagRun{bus: busName, rate: rate, dur: dur}
	e, err := newEnv("lag-" + busName)
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
	var tracker *lagTracker // set after the warm-up, whose goroutines have all ended by then
	fire := func(ctx context.Context, i int) error {
		pos, err := w.write(ctx, i)
		if err == nil && tracker != nil {
			tracker.committed(pos, time.Now())
		}
		return err
	}
	// Warm up (Kafka: consumer groups joined, topic metadata cached), then wait until caught up.
	openLoop(ctx, rate, 2*time.Second, inFlightLimit, fire)
	if err := waitCaughtUp(ctx, e.pg.URL(), 2*time.Minute); err != nil {
		return nil, err
	}
	tracker = newLagTracker(l.names)
	run.sampler = &logSampler{frontier: l.p.Tail().Frontier}
	pollConn, err := benchConnect(ctx, e.pg.URL())
	if err != nil {
		return nil, err
	}
	defer pollConn.Close(context.Background())
	sampleConn, err := benchConnect(ctx, e.pg.URL())
	if err != nil {
		return nil, err
	}
	defer sampleConn.Close(context.Background())
	pctx, stopPoll := context.WithCancel(ctx)
	pollDone := make(chan struct{}, 2)
	go func() { tracker.poll(pctx, pollConn); pollDone <- struct{}{} }()
	go func() { run.sampler.run(pctx, sampleConn); pollDone <- struct{}{} }()

	probe := cpuProbe{pgDataDir: e.pgDataDir()}
	s0 := probe.snap()
	b0 := gatherBatchStats(l.p.Metrics)
	act := &activitySampler{}
	stopAct, err := act.start(ctx, e.pg.URL())
	if err != nil {
		stopPoll()
		<-pollDone
		<-pollDone
		return nil, err
	}
	t0 := time.Now()
	run.load = openLoop(ctx, rate, dur, inFlightLimit, fire)
	run.cpu = probe.since(s0)
	stopAct()
	run.pgAct = act.String()
	loadEnd := time.Now()
	for tracker.outstanding() > 0 && time.Since(loadEnd) < drainLimit && ctx.Err() == nil {
		time.Sleep(5 * time.Millisecond)
	}
	run.drained, run.drainedOK = time.Since(loadEnd), tracker.outstanding() == 0
	run.span = time.Since(t0)
	run.batches = gatherBatchStats(l.p.Metrics).since(b0)
	stopPoll()
	<-pollDone
	<-pollDone
	run.tracker, run.censored = tracker, tracker.censor(time.Now())
	run.failing = failingProjections(ctx, pollConn, l.names)
	return run, nil
}

// waitCaughtUp waits until every projection's through has reached the head.
func waitCaughtUp(ctx context.Context, url string, limit time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	conn, err := benchConnect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	for {
		b, err := projectionBacklog(ctx, conn)
		if err != nil {
			return fmt.Errorf("projections did not catch up within %s: %w", limit, err)
		}
		if _, w := maxBacklog(b); w <= 0 {
			return nil
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// failingProjections lists the projections whose checkpoint records a failing
// event (they stop there until it applies).
func failingProjections(ctx context.Context, conn *pgx.Conn, names []string) string {
	var out []string
	for _, n := range names {
		var pos *int64
		var msg *string
		err := conn.QueryRow(ctx, `SELECT failed_position, failed_error FROM `+
			pgx.Identifier{projector.Schema(n), "_checkpoint"}.Sanitize()).Scan(&pos, &msg)
		if err == nil && pos != nil {
			s := fmt.Sprintf("%s at position %d", n, *pos)
			if msg != nil {
				s += fmt.Sprintf(" (`%.160s`)", strings.ReplaceAll(*msg, "`", "'"))
			}
			out = append(out, s)
		}
	}
	return strings.Join(out, "; ")
}
