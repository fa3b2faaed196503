package model

import "math"

// Decay is the weight of each earlier year relative to the one after it: the last year counts
// 1, the one before 0.5, then 0.25.
const Decay = 0.5

// MaxYears is how many past years the centre uses (DOMAIN.md: three where they exist).
const MaxYears = 3

// SmallPlan is the plan size at or below which a unit's cut-off is noisier.
const SmallPlan = 3

// Centre is the predicted cut-off value of a unit for the target year and the bucket its
// spread is learned in.
type Centre struct {
	Value  float64
	Bucket Bucket
	Years  []int // the years used, newest first
}

// Bucket groups units whose cut-offs miss alike: history length and plan size.
type Bucket struct {
	OneYear   bool
	SmallPlan bool
}

// Predict gives the centre for target from the points before it; ok is false without any.
// planTarget is the unit's plan of the target year (0 unknown); planBeta how strongly a plan
// change moves the value (per unit of log plan ratio; 0 for no adjustment).
func Predict(h History, target, planTarget int, planBeta float64) (Centre, bool) {
	past := h.Before(target)
	if len(past) == 0 {
		return Centre{}, false
	}
	if len(past) > MaxYears {
		past = past[len(past)-MaxYears:]
	}
	last := past[len(past)-1]
	var sum, weights float64
	var years []int
	for i := len(past) - 1; i >= 0; i-- {
		w := math.Pow(Decay, float64(last.Year-past[i].Year))
		sum += w * past[i].Value
		weights += w
		years = append(years, past[i].Year)
	}
	c := Centre{Value: sum / weights, Years: years}
	if planBeta != 0 && planTarget > 0 && last.Plan > 0 {
		c.Value += planBeta * math.Log(float64(planTarget)/float64(last.Plan))
	}
	plan := planTarget
	if plan == 0 {
		plan = last.Plan
	}
	c.Bucket = Bucket{OneYear: len(past) == 1, SmallPlan: plan > 0 && plan <= SmallPlan}
	return c, true
}
