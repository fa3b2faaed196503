package model

import (
	"fmt"
	"math"
)

// Evidence is what a unit's predicted cut-off rests on. Each thin part (one or two years of
// history, a small or changed plan, a newest year long ago, a rank converted from a score, a
// regrouped school) widens the spread by a factor learned from how such predictions missed.
type Evidence struct {
	Years       int  // earlier years the centre used (1–3)
	SmallPlan   bool // plan of SmallPlan seats or fewer
	Stale       bool // the newest year is two or more years before the target
	Converted   bool // the newest year's rank is a score converted through that year's table
	PlanChanged bool // the target year's plan differs from the newest year's by half or more
	Regrouped   bool // the school's units of the level changed in number since the newest year
	WeakLink    bool // two of the years used are joined across a regrouping or a requirement change
	// PlanKnown: the target year's own plan is published, so PlanChanged and Regrouped are
	// known; otherwise they are unknown and the spread allows for them as often as they occur.
	PlanKnown bool
}

// The features of the spread's scale, in order.
const (
	fOneYear = iota
	fTwoYears
	fSmallPlan
	fStale
	fConverted
	fPlanChanged
	fRegrouped
	fWeakLink
	nFeatures
)

var featureNames = [nFeatures]string{"仅1年数据", "仅2年数据", "计划数少", "近年无数据", "位次为换算", "计划数变化大", "专业组有调整", "往年代码所指可能不同"}

// planDependent are the features only the target year's plan can tell.
var planDependent = [nFeatures]bool{fPlanChanged: true, fRegrouped: true}

// features is the evidence as 0/1 regressors.
func (e Evidence) features() [nFeatures]float64 {
	var x [nFeatures]float64
	set := func(i int, on bool) {
		if on {
			x[i] = 1
		}
	}
	set(fOneYear, e.Years == 1)
	set(fTwoYears, e.Years == 2)
	set(fSmallPlan, e.SmallPlan)
	set(fStale, e.Stale)
	set(fConverted, e.Converted)
	set(fPlanChanged, e.PlanChanged)
	set(fRegrouped, e.Regrouped)
	set(fWeakLink, e.WeakLink)
	return x
}

// PlanChangeRatio is the plan change (either way) that counts as changed.
const PlanChangeRatio = 1.5

func planChanged(target, last int) bool {
	if target <= 0 || last <= 0 {
		return false
	}
	return math.Abs(math.Log(float64(target)/float64(last))) >= math.Log(PlanChangeRatio)
}

// Reasons says in Chinese why the unit's spread is wider than a unit with full evidence, with
// the factor each reason applies (e.g. "仅1年数据（区间放宽×1.4）"); empty with full evidence.
func (s Spread) Reasons(e Evidence) []string {
	out := []string{}
	x := e.features()
	for i, on := range x {
		if on == 0 || (planDependent[i] && !e.PlanKnown) {
			continue
		}
		name := featureNames[i]
		if i == fStale && e.Years > 0 {
			name = "最近一年数据较早"
		}
		if m := math.Exp(s.beta[i]); m >= 1.05 {
			out = append(out, fmt.Sprintf("%s（区间放宽×%.1f）", name, m))
		} else {
			out = append(out, name)
		}
	}
	return out
}

// Factors are the learned widening factors by reason (for the method document and tests).
func (s Spread) Factors() map[string]float64 {
	out := map[string]float64{}
	for i, b := range s.beta {
		out[featureNames[i]] = math.Exp(b)
	}
	return out
}

// Describe is the spread's bias, base scale and factors, for reports.
func (s Spread) Describe() string {
	out := fmt.Sprintf("bias %+.3f scale %.3f", s.bias, s.scale)
	for i, b := range s.beta {
		out += fmt.Sprintf(" %s×%.2f(%.0f%%)", featureNames[i], math.Exp(b), 100*s.share[i])
	}
	return out
}
