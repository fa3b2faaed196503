package assessment

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/events/apperr"
	"zhiyuan/query/recommend"
)

// RequirementCount is the plan rows of one track, canonical requirement (不限, 物理, 物理+化学,
// 物理/化学, "" unknown) and major name as the plan prints it (plans carry no major codes).
type RequirementCount struct {
	Track, Rule, Major string
	Rows, Seats        int
}

// PlanCounts is a province's newest plan year up to the one asked, grouped.
type PlanCounts struct {
	Year            int
	Edition, Source string
	Counts          []RequirementCount
}

// PlanReadModel reads the admission plans.
type PlanReadModel interface {
	Requirements(ctx context.Context, provinceID, year int) (PlanCounts, error)
}

// Combo is one subject combination of a province with what it opens.
type Combo struct {
	Subjects   []string
	Name       string
	Rows       int     // plan rows (a major or group at a school) it may apply to
	Share      float64 // of all rows with a known requirement, %
	Seats      int
	SeatShare  float64
	LikedRows  int      `json:",omitempty"`
	LikedShare *float64 `json:",omitempty"` // of the liked classes' rows with a known requirement, %
	Self       *float64 `json:",omitempty"` // the student's ability and interest, 0–100
	Fit        *float64 `json:",omitempty"` // the weighted score the combinations are ranked by
	Rank       int      `json:",omitempty"`
}

// Coverage is every combination of a province and exam year (Career/SelSubjectCategoryOfProvinceList).
type Coverage struct {
	ProvinceId   int
	ProvinceName string
	ExamYear     int
	Mode         string
	PlanYear     int
	Rows         int // rows with a known requirement
	Unknown      int // rows whose requirement the data does not give (not counted)
	Source       string
	Combos       []Combo
	Note         string
}

type coverageKey struct{ province, year int }

// coverageCache keeps a province's counts for a while: they change only when plans are imported.
type coverageCache struct {
	mu sync.Mutex
	m  map[coverageKey]cachedCounts
}

type cachedCounts struct {
	at time.Time
	pc PlanCounts
}

const coverageTTL = 10 * time.Minute

func (h *Handler) planCounts(ctx context.Context, province, year int) (PlanCounts, error) {
	k := coverageKey{province, year}
	h.cover.mu.Lock()
	c, ok := h.cover.m[k]
	h.cover.mu.Unlock()
	if ok && time.Since(c.at) < coverageTTL {
		return c.pc, nil
	}
	pc, err := h.plans.Requirements(ctx, province, year)
	if err != nil {
		return pc, err
	}
	h.cover.mu.Lock()
	if h.cover.m == nil {
		h.cover.m = map[coverageKey]cachedCounts{}
	}
	h.cover.m[k] = cachedCounts{time.Now(), pc}
	h.cover.mu.Unlock()
	return pc, nil
}

// Coverage answers what each combination opens in a province's newest plans up to the exam
// year, overall and within the liked major classes.
func (h *Handler) Coverage(ctx context.Context, provinceID, examYear int, liked []string) (Coverage, error) {
	p, ok := data.ProvinceByID(provinceID)
	if !ok {
		return Coverage{}, apperr.Invalid("请选择省份")
	}
	if examYear == 0 {
		examYear = time.Now().Year()
	}
	if examYear < 2000 || examYear > 2100 {
		return Coverage{}, apperr.Invalid("高考年份不正确")
	}
	cv := Coverage{ProvinceId: p.ID, ProvinceName: p.Name, ExamYear: examYear, Mode: p.ModeFor(examYear)}
	combos := data.Combos(cv.Mode)
	if len(combos) == 0 {
		return cv, apperr.Invalid(fmt.Sprintf("%s %d 年高考仍分文理科，不需要选科", p.Name, examYear))
	}
	pc, err := h.planCounts(ctx, p.ID, examYear)
	if err != nil {
		return cv, err
	}
	cv.PlanYear = pc.Year
	if pc.Year == 0 {
		cv.Note = "没有该省的招生计划数据，无法计算各组合可报专业的比例。"
		for _, c := range combos {
			cv.Combos = append(cv.Combos, Combo{Subjects: c, Name: strings.Join(c, "+")})
		}
		return cv, nil
	}
	cv.Source = fmt.Sprintf("%s %d 年招生计划（%s；%s）", p.Name, pc.Year, pc.Edition, admission.PublicText(pc.Source))
	likedSet := map[string]bool{}
	for _, l := range liked {
		likedSet[l] = true
	}
	var rows, seats, likedRows int
	for _, rc := range pc.Counts {
		if rc.Rule == "" {
			cv.Unknown += rc.Rows
			continue
		}
		rows, seats = rows+rc.Rows, seats+rc.Seats
		if likedSet[ClassOfMajorName(rc.Major)] {
			likedRows += rc.Rows
		}
	}
	cv.Rows = rows
	for _, c := range combos {
		co := Combo{Subjects: c, Name: strings.Join(c, "+")}
		for _, rc := range pc.Counts {
			if rc.Rule == "" || !trackOpen(cv.Mode, rc.Track, c) || !recommend.Meets(rc.Rule, c) {
				continue
			}
			co.Rows, co.Seats = co.Rows+rc.Rows, co.Seats+rc.Seats
			if likedSet[ClassOfMajorName(rc.Major)] {
				co.LikedRows += rc.Rows
			}
		}
		co.Share, co.SeatShare = pct(co.Rows, rows), pct(co.Seats, seats)
		if likedRows > 0 {
			s := pct(co.LikedRows, likedRows)
			co.LikedShare = &s
		}
		cv.Combos = append(cv.Combos, co)
	}
	cv.Note = fmt.Sprintf("按 %d 年招生计划中写明选科要求的 %d 条计划（某校某专业或专业组）计算；", pc.Year, rows)
	if cv.Unknown > 0 {
		cv.Note += fmt.Sprintf("另有 %d 条计划的数据没有选科要求，未计入。", cv.Unknown)
	}
	if len(liked) > 0 {
		cv.Note += "感兴趣专业类的可报比例按计划中的专业名称对应到本科专业目录计算（名称对不上的计划不计入）。"
		if likedRows == 0 {
			cv.Note += "你选的专业类在该省计划中没有对应得上的记录。"
		}
	}
	return cv, nil
}

// trackOpen: a 3+1+2 candidate files in the track of their first subject only.
func trackOpen(mode, track string, combo []string) bool {
	if mode != "3+1+2" {
		return true
	}
	return (combo[0] == "物理" && track == admission.TrackPhysics) || (combo[0] == "历史" && track == admission.TrackHistory)
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return round1(100 * float64(n) / float64(of))
}
