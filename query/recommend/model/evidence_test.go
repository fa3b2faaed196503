package model

import (
	"math"
	"math/rand"
	"strings"
	"testing"
)

// residuals draws misses whose spread is base × factor for units with the evidence.
func residuals(r *rand.Rand, n int, e Evidence, scale float64) []Residual {
	out := make([]Residual, n)
	for i := range out {
		out[i] = Residual{Evidence: e, Error: scale * r.NormFloat64()}
	}
	return out
}

// Misses of one-year units twice as wide as three-year units' learn a factor of about 2; a unit
// with one year is then stated less surely at the same distance from the same centre, and its
// 80 % interval is about twice as wide.
func TestOneYearWidensByWhatTheMissesShow(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	res := append(residuals(r, 4000, Evidence{Years: 3}, 0.05), residuals(r, 4000, Evidence{Years: 1}, 0.10)...)
	s := Fit(res, 0.09)
	if f := s.Factors()["仅1年数据"]; math.Abs(f-2) > 0.2 {
		t.Fatalf("one-year factor %v, want about 2", f)
	}
	one := Centre{Value: math.Log(10000), Evidence: Evidence{Years: 1}}
	three := Centre{Value: math.Log(10000), Evidence: Evidence{Years: 3}}
	x := math.Log(9000) // 10 % ahead of the centre
	if p1, p3 := s.Prob(one, x), s.Prob(three, x); !(p1 < p3) || p3 < 0.95 {
		t.Fatalf("one year %v, three years %v", p1, p3)
	}
	w1 := s.Quantile(one, 0.9) - s.Quantile(one, 0.1)
	w3 := s.Quantile(three, 0.9) - s.Quantile(three, 0.1)
	if ratio := w1 / w3; math.Abs(ratio-2) > 0.25 {
		t.Fatalf("interval widths %v and %v: ratio %v", w1, w3, ratio)
	}
	if rs := s.Reasons(one.Evidence); len(rs) != 1 || !strings.HasPrefix(rs[0], "仅1年数据") {
		t.Fatalf("reasons %v", rs)
	}
	if rs := s.Reasons(three.Evidence); len(rs) != 0 {
		t.Fatalf("full evidence gave reasons %v", rs)
	}
}

// A feature whose misses are narrower than the rest widens nothing (thin evidence never makes a
// prediction surer), and one seen too rarely keeps its prior factor.
func TestWideningNeverNarrowsAndRareFeaturesKeepThePrior(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	res := append(residuals(r, 3000, Evidence{Years: 3}, 0.10), residuals(r, 3000, Evidence{Years: 3, Converted: true}, 0.05)...)
	res = append(res, residuals(r, 5, Evidence{Years: 3, Stale: true}, 0.5)...)
	s := Fit(res, 0.09)
	f := s.Factors()
	if f["位次为换算"] != 1 {
		t.Fatalf("a narrower feature got factor %v", f["位次为换算"])
	}
	if math.Abs(f["近年无数据"]-priorFactor[fStale]) > 1e-9 {
		t.Fatalf("a rare feature got %v, want the prior %v", f["近年无数据"], priorFactor[fStale])
	}
}

// Until the target year's plan is published, whether the school regrouped is unknown: the
// spread allows for it as often as it happened, between the regrouped and the unchanged width.
func TestUnknownPlanAllowsForRegroupingAsOftenAsItHappened(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	res := append(residuals(r, 3000, Evidence{Years: 3, PlanKnown: true}, 0.05),
		residuals(r, 1000, Evidence{Years: 3, PlanKnown: true, Regrouped: true}, 0.15)...)
	s := Fit(res, 0.13)
	_, same := s.of(Evidence{Years: 3, PlanKnown: true})
	_, regrouped := s.of(Evidence{Years: 3, PlanKnown: true, Regrouped: true})
	_, unknown := s.of(Evidence{Years: 3})
	if !(same < unknown && unknown < regrouped) {
		t.Fatalf("unchanged %v, unknown %v, regrouped %v", same, unknown, regrouped)
	}
	if rs := s.Reasons(Evidence{Years: 3, Regrouped: true}); len(rs) != 0 {
		t.Fatalf("an unknown plan named a regrouping: %v", rs)
	}
}

// The centre keeps the cohort change apart (applied by the caller with a fitted elasticity), and
// the effects fit recovers a plan slope and a cohort elasticity, each kept within [0, 1].
func TestCohortChangeIsFittedNotAssumed(t *testing.T) {
	h := History{{Year: 2025, Value: math.Log(10000), Cohort: math.Log(0.9)}}
	c, _ := Predict(h, 2026, 0, 0)
	if math.Abs(c.Value-math.Log(10000)) > 1e-9 || math.Abs(c.Cohort-math.Log(0.9)) > 1e-9 {
		t.Fatalf("centre %v cohort %v", c.Value, c.Cohort)
	}
	r := rand.New(rand.NewSource(4))
	var errs, plans, cohorts []float64
	for i := 0; i < 5000; i++ {
		lp, lc := 0.3*r.NormFloat64(), 0.05*r.NormFloat64()
		errs = append(errs, 0.1*lp+0.3*lc+0.01*r.NormFloat64())
		plans, cohorts = append(plans, lp), append(cohorts, lc)
	}
	b, g := FitEffects(errs, plans, cohorts)
	if math.Abs(b-0.1) > 0.02 || math.Abs(g-0.3) > 0.05 {
		t.Fatalf("beta %v gamma %v", b, g)
	}
	for i := range errs {
		errs[i] = -2 * cohorts[i]
	}
	if _, g := FitEffects(errs, plans, cohorts); g != 0 {
		t.Fatalf("a negative elasticity was kept: %v", g)
	}
}
