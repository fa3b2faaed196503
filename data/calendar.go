package data

import (
	_ "embed"
	"encoding/csv"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	bj "zhiyuan/beijing"
)

// season_dates.csv holds the season's moments each exam authority published: per province
// (0 for the national exam) and exam year, the exam days, the score release, the filling
// windows and the end of admission, each with its source. season_dates.md says what was
// found. A year the authorities have not published yet is served with the newest earlier
// year's dates, carried to the same month and day and labelled so (Moment.Basis).
//
//go:embed season_dates.csv
var seasonDatesCSV string

var beijing = bj.Zone // the exam's calendar is Beijing's

// Kinds of a season's moments.
const (
	MomentExam         = "exam"          // the exam days
	MomentScoreRelease = "score_release" // 成绩公布
	MomentFilling      = "filling"       // a filling window (志愿填报)
	MomentAdmissionEnd = "admission_end" // the end of the year's ordinary admission
)

// Moment is one dated step of a province's season.
type Moment struct {
	Kind        string
	Name        string
	Start, End  time.Time // Beijing midnight of the first and last day
	SourceYear  int       // the year whose published dates these are; before the exam year when carried
	SourceTitle string
	SourceURL   string
	Note        string
}

// Carried says the exam year's own date is not published and this is an earlier year's.
func (m Moment) Carried(examYear int) bool { return m.SourceYear != examYear }

// Basis is the label a carried date is shown with, empty for a published one.
func (m Moment) Basis(examYear int) string {
	if !m.Carried(examYear) {
		return ""
	}
	if m.SourceYear == 0 {
		return "按往年惯例（每年6月7日开考）"
	}
	return fmt.Sprintf("按%d年日期推算（%d年尚未公布）", m.SourceYear, examYear)
}

// Season is a province's calendar of one exam year.
type Season struct {
	ExamYear   int
	ProvinceID int
	Moments    []Moment // ordered by start
}

// defaultExam is the national exam when no published row says otherwise: it has opened on
// 7 June every year since 2003, and the new gaokao's elective subjects end on the 10th.
func defaultExam(year int) Moment {
	return Moment{Kind: MomentExam, Name: "全国统一考试", Start: day(year, time.June, 7), End: day(year, time.June, 10)}
}

// defaultAdmissionEnd is the season's end where no authority published one: the ordinary
// batches' admission is over by the end of August in every province.
func defaultAdmissionEnd(year int) Moment {
	return Moment{Kind: MomentAdmissionEnd, Name: "录取结束（未公布，按8月底计）", Start: day(year, time.August, 31), End: day(year, time.August, 31)}
}

func day(year int, m time.Month, d int) time.Time { return time.Date(year, m, d, 0, 0, 0, 0, beijing) }

// SeasonOf is a province's season of an exam year: its own published moments, the national
// ones it does not override, and for a kind not published for that year the newest earlier
// year's, carried. It always has an exam and an admission end.
func SeasonOf(provinceID, examYear int) Season {
	s := Season{ExamYear: examYear, ProvinceID: provinceID}
	rows := seasonRows()
	for _, kind := range []string{MomentExam, MomentScoreRelease, MomentFilling, MomentAdmissionEnd} {
		ms := pick(rows, provinceID, kind, examYear)
		if len(ms) == 0 && kind == MomentExam {
			ms = []Moment{defaultExam(examYear)}
		}
		if len(ms) == 0 && kind == MomentAdmissionEnd {
			ms = []Moment{defaultAdmissionEnd(examYear)}
			ms[0].SourceYear = examYear // a stated rule, not a carried date
			ms[0].Note = "各省本科及专科批次录取一般于8月底前结束"
		}
		s.Moments = append(s.Moments, ms...)
	}
	sort.SliceStable(s.Moments, func(i, j int) bool { return s.Moments[i].Start.Before(s.Moments[j].Start) })
	return s
}

// pick is the newest year ≤ examYear with moments of the kind for the province (else the
// national row), carried to examYear.
func pick(rows []seasonRow, provinceID int, kind string, examYear int) []Moment {
	for _, prov := range []int{provinceID, 0} {
		best := 0
		for _, r := range rows {
			if r.province == prov && r.m.Kind == kind && r.m.SourceYear <= examYear && r.m.SourceYear > best {
				best = r.m.SourceYear
			}
		}
		if best == 0 {
			continue
		}
		var out []Moment
		for _, r := range rows {
			if r.province == prov && r.m.Kind == kind && r.m.SourceYear == best {
				m := r.m
				m.Start, m.End = carry(m.Start, examYear-best), carry(m.End, examYear-best)
				out = append(out, m)
			}
		}
		return out
	}
	return nil
}

func carry(t time.Time, years int) time.Time {
	if years == 0 {
		return t
	}
	return time.Date(t.Year()+years, t.Month(), t.Day(), 0, 0, 0, 0, beijing)
}

// First is the season's first moment of a kind.
func (s Season) First(kind string) (Moment, bool) {
	for _, m := range s.Moments {
		if m.Kind == kind {
			return m, true
		}
	}
	return Moment{}, false
}

// All are the season's moments of a kind.
func (s Season) All(kind string) []Moment {
	var out []Moment
	for _, m := range s.Moments {
		if m.Kind == kind {
			out = append(out, m)
		}
	}
	return out
}

// Exam is the exam's days.
func (s Season) Exam() Moment { m, _ := s.First(MomentExam); return m }

// AdmissionEnd is the last day of the season: the latest admission end.
func (s Season) AdmissionEnd() Moment {
	ms := s.All(MomentAdmissionEnd)
	last := ms[0]
	for _, m := range ms[1:] {
		if m.End.After(last.End) {
			last = m
		}
	}
	return last
}

// LastFillingEnd is the end of the season's last filling window, if any is known.
func (s Season) LastFillingEnd() (Moment, bool) {
	ms := s.All(MomentFilling)
	if len(ms) == 0 {
		return Moment{}, false
	}
	last := ms[0]
	for _, m := range ms[1:] {
		if m.End.After(last.End) {
			last = m
		}
	}
	return last, true
}

type seasonRow struct {
	province int
	m        Moment
}

var (
	seasonOnce sync.Once
	seasonData []seasonRow
)

func seasonRows() []seasonRow {
	seasonOnce.Do(func() { seasonData = parseSeasonDates(seasonDatesCSV) })
	return seasonData
}

// parseSeasonDates reads season_dates.csv; the file is part of the binary, so a malformed
// row is a build fault and panics with its line.
func parseSeasonDates(text string) []seasonRow {
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		panic("data: season_dates.csv: " + err.Error())
	}
	var out []seasonRow
	for i, r := range recs[1:] {
		if len(r) != 9 {
			panic(fmt.Sprintf("data: season_dates.csv line %d: %d columns, want 9", i+2, len(r)))
		}
		prov, err1 := strconv.Atoi(r[0])
		year, err2 := strconv.Atoi(r[1])
		start, err3 := time.ParseInLocation(time.DateOnly, r[4], beijing)
		end, err4 := time.ParseInLocation(time.DateOnly, r[5], beijing)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil || end.Before(start) {
			panic(fmt.Sprintf("data: season_dates.csv line %d: bad province, year or dates", i+2))
		}
		switch r[2] {
		case MomentExam, MomentScoreRelease, MomentFilling, MomentAdmissionEnd:
		default:
			panic(fmt.Sprintf("data: season_dates.csv line %d: unknown moment %q", i+2, r[2]))
		}
		out = append(out, seasonRow{province: prov, m: Moment{Kind: r[2], Name: r[3], Start: start, End: end,
			SourceYear: year, SourceTitle: r[6], SourceURL: r[7], Note: r[8]}})
	}
	return out
}
