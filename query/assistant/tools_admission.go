package assistant

import (
	"context"
	"sort"
	"strings"

	"zhiyuan/data"
	dadmission "zhiyuan/data/admission"
	"zhiyuan/events"
	qadmission "zhiyuan/query/admission"
)

var admissionTools = []*Tool{
	{Name: "score_rank", Label: "查一分一段表", Description: "分数换位次：某省某年某科类的一分一段表中，一个分数的位次",
		Params: []string{"province_id", "year", "track", "score"}, Required: []string{"province_id", "year", "score"}, Run: runScoreRank},
	{Name: "equivalent", Label: "换算等位分", Description: "等位分：把今年的分数按位次换算到往年",
		Params: []string{"province_id", "year", "track", "score"}, Required: []string{"province_id", "year", "score"}, Run: runEquivalent},
	{Name: "batch_lines", Label: "查批次线", Description: "某省某年的批次线（省控线）",
		Params: []string{"province_id", "year", "track"}, Required: []string{"province_id"}, Run: runBatchLines},
	{Name: "school_lines", Label: "查院校投档线", Description: "某院校在某省的历年投档线/最低分和位次",
		Params: []string{"province_id", "college_code", "year", "track"}, Required: []string{"province_id", "college_code"}, Run: runSchoolLines},
	{Name: "major_lines", Label: "查专业录取分", Description: "某院校某专业在某省的历年录取分",
		Params: []string{"province_id", "college_code", "major", "year", "track"}, Required: []string{"province_id", "college_code", "major"}, Run: runMajorLines},
	{Name: "school_plans", Label: "查招生计划", Description: "某院校在某省的招生计划、选科要求和学费",
		Params: []string{"province_id", "college_code", "year", "track"}, Required: []string{"province_id", "college_code"}, Run: runSchoolPlans},
	{Name: "major_subjects", Label: "查专业选科要求", Description: "某专业在某省最新招生计划中各校的选科要求分布",
		Params: []string{"province_id", "major", "year", "track"}, Required: []string{"province_id", "major"}, Run: runMajorSubjects},
}

// trackInput turns a track name into the query's input for the province's mode that year. In a
// 3+1+2 year 理科 and 文科 mean 物理类 and 历史类; before it, the reverse.
func trackInput(p data.Province, year int, track string) qadmission.TrackInput {
	in := qadmission.TrackInput{ProvinceId: p.ID, Year: year}
	switch p.ModeFor(year) {
	case dadmission.Mode312:
		switch track {
		case dadmission.TrackPhysics, dadmission.TrackScience:
			in.SelectSubject = "物理"
		case dadmission.TrackHistory, dadmission.TrackLiberal:
			in.SelectSubject = "历史"
		}
	case dadmission.ModeTraditional:
		switch track {
		case dadmission.TrackScience, dadmission.TrackPhysics:
			in.SubjectType = dadmission.SubjectTypeScience
		case dadmission.TrackLiberal, dadmission.TrackHistory:
			in.SubjectType = dadmission.SubjectTypeLiberal
		}
	}
	return in
}

func provinceOf(a Args) data.Province {
	p, _ := data.ProvinceByID(a.Province)
	return p
}

func runScoreRank(ctx context.Context, e *Engine, a Args) (Output, error) {
	score := a.Score
	r, err := e.d.Admission.LineRank(ctx, qadmission.ScoreInput{TrackInput: trackInput(provinceOf(a), a.Year, a.Track), Score: &score})
	if err != nil {
		return Output{}, err
	}
	out := Output{Data: r, Message: r.Message}
	if r.Source != nil {
		out.Sources = []events.ChatCitation{admissionCite(r.Source)}
	}
	return out, nil
}

func runEquivalent(ctx context.Context, e *Engine, a Args) (Output, error) {
	score := a.Score
	r, err := e.d.Admission.LineRankEquivalent(ctx, qadmission.ScoreInput{TrackInput: trackInput(provinceOf(a), a.Year, a.Track), Score: &score})
	if err != nil {
		return Output{}, err
	}
	out := Output{Data: r, Message: r.Current.Message}
	if r.Current.Source != nil {
		out.Sources = append(out.Sources, admissionCite(r.Current.Source))
	}
	for _, it := range r.List {
		if it.Source != nil {
			out.Sources = append(out.Sources, admissionCite(it.Source))
		}
	}
	return out, nil
}

func runBatchLines(ctx context.Context, e *Engine, a Args) (Output, error) {
	r, msg, err := e.d.Admission.LineBatchList(ctx, qadmission.YearInput{ProvinceId: a.Province, Year: a.Year})
	if err != nil {
		return Output{}, err
	}
	var keep []qadmission.BatchLine
	for _, l := range r.List {
		if l.Track == "" || trackFits(l.Track, a.Track) {
			keep = append(keep, l)
		}
	}
	r.List = keep
	out := Output{Data: r, Message: msg}
	for _, l := range keep {
		if l.Source != nil {
			out.Sources = append(out.Sources, admissionCite(l.Source))
		}
	}
	return out, nil
}

// sameTrack tells 物理类 from 理科 as the same kind of candidate (the tables name them per year).
func sameTrack(a, b string) bool {
	return (sciences[a] && sciences[b]) || (humanities[a] && humanities[b])
}

// trackFits tells whether a row of track row answers a question about track want ("" any).
func trackFits(row, want string) bool {
	return want == "" || row == want || sameTrack(row, want)
}

var (
	sciences   = map[string]bool{dadmission.TrackPhysics: true, dadmission.TrackScience: true}
	humanities = map[string]bool{dadmission.TrackHistory: true, dadmission.TrackLiberal: true}
)

// schoolRows keeps a year's rows of one track (year 0: the newest year with rows).
func schoolRows(list []qadmission.ResultItem, year int, track string) ([]qadmission.ResultItem, int) {
	if year == 0 {
		for _, r := range list {
			if trackFits(r.Track, track) && r.Year > year {
				year = r.Year
			}
		}
	}
	var out []qadmission.ResultItem
	for _, r := range list {
		if r.Year == year && trackFits(r.Track, track) {
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return minScore(out[i]) > minScore(out[j]) })
	return out, year
}

func minScore(r qadmission.ResultItem) int {
	if r.MinScore == nil {
		return -1
	}
	return *r.MinScore
}

// SchoolResult is what the line tools answer: the college, the year shown and its rows.
type SchoolResult struct {
	CollegeName string
	Year        int
	Years       []int
	List        []qadmission.ResultItem
}

func runSchoolLines(ctx context.Context, e *Engine, a Args) (Output, error) {
	return schoolResults(ctx, e, a, false)
}

func runMajorLines(ctx context.Context, e *Engine, a Args) (Output, error) {
	return schoolResults(ctx, e, a, true)
}

func schoolResults(ctx context.Context, e *Engine, a Args, majors bool) (Output, error) {
	r, msg, err := e.d.Results.SchoolLines(ctx, qadmission.SchoolInput{ProvinceId: a.Province, CollegeId: a.College}, majors)
	if err != nil {
		return Output{}, err
	}
	list := r.List
	if majors {
		list = nil
		for _, row := range r.List {
			if matchesMajor(row.MajorCode, row.MajorName, a.Major) {
				list = append(list, row)
			}
		}
	}
	rows, year := schoolRows(list, a.Year, a.Track)
	if len(rows) > 12 {
		rows = rows[:12]
	}
	out := Output{Data: SchoolResult{CollegeName: r.CollegeName, Year: year, Years: r.Years, List: rows}, Message: msg}
	for _, row := range rows {
		out.Sources = append(out.Sources, admissionCite(row.Source))
	}
	return out, nil
}

// matchesMajor: a major's code, or its name containing the words asked (a name printed with
// its 括注 still matches).
func matchesMajor(code, name, want string) bool {
	want = strings.TrimSpace(want)
	if want == "" {
		return true
	}
	if m, ok := majorName(want); ok {
		want = m
	}
	return code == want || strings.Contains(name, want)
}

// PlanResult is the plan tool's answer: the year's rows and their totals per track.
type PlanResult struct {
	CollegeName string
	Year        int
	Totals      map[string]int // track → planned places of the rows that print a number
	List        []qadmission.PlanItem
}

func runSchoolPlans(ctx context.Context, e *Engine, a Args) (Output, error) {
	r, msg, err := e.d.Results.EnrollmentPlan(ctx, qadmission.SchoolInput{ProvinceId: a.Province, CollegeId: a.College})
	if err != nil {
		return Output{}, err
	}
	year := a.Year
	if year == 0 && len(r.Years) > 0 {
		year = r.Years[0]
	}
	res := PlanResult{CollegeName: r.CollegeName, Year: year, Totals: map[string]int{}}
	for _, p := range r.List {
		if p.Year != year || !trackFits(p.Track, a.Track) {
			continue
		}
		res.List = append(res.List, p)
		if p.PlanCount != nil {
			res.Totals[p.Track] += *p.PlanCount
		}
	}
	out := Output{Data: res, Message: msg}
	for i, p := range res.List {
		if i == 12 {
			res.List = res.List[:12]
			out.Data = res
			break
		}
		out.Sources = append(out.Sources, admissionCite(p.Source))
	}
	return out, nil
}
