package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// The causes of a missed target are built only from what the run measured:
// the CPU split (cpu.go), the projectors' batch metrics, the server's own
// histogram, the tail sampler and the disk's flush rate (pg_test_fsync).

// rawAppendCause explains a slow raw append with the projectors running.
func rawAppendCause(alone, live appendRun) string {
	var why []string
	ap, lp := alone.res.lat.pct(99), live.res.lat.pct(99)
	if ap <= rawTarget {
		why = append(why, fmt.Sprintf("the same appends alone meet the target (p99 %s), so the difference is the projectors' work beside them (p99 %s)", ms(ap), ms(lp)))
	} else {
		why = append(why, fmt.Sprintf("the appends miss the target even alone (p99 %s; %s with the projectors)", ms(ap), ms(lp)))
		if f := fsyncFloor(); f != "" {
			why = append(why, f)
		}
	}
	why = append(why, cpuSplit(live.cpu, "bench process (load generator and projectors)"))
	if s := live.res.service.pct(99); live.res.lat.pct(99) > 2*s && live.res.lat.pct(99)-s > 5*time.Millisecond {
		why = append(why, fmt.Sprintf("measured from the actual send the p99 is %s: the rest is the load generator's own goroutines starting late for want of CPU", ms(s)))
	}
	if b := busiestProjection(live.batches, live.res.elapsed); b != "" {
		why = append(why, b)
	}
	why = append(why, live.pgAct)
	return sentence(why)
}

// httpAppendCause explains a slow or dropping UpdateUserStudent run.
func httpAppendCause(h, rawLive appendRun) string {
	var why []string
	rate := float64(h.res.sent) / h.res.elapsed.Seconds()
	perCmd := func(cores float64) string { return ms(time.Duration(cores / rate * float64(time.Second))) }
	need := h.cpu.server + h.cpu.pg + h.cpu.kernel
	why = append(why, fmt.Sprintf("each command cost about %s of CPU (server %s, including its HTTP handling, the command and its projectors; Postgres %s; kernel threads %s), so %.0f commands/s keep %.2f of the %d cores busy",
		perCmd(need), perCmd(h.cpu.server), perCmd(h.cpu.pg), perCmd(h.cpu.kernel), rate, need, h.cpu.cores))
	why = append(why, cpuSplit(h.cpu, "load generator"))
	if h.server != "" {
		why = append(why, h.server)
	}
	why = append(why, h.pgAct)
	if lp := rawLive.res.lat.pct(99); lp > httpTarget {
		why = append(why, fmt.Sprintf("a bare `Store.Append` with the projectors running already takes p99 %s at this rate", ms(lp)))
	}
	if h.res.dropped > 0 {
		why = append(why, fmt.Sprintf("%d requests were dropped because %d were already waiting for an answer", h.res.dropped, inFlightLimit))
	}
	if n := h.res.errors.Load(); n > 0 {
		why = append(why, fmt.Sprintf("%d requests failed (first: %s)", n, h.res.firstError()))
	}
	if b := busiestProjection(h.batches, h.res.elapsed); b != "" {
		why = append(why, b)
	}
	return sentence(why)
}

// cpuSplit says where the CPU went and whether the machine was saturated.
func cpuSplit(u cpuUse, selfName string) string {
	s := fmt.Sprintf("CPU during the run, in cores of %d: ", u.cores)
	var parts []string
	if u.server > 0 {
		parts = append(parts, fmt.Sprintf("server %.2f", u.server))
	}
	parts = append(parts, fmt.Sprintf("%s %.2f", selfName, u.self), fmt.Sprintf("postgres %.2f", u.pg),
		fmt.Sprintf("kernel threads %.2f", u.kernel), fmt.Sprintf("other processes %.2f", u.other))
	s += strings.Join(parts, ", ")
	if u.saturated() {
		return s + fmt.Sprintf(": the machine was saturated (busy %.2f of %d), so work waited for a CPU", u.busy, u.cores)
	}
	return s + fmt.Sprintf(" (machine busy %.2f, not saturated)", u.busy)
}

// busiestProjection names the projection that spent the largest share of
// the run applying batches.
func busiestProjection(b batchStats, wall time.Duration) string {
	names := make([]string, 0, len(b))
	for n := range b {
		names = append(names, n)
	}
	if len(names) == 0 {
		return ""
	}
	sort.Slice(names, func(i, j int) bool { return b[names[i]].seconds > b[names[j]].seconds })
	total := 0.0
	for _, n := range names {
		total += b[n].seconds
	}
	return fmt.Sprintf("the projectors, which run concurrently, together had batches in progress for %.2f s per second of the run; the busiest, %s",
		total/wall.Seconds(), b.describe(names[0], wall))
}

func sentence(parts []string) string {
	var keep []string
	for _, p := range parts {
		if p != "" {
			keep = append(keep, p)
		}
	}
	if len(keep) == 0 {
		return ""
	}
	return upperFirst(strings.Join(keep, "; ")) + "."
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
