package admission

import (
	"context"
	"fmt"

	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/events/apperr"
	"zhiyuan/query/catalog"
)

// DiagnosisReadModel compares a rank with the schools' past lines.
type DiagnosisReadModel interface {
	// LineYears lists the years with school/group-level lines of a province and track, newest first.
	LineYears(ctx context.Context, provinceID int, track string) ([]int, error)
	// NearRank pages the school/group-level lines of a year with a rank (printed or
	// converted), nearest to the rank first, optionally in one college province.
	NearRank(ctx context.Context, f DiagnosisFilter, p catalog.Paging) ([]ResultItem, int, error)
	// Areas counts, per college province, the colleges with a line the rank reaches.
	Areas(ctx context.Context, f DiagnosisFilter) ([]AreaCount, error)
}

// DiagnosisFilter selects the lines compared with the candidate's rank.
type DiagnosisFilter struct {
	Basis             Basis // the table the rank came from (not a filter: said in the answer)
	ProvinceID, Year  int
	Track             string
	Rank              int
	CollegeProvinceID int // 0: any
	Reachable         *bool
	// Subjects (new gaokao): leave out the lines whose published 选科要求 they do not meet;
	// lines without a published requirement stay.
	Subjects []string
}

// AreaCount is one item of Public/LineDiagnosisArea.
type AreaCount struct {
	ProvinceId   int
	ProvinceName string
	Count        int
}

// DiagnosisItem is a past line with the candidate's distance to it.
type DiagnosisItem struct {
	ResultItem
	LineRank  int  // the line's rank (printed, else converted)
	RankGap   int  // LineRank − the candidate's rank: ≥ 0 means the candidate ranks at or ahead of it
	Reachable bool // RankGap ≥ 0
}

// DiagnosisInput pages the comparison (Year: the results year, default the newest).
type DiagnosisInput struct {
	Year              int
	CollegeProvinceId int
	Reachable         *bool
	catalog.Paging
}

// DiagnosisPage is the answer of LineDiagnosisList and LineDiagnosisPaged.
type DiagnosisPage struct {
	catalog.Page[DiagnosisItem]
	Years     []int
	Year      int
	Rank      int
	TableYear int    // the table Rank came from: the exam year's, or the newest before it is published
	Basis     string // 按2026年一分一段表换算（2027年一分一段表尚未公布）; "" for the exam year's own table
	Message   string `json:",omitempty"`
}

// diagnosisBase places the candidate and picks the results year.
func (h *ResultsHandler) diagnosisBase(ctx context.Context, c Candidate, year int) (DiagnosisFilter, []int, string, error) {
	q, score, err := c.check()
	if err != nil {
		return DiagnosisFilter{}, nil, "", err
	}
	t, basis, err := TableFor(ctx, h.rm, q.province, q.year, q.track)
	if err != nil {
		return DiagnosisFilter{}, nil, "", err
	}
	r := t.Lookup(score)
	if r.Status == admission.AboveTop { // the top band: see LineRank
		r = t.Lookup(t.Bands[0].Low)
	}
	years, err := h.diagnosis.LineYears(ctx, q.province.ID, q.track)
	if err != nil {
		return DiagnosisFilter{}, nil, "", err
	}
	if years == nil {
		years = []int{}
	}
	f := DiagnosisFilter{Basis: basis, ProvinceID: q.province.ID, Track: q.track, Rank: r.Rank, Year: year}
	if q.track != admission.TrackLiberal && q.track != admission.TrackScience {
		f.Subjects = knownSubjects(c.SelectSubjects)
	}
	if r.Status == admission.NoTable {
		return f, years, noTable(q.province.Name, q.year, q.track) + "，无法按位次与院校往年投档线比较", nil
	}
	if !r.Status.Ranked() {
		return f, years, rankMessage(r, score) + "，无法按位次与院校往年投档线比较", nil
	}
	if len(years) == 0 {
		return f, years, fmt.Sprintf("暂无%s%s院校投档线数据", q.province.Name, q.track), nil
	}
	if f.Year == 0 {
		f.Year = years[0]
	}
	return f, years, "", nil
}

// LineDiagnosisPaged lists the schools' past lines nearest to the candidate's rank.
func (h *ResultsHandler) LineDiagnosisPaged(ctx context.Context, c Candidate, in DiagnosisInput) (*DiagnosisPage, error) {
	if err := in.Paging.Check(); err != nil {
		return nil, err
	}
	if in.Year != 0 {
		if err := checkYear(in.Year); err != nil {
			return nil, err
		}
	}
	if in.CollegeProvinceId != 0 {
		if _, ok := data.ProvinceByID(in.CollegeProvinceId); !ok {
			return nil, apperr.Invalid("院校省份无效")
		}
	}
	f, years, msg, err := h.diagnosisBase(ctx, c, in.Year)
	if err != nil {
		return nil, err
	}
	out := &DiagnosisPage{Page: catalog.NewPage[DiagnosisItem](in.Paging, nil, 0), Years: years, Year: f.Year, Rank: f.Rank,
		TableYear: f.Basis.DataYear, Basis: f.Basis.Text, Message: msg}
	if msg != "" {
		return out, nil
	}
	f.CollegeProvinceID, f.Reachable = in.CollegeProvinceId, in.Reachable
	rows, total, err := h.diagnosis.NearRank(ctx, f, in.Paging)
	if err != nil {
		return nil, err
	}
	if err := h.decorate(ctx, rows); err != nil {
		return nil, err
	}
	items := make([]DiagnosisItem, 0, len(rows))
	for _, r := range rows {
		lr := r.MinRank
		if lr == nil {
			lr = r.ConvertedRank
		}
		it := DiagnosisItem{ResultItem: r}
		if lr != nil {
			it.LineRank, it.RankGap, it.Reachable = *lr, *lr-f.Rank, *lr >= f.Rank
		}
		items = append(items, it)
	}
	out.Page = catalog.NewPage(in.Paging, items, total)
	return out, nil
}

// LineDiagnosisArea counts, per college province, the colleges whose line the
// candidate's rank reaches in the results year.
func (h *ResultsHandler) LineDiagnosisArea(ctx context.Context, c Candidate, year int) ([]AreaCount, string, error) {
	if year != 0 {
		if err := checkYear(year); err != nil {
			return []AreaCount{}, "", err
		}
	}
	f, _, msg, err := h.diagnosisBase(ctx, c, year)
	if err != nil || msg != "" {
		return []AreaCount{}, msg, err
	}
	yes := true
	f.Reachable = &yes
	out, err := h.diagnosis.Areas(ctx, f)
	if out == nil {
		out = []AreaCount{}
	}
	return out, "", err
}
