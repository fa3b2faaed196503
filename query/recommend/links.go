package recommend

import "sync"

// schoolYears counts a province's units by school, level, track, plan kind and year: a school
// whose number of groups changed between two years has renumbered them (湖北: 广东工业大学 went
// from 5 groups to 11), so a code names different majors than it did.
type schoolYears struct {
	once   sync.Once
	counts map[schoolKey]map[int]int
}

type schoolKey struct{ school, level, track, kind string }

func keyOfSchool(u *Unit) schoolKey {
	school := u.CollegeCode
	if school == "" {
		school = "s:" + u.SchoolCode
	}
	return schoolKey{school, u.Level, u.Track, u.planKind}
}

// Regrouped tells whether the unit's school filed a different number of units of its level in
// year than in from (both years with results).
func (p *Province) Regrouped(u *Unit, from, year int) bool {
	p.schools.once.Do(func() {
		p.schools.counts = map[schoolKey]map[int]int{}
		for _, v := range p.Units {
			k := keyOfSchool(v)
			if p.schools.counts[k] == nil {
				p.schools.counts[k] = map[int]int{}
			}
			for _, l := range v.Lines {
				p.schools.counts[k][l.Year]++
			}
		}
	})
	byYear := p.schools.counts[keyOfSchool(u)]
	a, b := byYear[from], byYear[year]
	return a > 0 && b > 0 && a != b
}

// weakLink tells whether a unit's year is joined to its year before only by a code that may
// name another unit: the school filed a different number of units of the level between the two
// years, or the subject requirement printed for the code changed. 2024→2025, such links missed
// about twice as far as the others (median |log rank ratio| 0.12–0.19 against 0.06–0.08 in 湖北
// and 江苏). Such a year still counts in the centre: giving it half or a quarter of its weight did
// not predict 2025–2026 better (pooled worst decile 3.5 → 3.6 and 3.8); the spread widens instead.
func (p *Province) weakLink(u *Unit, before, year YearLine) bool {
	if before.Rule != "" && year.Rule != "" && before.Rule != year.Rule {
		return true
	}
	return u.Level == "group" && p.Regrouped(u, before.Year, year.Year)
}
