package recommend

import (
	"math"
	"sync"

	"zhiyuan/data/admission"
	qadmission "zhiyuan/query/admission"
	"zhiyuan/query/recommend/model"
)

// Method is how a unit's years are compared with the candidate (SPEC §7: WCF 位次法, WDF 位点法).
type Method string

const (
	WCF Method = "WCF" // rank: each year's cut-off rank, carried to the target year's cohort
	WDF Method = "WDF" // line difference: each year's minimum score above that year's batch line
)

// Province is the data the recommendation needs of one province.
type Province struct {
	ID    int
	Units []*Unit
	// Schools names the units of the province's rows (its split colleges), plans included.
	Schools Schools
	// Unranked are the years of each level left out for want of a rank (UnrankedYears).
	Unranked map[string][]int

	countsOnce sync.Once
	counts     map[string]map[string]int // track → level → units
	schools    schoolYears
	// Table is the province's rank table of a year and track; nil when none is published.
	Table func(year int, track string) *admission.Table
	// Line is the ordinary batch line of a year, track and class (本科/专科); ok false when none.
	Line func(year int, track, class string) (int, bool)
}

// LevelCounts is how many units each level has for a track.
func (p *Province) LevelCounts(track string) map[string]int {
	p.countsOnce.Do(func() {
		p.counts = map[string]map[string]int{}
		for _, u := range p.Units {
			if p.counts[u.Track] == nil {
				p.counts[u.Track] = map[string]int{}
			}
			p.counts[u.Track][u.Level]++
		}
	})
	return p.counts[track]
}

// cohort is the number of candidates a table ranks, when it covers the whole cohort: tables
// that stop at a published floor (本科线, a first stage) do not say how many sat the exam.
func cohort(t *admission.Table) (int, bool) {
	if t == nil || t.Info.Candidates == 0 {
		return 0, false
	}
	return t.Info.Candidates, t.Info.ScoreLow*100 <= t.Info.ScoreHigh*40
}

// CarriedRank is a past year's rank in the target year's cohort (DOMAIN.md §2.3: correct for
// cohort changes), moved by the share gamma of the cohort's change: 1 compares by percentile, 0
// by rank as printed (the fitted share is Fitted.CohortGamma). corrected is false when either
// table cannot say its cohort.
func (p *Province) CarriedRank(rank, year, target int, track string, gamma float64) (float64, bool) {
	ny, okY := cohort(p.Table(year, track))
	nt, okT := cohort(p.proxyTable(target, track))
	if !okY || !okT {
		return float64(rank), false
	}
	return float64(rank) * math.Pow(float64(nt)/float64(ny), gamma), true
}

// proxyTable is the target year's table, or while it is unpublished (no table of the track in
// the target year or after) the newest earlier one within qadmission.MaxCarryYears: the
// candidate's rank is converted through it, so earlier years are carried to its cohort.
func (p *Province) proxyTable(target int, track string) *admission.Table {
	if t := p.Table(target, track); t != nil {
		return t
	}
	for y := target + 1; y <= target+qadmission.MaxCarryYears; y++ {
		if p.Table(y, track) != nil {
			return nil // a past year whose table was never published
		}
	}
	for y := target - 1; y >= target-qadmission.MaxCarryYears; y-- {
		if t := p.Table(y, track); t != nil {
			return t
		}
	}
	return nil
}

// LineOrBefore is the ordinary batch line of the year or, while it is unpublished, the newest
// earlier one within qadmission.MaxCarryYears, with its year.
func (p *Province) LineOrBefore(year int, track, class string) (line, lineYear int, ok bool) {
	for y := year; y >= year-qadmission.MaxCarryYears; y-- {
		if l, ok := p.Line(y, track, class); ok {
			return l, y, true
		}
		if y == year && p.Table(year, track) != nil {
			return 0, 0, false // the year is published but has no such line: none stands in
		}
	}
	return 0, 0, false
}

// History is a unit's years in a method's value space as seen from the target year.
func (p *Province) History(u *Unit, m Method, target int) model.History {
	h := make(model.History, 0, len(u.Lines))
	for i, l := range u.Lines {
		if l.Year >= target {
			break
		}
		weak := i > 0 && p.weakLink(u, u.Lines[i-1], l)
		switch m {
		case WCF:
			pt := model.Point{Year: l.Year, Value: math.Log(float64(l.Rank)), Plan: l.Plan, Converted: !l.Printed, WeakLink: weak}
			if r, ok := p.CarriedRank(l.Rank, l.Year, target, u.Track, 1); ok {
				pt.Cohort = math.Log(r / float64(l.Rank))
			}
			h = append(h, pt)
		case WDF:
			line, ok := p.Line(l.Year, u.Track, u.Class)
			if l.MinScore > 0 && ok {
				h = append(h, model.Point{Year: l.Year, Value: -float64(l.MinScore - line), Plan: l.Plan, WeakLink: weak})
			}
		}
	}
	return h
}

// Actual is the unit's cut-off value in the target year itself (for fitting and backtests).
func (p *Province) Actual(u *Unit, m Method, year int) (float64, int, bool) {
	for _, l := range u.Lines {
		if l.Year != year {
			continue
		}
		switch m {
		case WCF:
			return math.Log(float64(l.Rank)), l.Plan, true
		case WDF:
			if line, ok := p.Line(l.Year, u.Track, u.Class); ok && l.MinScore > 0 {
				return -float64(l.MinScore - line), l.Plan, true
			}
		}
		return 0, 0, false
	}
	return 0, 0, false
}
