package model

import (
	"math"
	"sort"
)

// Residual is how far one earlier prediction missed: actual − centre, in value space, with the
// evidence the prediction rested on.
type Residual struct {
	Evidence Evidence
	Error    float64
}

// MinBucket is the number of residuals a feature needs (present and absent) for its own factor;
// fewer take the prior factor.
const MinBucket = 30

// minScale keeps a spread from collapsing on a run of identical cut-offs.
const minScale = 0.01

// Spread is the learned distribution of a unit's cut-off around its centre: a bias, a scale
// that widens with each thin part of the evidence, and the empirical distribution of
// standardised misses (not assumed normal: cut-offs jump more often than a normal allows).
type Spread struct {
	bias, scale float64            // of a unit with full evidence
	beta        [nFeatures]float64 // log widening factor of each feature
	share       [nFeatures]float64 // how often each feature was present in the misses learned from
	z           []float64          // sorted standardised residuals
	Learned     int                // residuals it was learned from; 0: the prior
}

// priorFactor widens for a feature with too few residuals of its own to learn from.
var priorFactor = [nFeatures]float64{fOneYear: 1.3, fTwoYears: 1.15, fSmallPlan: 1.2, fStale: 1.3,
	fConverted: 1.1, fPlanChanged: 1.2, fRegrouped: 1.3, fWeakLink: 1.2}

// Fit learns a spread from residuals; with none it is the prior: a normal of scale prior.
func Fit(res []Residual, prior float64) Spread {
	s := Spread{scale: prior}
	for i := range s.beta {
		s.beta[i] = math.Log(priorFactor[i])
	}
	if len(res) == 0 {
		s.z = normalGrid()
		return s
	}
	all := make([]float64, len(res))
	for i, r := range res {
		all[i] = r.Error
	}
	s.bias = Median(all)
	xs := make([][nFeatures]float64, len(res))
	for i, r := range res {
		xs[i] = r.Evidence.features()
		for f, v := range xs[i] {
			s.share[f] += v / float64(len(res))
		}
	}
	s.beta = fitWidening(xs, all, s.bias)
	norm := make([]float64, len(res))
	for i := range res {
		norm[i] = math.Abs(all[i]-s.bias) / math.Exp(dot(s.beta, xs[i]))
	}
	s.scale = math.Max(1.4826*Median(norm), minScale)
	s.z = make([]float64, len(res))
	for i := range res {
		s.z[i] = (all[i] - s.bias) / (s.scale * math.Exp(dot(s.beta, xs[i])))
	}
	sort.Float64s(s.z)
	s.Learned = len(res)
	return s
}

// fitWidening regresses the log absolute miss on the features (a scale model: a factor per
// feature). A feature seen too rarely keeps its prior factor; one that would narrow the spread
// gets none (thin evidence never makes a prediction surer).
func fitWidening(xs [][nFeatures]float64, errs []float64, bias float64) [nFeatures]float64 {
	var beta [nFeatures]float64
	active := map[int]bool{}
	for f := 0; f < nFeatures; f++ {
		n := 0
		for _, x := range xs {
			n += int(x[f])
		}
		if n >= MinBucket && len(xs)-n >= MinBucket {
			active[f] = true
		} else if n < MinBucket {
			beta[f] = math.Log(priorFactor[f])
		}
	}
	// Misses are floored at minScale before the log: a run of identical cut-offs (a merged top
	// band, a line repeated by a source) would otherwise pull the base scale to nothing and
	// multiply every other feature's factor.
	y := make([]float64, len(errs))
	for i, e := range errs {
		y[i] = math.Log(math.Max(math.Abs(e-bias), minScale))
		for f := range beta {
			if !active[f] {
				y[i] -= beta[f] * xs[i][f]
			}
		}
	}
	for len(active) > 0 {
		var idx []int
		for f := 0; f < nFeatures; f++ {
			if active[f] {
				idx = append(idx, f)
			}
		}
		coef := ols(xs, y, idx)
		worst, at := 0.0, -1
		for k, f := range idx {
			if coef[k] < worst {
				worst, at = coef[k], f
			}
		}
		if at < 0 {
			for k, f := range idx {
				beta[f] = coef[k]
			}
			break
		}
		delete(active, at) // a narrowing feature leaves the model; refit the rest
	}
	return beta
}

// ols is the least-squares fit of y on an intercept and the features idx; it answers the
// features' coefficients (the intercept is absorbed by the scale).
func ols(xs [][nFeatures]float64, y []float64, idx []int) []float64 {
	k := len(idx) + 1
	a := make([][]float64, k)
	for i := range a {
		a[i] = make([]float64, k+1)
	}
	row := make([]float64, k)
	for i, x := range xs {
		row[0] = 1
		for j, f := range idx {
			row[j+1] = x[f]
		}
		for r := 0; r < k; r++ {
			for c := 0; c < k; c++ {
				a[r][c] += row[r] * row[c]
			}
			a[r][k] += row[r] * y[i]
		}
	}
	sol := solve(a)
	return sol[1:]
}

// solve is Gaussian elimination with partial pivoting of an augmented matrix; a singular
// column gets 0.
func solve(a [][]float64) []float64 {
	n := len(a)
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		if math.Abs(a[c][c]) < 1e-12 {
			continue
		}
		for r := 0; r < n; r++ {
			if r == c {
				continue
			}
			k := a[r][c] / a[c][c]
			for j := c; j <= n; j++ {
				a[r][j] -= k * a[c][j]
			}
		}
	}
	x := make([]float64, n)
	for i := range x {
		if math.Abs(a[i][i]) >= 1e-12 {
			x[i] = a[i][n] / a[i][i]
		}
	}
	return x
}

func dot(b [nFeatures]float64, x [nFeatures]float64) float64 {
	s := 0.0
	for i := range b {
		s += b[i] * x[i]
	}
	return s
}

// Median is the middle of xs (the mean of the two middle values when even).
func Median(xs []float64) float64 {
	c := append([]float64(nil), xs...)
	sort.Float64s(c)
	return quantileSorted(c, 0.5)
}

func quantileSorted(c []float64, q float64) float64 {
	if len(c) == 0 {
		return 0
	}
	pos := q * float64(len(c)-1)
	i := int(pos)
	if i+1 >= len(c) {
		return c[len(c)-1]
	}
	return c[i] + (pos-float64(i))*(c[i+1]-c[i])
}

// normalGrid is a standard normal as 999 quantiles, the prior's empirical stand-in.
func normalGrid() []float64 {
	z := make([]float64, 999)
	for i := range z {
		z[i] = math.Sqrt2 * math.Erfinv(2*float64(i+1)/1000-1)
	}
	return z
}

// of is the bias and scale of a unit with this evidence. A plan-dependent feature the target
// year's plan cannot tell yet counts as often as it occurred in the misses learned from.
func (s Spread) of(e Evidence) (float64, float64) {
	x := e.features()
	f := 1.0
	for i := range x {
		switch {
		case planDependent[i] && !e.PlanKnown:
			f *= 1 - s.share[i] + s.share[i]*math.Exp(s.beta[i])
		case x[i] == 1:
			f *= math.Exp(s.beta[i])
		}
	}
	return s.bias, s.scale * f
}

// Prob is P(cut-off value ≥ candidate value): the candidate is admitted when their value is
// at or below the unit's cut-off. Smoothed so it is never exactly 0 or 1.
func (s Spread) Prob(c Centre, candidate float64) float64 {
	bias, scale := s.of(c.Evidence)
	zc := (candidate - c.Value - bias) / scale
	below := sort.SearchFloat64s(s.z, zc) // residuals < zc
	return (float64(len(s.z)-below) + 0.5) / (float64(len(s.z)) + 1)
}

// Quantile is the cut-off value at probability q of its predicted distribution.
func (s Spread) Quantile(c Centre, q float64) float64 {
	bias, scale := s.of(c.Evidence)
	return c.Value + bias + scale*quantileSorted(s.z, q)
}

// FitPlanBeta is the least-squares slope of misses on the log plan ratio, kept within [0, 1]
// (a larger plan never makes a unit harder to reach).
func FitPlanBeta(errs, logRatios []float64) float64 {
	var xy, xx float64
	for i := range errs {
		xy += errs[i] * logRatios[i]
		xx += logRatios[i] * logRatios[i]
	}
	if xx == 0 {
		return 0
	}
	return math.Min(math.Max(xy/xx, 0), 1)
}

// Empty tells a spread that was never fitted (a method without any history to learn from).
func (s Spread) Empty() bool { return len(s.z) == 0 }

// FitEffects fits the misses on an intercept, the log plan ratio and the log cohort change
// (least squares) and answers the plan slope and the cohort elasticity, each kept within [0, 1]:
// a larger plan never makes a unit harder to reach, and a growing cohort moves cut-off ranks by
// at most its own growth. A coefficient outside is pinned to its bound and the other refitted.
func FitEffects(errs, logRatios, cohorts []float64) (beta, gamma float64) {
	fit := func(useB, useG bool, b0, g0 float64) (float64, float64) {
		var xs [][nFeatures]float64
		y := make([]float64, len(errs))
		var idx []int
		if useB {
			idx = append(idx, 0)
		}
		if useG {
			idx = append(idx, 1)
		}
		for i := range errs {
			var x [nFeatures]float64
			x[0], x[1] = logRatios[i], cohorts[i]
			xs = append(xs, x)
			y[i] = errs[i]
			if !useB {
				y[i] -= b0 * logRatios[i]
			}
			if !useG {
				y[i] -= g0 * cohorts[i]
			}
		}
		coef := ols(xs, y, idx)
		b, g := b0, g0
		for k, f := range idx {
			if f == 0 {
				b = coef[k]
			} else {
				g = coef[k]
			}
		}
		return b, g
	}
	clamp := func(v float64) float64 { return math.Min(math.Max(v, 0), 1) }
	b, g := fit(true, true, 0, 0)
	switch {
	case b == clamp(b) && g == clamp(g):
		return b, g
	case b != clamp(b):
		b = clamp(b)
		_, g = fit(false, true, b, 0)
		return b, clamp(g)
	default:
		g = clamp(g)
		b, _ = fit(true, false, 0, g)
		return clamp(b), g
	}
}
