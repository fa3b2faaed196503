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
