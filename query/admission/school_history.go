package admission

import (
	"context"
	"sort"
	"strings"
	"unicode/utf8"

	"zhiyuan/events/apperr"
)

// SchoolInput selects one college's rows in a province.
type SchoolInput struct {
	ProvinceId    int
	CollegeId     string
	Year          int
	SubjectType   int
	SelectSubject string
	Batch         string
}

// SchoolLines is the answer of LineSchooScoreList and LineSpecialtyScoreList.
type SchoolLines struct {
	CollegeCode string
	CollegeName string
	Years       []int
	List        []ResultItem
}

func checkCollege(id string) (string, error) {
	id = strings.TrimSpace(id)
	if id == "" {
		return "", apperr.Invalid("请选择院校")
	}
	if utf8.RuneCountInString(id) > 20 {
		return "", apperr.Invalid("院校编号无效")
	}
	return id, nil
}

// SchoolLines lists a college's lines in a province (majors: the major-level
// rows), optionally for one year, track and batch.
func (h *ResultsHandler) SchoolLines(ctx context.Context, in SchoolInput, majors bool) (*SchoolLines, string, error) {
	p, err := province(in.ProvinceId)
	if err != nil {
		return nil, "", err
	}
	code, err := checkCollege(in.CollegeId)
	if err != nil {
		return nil, "", err
	}
	track := ""
	if in.Year != 0 && (in.SubjectType != 0 || in.SelectSubject != "") {
		q, err := TrackInput{ProvinceId: in.ProvinceId, Year: in.Year, SubjectType: in.SubjectType, SelectSubject: in.SelectSubject}.check()
		if err != nil {
			return nil, "", err
		}
		track = q.track
	} else if in.Year != 0 {
		if err := checkYear(in.Year); err != nil {
			return nil, "", err
		}
	}
	rows, err := h.results.SchoolResults(ctx, code, p.ID, majors)
	if err != nil {
		return nil, "", err
	}
	out := &SchoolLines{CollegeCode: code, Years: []int{}, List: []ResultItem{}}
	if len(rows) > 0 {
		out.CollegeName = rows[0].CollegeName // the catalogue name, joined to every row
	} else if out.CollegeName, err = h.results.CollegeName(ctx, code); err != nil {
		return nil, "", err
	}
	seen := map[int]bool{}
	for _, r := range rows {
		if !seen[r.Year] {
			seen[r.Year] = true
			out.Years = append(out.Years, r.Year)
		}
		if (in.Year == 0 || r.Year == in.Year) && (track == "" || r.Track == track) && (in.Batch == "" || r.Batch == in.Batch) {
			out.List = append(out.List, r)
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(out.Years)))
	if err := h.decorate(ctx, out.List); err != nil {
		return nil, "", err
	}
	if len(out.List) == 0 {
		return out, "暂无该校在" + p.Name + "的" + map[bool]string{true: "专业录取分数", false: "投档线"}[majors] + "数据", nil
	}
	return out, "", nil
}

// SchoolBatches lists the (year, track, batch) of a college's rows in a province.
func (h *ResultsHandler) SchoolBatches(ctx context.Context, provinceID int, collegeID string, majors bool) ([]Facet, error) {
	p, err := province(provinceID)
	if err != nil {
		return nil, err
	}
	code, err := checkCollege(collegeID)
	if err != nil {
		return nil, err
	}
	rows, err := h.results.SchoolResults(ctx, code, p.ID, majors)
	if err != nil {
		return nil, err
	}
	out := []Facet{}
	index := map[Facet]int{}
	for _, r := range rows {
		k := Facet{Year: r.Year, Track: r.Track, Batch: r.Batch}
		if i, ok := index[k]; ok {
			out[i].Count++
			continue
		}
		index[k] = len(out)
		k.Count = 1
		out = append(out, k)
	}
	return out, nil
}

// SchoolPlans is the answer of Public/EnrollmentPlan.
type SchoolPlans struct {
	CollegeCode string
	CollegeName string
	Years       []int
	List        []PlanItem
}

// EnrollmentPlan lists a college's plans in a province, optionally for one year.
func (h *ResultsHandler) EnrollmentPlan(ctx context.Context, in SchoolInput) (*SchoolPlans, string, error) {
	p, err := province(in.ProvinceId)
	if err != nil {
		return nil, "", err
	}
	code, err := checkCollege(in.CollegeId)
	if err != nil {
		return nil, "", err
	}
	rows, err := h.results.SchoolPlans(ctx, code, p.ID)
	if err != nil {
		return nil, "", err
	}
	name, err := h.results.CollegeName(ctx, code)
	if err != nil {
		return nil, "", err
	}
	out := &SchoolPlans{CollegeCode: code, CollegeName: name, Years: []int{}, List: []PlanItem{}}
	seen := map[int]bool{}
	for _, r := range rows {
		if !seen[r.Year] {
			seen[r.Year] = true
			out.Years = append(out.Years, r.Year)
		}
		if in.Year == 0 || r.Year == in.Year {
			out.List = append(out.List, r)
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(out.Years)))
	if err := h.decoratePlans(ctx, out.List); err != nil {
		return nil, "", err
	}
	if len(out.List) == 0 {
		return out, "暂无该校在" + p.Name + "的招生计划数据", nil
	}
	return out, "", nil
}
