package model

import (
	"math"
	"sort"
)

// Residual is how far one earlier prediction missed: actual − centre, in value space.
type Residual struct {
	Bucket Bucket
	Error  float64
}

// MinBucket is the number of residuals a bucket needs for its own scale; fewer borrow the
// pooled scale widened by the bucket's prior factor.
const MinBucket = 30

// minScale keeps a spread from collapsing on a run of identical cut-offs.
const minScale = 0.01

// Spread is the learned distribution of a unit's cut-off around its centre: per bucket a bias
// and a scale, and the empirical distribution of standardised misses (not assumed normal:
// cut-offs jump more often than a normal allows).
type Spread struct {
	bias, scale map[Bucket]float64
	z           []float64 // sorted standardised residuals
	Learned     int       // residuals it was learned from; 0: the prior
}

// widen is the prior factor of a bucket with too few residuals of its own.
func widen(b Bucket) float64 {
	f := 1.0
	if b.OneYear {
		f *= 1.3
	}
	if b.SmallPlan {
		f *= 1.2
	}
	return f
}

// Fit learns a spread from residuals; with none it is the prior: a normal of scale prior.
func Fit(res []Residual, prior float64) Spread {
	s := Spread{bias: map[Bucket]float64{}, scale: map[Bucket]float64{}}
	if len(res) == 0 {
		s.scale[Bucket{}] = prior
		s.z = normalGrid()
		return s
	}
	all := make([]float64, len(res))
	by := map[Bucket][]float64{}
	for i, r := range res {
		all[i] = r.Error
		by[r.Bucket] = append(by[r.Bucket], r.Error)
	}
	b0, s0 := robust(all)
	s.bias[Bucket{}], s.scale[Bucket{}] = b0, s0
	for _, b := range allBuckets {
		if e := by[b]; len(e) >= MinBucket {
			s.bias[b], s.scale[b] = robust(e)
		} else {
			s.bias[b], s.scale[b] = b0, s0*widen(b)
		}
	}
	s.z = make([]float64, len(res))
	for i, r := range res {
		s.z[i] = (r.Error - s.bias[r.Bucket]) / s.scale[r.Bucket]
	}
	sort.Float64s(s.z)
	s.Learned = len(res)
	return s
}

var allBuckets = []Bucket{{}, {OneYear: true}, {SmallPlan: true}, {OneYear: true, SmallPlan: true}}

// robust is the median and 1.4826·MAD (the normal-consistent scale) of xs.
func robust(xs []float64) (float64, float64) {
	c := append([]float64(nil), xs...)
	sort.Float64s(c)
	med := quantileSorted(c, 0.5)
	for i := range c {
		c[i] = math.Abs(c[i] - med)
	}
	sort.Float64s(c)
	return med, math.Max(1.4826*quantileSorted(c, 0.5), minScale)
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

func (s Spread) of(b Bucket) (float64, float64) {
	if sc, ok := s.scale[b]; ok {
		return s.bias[b], sc
	}
	return s.bias[Bucket{}], s.scale[Bucket{}] * widen(b)
}

// Prob is P(cut-off value ≥ candidate value): the candidate is admitted when their value is
// at or below the unit's cut-off. Smoothed so it is never exactly 0 or 1.
func (s Spread) Prob(c Centre, candidate float64) float64 {
	bias, scale := s.of(c.Bucket)
	zc := (candidate - c.Value - bias) / scale
	below := sort.SearchFloat64s(s.z, zc) // residuals < zc
	return (float64(len(s.z)-below) + 0.5) / (float64(len(s.z)) + 1)
}

// Quantile is the cut-off value at probability q of its predicted distribution.
func (s Spread) Quantile(c Centre, q float64) float64 {
	bias, scale := s.of(c.Bucket)
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
