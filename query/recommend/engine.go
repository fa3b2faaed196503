package recommend

import (
	"context"
	"math"
	"strconv"
	"sync"

	"golang.org/x/sync/singleflight"

	"zhiyuan/query/recommend/model"
)

// Loader gives the engine its data: the provinces with results and each province's data.
type Loader interface {
	Provinces(ctx context.Context) ([]int, error)
	Province(ctx context.Context, id int) (*Province, error)
}

// Engine predicts units' cut-offs. What it learns is national (every province's earlier misses
// and outcomes of a level and method), learned once in two passes over the provinces; a past
// target year is predicted from the years before it only, exactly as the backtest does.
type Engine struct {
	load Loader
	// Keep is how many provinces stay in memory (each holds its units; all of them ≈ 200 MB).
	Keep int

	mu        sync.Mutex
	provinces map[int]*Province
	order     []int              // least recently loaded first
	loading   singleflight.Group // one load per province however many requests ask at once

	prepMu   sync.Mutex
	prepared bool
	misses   map[lm][]miss
	outcomes map[lm]map[int]*model.Outcomes // by the year predicted
	oneYear  map[lm]map[int]*model.Outcomes // of units resting on one year of results, by the year predicted
	fits     map[fitKey]Fitted
	fitMu    sync.Mutex
}

type lm struct {
	level  string
	method Method
}

type fitKey struct {
	lm
	target int
}

func NewEngine(l Loader) *Engine {
	return &Engine{load: l, Keep: 8, provinces: map[int]*Province{}}
}

// Province loads a province's data, keeping the last Keep provinces.
func (e *Engine) Province(ctx context.Context, id int) (*Province, error) {
	e.mu.Lock()
	p := e.provinces[id]
	e.mu.Unlock()
	if p != nil {
		return p, nil
	}
	v, err, _ := e.loading.Do(strconv.Itoa(id), func() (any, error) {
		p, err := e.load.Province(ctx, id)
		if err != nil {
			return nil, err
		}
		e.mu.Lock()
		defer e.mu.Unlock()
		if _, ok := e.provinces[id]; !ok {
			e.provinces[id] = p
			e.order = append(e.order, id)
			for len(e.order) > max(e.Keep, 1) {
				delete(e.provinces, e.order[0])
				e.order = e.order[1:]
			}
		}
		return p, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*Province), nil
}

var levels = []string{"major", "group", "school"}
var methods = []Method{WCF, WDF}

// Prepare learns every level's and method's misses and outcomes (it runs once; a call while
// it runs waits for it).
func (e *Engine) Prepare(ctx context.Context) error {
	e.prepMu.Lock()
	defer e.prepMu.Unlock()
	if e.prepared {
		return nil
	}
	ids, err := e.load.Provinces(ctx)
	if err != nil {
		return err
	}
	e.misses, e.outcomes, e.fits = map[lm][]miss{}, map[lm]map[int]*model.Outcomes{}, map[fitKey]Fitted{}
	e.oneYear = map[lm]map[int]*model.Outcomes{}
	for _, id := range ids { // pass 1: how each unit's prediction of each year missed
		p, err := e.Province(ctx, id)
		if err != nil {
			return err
		}
		for _, level := range levels {
			for _, m := range methods {
				e.misses[lm{level, m}] = append(e.misses[lm{level, m}], p.misses(level, m, math.MaxInt)...)
			}
		}
	}
	for _, id := range ids { // pass 2: how the raw probabilities held
		p, err := e.Province(ctx, id)
		if err != nil {
			return err
		}
		for _, level := range levels {
			for _, m := range methods {
				for _, year := range TargetYears(p, level) {
					f := e.rawFit(level, m, year)
					if f.Spread.Empty() {
						continue
					}
					byYear := e.outcomes[lm{level, m}]
					if byYear == nil {
						byYear = map[int]*model.Outcomes{}
						e.outcomes[lm{level, m}] = byYear
					}
					if byYear[year] == nil {
						byYear[year] = &model.Outcomes{}
					}
					// Each province-year weighs at most CalibrationWeight pairs: one large year
					// (浙江 2023's 98,000) would otherwise set the map for every later year.
					var own, one model.Outcomes
					p.walk(level, m, year, f, func(pu predicted, x, raw float64) {
						own.Add(raw, x <= pu.actual)
						if pu.c.Evidence.Years <= 1 {
							one.Add(raw, x <= pu.actual)
						}
					})
					byYear[year].MergeScaled(&own, min(float64(own.Total()), model.CalibrationWeight))
					oneYear := e.oneYear[lm{level, m}]
					if oneYear == nil {
						oneYear = map[int]*model.Outcomes{}
						e.oneYear[lm{level, m}] = oneYear
					}
					if oneYear[year] == nil {
						oneYear[year] = &model.Outcomes{}
					}
					// The same weight per province-year as all its units (a province-year whose
					// units all rest on one year counts as much here as there).
					oneYear[year].MergeScaled(&one, min(float64(one.Total()), model.CalibrationWeight))
				}
			}
		}
	}
	e.prepared = true
	return nil
}

// rawFit is the spread learned from the misses of years before target.
func (e *Engine) rawFit(level string, m Method, target int) Fitted {
	var before []miss
	for _, x := range e.misses[lm{level, m}] {
		if x.year < target {
			before = append(before, x)
		}
	}
	return fitMisses(before, level, m)
}

// Fit is the spread and calibration of a level and method for a target year, learned from every
// province's misses and outcomes before it. The backtest chose this over each province's own:
// one or two earlier years of one province do not show how far a whole year can move (浙江 2024
// kept 94 % of its 保 learning from its own 2023 alone, 98 % learning from every province's).
func (e *Engine) Fit(ctx context.Context, level string, m Method, target int) (Fitted, error) {
	if err := e.Prepare(ctx); err != nil {
		return Fitted{}, err
	}
	key := fitKey{lm{level, m}, target}
	e.fitMu.Lock()
	defer e.fitMu.Unlock()
	if f, ok := e.fits[key]; ok {
		return f, nil
	}
	f := e.rawFit(level, m, target)
	f.SafeFrom, f.Safe = model.SafeFrom, true
	f.SafeFromOneYear, f.SafeOneYear = model.SafeFrom, true
	if !f.Spread.Empty() {
		e.calibrate(&f, level, m, target)
	}
	e.fits[key] = f
	return f, nil
}

// Estimate is a unit's predicted cut-off for the target year.
type Estimate struct {
	Centre    float64 // predicted cut-off value
	Low, High float64 // the 80 % interval of the cut-off value (10th and 90th percentile)
	Years     []int   // the unit's years the centre used, newest first
}

// Predict gives a unit's predicted cut-off from the target year's own plan (planTarget; a past
// year's results carry it; 0 when it is not known); ok false when it has no year before target.
func Predict(p *Province, u *Unit, m Method, target, planTarget int, f Fitted) (Estimate, model.Centre, bool) {
	return PredictWith(p, u, m, target, planTarget, planTarget > 0, f)
}

// PredictWith is Predict where planKnown says whether planTarget is the target year's own plan
// (false: the newest earlier plan stands in, so whether the plan changed or the school regrouped
// is not known yet).
func PredictWith(p *Province, u *Unit, m Method, target, planTarget int, planKnown bool, f Fitted) (Estimate, model.Centre, bool) {
	h := p.History(u, m, target)
	c, ok := model.Predict(h, target, planTarget, f.PlanBeta)
	if !ok || f.Spread.Empty() {
		return Estimate{}, c, false
	}
	c.Value += f.CohortGamma*c.Cohort + f.Drift*float64(c.Gap-1)
	c.Evidence.PlanKnown = planKnown
	if planKnown {
		c.Evidence.Regrouped = p.Regrouped(u, c.Years[0], target)
	} else {
		c.Evidence.PlanChanged = false
	}
	return Estimate{Centre: c.Value, Low: f.Spread.Quantile(c, 0.1), High: f.Spread.Quantile(c, 0.9), Years: c.Years}, c, true
}

// RankOf turns a WCF value back into a rank.
func RankOf(v float64) int { return int(math.Round(math.Exp(v))) }
