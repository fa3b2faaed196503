package main

import (
	"fmt"
	"strings"
)

// growthTable shows, per bus, how append latency and every projection's lag
// grow from one write rate to the next.
func growthTable(runs []*lagRun) string {
	if len(runs) == 0 {
		return ""
	}
	names := runs[0].tracker.projections
	var b strings.Builder
	b.WriteString("**How the numbers grow with the write rate** (p99 of each run below; the append is `Store.Append` " +
		"with every projection running, measured by the same writer):\n\n")
	b.WriteString("| Bus | rate | achieved | append p99 |")
	rule := "|---|---|---|---|"
	for _, n := range names {
		b.WriteString(" " + n + " lag p99 |")
		rule += "---|"
	}
	b.WriteString(" unseen at the end |\n" + rule + "---|\n")
	for _, bus := range []string{"postgres", "kafka"} {
		for _, r := range runs {
			if r.bus != bus {
				continue
			}
			fmt.Fprintf(&b, "| %s | %d/s | %.0f/s | %s |", busLabel(r.bus), r.rate,
				r.load.achieved(), ms(r.load.lat.pct(99)))
			for _, n := range names {
				fmt.Fprintf(&b, " %s |", ms(r.tracker.lags[n].pct(99)))
			}
			fmt.Fprintf(&b, " %d |\n", r.censoredTotal())
		}
	}
	return strings.TrimRight(b.String(), "\n")
}
