package main

import (
	"context"
	"fmt"
	"time"

	"zhiyuan/infra/platform"
)

// appendRaw calls the log's Store.Append directly at the command rate, with or
// without the projectors running in this process on the embedded bus.
func appendRaw(ctx context.Context, o options, withProjectors bool) (appendRun, error) {
	run := appendRun{name: "Raw `Store.Append`, alone"}
	if withProjectors {
		run.name = "Raw `Store.Append`, projectors running"
	}
	e, err := newEnv("rawappend")
	if err != nil {
		return run, err
	}
	defer e.close()
	if err := e.startPostgres(ctx); err != nil {
		return run, err
	}
	var p *platform.Platform
	var l *live
	if withProjectors {
		if l, err = startLive(ctx, e, "postgres"); err != nil {
			return run, err
		}
		defer l.close()
		p = l.p
	} else {
		if p, err = e.openPlatform(ctx, "postgres", nil); err != nil {
			return run, err
		}
		defer closePlatform(p, e.pg.URL(), 20*time.Second)
	}
	w := newProfileWriter(p, o.users)
	fire := func(ctx context.Context, i int) error {
		_, err := w.write(ctx, i)
		return err
	}
	progress("%s: warm-up %s, then %s at %d/s", run.name, warmUp, o.measure, o.rate)
	openLoop(ctx, o.rate, warmUp, inFlightLimit, fire)
	probe := cpuProbe{pgDataDir: e.pgDataDir()}
	s0 := probe.snap()
	b0 := gatherBatchStats(p.Metrics)
	act := &activitySampler{}
	stopAct, err := act.start(ctx, e.pg.URL())
	if err != nil {
		return run, err
	}
	run.res = openLoop(ctx, o.rate, o.measure, inFlightLimit, fire)
	run.cpu = probe.since(s0)
	stopAct()
	run.pgAct = act.String()
	if withProjectors {
		run.batches = gatherBatchStats(p.Metrics).since(b0)
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
