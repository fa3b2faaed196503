package recommend

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"zhiyuan/events/apperr"
)

// scored is one unit for the candidate: its probability or why there is none.
type scored struct {
	*unitPred
	prob     float64 // 0–1; -1 none
	label    string
	reason   string
	reqNote  string
	excluded string // why the filters left it out: 选科, 特殊类型, 批次, 筛选
}

// run is one evaluated request: the candidate placed and every unit of the level scored.
type run struct {
	gen *generation // the data version it was evaluated on
	placed
	batch     string // 本科, 专科 or "" (both)
	batchNote string
	levelNote string // the province has no units of this level for the track (it has others)
	level     string
	fit       Fitted
	p         *Province
	units     []scored
	// plansKnown: some unit of the level has an exam-year plan (kept when Lookup skips units)
	plansKnown bool
}

// evaluate scores every unit of the province's level and track for the candidate.
// in's paging defaults are filled in place.
func (h *Handler) evaluate(ctx context.Context, in *Input, predicted bool, preferred []string) (*run, error) {
	c, err := in.check(predicted)
	if err != nil {
		return nil, err
	}
	if in.Level != "" && !slices.Contains(preferred, in.Level) {
		var names []string
		for _, l := range preferred {
			names = append(names, levelNames[l]+"（"+l+"）")
		}
		return nil, apperr.Invalid("该接口不支持此志愿单位：只能是 " + strings.Join(names, "、"))
	}
	g, err := h.current(ctx)
	if err != nil {
		return nil, err
	}
	e := g.engine
	pl, err := h.place(ctx, c, predicted)
	if err != nil {
		return nil, err
	}
	p, err := e.Province(ctx, c.province.ID)
	if err != nil {
		return nil, err
	}
	level := in.Level
	if level == "" {
		level = defaultLevel(p, c.track, pl.target, preferred)
	}
	f, err := e.Fit(ctx, level, c.method, pl.target)
	if err != nil {
		return nil, err
	}
	colleges, err := h.rm.Colleges(ctx)
	if err != nil {
		return nil, err
	}
	g.sameCatalog(colleges)
	preds, err := g.predictions(ctx, p, predKey{p.ID, level, c.method, pl.target, c.track}, f, colleges)
	if err != nil {
		return nil, err
	}
	r := &run{gen: g, placed: pl, level: level, fit: f, p: p, levelNote: levelNote(p, c, level)}
	r.batch, r.batchNote = in.Batch, ""
	if r.batch == "" {
		r.batch, r.batchNote = pl.batchOf(p)
	}
	filter := newFilter(*in)
	r.units = make([]scored, 0, len(preds))
	for i := range preds {
		up := &preds[i]
		if in.only != nil && !in.only[up.u.Key] && !in.only[up.u.planKey()] {
			r.plansKnown = r.plansKnown || up.plan.found
			continue
		}
		s := scored{unitPred: up, prob: -1}
		rule := up.rule
		switch {
		case in.all:
			if len(c.subjects) > 0 && rule != "" && !Meets(rule, c.subjects) {
				s.excluded = "选科"
			}
		case (up.special != "") != in.Special:
			s.excluded = "特殊类型"
		case r.batch != "" && up.class != "" && up.class != r.batch:
			s.excluded = "批次"
		case len(c.subjects) > 0 && rule != "" && !Meets(rule, c.subjects):
			s.excluded = "选科"
		case !filter.keep(s):
			s.excluded = "筛选"
		}
		if len(c.subjects) > 0 && rule == "" {
			s.reqNote = "选科要求未公布：填报前请核对当年招生计划"
		}
		if s.excluded == "" {
			s.prob, s.reason = r.probability(up)
			if s.prob >= 0 {
				s.label = r.fit.Label(s.prob, up.c.Evidence)
			}
		}
		r.units = append(r.units, s)
	}
	return r, nil
}

// probability is P(admit) for the candidate, or why there is none.
func (r *run) probability(up *unitPred) (float64, string) {
	if !up.ok {
		if up.gone != "" {
			return -1, up.gone
		}
		if len(up.u.Lines) == 0 {
			return -1, fmt.Sprintf("%d年招生计划中的新单位（新设或改组），此前没有录取数据，不给出概率", up.planYr)
		}
		if len(up.u.Lines) > 0 && up.u.Lines[0].Year >= r.target {
			return -1, "此前各年没有该单位的录取数据（新增或改组的单位）"
		}
		if r.method == WDF {
			return -1, "位点法需要各年的最低分和批次线，该单位此前没有可比的年份"
		}
		return -1, "此前各年没有可用的录取位次"
	}
	var p, w float64
	for _, s := range r.scenarios {
		var x float64
		switch r.method {
		case WCF:
			x = s.logRank
		case WDF:
			line, _, ok := r.p.LineOrBefore(r.target, up.u.Track, up.u.Class)
			if !ok {
				return -1, "该年批次线未公布，无法用位点法"
			}
			x = -float64(s.score - line)
		}
		p += s.weight * r.fit.Calib.Apply(r.fit.Spread.Prob(up.c, x))
		w += s.weight
	}
	return p / w, ""
}

// ordered sorts units for a label: 冲 the likeliest first; 稳 and 保 the most ambitious first; all
// and no-probability units keep the predictions' order (the hardest first).
func ordered(units []scored, label string) {
	switch label {
	case "冲":
		sort.SliceStable(units, func(i, j int) bool { return units[i].prob > units[j].prob })
	case "稳", "保":
		sort.SliceStable(units, func(i, j int) bool { return units[i].prob < units[j].prob })
	}
}

// hardness orders units by the predicted (else the last) cut-off, the hardest first.
func hardness(s *unitPred) float64 {
	if s.ok {
		return s.est.Centre
	}
	if n := len(s.u.Lines); n > 0 {
		return math.Log(float64(s.u.Lines[n-1].Rank))
	}
	return math.Inf(1)
}
