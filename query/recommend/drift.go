package recommend

import "zhiyuan/query/recommend/model"

// MinDrift is how many misses of units last seen two or more years before a drift is fitted on.
const MinDrift = 200

// drift is the median miss per extra year of units whose newest year is older than the year
// before the target, over the median miss of the others: cut-off ranks drift (seats grow), and a
// unit last seen in 2024 has drifted two years by 2026. 0 with too few such misses.
func drift(ms []miss, f Fitted) float64 {
	var fresh, stale []float64
	var extra float64
	for _, x := range ms {
		e := x.err - f.PlanBeta*x.logRatio - f.CohortGamma*x.cohort
		if x.gap <= 1 {
			fresh = append(fresh, e)
			continue
		}
		stale = append(stale, e)
		extra += float64(x.gap - 1)
	}
	if len(stale) < MinDrift || len(fresh) == 0 {
		return 0
	}
	return (model.Median(stale) - model.Median(fresh)) / (extra / float64(len(stale)))
}
