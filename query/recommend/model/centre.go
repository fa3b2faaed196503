package model

import "math"

// Decay is the weight of each earlier year relative to the one after it: the last year counts
// 1, the one before 0.5, then 0.25.
const Decay = 0.5

// MaxYears is how many past years the centre uses (DOMAIN.md: three where they exist).
const MaxYears = 3

// SmallPlan is the plan size at or below which a unit's cut-off is noisier.
const SmallPlan = 3

// Centre is the predicted cut-off value of a unit for the target year and the evidence its
// spread is widened by.
type Centre struct {
	Value    float64
	Evidence Evidence
	Years    []int // the years used, newest first
	// Cohort is the weighted mean of the years' Point.Cohort: the value moves by γ·Cohort for a
	// cohort elasticity γ (1: compare by percentile; 0: by rank as printed). Not in Value.
	Cohort float64
	// Gap is how many years the newest year lies before the target (1: the year before).
	Gap int
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
	var sum, cohort, weights float64
	var years []int
	for i := len(past) - 1; i >= 0; i-- {
		w := math.Pow(Decay, float64(last.Year-past[i].Year))
		sum += w * past[i].Value
		cohort += w * past[i].Cohort
		weights += w
		years = append(years, past[i].Year)
	}
	c := Centre{Value: sum / weights, Years: years, Cohort: cohort / weights}
	if planBeta != 0 && planTarget > 0 && last.Plan > 0 {
		c.Value += planBeta * math.Log(float64(planTarget)/float64(last.Plan))
	}
	plan := planTarget
	if plan == 0 {
		plan = last.Plan
	}
	c.Gap = target - last.Year
	c.Evidence = Evidence{Years: len(past), SmallPlan: plan > 0 && plan <= SmallPlan, Stale: last.Year < target-1,
		Converted: last.Converted, PlanChanged: planChanged(planTarget, last.Plan), PlanKnown: planTarget > 0}
	for _, pt := range past[1:] {
		c.Evidence.WeakLink = c.Evidence.WeakLink || pt.WeakLink
	}
	return c, true
}
