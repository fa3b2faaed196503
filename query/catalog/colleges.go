package catalog

import (
	"context"

	"zhiyuan/events/apperr"
)

// Colleges answers the College and School calls and the Data/Options lists of
// the university filter panel.
type Colleges struct {
	rm      CollegeReadModel
	names   CollegeNameIndex // nil: name search falls back to the read model's substring match
	lines   LineFilter       // nil: no admission data to filter by
	ranking AdmissionRanking // nil: no ranking by admission rank
}

func NewColleges(rm CollegeReadModel, names CollegeNameIndex) *Colleges {
	return &Colleges{rm: rm, names: names}
}

// CollegeListRequest is College/GetCollegeList = School/SchoolList.
type CollegeListRequest struct {
	CollegeFilterInput
	Paging
	SchoolHisotyScore *HistoryScore // nil: no score condition
}

// List is College/GetCollegeList: the colleges matching the filter, 985, 211 and
// 双一流 first, then 本科 before 专科, then by code; with a score query, the
// colleges it matched, each with its matched line, closest to the score first.
func (h *Colleges) List(ctx context.Context, in CollegeListRequest) (Page[CollegeItem], error) {
	f, err := in.Filter()
	if err != nil {
		return Page[CollegeItem]{}, err
	}
	if err := in.Paging.Check(); err != nil {
		return Page[CollegeItem]{}, err
	}
	if in.SchoolHisotyScore != nil && h.lines != nil {
		return h.listByLines(ctx, in, f)
	}
	list, total, err := h.rm.Colleges(ctx, f, in.Offset(), in.PageSize)
	return NewPage(in.Paging, list, total), err
}

// Info is College/GetCollegeInfo: one college with the majors it offers.
func (h *Colleges) Info(ctx context.Context, id string) (*CollegeDetail, error) {
	d, err := h.detail(ctx, id)
	if err != nil {
		return nil, err
	}
	if d.Majors, err = h.rm.CollegeMajors(ctx, d.CollegeCode); err != nil {
		return nil, err
	}
	d.Source, err = collegeSource(ctx, h.rm, len(d.Majors) > 0)
	return d, err
}

// detail reads a college without its majors; 404 when the id is unknown.
func (h *Colleges) detail(ctx context.Context, id string) (*CollegeDetail, error) {
	code, err := collegeID(id)
	if err != nil {
		return nil, err
	}
	d, err := h.rm.College(ctx, code)
	if err != nil {
		return nil, err
	}
	if d == nil {
		return nil, apperr.NotFound("未找到该院校")
	}
	if d.Aliases == nil {
		d.Aliases = []string{}
	}
	if d.Abbreviations == nil {
		d.Abbreviations = []string{}
	}
	d.CoordSystem = "BD-09" // the source geocoded with Baidu Maps (data/catalog/README.md)
	return d, nil
}

// StrengthMajor is a major in GetCollegeMajorStrengthList.
type StrengthMajor struct {
	Code, Name, ClassName string
}

// StrengthGroup is the majors of one 学科门类.
type StrengthGroup struct {
	CategoryCode, CategoryName string
	Majors                     []StrengthMajor
}

// MajorStrength is College/GetCollegeMajorStrengthList.
type MajorStrength struct {
	Note   string
	Groups []StrengthGroup
}

// strengthNote says what the list is and is not: no discipline assessment data exists.
const strengthNote = "暂无学科评估等衡量专业实力的权威数据。以下按学科门类列出该校开设的本科专业（来源：阳光高考平台），不代表专业强弱。"

// MajorStrength is College/GetCollegeMajorStrengthList: the college's majors by 门类.
func (h *Colleges) MajorStrength(ctx context.Context, id string) (MajorStrength, error) {
	d, err := h.detail(ctx, id)
	if err != nil {
		return MajorStrength{}, err
	}
	majors, err := h.rm.CollegeMajors(ctx, d.CollegeCode)
	if err != nil {
		return MajorStrength{}, err
	}
	out := MajorStrength{Note: strengthNote, Groups: []StrengthGroup{}}
	if len(majors) == 0 {
		out.Note += "该校暂无开设本科专业的数据。"
	}
	at := map[string]int{}
	for _, m := range majors {
		i, ok := at[m.CategoryCode]
		if !ok {
			i = len(out.Groups)
			at[m.CategoryCode] = i
			out.Groups = append(out.Groups, StrengthGroup{CategoryCode: m.CategoryCode, CategoryName: m.CategoryName})
		}
		out.Groups[i].Majors = append(out.Groups[i].Majors, StrengthMajor{Code: m.Code, Name: m.Name, ClassName: m.ClassName})
	}
	return out, nil
}
