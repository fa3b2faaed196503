package recommend

// DefaultCommon is the common share used when too few province-years were missed to learn it.
const DefaultCommon = 0.3

// commonShare estimates the intra-class correlation of misses grouped by province and year (the
// one-way ANOVA estimator): how much of a unit's miss every unit of the same year shares. The
// whole-list simulation of a wish table draws that shared part once per simulated year.
func commonShare(ms []miss, f Fitted) float64 {
	type group struct{ province, year int }
	sum, n := map[group]float64{}, map[group]int{}
	var total float64
	for _, m := range ms {
		g := group{m.province, m.year}
		e := m.err - f.PlanBeta*m.logRatio - f.CohortGamma*m.cohort
		sum[g] += e
		n[g]++
		total += e
	}
	k, N := len(sum), len(ms)
	if k < 3 || N <= k {
		return DefaultCommon
	}
	grand := total / float64(N)
	var ssb, ssw, sumSq float64
	for g, s := range sum {
		mean := s / float64(n[g])
		ssb += float64(n[g]) * (mean - grand) * (mean - grand)
		sumSq += float64(n[g] * n[g])
	}
	for _, m := range ms {
		g := group{m.province, m.year}
		d := m.err - f.PlanBeta*m.logRatio - f.CohortGamma*m.cohort - sum[g]/float64(n[g])
		ssw += d * d
	}
	msb, msw := ssb/float64(k-1), ssw/float64(N-k)
	n0 := (float64(N) - sumSq/float64(N)) / float64(k-1)
	icc := (msb - msw) / (msb + (n0-1)*msw)
	return min(max(icc, 0), 0.9)
}
