package main

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/twmb/franz-go/pkg/kfake"

	"zhiyuan/events"
	"zhiyuan/infra/bus"
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
	outbox    *outboxSampler
	drained   time.Duration // from the last append until every event was seen everywhere
	drainedOK bool
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

func (r *lagRun) censoredTotal() int {
	n := 0
	for _, c := range r.censored {
		n += c
	}
	return n
}

// lagOnce measures commit-to-read-model lag on one bus ("postgres" = the
// embedded outbox, "kafka" = relay to an in-process kfake broker) at a steady rate.
func lagOnce(ctx context.Context, busName string, rate int, dur, drainLimit time.Duration, users int) (*lagRun, error) {
	run := &lagRun{bus: busName, rate: rate, dur: dur, outbox: &outboxSampler{}}
	e, err := newEnv("lag-" + busName)
	if err != nil {
		return nil, err
	}
	defer e.close()
	if err := e.startPostgres(ctx); err != nil {
		return nil, err
	}
	var brokers []string
	if busName == "kafka" {
		cluster, err := kfake.NewCluster(kfake.NumBrokers(1))
		if err != nil {
			return nil, fmt.Errorf("kfake: %w", err)
		}
		defer cluster.Close()
		brokers = cluster.ListenAddrs()
	}
	p, err := e.openPlatform(ctx, busName, brokers)
	if err != nil {
		return nil, err
	}
	defer closePlatform(p, e.pg.URL(), 20*time.Second)
	bg, cancelBG := context.WithCancel(ctx)
	defer cancelBG()
	if busName == "kafka" {
		relay, err := bus.NewRelay(p.DB, brokers, p.WLog)
		if err != nil {
			return nil, err
		}
		relayDone := make(chan struct{})
		go func() {
			defer close(relayDone)
			if err := relay.Run(bg); err != nil {
				progress("relay: %v", err)
			}
		}()
		defer func() { cancelBG(); _ = relay.Close(); <-relayDone }()
	}
	stop, err := runProjectors(ctx, p)
	if err != nil {
		return nil, err
	}
	defer stop()

	ids := make([]string, users)
	for i := range ids {
		ids[i] = uuid.NewString()
	}
	var tracker *lagTracker
	fire := func(ctx context.Context, i int) error {
		u := ids[i%len(ids)]
		stream := events.ProfileStream(u)
		res, err := p.Store.Append(ctx, events.Metadata{ActorUserID: u, TerminalType: "PC", ClientIP: benchIP(i % len(ids))},
			events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion, Events: []events.Event{
				events.StudentInfoUpdated{UserID: u, NickName: fmt.Sprintf("考生%d", i), StudentName: "张同学", Sex: 1 + i%2}}})
		if err == nil && tracker != nil {
			tracker.committed(stream, res.Position, time.Now())
		}
		return err
	}
	// Warm up (Kafka: consumer groups joined, topic metadata cached), then wait until caught up.
	openLoop(ctx, rate, 2*time.Second, 5000, fire)
	if err := waitCaughtUp(ctx, e.pg.URL(), 2*time.Minute); err != nil {
		return nil, err
	}
	var names []string
	for _, pr := range p.Runtime.Projections() {
		names = append(names, pr.Name())
	}
	tracker = newLagTracker(names)
	pollConn, err := pgx.Connect(ctx, e.pg.URL())
	if err != nil {
		return nil, err
	}
	defer pollConn.Close(context.Background())
	sampleConn, err := pgx.Connect(ctx, e.pg.URL())
	if err != nil {
		return nil, err
	}
	defer sampleConn.Close(context.Background())
	pctx, stopPoll := context.WithCancel(ctx)
	pollDone := make(chan struct{}, 2)
	go func() { tracker.poll(pctx, pollConn); pollDone <- struct{}{} }()
	go func() { run.outbox.run(pctx, sampleConn); pollDone <- struct{}{} }()

	probe := cpuProbe{pgDataDir: e.pgDataDir()}
	s0 := probe.snap()
	run.load = openLoop(ctx, rate, dur, 5000, fire)
	run.cpu = probe.since(s0)
	loadEnd := time.Now()
	for tracker.outstanding() > 0 && time.Since(loadEnd) < drainLimit && ctx.Err() == nil {
		time.Sleep(5 * time.Millisecond)
	}
	run.drained, run.drainedOK = time.Since(loadEnd), tracker.outstanding() == 0
	stopPoll()
	<-pollDone
	<-pollDone
	run.tracker, run.censored = tracker, tracker.censor(time.Now())
	return run, nil
}

// waitCaughtUp waits until every projection's checkpoint has reached the head.
func waitCaughtUp(ctx context.Context, url string, limit time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
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
