package main

import (
	"context"
	"fmt"
	"time"
)

// measureWishEdits runs the edits open-loop and tracks every edit's position until the
// wishtables and audit projections show it.
func measureWishEdits(ctx context.Context, o options, c *apiClient, probe cpuProbe, pgURL string,
	tables []*wishTable) (catalogRun, time.Duration, string, error) {
	return measureWritesWithLag(ctx, o, c, probe, pgURL, writeLoad{name: "WishTable/MoveUnit", path: "/api/WishTable/MoveUnit",
		rate: wishEditRate, what: "edits", projections: []string{"wishtables", "audit"},
		fire: func(ctx context.Context, i int, done func(pos int64)) error {
			return moveUnit(ctx, c, tables[i%len(tables)], i/len(tables), done)
		}})
}

// writeLoad is a write run open-loop while the projections' lag is tracked.
type writeLoad struct {
	name, path  string // the run's name; the path whose server histogram is scraped
	rate        int
	what        string // the writes, in the lag note: edits, submissions
	projections []string
	// fire sends write i and calls done with its log position once it answered.
	fire func(ctx context.Context, i int, done func(pos int64)) error
}

// measureWritesWithLag runs a write load (warm-up, then o.measure) and tracks every write's
// position until each projection shows it; it answers the run, the worst p99 lag and a note.
func measureWritesWithLag(ctx context.Context, o options, c *apiClient, probe cpuProbe, pgURL string,
	w writeLoad) (catalogRun, time.Duration, string, error) {
	var tracker *lagTracker
	fire := func(ctx context.Context, i int) error {
		return w.fire(ctx, i, func(pos int64) {
			if tracker != nil {
				tracker.committed(pos, time.Now())
			}
		})
	}
	openLoop(ctx, w.rate, warmUp, 400, fire)
	tracker = newLagTracker(w.projections)
	conn, err := benchConnect(ctx, pgURL)
	if err != nil {
		return catalogRun{}, 0, "", fmt.Errorf("lag poller: %w", err)
	}
	defer conn.Close(context.Background())
	pctx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { tracker.poll(pctx, conn); close(done) }()
	h0, hErr := scrapeServerHistogram(ctx, c, w.path)
	s0 := probe.snap()
	r := openLoop(ctx, w.rate, o.measure, 400, fire)
	run := catalogRun{name: w.name, res: r, cpu: probe.since(s0)}
	if h1, err := scrapeServerHistogram(ctx, c, w.path); err == nil && hErr == nil {
		run.server = h1.since(h0).String()
	}
	end := time.Now()
	for tracker.outstanding() > 0 && time.Since(end) < 30*time.Second && ctx.Err() == nil {
		time.Sleep(5 * time.Millisecond)
	}
	stop()
	<-done
	unseen := tracker.censor(time.Now())
	worst := time.Duration(0)
	note, left := "", 0
	for _, p := range tracker.projections {
		s := tracker.lags[p]
		note += fmt.Sprintf("%s p50 %s, p99 %s, max %s over %d %s; ", p, ms(s.pct(50)), ms(s.pct(99)), ms(s.max()), s.count(), w.what)
		worst = max(worst, s.pct(99))
		left += unseen[p]
	}
	if left > 0 {
		note += fmt.Sprintf("%d %s not yet applied 30 s after the load, counted at their age; ", left, w.what)
	}
	return run, worst, note + fmt.Sprintf("%d polls", tracker.polls), nil
}

// measureWishReads runs one read open-loop (best of the attempts with the least interference).
func measureWishReads(ctx context.Context, o options, c *apiClient, probe cpuProbe, name, path string, rate int,
	tables []*wishTable, body func(i int) any) (catalogRun, string, error) {
	return bestOf(ctx, name, func() (catalogRun, cpuUse, string, error) {
		fire := func(ctx context.Context, i int) error {
			t := tables[i%len(tables)]
			return c.call(ctx, path, t.token, t.ip, body(i), nil)
		}
		openLoop(ctx, rate, warmUp, 400, fire)
		h0, hErr := scrapeServerHistogram(ctx, c, path)
		s0 := probe.snap()
		r := openLoop(ctx, rate, o.measure, 400, fire)
		use := probe.since(s0)
		run := catalogRun{name: name, res: r, cpu: use}
		if h1, err := scrapeServerHistogram(ctx, c, path); err == nil && hErr == nil {
			run.server = h1.since(h0).String()
		}
		return run, use, summarize(r), nil
	})
}
