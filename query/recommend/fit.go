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
	Spread   model.Spread
	Calib    model.Calibration // learned from how earlier years' raw probabilities held
	PlanBeta float64
	Pool     string // 各省 (learned from every province's earlier misses) or 先验 (the prior)
	Years    []int  // the years whose misses it was learned from
	// Common is the share of a miss's variance that every unit of a province and year shares (a
	// hot year lifts every cut-off): the intra-class correlation of the misses by province and year.
	Common float64
}

// miss is one earlier prediction of a unit against what happened.
type miss struct {
	province int
	year     int
	bucket   model.Bucket
	err      float64 // actual − centre without the plan adjustment
	logRatio float64 // log(plan that year / plan the year before); 0 when unknown
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
			ms := miss{province: p.ID, year: l.Year, bucket: c.Bucket, err: actual - c.Value}
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
	var errs, ratios []float64
	for _, x := range ms {
		if x.logRatio != 0 {
			errs, ratios = append(errs, x.err), append(ratios, x.logRatio)
		}
	}
	if m == WCF && len(errs) >= MinPlanFit {
		f.PlanBeta = model.FitPlanBeta(errs, ratios)
	}
	res := make([]model.Residual, len(ms))
	years := map[int]bool{}
	for i, x := range ms {
		res[i] = model.Residual{Bucket: x.bucket, Error: x.err - f.PlanBeta*x.logRatio}
		years[x.year] = true
	}
	f.Spread = model.Fit(res, priorScale[level])
	f.Common = commonShare(ms, f.PlanBeta)
	for y := range years {
		f.Years = append(f.Years, y)
	}
	sort.Ints(f.Years)
	return f
}
