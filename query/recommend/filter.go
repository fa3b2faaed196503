package recommend

import "strings"

// filter holds the user's filters.
type filter struct {
	in        Input
	provinces map[int]bool
	any       bool // some filter is set
}

func newFilter(in Input) filter {
	f := filter{in: in, provinces: map[int]bool{}}
	f.any = len(in.CollegeProvinceIds)+len(in.Tags)+len(in.Natures)+len(in.Categories)+len(in.Majors) > 0 ||
		strings.TrimSpace(in.Keyword) != "" || in.MaxTuition > 0
	for _, id := range in.CollegeProvinceIds {
		f.provinces[id] = true
	}
	return f
}

func (f filter) keep(s scored) bool {
	in, c := f.in, s.college
	if !f.any {
		return true
	}
	if len(f.provinces) > 0 && !f.provinces[c.ProvinceID] {
		return false
	}
	if len(in.Tags) > 0 && !anyOf(in.Tags, c.Tags) {
		return false
	}
	if len(in.Natures) > 0 && !anyOf(in.Natures, []string{c.Nature}) {
		return false
	}
	if len(in.Categories) > 0 && !anyOf(in.Categories, []string{c.Category}) {
		return false
	}
	if k := strings.TrimSpace(in.Keyword); k != "" && !strings.Contains(s.u.SchoolName+"|"+c.Name+"|"+s.u.MajorName, k) {
		return false
	}
	if in.MaxTuition > 0 && s.plan.tuition > in.MaxTuition {
		return false
	}
	return len(in.Majors) == 0 || namesAny(in.Majors, append([]string{s.u.MajorName}, s.plan.majors...))
}

// namesAny tells whether one of the names contains one of the wanted words.
func namesAny(want, names []string) bool {
	for _, w := range want {
		for _, n := range names {
			if n != "" && strings.Contains(n, strings.TrimSpace(w)) {
				return true
			}
		}
	}
	return false
}

func anyOf(want, have []string) bool {
	for _, w := range want {
		for _, h := range have {
			if w == h {
				return true
			}
		}
	}
	return false
}
