package recommend

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"sync"

	"golang.org/x/sync/singleflight"

	"zhiyuan/query/recommend/model"
)

// generation is one admission data version: its engine and everything computed from it. The
// caches live and die with the engine, so no answer mixes two imports.
type generation struct {
	rm      ReadModel
	version string
	engine  *Engine

	mu        sync.Mutex
	preds     map[predKey][]unitPred
	plans     map[[2]int]map[string]planInfo
	lines     map[predKey]*BacktestLine
	published map[int]*Backtest
	catalog   uintptr            // the college facts the predictions were made with
	compute   singleflight.Group // one computation per prediction key however many requests ask at once
}

// maxPredictions bounds the cached predictions (a province, level, method, year and track each).
const maxPredictions = 24

func newGeneration(rm ReadModel, version string) *generation {
	return &generation{rm: rm, version: version, engine: NewEngine(rmLoader{rm}),
		preds: map[predKey][]unitPred{}, plans: map[[2]int]map[string]planInfo{},
		lines: map[predKey]*BacktestLine{}, published: map[int]*Backtest{}}
}

type predKey struct {
	province int
	level    string
	method   Method
	target   int
	track    string
}

// unitPred is a unit's prediction for a target year, independent of the candidate.
type unitPred struct {
	u       *Unit
	plan    planInfo
	est     Estimate
	c       model.Centre
	ok      bool
	college College // the catalogue's facts (the cache is dropped when the catalogue changes)
	class   string  // 本科, 专科 or "" (classOf)
	rule    string  // 选科要求: what both the exam year's plan lines and the newest result ask (StricterRule)
	special string  // the unit's special path (specialPath): its results', its institution's or its plan's
	spNote  string  // why the plan made it special; "" when its results say so
	some    string  // a special path only some of its planned majors are in (含中外合作专业)
	gone    string  // why the unit no longer exists in the exam year (staleRule); "" live
	planYr  int     // the year of plan: the exam year's, or the newest before it is published
}

// predictions predicts every unit of a province, level and track for the target (cached).
// They come sorted by the predicted (else last) cut-off, the hardest first: the order of a list
// of every label.
func (g *generation) predictions(ctx context.Context, p *Province, k predKey, f Fitted, colleges map[string]College) ([]unitPred, error) {
	g.mu.Lock()
	ps, ok := g.preds[k]
	g.mu.Unlock()
	if ok {
		return ps, nil
	}
	v, err, _ := g.compute.Do(fmt.Sprint(k), func() (any, error) { return g.predict(ctx, p, k, f, colleges) })
	if err != nil {
		return nil, err
	}
	return v.([]unitPred), nil
}

// predict computes what predictions caches.
func (g *generation) predict(ctx context.Context, p *Province, k predKey, f Fitted, colleges map[string]College) ([]unitPred, error) {
	var ps []unitPred
	plans, planYear, err := g.examPlans(ctx, p, k)
	if err != nil {
		return nil, err
	}
	stale := newStaleRule(p, k.level, k.track, k.target, planYear, plans)
	for _, u := range p.Units {
		if u.Level != k.level || u.Track != k.track {
			continue
		}
		up := unitPred{u: u, plan: plans[u.planKey()], planYr: planYear}
		seats, known := up.plan.count, planYear == k.target
		// A past year's result carries the plan it was filled against: the backtest uses that one.
		if _, plan, ok := p.Actual(u, k.method, k.target); ok {
			seats, known = plan, plan > 0 // a result without a plan count leaves the plan unknown, as the backtest has it
		}
		est, c, ok := PredictWith(p, u, k.method, k.target, seats, known, f)
		up.est, up.c, up.ok = est, c, ok
		if up.gone = stale.reason(u, up.plan.found); up.gone != "" {
			up.ok = false
		}
		up.college = colleges[u.CollegeCode]
		up.class = classOf(u, up.college)
		up.special, up.spNote, up.some = specialPath(u, up.plan, planYear, up.college)
		up.rule = StricterRule(up.plan.rule, u.SubjectRule)
		ps = append(ps, up)
	}
	for _, u := range plannedOnly(p, k, plans, stale) {
		up := unitPred{u: u, plan: plans[u.Key], planYr: planYear, college: colleges[u.CollegeCode]}
		up.class = classOf(u, up.college)
		up.special, up.spNote, up.some = specialPath(u, up.plan, planYear, up.college)
		up.rule = StricterRule(up.plan.rule, u.SubjectRule)
		ps = append(ps, up)
	}
	sort.SliceStable(ps, func(i, j int) bool { return hardness(&ps[i]) < hardness(&ps[j]) })
	g.mu.Lock()
	if len(g.preds) >= maxPredictions { // each holds a province's units: keep memory bounded
		g.preds = map[predKey][]unitPred{}
	}
	g.preds[k] = ps
	g.mu.Unlock()
	return ps, nil
}

// sameCatalog drops the cached predictions when the catalogue's college facts were reloaded.
func (g *generation) sameCatalog(colleges map[string]College) {
	ptr := reflect.ValueOf(colleges).Pointer()
	g.mu.Lock()
	defer g.mu.Unlock()
	if ptr != g.catalog {
		g.catalog = ptr
		g.preds = map[predKey][]unitPred{}
	}
}
