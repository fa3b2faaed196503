package recommend

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"zhiyuan/query/recommend/model"
)

// Handler answers the Recommend/* calls (docs/API-RECOMMEND.md) from the read model, with the
// engine's predictions cached per data version.
type Handler struct {
	rm ReadModel

	mu        sync.Mutex
	version   string
	checked   time.Time
	engine    *Engine
	preds     map[predKey][]unitPred
	plans     map[[2]int]map[string]planInfo
	lines     map[predKey]*BacktestLine
	published map[int]*Backtest
	catalog   uintptr            // the college facts the predictions were made with
	compute   singleflight.Group // one computation per prediction key however many requests ask at once
}

// maxPredictions bounds the cached predictions (a province, level, method, year and track each).
const maxPredictions = 24

// recheck is how often the data version is read again.
const recheck = 30 * time.Second

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm} }

// Warm learns the engine in the background (a first request would otherwise wait for it).
func (h *Handler) Warm(ctx context.Context) error {
	e, err := h.current(ctx)
	if err != nil {
		return err
	}
	return e.Prepare(ctx)
}

// current is the engine of the current data version; a new import starts a new one.
func (h *Handler) current(ctx context.Context) (*Engine, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.engine != nil && time.Since(h.checked) < recheck {
		return h.engine, nil
	}
	v, err := h.rm.Version(ctx)
	if err != nil {
		return nil, err
	}
	h.checked = time.Now()
	if h.engine == nil || v != h.version {
		h.version, h.engine = v, NewEngine(rmLoader{h.rm})
		h.preds, h.plans, h.lines = map[predKey][]unitPred{}, map[[2]int]map[string]planInfo{}, map[predKey]*BacktestLine{}
		h.published = map[int]*Backtest{}
	}
	return h.engine, nil
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
	rule    string  // 选科要求: the exam year's plan first, else the newest result's
	special string  // the unit's special path, or 中外合作 for a 中外合作办学 institution
}

// predictions predicts every unit of a province, level and track for the target (cached).
// They come sorted by the predicted (else last) cut-off, the hardest first: the order of a list
// of every label.
func (h *Handler) predictions(ctx context.Context, p *Province, k predKey, f Fitted, colleges map[string]College) ([]unitPred, error) {
	h.mu.Lock()
	ps, ok := h.preds[k]
	h.mu.Unlock()
	if ok {
		return ps, nil
	}
	v, err, _ := h.compute.Do(fmt.Sprint(k), func() (any, error) { return h.predict(ctx, p, k, f, colleges) })
	if err != nil {
		return nil, err
	}
	return v.([]unitPred), nil
}

// predict computes what predictions caches.
func (h *Handler) predict(ctx context.Context, p *Province, k predKey, f Fitted, colleges map[string]College) ([]unitPred, error) {
	var ps []unitPred
	plans, err := h.targetPlans(ctx, p, k.target)
	if err != nil {
		return nil, err
	}
	for _, u := range p.Units {
		if u.Level != k.level || u.Track != k.track {
			continue
		}
		up := unitPred{u: u, plan: plans[u.Key]}
		seats := up.plan.count
		// A past year's result carries the plan it was filled against: the backtest uses that one.
		if _, plan, ok := p.Actual(u, k.method, k.target); ok {
			seats = plan
		}
		est, c, ok := Predict(p, u, k.method, k.target, seats, f)
		up.est, up.c, up.ok = est, c, ok
		up.college = colleges[u.CollegeCode]
		up.class = classOf(u, up.college)
		up.special = u.Special
		if up.special == "" && strings.Contains(up.college.Nature, "中外合作") { // e.g. 北师港浸大: its name says nothing
			up.special = "中外合作"
		}
		up.rule = u.SubjectRule
		if up.plan.found && up.plan.rule != "" {
			up.rule = up.plan.rule
		}
		ps = append(ps, up)
	}
	sort.SliceStable(ps, func(i, j int) bool { return hardness(&ps[i]) < hardness(&ps[j]) })
	h.mu.Lock()
	if len(h.preds) >= maxPredictions { // each holds a province's units: keep memory bounded
		h.preds = map[predKey][]unitPred{}
	}
	h.preds[k] = ps
	h.mu.Unlock()
	return ps, nil
}

// sameCatalog drops the cached predictions when the catalogue's college facts were reloaded.
func (h *Handler) sameCatalog(colleges map[string]College) {
	ptr := reflect.ValueOf(colleges).Pointer()
	h.mu.Lock()
	defer h.mu.Unlock()
	if ptr != h.catalog {
		h.catalog = ptr
		h.preds = map[predKey][]unitPred{}
	}
}
