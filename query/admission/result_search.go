package admission

import (
	"context"
	"strings"
	"unicode/utf8"

	"zhiyuan/events/apperr"
	"zhiyuan/query/catalog"
)

// SearchInput is the body of GetAdmissionCollege, GetAdmissionMajor and GetAdmissionPlan.
type SearchInput struct {
	ProvinceId         int
	Year               int
	Track, Batch       string
	CollegeName        string
	MajorName          string
	ScoreMin, ScoreMax int
	RankMin, RankMax   int
	// SelectSubjects, when given, keeps only rows whose 选科要求 is known and met by them.
	SelectSubjects []string
	catalog.Paging
}

const maxSearchName = 30

// maxRank bounds a rank filter: above any province's candidates, and within
// the database's integer (a larger number failed the query with a 500).
const maxRank = 10_000_000

func (in SearchInput) filter(majors bool) (ResultFilter, catalog.Paging, error) {
	p, err := province(in.ProvinceId)
	if err != nil {
		return ResultFilter{}, in.Paging, err
	}
	if err := checkYear(in.Year); err != nil {
		return ResultFilter{}, in.Paging, err
	}
	f := ResultFilter{ProvinceID: p.ID, Year: in.Year, Track: strings.TrimSpace(in.Track), Batch: strings.TrimSpace(in.Batch),
		Majors: majors, CollegeName: strings.TrimSpace(in.CollegeName), MajorName: strings.TrimSpace(in.MajorName),
		ScoreMin: in.ScoreMin, ScoreMax: in.ScoreMax, RankMin: in.RankMin, RankMax: in.RankMax}
	subjects, err := checkSubjects(in.SelectSubjects)
	if err != nil {
		return f, in.Paging, err
	}
	f.Subjects = subjects
	if utf8.RuneCountInString(f.CollegeName) > maxSearchName || utf8.RuneCountInString(f.MajorName) > maxSearchName ||
		utf8.RuneCountInString(f.Track) > maxSearchName || utf8.RuneCountInString(f.Batch) > maxSearchName*2 {
		return f, in.Paging, apperr.Invalid("查询条件过长")
	}
	if f.ScoreMin < 0 || f.ScoreMax < 0 || f.ScoreMin > 900 || f.ScoreMax > 900 || (f.ScoreMax > 0 && f.ScoreMin > f.ScoreMax) {
		return f, in.Paging, apperr.Invalid("分数范围无效")
	}
	if f.RankMin < 0 || f.RankMax < 0 || f.RankMin > maxRank || f.RankMax > maxRank || (f.RankMax > 0 && f.RankMin > f.RankMax) {
		return f, in.Paging, apperr.Invalid("位次范围无效")
	}
	pg := in.Paging
	return f, pg, pg.Check()
}

// SearchResults pages the school/group-level (majors false) or major-level rows
// of a province and year.
func (h *ResultsHandler) SearchResults(ctx context.Context, in SearchInput, majors bool) (catalog.Page[ResultItem], error) {
	f, pg, err := in.filter(majors)
	if err != nil {
		return catalog.Page[ResultItem]{}, err
	}
	rows, total, err := h.results.SearchResults(ctx, f, pg)
	if err != nil {
		return catalog.Page[ResultItem]{}, err
	}
	if err := h.decorate(ctx, rows); err != nil {
		return catalog.Page[ResultItem]{}, err
	}
	return catalog.NewPage(pg, rows, total), nil
}

// SearchPlans pages the plan rows of a province and year.
func (h *ResultsHandler) SearchPlans(ctx context.Context, in SearchInput) (catalog.Page[PlanItem], error) {
	f, pg, err := in.filter(false)
	if err != nil {
		return catalog.Page[PlanItem]{}, err
	}
	rows, total, err := h.results.SearchPlans(ctx, f, pg)
	if err != nil {
		return catalog.Page[PlanItem]{}, err
	}
	if err := h.decoratePlans(ctx, rows); err != nil {
		return catalog.Page[PlanItem]{}, err
	}
	return catalog.NewPage(pg, rows, total), nil
}

// QueryParameters is the answer of the two GetAdmission*QueryParameters calls.
type QueryParameters struct {
	Years   []int
	Tracks  []Facet
	Batches []Facet
	Levels  []string // of all years
	// YearLevels: the levels each year publishes (浙江 and 山东 only majors), newest first.
	YearLevels []YearLevels
}

// YearLevels are the levels (school, group, major) one year's results hold.
type YearLevels struct {
	Year   int
	Levels []string
}

// QueryParameters lists what a province's results (plans false) or plans hold.
func (h *ResultsHandler) QueryParameters(ctx context.Context, provinceID int, plans bool) (*QueryParameters, string, error) {
	p, err := province(provinceID)
	if err != nil {
		return nil, "", err
	}
	facets, err := h.results.Facets(ctx, p.ID, plans)
	if err != nil {
		return nil, "", err
	}
	out := &QueryParameters{Years: []int{}, Tracks: []Facet{}, Batches: []Facet{}, Levels: []string{}, YearLevels: []YearLevels{}}
	seenY, seenL, seenYL := map[int]bool{}, map[string]bool{}, map[Facet]bool{}
	tracks, batches := map[Facet]int{}, map[Facet]int{}
	for _, f := range facets { // newest year first
		if !seenY[f.Year] {
			seenY[f.Year] = true
			out.Years = append(out.Years, f.Year)
			if !plans {
				out.YearLevels = append(out.YearLevels, YearLevels{Year: f.Year, Levels: []string{}})
			}
		}
		if f.Level != "" && !seenL[f.Level] {
			seenL[f.Level] = true
			out.Levels = append(out.Levels, f.Level)
		}
		if yl := (Facet{Year: f.Year, Level: f.Level}); f.Level != "" && !seenYL[yl] {
			seenYL[yl] = true
			last := &out.YearLevels[len(out.YearLevels)-1]
			last.Levels = append(last.Levels, f.Level)
		}
		add := func(k Facet, index map[Facet]int, list *[]Facet) {
			if i, ok := index[k]; ok {
				(*list)[i].Count += f.Count
				return
			}
			index[k] = len(*list)
			k.Count = f.Count
			*list = append(*list, k)
		}
		add(Facet{Year: f.Year, Track: f.Track}, tracks, &out.Tracks)
		add(Facet{Year: f.Year, Track: f.Track, Batch: f.Batch}, batches, &out.Batches)
	}
	if len(out.Years) == 0 {
		what := map[bool]string{true: "招生计划", false: "投档线"}[plans]
		return out, "暂无" + p.Name + "的" + what + "数据", nil
	}
	return out, "", nil
}
