package backtest

import (
	"fmt"
	"sort"
	"strings"

	"zhiyuan/query/recommend"
)

// writeYearSections gives each predicted year a section of its own, newest first: the year's
// pooled decile table of each method and every province's row that year, so a reader sees how
// the product did on the year it had not seen, not only the average over years.
func writeYearSections(b *strings.Builder, evs []*recommend.Evaluation) {
	years := map[int]bool{}
	for _, ev := range evs {
		years[ev.Year] = true
	}
	var ys []int
	for y := range years {
		ys = append(ys, y)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(ys)))
	for _, y := range ys {
		fmt.Fprintf(b, "## %d, predicted from the years before it\n\n", y)
		for _, m := range Methods {
			var pooled recommend.Evaluation
			pooled.Labels = map[string]recommend.Bin{}
			var rows []*recommend.Evaluation
			for _, ev := range evs {
				if ev.Year == y && ev.Method == m {
					rows = append(rows, ev)
					addScores(&pooled, ev)
					for k, v := range ev.Labels {
						pooled.Labels[k] = addBin(pooled.Labels[k], v)
					}
				}
			}
			if pooled.Pairs == 0 {
				continue
			}
			fmt.Fprintf(b, "%s, every province of %d: %d pairs, Brier %.3f, worst decile gap %.1f, 冲 held %s, 稳 held %s, 保 held %s.\n\n",
				methodNames[m], y, pooled.Pairs, pooled.Brier/float64(pooled.Pairs), 100*pooled.WorstDecile(),
				held(pooled.Labels["冲"]), held(pooled.Labels["稳"]), held(pooled.Labels["保"]))
			b.WriteString("| stated band | pairs | stated | observed | gap |\n|---|---:|---:|---:|---:|\n")
			writeDeciles(b, pooled.Deciles)
			b.WriteString("\n| province | level | pairs | Brier | worst decile gap | 保 held | goal |\n|---|---|---:|---:|---:|---:|---|\n")
			for _, ev := range rows {
				fmt.Fprintf(b, "| %s | %s | %d | %.3f | %.1f | %s | %s |\n", ProvinceName(ev.Province), levelNames[ev.Level], ev.Pairs,
					ev.Brier, 100*ev.WorstDecile(), held(ev.Labels["保"]), goal(ev))
			}
			b.WriteString("\n")
		}
	}
}
