package admission

import (
	"context"
	"fmt"
	"strconv"

	"zhiyuan/data"
	"zhiyuan/data/admission"
)

// ProvinceItem is one item of Public/ProvinceList and Public/NewExamProvince.
type ProvinceItem struct {
	ProvinceId       int
	ProvinceName     string
	PinYinOne        string
	ExamMode         string
	FirstNewExamYear int
	MaxScore         int
}

// ProvinceList lists the 31 provinces with their exam modes.
func (h *Handler) ProvinceList() []ProvinceItem {
	out := []ProvinceItem{}
	for _, p := range data.Provinces() {
		out = append(out, ProvinceItem{ProvinceId: p.ID, ProvinceName: p.Name, PinYinOne: p.PinYinOne, ExamMode: p.Mode,
			FirstNewExamYear: p.FirstNewExam, MaxScore: p.MaxScore})
	}
	return out
}

// Rule is one track of a (province, year): SPEC §3 New-exam check RuleList.
type Rule struct {
	SelectSubject string `json:",omitempty"`
	SubjectType   int    `json:",omitempty"`
	Name          string
}

// NewExamCheck is the answer of Public/ProvinceIsNewExam.
type NewExamCheck struct {
	IsNewExam bool
	ExamMode  string
	RuleList  []Rule
	Filling   *Filling `json:",omitempty"` // 2021–2026: how the ordinary batch is filled
}

// Filling is the province's configured filling rule of a year (data/admission/rules.csv);
// a value without a source reads 未核实.
type Filling struct {
	FillingUnit      string // 专业+院校, 院校专业组, 院校
	ListLength       string // the number of units a list holds
	Batches          []string
	AdjustWithinUnit string
	MajorsPerUnit    string // majors one group (old exam: school) holds, or 未核实
	RuleYear         int    // the year whose published rule this is (2026 for 2027)
	Basis            string // "按2026年规则" for a carried rule, else ""
	Source           string
	Note             string
}

// ProvinceIsNewExam says whether the province's exam of that year is the new
// gaokao and which tracks a candidate chooses from.
func (h *Handler) ProvinceIsNewExam(in YearInput) (*NewExamCheck, error) {
	p, err := province(in.ProvinceId)
	if err != nil {
		return nil, err
	}
	if err := checkYear(in.Year); err != nil {
		return nil, err
	}
	mode := p.ModeFor(in.Year)
	out := &NewExamCheck{IsNewExam: mode != "traditional", ExamMode: mode}
	switch mode {
	case "traditional":
		out.RuleList = []Rule{{SubjectType: 1, Name: "文科"}, {SubjectType: 2, Name: "理科"}}
	case "3+1+2":
		out.RuleList = []Rule{{SelectSubject: "物理", Name: "物理类"}, {SelectSubject: "历史", Name: "历史类"}}
	default:
		out.RuleList = []Rule{{Name: "综合"}}
	}
	if r, ok := admission.RuleOf(p.ID, in.Year); ok {
		f := &Filling{FillingUnit: admission.OrUnverified(r.FillingUnit), ListLength: admission.Unverified,
			Batches: r.Batches, AdjustWithinUnit: admission.OrUnverified(r.AdjustWithinUnit),
			MajorsPerUnit: admission.Unverified, RuleYear: r.RuleYear, Basis: r.Basis(),
			Source: admission.PublicText(r.Source), Note: admission.PublicText(r.Note)}
		if r.ListLength > 0 {
			f.ListLength = strconv.Itoa(r.ListLength)
		}
		if r.MajorsPerUnit > 0 {
			f.MajorsPerUnit = strconv.Itoa(r.MajorsPerUnit)
		} else if r.FillingUnit == admission.UnitMajorCollege {
			f.MajorsPerUnit = "" // one major is the unit
		}
		if f.Batches == nil {
			f.Batches = []string{}
		}
		out.Filling = f
	}
	return out, nil
}

// FinalScore is the answer of Public/ProvinceIsFinalScore.
type FinalScore struct {
	IsFinalScore bool // Year's 一分一段 table is published: scores of that year are final
	Year         int  // the season's exam year (data.SeasonYear)
	TableYear    int  // the province's newest table year; 0 none
	Basis        string
}

// ProvinceIsFinalScore says whether the province's 一分一段 table of the season's exam year
// is published; before it is, scores are estimates and ranks convert through TableYear's.
func (h *Handler) ProvinceIsFinalScore(ctx context.Context, provinceID int) (*FinalScore, error) {
	p, err := province(provinceID)
	if err != nil {
		return nil, err
	}
	yts, err := h.rm.TableYears(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	out := &FinalScore{Year: data.SeasonYear(h.clock(), p.ID)}
	for _, yt := range yts {
		out.IsFinalScore = out.IsFinalScore || yt.Year == out.Year
		out.TableYear = max(out.TableYear, yt.Year)
	}
	if !out.IsFinalScore && carries(out.Year, out.TableYear) {
		out.Basis = fmt.Sprintf("%d年一分一段表尚未公布，位次按%d年一分一段表换算", out.Year, out.TableYear)
	}
	return out, nil
}

// ExamYears is the answer of Public/NewExamProvinceYear.
type ExamYears struct {
	ExamMode         string
	FirstNewExamYear int
	Years            []RankYears
}

// NewExamProvinceYear lists the province's years with a table and their mode.
func (h *Handler) NewExamProvinceYear(ctx context.Context, provinceID int) (*ExamYears, error) {
	p, err := province(provinceID)
	if err != nil {
		return nil, err
	}
	years, err := h.LineRankYears(ctx, provinceID)
	if err != nil {
		return nil, err
	}
	return &ExamYears{ExamMode: p.Mode, FirstNewExamYear: p.FirstNewExam, Years: years}, nil
}

// Subjects is the answer of Public/NewExamSubject.
type Subjects struct {
	ExamMode string
	First    []string // 3+1+2 首选
	Second   []string // 3+1+2 再选, or the 3+3 pool of three
}

// NewExamSubject lists the subjects a candidate picks from in that year.
func (h *Handler) NewExamSubject(in YearInput) (*Subjects, error) {
	p, err := province(in.ProvinceId)
	if err != nil {
		return nil, err
	}
	if err := checkYear(in.Year); err != nil {
		return nil, err
	}
	mode := p.ModeFor(in.Year)
	out := &Subjects{ExamMode: mode}
	out.First, out.Second = data.SubjectPools(mode)
	return out, nil
}
