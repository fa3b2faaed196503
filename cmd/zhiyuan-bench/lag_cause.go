package main

import (
	"fmt"
	"time"
)

// lagCause explains a missed lag target from what the run measured.
func lagCause(r *lagRun) string {
	var why []string
	name, worst := r.worst()
	_, best := r.best()
	target := lagTarget(r.bus)
	if r.failing != "" {
		why = append(why, "projections stopped at a failing event: "+r.failing)
	}
	// Fell behind: some events took longer than the run to become visible.
	if r.censoredTotal() > 0 || r.drained > 2*time.Second {
		seen := r.tracker.lags[name].count() - r.censored[name]
		why = append(why, fmt.Sprintf("the projections did not keep up with %d events/s: %s made about %.0f events/s visible over the run and was still up to %d events behind",
			r.rate, name, float64(seen)/r.span.Seconds(), r.tracker.backlog[name]))
	}
	if st, ok := r.batches[name]; ok && st.batches > 0 {
		d := r.batches.describe(name, r.span)
		if st.busy(r.span) >= 0.8 {
			d += ": it had a batch in progress nearly all the time, so it had little room to go faster at this rate"
		}
		why = append(why, d)
	}
	// A delay every projection shows lies in what they share, not in one projection.
	if best >= target && float64(best) >= 0.8*float64(worst) {
		shared := "the tail that feeds them, the CPUs and Postgres"
		if r.bus == "kafka" {
			shared = "the tail, the relay and the broker that feed them, the CPUs and Postgres"
		}
		why = append(why, fmt.Sprintf("every projection shows nearly the same p99 (best %s, worst %s), so most of the delay lies in what they share (%s), not in one projection's own work",
			ms(best), ms(worst), shared))
	}
	if r.bus == "kafka" && r.sampler.relayMax > int64(r.rate)/10 {
		why = append(why, fmt.Sprintf("the relay's cursor was up to %d events behind the committed head (more than 100 ms of writes)", r.sampler.relayMax))
	}
	if u := int64(r.sampler.unsettled.pct(99)); u > int64(r.rate)/10 && r.sampler.holeShare() < 0.1 {
		why = append(why, fmt.Sprintf("the tail itself was behind the committed head by up to %d events at p99 of its samples (about %s of writes) while its next position was rarely a hole: it was behind in reading, not waiting for a writer",
			u, ms(time.Duration(float64(u)/float64(r.rate)*float64(time.Second)))))
	}
	if h := r.sampler.holeShare(); h >= 0.1 {
		why = append(why, fmt.Sprintf("the tail's next position was a hole in %.0f%% of the samples, and a hole is held until every transaction open when it was first seen has ended: the oldest transaction holding a transaction id was open p50 %s, p99 %s (an append in %d of %d such samples, otherwise another write transaction)",
			100*h, ms(r.sampler.xactAge.pct(50)), ms(r.sampler.xactAge.pct(99)), r.sampler.holeByApp, r.sampler.holes))
	}
	if r.cpu.saturated() || r.cpu.other >= 0.3 {
		why = append(why, cpuSplit(r.cpu, "bench process (writer, projectors, tail"+map[bool]string{true: ", relay, broker", false: ""}[r.bus == "kafka"]+")"))
	}
	if len(why) > 0 {
		why = append(why, r.pgAct)
	}
	if p := r.tracker.pollTime.pct(99); p >= target/4 {
		why = append(why, fmt.Sprintf("the poller's own round trip took p99 %s, which a lag includes once", ms(p)))
	}
	if len(why) == 0 {
		why = append(why, "no cause stood out in what was measured: see the run's details")
	}
	return sentence(why)
}
