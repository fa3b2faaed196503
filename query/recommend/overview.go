package recommend

import (
	"context"
	"fmt"
	"math"

	"zhiyuan/events/apperr"
)

// Overview is the answer of GetRecommend: the stat and the first units of each label.
type Overview struct {
	Stat  *Stat
	Lists map[string][]Item // 冲, 稳, 保: the first three of each
}

// Overview answers the stat and a glimpse of each label.
func (h *Handler) Overview(ctx context.Context, in Input, predicted bool, preferred ...string) (*Overview, error) {
	st, err := h.Stat(ctx, in, predicted, preferred...)
	if err != nil {
		return nil, err
	}
	out := &Overview{Stat: st, Lists: map[string][]Item{}}
	in.Level = st.Level
	for _, label := range []string{"冲", "稳", "保"} {
		in.Label, in.PageIndex, in.PageSize = label, 1, 10
		l, err := h.List(ctx, in, predicted, preferred...)
		if err != nil {
			return nil, err
		}
		out.Lists[label] = l.List[:min(3, len(l.List))]
	}
	return out, nil
}

// GroupMajor is one major of a 院校专业组 in the exam year's plan, with its own probability where
// the province publishes major-level results.
type GroupMajor struct {
	MajorName   string
	Plan        int
	Requirement string
	Tuition     int
	Probability *float64 // the major's own, percent; nil when none
	Label       string
	Reason      string
}

// GroupMajors is the answer of GetRecommendMajorList.
type GroupMajors struct {
	Unit    Item
	Year    int // the plan year
	Majors  []GroupMajor
	Message string
}

// GroupMajors lists the majors inside a group unit (the 院校专业组 filling mode).
func (h *Handler) GroupMajors(ctx context.Context, in Input, key string, predicted bool) (*GroupMajors, error) {
	if key == "" || len(key) > 200 {
		return nil, apperr.Invalid("请选择院校专业组")
	}
	in.Level, in.Label = "group", ""
	r, err := h.evaluate(ctx, &in, predicted, []string{"group"})
	if nt, ok := err.(noTableError); ok {
		return nil, apperr.Invalid(nt.msg)
	}
	if err != nil {
		return nil, err
	}
	var unit *scored
	for i := range r.units {
		if r.units[i].u.Key == key {
			unit = &r.units[i]
		}
	}
	if unit == nil {
		return nil, apperr.Invalid("没有这个院校专业组")
	}
	out := &GroupMajors{Unit: r.item(*unit), Year: r.target, Majors: []GroupMajor{}}
	if out.Unit.PlanYear > 0 {
		out.Year = out.Unit.PlanYear // the exam year's plan is not out yet: the newest one, said by Year
	}
	rows, err := h.rm.Plans(ctx, r.p.ID, out.Year)
	if err != nil {
		return nil, err
	}
	in.Level = "major"
	majors, err := h.evaluate(ctx, &in, predicted, []string{"major"})
	if err != nil {
		return nil, err
	}
	byKey := map[string]scored{}
	for _, s := range majors.units {
		byKey[s.u.Key] = s
	}
	for _, p := range rows {
		row := Row{Level: "group", Track: p.Track, SchoolCode: p.SchoolCode, SchoolName: p.SchoolName, CollegeCode: p.College, GroupCode: p.GroupCode}
		if p.Track != unit.u.Track || r.p.Schools.Key(row) != key {
			continue
		}
		m := GroupMajor{MajorName: p.MajorName, Plan: p.PlanCount, Requirement: p.Requirement, Tuition: p.Tuition,
			Reason: "该省只公布到院校专业组，没有该专业自己的录取数据"}
		row.Level, row.MajorName = "major", p.MajorName
		if s, ok := byKey[r.p.Schools.Key(row)]; ok {
			m.Reason = s.reason
			if s.prob >= 0 {
				v := math.Round(1000*s.prob) / 10
				m.Probability, m.Label, m.Reason = &v, s.label, ""
			}
		}
		out.Majors = append(out.Majors, m)
	}
	if len(out.Majors) == 0 {
		out.Message = fmt.Sprintf("暂无该专业组%d年的招生计划", out.Year)
	}
	return out, nil
}
