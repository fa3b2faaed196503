package recommend

import (
	"context"
	"fmt"
	"math"
	"sync"

	"zhiyuan/query/recommend/model"
)

// Loader gives the engine its data: the provinces with results and each province's data.
type Loader interface {
	Provinces(ctx context.Context) ([]int, error)
	Province(ctx context.Context, id int) (*Province, error)
}

// Engine predicts units' cut-offs and caches what it fitted. A past target year is predicted
// from the years before it only, exactly as the backtest does.
type Engine struct {
	load Loader

	mu        sync.Mutex
	provinces map[int]*Province
	fits      map[fitKey]Fitted
	national  map[fitKey][]miss
	outcomes  map[fitKey][]model.Outcome
}

type fitKey struct { // province 0: every province's

	province int
	level    string
	method   Method
	target   int
}

func NewEngine(l Loader) *Engine {
	return &Engine{load: l, provinces: map[int]*Province{}, fits: map[fitKey]Fitted{}, national: map[fitKey][]miss{}, outcomes: map[fitKey][]model.Outcome{}}
}

// Province loads (once) a province's data.
func (e *Engine) Province(ctx context.Context, id int) (*Province, error) {
	e.mu.Lock()
	p := e.provinces[id]
	e.mu.Unlock()
	if p != nil {
		return p, nil
	}
	p, err := e.load.Province(ctx, id)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	e.provinces[id] = p
	e.mu.Unlock()
	return p, nil
}

// Fit is the spread of a province's units of a level for a target year, learned from every
// province's misses of that level before it. The backtest chose this over each province's own
// misses: one or two earlier years of one province do not show how far a whole year can move
// (浙江 2024 kept 94 % of its 保 with its own, 99 % with every province's; docs/BACKTEST.md).
func (e *Engine) Fit(ctx context.Context, p *Province, level string, m Method, target int) (Fitted, error) {
	key := fitKey{p.ID, level, m, target}
	e.mu.Lock()
	f, ok := e.fits[key]
	e.mu.Unlock()
	if ok {
		return f, nil
	}
	all, err := e.nationalMisses(ctx, level, m, target)
	if err != nil {
		return Fitted{}, err
	}
	f = fitMisses(all, level, m)
	if !f.Spread.Empty() {
		calib, err := e.calibration(ctx, level, m, target)
		if err != nil {
			return Fitted{}, err
		}
		f.Calib = calib
	}
	e.mu.Lock()
	e.fits[key] = f
	e.mu.Unlock()
	return f, nil
}

// nationalMisses are the misses of every province's units of a level before target.
func (e *Engine) nationalMisses(ctx context.Context, level string, m Method, target int) ([]miss, error) {
	key := fitKey{0, level, m, target}
	e.mu.Lock()
	ms, ok := e.national[key]
	e.mu.Unlock()
	if ok {
		return ms, nil
	}
	ids, err := e.load.Provinces(ctx)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		p, err := e.Province(ctx, id)
		if err != nil {
			return nil, fmt.Errorf("province %d: %w", id, err)
		}
		ms = append(ms, p.misses(level, m, target)...)
	}
	e.mu.Lock()
	e.national[key] = ms
	e.mu.Unlock()
	return ms, nil
}

// Estimate is a unit's predicted cut-off for the target year and, for a candidate, the
// probability of admission.
type Estimate struct {
	Centre      float64 // predicted cut-off value
	Low, High   float64 // the 80 % interval of the cut-off value (10th and 90th percentile)
	Probability float64 // 0–1; set by For
	Years       []int   // the unit's years the centre used, newest first
	Carried     bool    // WCF: past ranks were carried to the target year's cohort
}

// Predict gives a unit's predicted cut-off; ok false when it has no year before target.
func Predict(p *Province, u *Unit, m Method, target, planTarget int, f Fitted) (Estimate, model.Centre, bool) {
	h := p.History(u, m, target)
	c, ok := model.Predict(h, target, planTarget, f.PlanBeta)
	if !ok || f.Spread.Empty() {
		return Estimate{}, c, false
	}
	est := Estimate{Centre: c.Value, Low: f.Spread.Quantile(c, 0.1), High: f.Spread.Quantile(c, 0.9), Years: c.Years}
	if m == WCF && len(u.Lines) > 0 {
		_, est.Carried = p.CarriedRank(u.Lines[0].Rank, c.Years[0], target, u.Track)
	}
	return est, c, true
}

// RankOf turns a WCF value back into a rank.
func RankOf(v float64) int { return int(math.Round(math.Exp(v))) }
