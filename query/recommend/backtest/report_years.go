package backtest

import (
	"fmt"
	"sort"
	"strings"

	"zhiyuan/query/recommend"
)

// writeByYear pools each year predicted, every province together: a whole year moves together
// (a hot year lifts every cut-off), so a year's gaps point one way, and the next year's may point
// the other. The pooled table above sums such years.
func writeByYear(b *strings.Builder, evs []*recommend.Evaluation) {
	type key struct {
		m    recommend.Method
		year int
	}
	pooled := map[key]*recommend.Evaluation{}
	var keys []key
	for _, ev := range evs {
		k := key{ev.Method, ev.Year}
		p := pooled[k]
		if p == nil {
			p = &recommend.Evaluation{Method: ev.Method, Year: ev.Year}
			pooled[k] = p
			keys = append(keys, k)
		}
		addScores(p, ev)
	}
	if len(keys) == 0 {
		return
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].m != keys[j].m {
			return keys[i].m < keys[j].m
		}
		return keys[i].year < keys[j].year
	})
	b.WriteString("## Each year pooled\n\nEvery province and level of a year predicted together; each decile's gap " +
		"(observed − stated, points), \"–\" where it has under 200 pairs.\n\n" +
		"| method | year | pairs | Brier | Brier, every pair | worst decile gap | 0–10 | 10–20 | 20–30 | 30–40 | 40–50 | 50–60 | 60–70 | 70–80 | 80–90 | 90–100 |\n" +
		"|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, k := range keys {
		p := pooled[k]
		if p.Pairs == 0 {
			continue
		}
		fmt.Fprintf(b, "| %s | %d | %d | %.3f | %.3f | %.1f |", methodNames[k.m], k.year, p.Pairs, p.Brier/float64(p.Pairs),
			p.BrierAll/float64(max(p.AllPairs, 1)), 100*p.WorstDecile())
		for _, d := range p.Deciles {
			if d.N < recommend.MinDecilePairs {
				b.WriteString(" – |")
				continue
			}
			fmt.Fprintf(b, " %+.1f |", 100*(d.Observed()-d.StatedMean()))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}
