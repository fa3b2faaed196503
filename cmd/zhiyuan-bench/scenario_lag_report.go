package main

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// lagRates are the write rates of the lag runs: the target's 1,000/s with one
// rate below and one above, to show how the numbers grow.
var lagRates = []int{100, 1000, 3000}

const lagTargetRate = 1000

// benchLag measures projection lag on the embedded bus and through Kafka.
func benchLag(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "3. Projection lag (append to read model)"}
	type plan struct {
		bus   string
		rate  int
		dur   time.Duration
		limit time.Duration
	}
	var plans []plan
	for _, rate := range lagRates {
		dur, limit := o.measure, time.Minute // 100/s: the whole -measure
		switch {
		case rate >= 3000:
			dur, limit = o.measure/4, 45*time.Second
		case rate >= 1000:
			dur, limit = o.measure/2, 45*time.Second
		}
		for _, bus := range []string{"postgres", "kafka"} {
			plans = append(plans, plan{bus, rate, dur, limit})
		}
	}
	var runs []*lagRun
	for _, pl := range plans {
		what := fmt.Sprintf("%s at %d events/s", busLabel(pl.bus), pl.rate)
		progress("lag: %s for %s", what, pl.dur)
		r, note, err := bestOf(ctx, what, func() (*lagRun, cpuUse, string, error) {
			r, err := lagOnce(ctx, pl.bus, pl.rate, pl.dur, pl.limit, o.users)
			if err != nil {
				return nil, cpuUse{}, "", err
			}
			name, p99 := r.worst()
			return r, r.cpu, fmt.Sprintf("worst p99 %s (%s)", ms(p99), name), nil
		})
		if err != nil {
			return nil, fmt.Errorf("%s at %d/s: %w", pl.bus, pl.rate, err)
		}
		name, p99 := r.worst()
		progress("lag: %s at %d/s: worst p99 %s (%s), %d unseen, append p99 %s", pl.bus, pl.rate, ms(p99), name,
			r.censoredTotal(), ms(r.load.lat.pct(99)))
		r.note = note
		runs = append(runs, r)
	}
	sec.Method = lagMethod(o, runs)
	sec.Details = append(sec.Details, growthTable(runs))
	for _, r := range runs {
		sec.Rows = append(sec.Rows, lagRow(r))
		sec.Details = append(sec.Details, lagDetails(r))
	}
	return sec, nil
}

func lagMethod(o options, runs []*lagRun) []string {
	var durs []string
	seen := map[int]bool{}
	for _, r := range runs {
		if !seen[r.rate] {
			seen[r.rate] = true
			durs = append(durs, fmt.Sprintf("%s at %d/s", r.dur.Round(100*time.Millisecond), r.rate))
		}
	}
	return []string{
		"Every projection (sessions, profiles, audit, siteconfig, catalog, search, admission) runs in the benchmark process " +
			"through `ProjectorRouter()`, on a fresh private Postgres each run. **Embedded**: they read the log through the " +
			"process's one tail (`eventlog.Tail`, the `events` table read by position, a hole held until the database proves " +
			"its writer ended) in batches of up to 500 events. **Kafka**: franz-go's kfake broker runs in-process on loopback, " +
			"the relay (`p.Relay()`) publishes each batch the tail settles in one produce request to the one-partition events " +
			"topic and stores its cursor in `log_cursors`, and the projections consume the topic in batches, one consumer group each.",
		fmt.Sprintf("The writer calls `Store.Append` (one `StudentInfoUpdated` over %d profile streams) open-loop at a steady "+
			"rate (100, 1,000 and 3,000 events/s; the target is at 1,000/s). Lag of an event in a projection = from the "+
			"return of its append to the first poll showing the projection's `_checkpoint.through` at or past the event's "+
			"position (every event up to `through` is applied: what `projector.Waiter` waits for, i.e. read-your-writes). One "+
			"poller reads every projection's `through` in one round trip about every millisecond; the time is taken when "+
			"the answer arrives, so lags are over- rather than underestimated by about one poll. Two seconds of warm-up, then "+
			"the projections catch up before measuring. The writes last %s. After they stop the tracker waits up to a "+
			"minute (45 s after the 1,000/s and 3,000/s runs); an event still unseen then counts at its lower bound, so "+
			"such a p99 is a lower bound too.", o.users, strings.Join(durs, ", ")),
		"Beside each run: the CPU split, the projectors' own batch metrics (events per batch, time per batch, share of " +
			"the run spent applying), and a sampler every 20 ms of the tail's frontier against the committed head (was the " +
			"next position a hole?), of the oldest open transaction holding a transaction id (a hole is held until such " +
			"transactions end) and, through Kafka, of the relay's cursor; and every 50 ms the product's connections in " +
			"`pg_stat_activity` (how many were busy, what the running statements waited on).",
	}
}

func busLabel(bus string) string {
	if bus == "kafka" {
		return "Kafka (kfake, relay)"
	}
	return "embedded bus"
}

func lagTarget(bus string) time.Duration {
	if bus == "kafka" {
		return 200 * time.Millisecond
	}
	return 100 * time.Millisecond
}

func lagRow(r *lagRun) row {
	name, p99 := r.worst()
	best, bestP := r.best()
	measured := fmt.Sprintf("worst p99 %s (%s), best p99 %s (%s)", ms(p99), name, ms(bestP), best)
	if n := r.censoredTotal(); n > 0 {
		measured += fmt.Sprintf("; %d event×projection pairs still unseen after %s", n, r.drained.Round(time.Second))
	}
	if achieved := r.load.achieved(); achieved < 0.95*float64(r.rate) {
		measured += fmt.Sprintf("; the writer achieved only %.0f/s", achieved)
	}
	if r.rate != lagTargetRate {
		return row{Target: fmt.Sprintf("Projection lag p99 at %d events/s, every projection, %s", r.rate, busLabel(r.bus)),
			Measured: measured, Info: true}
	}
	target := lagTarget(r.bus)
	pass := p99 <= target && r.censoredTotal() == 0 && r.load.errors.Load() == 0 && r.failing == ""
	return row{Target: fmt.Sprintf("Projection lag p99 ≤ %d ms at %d events/s, every projection, %s", target.Milliseconds(), r.rate, busLabel(r.bus)),
		Measured: measured, Pass: pass, Cause: missIf(!pass, lagCause(r))}
}

func lagDetails(r *lagRun) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s at %d events/s for %s** (%d appends, %d errors, achieved %.0f/s; append p99 %s)\n\n",
		busLabel(r.bus), r.rate, r.dur.Round(100*time.Millisecond), r.load.sent, r.load.errors.Load(),
		r.load.achieved(), ms(r.load.lat.pct(99)))
	fmt.Fprintf(&b, "| Projection |%s unseen at the end | largest backlog (head − through) |\n|---%s---|---|\n", latencyHeader[1:], latencyRule)
	for _, p := range r.tracker.projections {
		fmt.Fprintf(&b, "| %s %s %d | %d |\n", p, r.tracker.lags[p].tableCells(), r.censored[p], r.tracker.backlog[p])
	}
	fmt.Fprintf(&b, "\n- %s.\n- %s\n", r.cpu, r.note)
	if r.drainedOK {
		fmt.Fprintf(&b, "- Every event was visible in every projection %s after the last append.\n", r.drained.Round(time.Millisecond))
	} else {
		fmt.Fprintf(&b, "- %d event×projection pairs were still not visible %s after the last append.\n", r.censoredTotal(), r.drained.Round(time.Second))
	}
	if r.failing != "" {
		fmt.Fprintf(&b, "- Projections stopped at a failing event: %s.\n", r.failing)
	}
	if r.pgAct != "" {
		fmt.Fprintf(&b, "- %s.\n", upperFirst(r.pgAct))
	}
	for _, l := range r.sampler.describe() {
		fmt.Fprintf(&b, "- %s\n", l)
	}
	fmt.Fprintf(&b, "- Poller: %d polls, poll round trip p50 %s, p99 %s.\n", r.tracker.polls, ms(r.tracker.pollTime.pct(50)), ms(r.tracker.pollTime.pct(99)))
	fmt.Fprintf(&b, "\nProjector batches from the start of the writes until every event was visible (%s):\n\n%s\n",
		r.span.Round(100*time.Millisecond), r.batches.table(r.span))
	return b.String()
}
