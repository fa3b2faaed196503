package wishtable

import (
	"context"
	"sort"
	"time"

	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/events/apperr"
	qadmission "zhiyuan/query/admission"
)

// ProvinceRule is how a province's wish table is laid out in an exam year (Wish/WishProvince*).
type ProvinceRule struct {
	ProvinceId   int
	ProvinceName string
	Year         int
	Mode         string // group, major, school; "" when no source names the unit
	ModeName     string
	MaxUnits     int // 0: unverified
	MaxMajors    int
	Verified     bool
	RuleYear     int    // the year whose published rule the layout follows (2026 for 2027)
	Basis        string // "按2026年规则" when RuleYear is not Year, else ""
	Adjust       string // yes: 调剂 inside the unit, no, "" unverified
	Batches      []string
	Note         string
}

// Years are the exam years a wish table can be made for, newest first: the rules' years up to
// the coming exam; current is the season's year (data.SeasonYear), the default.
func (h *Handler) Years() (years []int, current int) {
	current = data.SeasonYear(h.now(), 0)
	for y := ComingExam(h.now()); y >= admission.RulesFirstYear; y-- {
		years = append(years, y)
	}
	return years, current
}

// ComingExam is the next June exam (data.ComingExam).
func ComingExam(now time.Time) int { return data.ComingExam(now) }

// Rule answers one province's layout for a year (0: the coming exam).
func (h *Handler) Rule(provinceID, year int) (*ProvinceRule, error) {
	p, ok := data.ProvinceByID(provinceID)
	if !ok {
		return nil, apperr.Invalid("请选择招生省份")
	}
	if year == 0 {
		year = data.SeasonYear(h.now(), p.ID)
	}
	if year < admission.RulesFirstYear || year > ComingExam(h.now()) {
		return nil, apperr.Invalid("年份无效")
	}
	out := &ProvinceRule{ProvinceId: p.ID, ProvinceName: p.Name, Year: year, Batches: []string{}}
	if f, ok := admission.FillingRuleFor(p.ID, year); ok {
		out.Mode, out.ModeName, out.MaxUnits, out.MaxMajors = f.Level, modeNames[f.Level], f.MaxUnits, f.MaxMajors
		out.Verified, out.RuleYear, out.Basis, out.Adjust, out.Note = f.Verified, f.RuleYear, f.Basis, f.AdjustInUnit, f.Note
	} else {
		out.Note = admission.Unverified + "：没有来源给出本省的填报单位，暂不能建志愿表"
	}
	if r, ok := admission.RuleOf(p.ID, min(year, admission.RulesLastYear)); ok && len(r.Batches) > 0 {
		out.Batches = r.Batches
	}
	return out, nil
}

// Rules answers every province's layout for a year.
func (h *Handler) Rules(year int) ([]ProvinceRule, error) {
	var out []ProvinceRule
	for _, p := range data.Provinces() {
		r, err := h.Rule(p.ID, year)
		if err != nil {
			return nil, err
		}
		out = append(out, *r)
	}
	return out, nil
}

// HeadYears are the years a table's history columns show: up to three years with published
// results before the exam year, newest first.
func (h *Handler) HeadYears(ctx context.Context, results *qadmission.ResultsHandler, provinceID, year int) ([]int, error) {
	if _, err := h.Rule(provinceID, year); err != nil {
		return nil, err
	}
	qp, _, err := results.QueryParameters(ctx, provinceID, false)
	if err != nil {
		return nil, err
	}
	years := append([]int{}, qp.Years...)
	sort.Sort(sort.Reverse(sort.IntSlice(years)))
	out := []int{}
	for _, y := range years {
		if y < year && len(out) < 3 {
			out = append(out, y)
		}
	}
	return out, nil
}
