package recommend

import (
	"context"
	"math"
	"sort"
)

// Stat is the answer of the stat calls: how the candidate's units spread by label, what was
// left out and why, and how the labels held in the province's last backtest.
type Stat struct {
	Candidate  Candidate
	Method     string
	Level      string
	LevelName  string
	Levels     []LevelCount   // the levels the province has for the track
	Counts     map[string]int // 冲, 稳, 保, 无 (no probability)
	Excluded   map[string]int // 选科 (requirement not met), 特殊类型 (kept apart), 批次 (another batch), 筛选 (the user's filters)
	ByProvince []Bucket       // by the college's province
	ByCategory []Bucket
	ByNature   []Bucket
	ByTuition  []Bucket // 5000 元以下, 5000–10000 元, 1–2 万元, 2 万元以上, 未公布
	Backtest   *BacktestLine
	Spread     string // 各省 (learned from every province's earlier years) or 先验
	Bands      Bands
	Message    string
}

// LevelCount is a level and its units for the track.
type LevelCount struct {
	Level, LevelName string
	Units            int
}

// Bucket counts units by label in one group.
type Bucket struct {
	Name   string
	Counts map[string]int
	Total  int
}

// BacktestLine is how the labels held in the province's last predicted year: its row of the
// published backtest (docs/BACKTEST.md), or a Message saying there is none.
type BacktestLine struct {
	BacktestRow
	Message string
}

// Stat answers how the candidate's options spread.
func (h *Handler) Stat(ctx context.Context, in Input, predicted bool, preferred ...string) (*Stat, error) {
	in.PageIndex, in.PageSize = 1, 10
	r, err := h.evaluate(ctx, &in, predicted, preferred)
	if nt, ok := err.(noTableError); ok {
		return &Stat{Candidate: nt.candidate(), Counts: map[string]int{"冲": 0, "稳": 0, "保": 0, "无": 0},
			Excluded: map[string]int{"选科": 0, "特殊类型": 0, "筛选": 0, "批次": 0}, Levels: []LevelCount{},
			ByProvince: []Bucket{}, ByCategory: []Bucket{}, ByNature: []Bucket{}, ByTuition: []Bucket{}, Bands: bands(),
			Message: nt.msg}, nil
	}
	if err != nil {
		return nil, err
	}
	out := &Stat{Candidate: r.describe(), Method: string(r.method), Level: r.level, LevelName: levelNames[r.level],
		Counts: map[string]int{"冲": 0, "稳": 0, "保": 0, "无": 0}, Excluded: map[string]int{"选科": 0, "特殊类型": 0, "筛选": 0, "批次": 0},
		Spread: r.fit.Pool, Bands: r.fit.bands(r.method)}
	counts := r.p.LevelCounts(r.track)
	for _, l := range levelOrder {
		if n := counts[l]; n > 0 {
			out.Levels = append(out.Levels, LevelCount{l, levelNames[l], n})
		}
	}
	by := map[string]map[string]*Bucket{"province": {}, "category": {}, "nature": {}, "tuition": {}}
	for _, s := range r.units {
		if s.excluded != "" {
			out.Excluded[s.excluded]++
			continue
		}
		label := s.label
		if label == "" {
			label = "无"
		}
		out.Counts[label]++
		for dim, name := range map[string]string{"province": s.college.Province, "category": s.college.Category,
			"nature": s.college.Nature, "tuition": tuitionBand(s.plan.tuition)} {
			if name == "" {
				name = "未知"
			}
			b := by[dim][name]
			if b == nil {
				b = &Bucket{Name: name, Counts: map[string]int{"冲": 0, "稳": 0, "保": 0, "无": 0}}
				by[dim][name] = b
			}
			b.Counts[label]++
			b.Total++
		}
	}
	out.ByProvince, out.ByCategory, out.ByNature = buckets(by["province"]), buckets(by["category"]), buckets(by["nature"])
	for _, band := range tuitionBands { // in band order
		if b := by["tuition"][band]; b != nil {
			out.ByTuition = append(out.ByTuition, *b)
		}
	}
	if out.ByTuition == nil {
		out.ByTuition = []Bucket{}
	}
	out.Message = r.message()
	out.Backtest, err = r.gen.backtestLine(ctx, r.p, r.level, r.method)
	return out, err
}

var tuitionBands = []string{"5000元以下", "5000–10000元", "1–2万元", "2万元以上", "未公布"}

func tuitionBand(t int) string {
	switch {
	case t == 0:
		return "未公布"
	case t < 5000:
		return "5000元以下"
	case t <= 10000:
		return "5000–10000元"
	case t <= 20000:
		return "1–2万元"
	}
	return "2万元以上"
}

// buckets orders groups by size, largest first.
func buckets(m map[string]*Bucket) []Bucket {
	out := []Bucket{}
	for _, b := range m {
		out = append(out, *b)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Total != out[j].Total {
			return out[i].Total > out[j].Total
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// backtestLine evaluates the province's newest year that has results and earlier years (cached).
func (g *generation) backtestLine(ctx context.Context, p *Province, level string, m Method) (*BacktestLine, error) {
	k := predKey{province: p.ID, level: level, method: m}
	g.mu.Lock()
	line, ok := g.lines[k]
	g.mu.Unlock()
	if ok {
		return line, nil
	}
	years := TargetYears(p, level)
	line = &BacktestLine{BacktestRow: BacktestRow{Level: level, LevelName: levelNames[level], Method: string(m), Deciles: []DecileRow{}}}
	if len(years) == 0 {
		line.Message = noBacktest(p, level)
	} else {
		ev, err := g.engine.Evaluate(ctx, p, level, m, years[len(years)-1])
		if err != nil {
			return nil, err
		}
		line.BacktestRow = rowOf(ev)
	}
	g.mu.Lock()
	g.lines[k] = line
	g.mu.Unlock()
	return line, nil
}

func percent(x float64) *float64 {
	if math.IsNaN(x) {
		return nil
	}
	v := math.Round(1000*x) / 10
	return &v
}
