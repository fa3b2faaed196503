package catalog

import (
	"context"

	"zhiyuan/events/apperr"
)

// Compare bounds (SPEC: the compare bar holds up to four schools).
const (
	minCompare = 2
	maxCompare = 4
)

// CommonMajor is a major every compared college offers.
type CommonMajor struct {
	Code, Name string
}

// CollegeCompare is College/GetCollegeCompare.
type CollegeCompare struct {
	List             []CollegeDetail // without Majors; MajorCount says how many
	CommonMajorCount int
	CommonMajors     []CommonMajor
}

// Compare is College/GetCollegeCompare = School/CompareCollege: 2–4 distinct
// colleges side by side and the majors they all offer (in catalogue order).
func (h *Colleges) Compare(ctx context.Context, ids []string) (CollegeCompare, error) {
	if len(ids) < minCompare || len(ids) > maxCompare {
		return CollegeCompare{}, apperr.Invalid("请选择 2～4 所院校进行对比")
	}
	seen := map[string]bool{}
	codes := make([]string, 0, len(ids))
	for _, id := range ids {
		code, err := collegeID(id)
		if err != nil {
			return CollegeCompare{}, err
		}
		if seen[code] {
			return CollegeCompare{}, apperr.Invalid("对比的院校不能重复")
		}
		seen[code] = true
		codes = append(codes, code)
	}
	out := CollegeCompare{List: []CollegeDetail{}, CommonMajors: []CommonMajor{}}
	var common []MajorRef
	for i, code := range codes {
		d, err := h.detail(ctx, code)
		if err != nil {
			return CollegeCompare{}, err
		}
		majors, err := h.rm.CollegeMajors(ctx, d.CollegeCode)
		if err != nil {
			return CollegeCompare{}, err
		}
		if i == 0 {
			common = majors
		} else {
			common = intersectMajors(common, majors)
		}
		out.List = append(out.List, *d)
	}
	source, err := collegeSource(ctx, h.rm, true)
	if err != nil {
		return CollegeCompare{}, err
	}
	for i := range out.List {
		out.List[i].Source = source
	}
	for _, m := range common {
		out.CommonMajors = append(out.CommonMajors, CommonMajor{Code: m.Code, Name: m.Name})
	}
	out.CommonMajorCount = len(out.CommonMajors)
	return out, nil
}

// intersectMajors keeps the majors of a that b also has, in a's order.
func intersectMajors(a, b []MajorRef) []MajorRef {
	in := make(map[string]bool, len(b))
	for _, m := range b {
		in[m.Code] = true
	}
	var out []MajorRef
	for _, m := range a {
		if in[m.Code] {
			out = append(out, m)
		}
	}
	return out
}
