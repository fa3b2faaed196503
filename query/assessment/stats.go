package assessment

import (
	"context"
	"strconv"

	"zhiyuan/events/apperr"

	"zhiyuan/data"
	bank "zhiyuan/data/assessment"
)

// ScaleStats is a scale's published histogram and mean.
type ScaleStats struct {
	Code, Name string
	// The all-round test: the part the scale belongs to (interest, 兴趣).
	Section     string `json:",omitempty"`
	SectionName string `json:",omitempty"`
	Min, Max    int
	Mean        float64
	Bins        []Bin
	// People who answered the scale: everyone counted, except on a scale asked only of some
	// provinces (选科测评's 技术: 浙江). A scale fewer than MinCell answered is left out.
	People int
}

// AxisStats is one 16-type axis: how many people lean to each letter.
type AxisStats struct {
	Code, Name string
	Cells      []Cell
}

// Stats is the aggregate of everyone's latest result of a test (大家的测评, Assessment/Stats).
type Stats struct {
	Bank       string
	BankName   string
	People     int
	Suppressed bool // fewer than MinCell people: nothing else is shown
	MinCell    int
	Codes      []Cell
	Leading    []Cell
	Axes       []AxisStats
	Scales     []ScaleStats
	Paths      []PathCell `json:",omitempty"` // the upgrade-path test: who was suggested each path
	ByProvince []Cell
	ByWeek     []Cell
	Opened     []OpenedStats `json:",omitempty"`
	Note       string
}

// OpenedStats: of the results, how many led to opening a suggested major or profession.
type OpenedStats struct {
	Kind, Name       string
	Results, Opening int
}

const statsNote = "每人只计最近一次测评；少于 10 人的格子不单独显示，合并为“其他”，以免识别到个人。"

// Stats answers the distributions of a test under a filter.
func (h *Handler) Stats(ctx context.Context, code string, f Filter) (Stats, error) {
	b := bank.Find(code)
	if b == nil {
		return Stats{}, errNoBank
	}
	if err := f.check(); err != nil {
		return Stats{}, err
	}
	st := Stats{Bank: b.Code, BankName: b.Name, MinCell: MinCell, Note: statsNote}
	codes, err := h.cells(ctx, b.Code, "code", "", f)
	if err != nil {
		return st, err
	}
	for _, c := range codes {
		st.People += c.N
	}
	if st.People < MinCell {
		st.People, st.Suppressed = 0, true
		return st, nil
	}
	if b.Code == bank.Path {
		// the paths, not their combinations: a combination's count beside the paths' would let
		// a small cell be recovered by subtraction
		if st.Paths, err = h.pathCells(ctx, st.People, f); err != nil {
			return st, err
		}
	} else {
		st.Codes = publish(named(b, codes))
	}
	if b.Code == bank.Holland {
		lead, err := h.cells(ctx, b.Code, "top", "", f)
		if err != nil {
			return st, err
		}
		st.Leading = publish(named(b, lead))
	}
	if b.Code == bank.Type16 {
		for _, a := range bank.TypeAxes {
			cells, err := h.cells(ctx, b.Code, "axis:"+a.Code, "", f)
			if err != nil {
				return st, err
			}
			st.Axes = append(st.Axes, AxisStats{Code: a.Code, Name: a.Name, Cells: publish(cells)})
		}
	}
	for _, sc := range b.Scales {
		if b.Code == bank.Path {
			break // a path's 0 or 1 is counted in Paths
		}
		cells, err := h.cells(ctx, b.Code, "scale:"+sc.Code, "", f)
		if err != nil {
			return st, err
		}
		lo, hi := b.ScaleRange(sc.Code)
		values, sum, n := map[int]int{}, 0, 0
		for _, c := range cells {
			v, err := strconv.Atoi(c.Value)
			if err != nil {
				continue
			}
			values[v] += c.N
			sum, n = sum+v*c.N, n+c.N
		}
		if n < MinCell {
			continue
		}
		ss := ScaleStats{Code: sc.Code, Name: sc.Name, Min: lo, Max: hi, Bins: bins(values, lo, hi, max(1, (hi-lo)/8)), People: n}
		ss.Section, ss.SectionName = sectionOf(b, sc.Code)
		ss.Mean = round1(float64(sum) / float64(n))
		st.Scales = append(st.Scales, ss)
	}
	if st.ByProvince, err = h.grouped(ctx, b.Code, "province", f); err != nil {
		return st, err
	}
	for i, c := range st.ByProvince {
		if id, err := strconv.Atoi(c.Value); err == nil {
			if p, ok := data.ProvinceByID(id); ok {
				st.ByProvince[i].Name = p.Name
			} else if id == 0 {
				st.ByProvince[i].Name = "未填省份"
			}
		}
	}
	if st.ByWeek, err = h.grouped(ctx, b.Code, "week", f); err != nil {
		return st, err
	}
	if f == (Filter{}) { // the openings are counted for the whole test only
		opened, err := h.analytics.Opened(ctx, b.Code)
		if err != nil {
			return st, err
		}
		for _, k := range []struct{ kind, name string }{{"major", "专业"}, {"profession", "职业"}} {
			if o := opened[k.kind]; o[0] >= MinCell {
				st.Opened = append(st.Opened, OpenedStats{Kind: k.kind, Name: k.name, Results: o[0], Opening: o[1]})
			}
		}
	}
	return st, nil
}

func (h *Handler) cells(ctx context.Context, bankCode, measure, group string, f Filter) ([]Cell, error) {
	counts, err := h.analytics.Counts(ctx, bankCode, measure, group, f)
	if err != nil {
		return nil, err
	}
	out := make([]Cell, 0, len(counts))
	for _, c := range counts {
		v := c.Value
		if group != "" {
			v = c.Group
		}
		out = append(out, Cell{Value: v, Name: v, N: c.N})
	}
	return out, nil
}

// grouped counts people (each once, by their result code) per group value.
func (h *Handler) grouped(ctx context.Context, bankCode, group string, f Filter) ([]Cell, error) {
	cells, err := h.cells(ctx, bankCode, "code", group, f)
	if err != nil {
		return nil, err
	}
	sum := map[string]int{}
	var order []string
	for _, c := range cells {
		if _, ok := sum[c.Value]; !ok {
			order = append(order, c.Value)
		}
		sum[c.Value] += c.N
	}
	out := make([]Cell, 0, len(order))
	for _, v := range order {
		out = append(out, Cell{Value: v, Name: v, N: sum[v]})
	}
	return publish(out), nil
}

// named gives result codes and letters their Chinese names.
func named(b *bank.Bank, cells []Cell) []Cell {
	for i, c := range cells {
		switch {
		case b.Code == bank.Holland && len(c.Value) == 1:
			cells[i].Name = b.ScaleName(c.Value)
		case b.Code == bank.Type16:
			if t, ok := bank.TextOf(b.Code, c.Value); ok {
				cells[i].Name = t.Title
			}
		case b.Code == bank.BigFive:
			cells[i].Name = bigFiveName(b, c.Value)
		}
	}
	return cells
}

// bigFiveName reads E+A=C-S+O= as 外向性较高 宜人性中等 ….
func bigFiveName(b *bank.Bank, code string) string {
	out := ""
	for i := 0; i+1 < len(code); i += 2 {
		if out != "" {
			out += " "
		}
		out += b.ScaleName(code[i:i+1]) + levelNames[code[i+1:i+2]]
	}
	return out
}

// check refuses a filter naming no province, an impossible year or an unknown sex.
func (f Filter) check() error {
	if _, ok := data.ProvinceByID(f.ProvinceID); f.ProvinceID != 0 && !ok {
		return apperr.Invalid("没有这个省份")
	}
	if f.ExamYear != 0 && (f.ExamYear < 2000 || f.ExamYear > 2100) {
		return apperr.Invalid("高考年份无效")
	}
	if f.Sex < 0 || f.Sex > 2 {
		return apperr.Invalid("性别只能是 0（不限）、1（男）或 2（女）")
	}
	if !f.From.IsZero() && !f.To.IsZero() && f.To.Before(f.From) {
		return apperr.Invalid("结束周不能早于开始周")
	}
	return nil
}
