package recommend

import (
	"math"
	"sort"

	"zhiyuan/query/recommend/model"
)

// Priors of the spread when nothing can be learned (issue 16: published log-rank spreads of
// cut-offs, 0.08–0.10 for 专业+院校 units and 0.12–0.15 for groups). WDF has no prior: without
// its own history it gives no probability.
var priorScale = map[string]float64{"major": 0.09, "group": 0.13, "school": 0.13}

// MinPlanFit is the number of misses with a known plan change the plan effect is fitted on.
const MinPlanFit = 200

// Fitted is what a target year's predictions of one province, level and method need.
type Fitted struct {
	Spread model.Spread
	Calib  model.Calibration // learned from how earlier years' raw probabilities held
	// Calibration names the choice (CalibIsotonic or CalibNone), made on ChoiceYear: that year's
	// Brier score with no map and with a map fitted on the years before it.
	Calibration              string
	ChoiceYear               int
	BrierNone, BrierIsotonic float64
	// SafeFrom is where 保 starts (at least model.SafeFrom); Safe false: no band of earlier
	// predictions held model.SafeHeld, so nothing is labelled 保.
	SafeFrom float64
	Safe     bool
	// SafeFromOneYear and SafeOneYear are the band for a unit resting on one year of results,
	// earned by such units alone (at least SafeFrom); the general band where they were never
	// tested. 2026's one-year groups held 保 90.6 % where the others held 94.7–97 %.
	SafeFromOneYear float64
	SafeOneYear     bool
	PlanBeta        float64
	// CohortGamma is the share of a cohort's change that moves cut-off ranks (1: ranks scale with
	// the cohort, compare by percentile; 0: seats stay, compare ranks as printed), fitted on misses.
	CohortGamma float64
	// Drift is how far a unit's cut-off moves per year beyond the first when its newest year is
	// older (a units last seen two years back): the median miss of such units over the others', per year.
	Drift float64
	Pool  string // 各省 (learned from every province's earlier misses) or 先验 (the prior)
	Years []int  // the years whose misses it was learned from
	// Common is the share of a miss's variance that every unit of a province and year shares (a
	// hot year lifts every cut-off): the intra-class correlation of the misses by province and year.
	Common float64
}

// miss is one earlier prediction of a unit against what happened.
type miss struct {
	province int
	year     int
	evidence model.Evidence
	err      float64 // actual − centre without the plan adjustment
	logRatio float64 // log(plan that year / plan the year before); 0 when unknown
	cohort   float64 // the centre's log cohort change (model.Centre.Cohort), not applied in err
	gap      int     // years from the unit's newest year to the year predicted
}

// misses predicts every year before target from the years before it, for units of one level.
func (p *Province) misses(level string, m Method, target int) []miss {
	var out []miss
	for _, u := range p.Units {
		if u.Level != level {
			continue
		}
		for i, l := range u.Lines {
			if i == 0 || l.Year >= target {
				continue
			}
			actual, plan, ok := p.Actual(u, m, l.Year)
			if !ok {
				continue
			}
			h := p.History(u, m, l.Year)
			c, ok := model.Predict(h, l.Year, plan, 0)
			if !ok {
				continue
			}
			// The year's results show its plan and groups, as its plan book did before filling
			// (a row without a plan count is a unit whose plan is not known, as Predict has it).
			c.Evidence.PlanKnown = plan > 0
			c.Evidence.Regrouped = plan > 0 && p.Regrouped(u, c.Years[0], l.Year)
			ms := miss{province: p.ID, year: l.Year, evidence: c.Evidence, err: actual - c.Value, cohort: c.Cohort, gap: c.Gap}
			if last := h[len(h)-1]; plan > 0 && last.Plan > 0 {
				ms.logRatio = math.Log(float64(plan) / float64(last.Plan))
			}
			out = append(out, ms)
		}
	}
	return out
}

// fitMisses learns the spread and the plan effect from misses.
func fitMisses(ms []miss, level string, m Method) Fitted {
	f := Fitted{Pool: "各省", Common: DefaultCommon}
	if len(ms) == 0 {
		if m == WCF {
			f.Spread, f.Pool = model.Fit(nil, priorScale[level]), "先验"
		}
		return f
	}
	if m == WCF {
		errs, ratios, cohorts := make([]float64, len(ms)), make([]float64, len(ms)), make([]float64, len(ms))
		planned := 0
		for i, x := range ms {
			errs[i], ratios[i], cohorts[i] = x.err, x.logRatio, x.cohort
			if x.logRatio != 0 {
				planned++
			}
		}
		if planned < MinPlanFit {
			ratios = make([]float64, len(ms))
		}
		f.PlanBeta, f.CohortGamma = model.FitEffects(errs, ratios, cohorts)
	}
	f.Drift = drift(ms, f)
	res := make([]model.Residual, len(ms))
	years := map[int]bool{}
	for i, x := range ms {
		res[i] = model.Residual{Evidence: x.evidence, Error: x.err - f.PlanBeta*x.logRatio - f.CohortGamma*x.cohort - f.Drift*float64(x.gap-1)}
		years[x.year] = true
	}
	f.Spread = model.Fit(res, priorScale[level])
	f.Common = commonShare(ms, f)
	for y := range years {
		f.Years = append(f.Years, y)
	}
	sort.Ints(f.Years)
	return f
}
