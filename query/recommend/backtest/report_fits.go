package backtest

import (
	"fmt"
	"sort"
	"strings"

	"zhiyuan/query/recommend"
)

// writeFits lists what each predicted year of a level and method was fitted with, from the years
// before it only: the cohort elasticity, the plan slope, the drift of units last seen earlier,
// the spread's widening factors, the calibration chosen and the Brier scores it was chosen on,
// and where 保 started.
func writeFits(b *strings.Builder, evs []*recommend.Evaluation) {
	type key struct {
		level string
		m     recommend.Method
		year  int
	}
	fits := map[key]recommend.Fitted{}
	var keys []key
	for _, ev := range evs {
		k := key{ev.Level, ev.Method, ev.Year}
		if _, ok := fits[k]; !ok {
			fits[k] = ev.Fit
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		a, c := keys[i], keys[j]
		if a.level != c.level {
			return a.level < c.level
		}
		if a.m != c.m {
			return a.m < c.m
		}
		return a.year < c.year
	})
	b.WriteString("## What each year was fitted with\n\n" +
		"Each predicted year's model, learned only from the years before it. Calibration: the isotonic map is kept only when, " +
		"fitted on the years before the newest earlier year, it scored a lower Brier score on that year than no map " +
		"(columns: the year it was tested on, Brier with no map, Brier with the map). 保 from: where every earlier tested " +
		"year held 95 %; – none earned. Spread: the base scale (log rank; points for 位点法) and the widening factor of each " +
		"thin part of the evidence, with how often it occurred.\n\n" +
		"| level | method | year | cohort elasticity | plan slope | drift a year | calibration | tested on | Brier, no map | Brier, map | 保 from | spread |\n" +
		"|---|---|---|---:|---:|---:|---|---|---:|---:|---:|---|\n")
	for _, k := range keys {
		f := fits[k]
		safe := "–"
		if f.Safe {
			safe = fmt.Sprintf("%.0f %%", 100*f.SafeFrom)
		}
		tested := "–"
		if f.ChoiceYear > 0 {
			tested = fmt.Sprint(f.ChoiceYear)
		}
		fmt.Fprintf(b, "| %s | %s | %d | %.2f | %.3f | %+.3f | %s | %s | %.4f | %.4f | %s | %s |\n", levelNames[k.level], methodNames[k.m],
			k.year, f.CohortGamma, f.PlanBeta, f.Drift, f.Calibration, tested, f.BrierNone, f.BrierIsotonic, safe, f.Spread.Describe())
	}
	b.WriteString("\n")
}
