package recommend

import "sort"

// Schools tells apart the schools a province prints under one national 院校代码. Most colleges
// are one school, but some file as two: 北京大学 (10001) and 北京大学医学部 (19001) in 广东, or
// one name under two codes for different plans (中国民用航空飞行学院 1478 and 8123 in 新疆).
// Their groups (or majors) may share a code in the same year, and a key of the national code
// alone would join two units' histories into one. A college is split when two of its printed
// codes file the same group (or major, or the school itself) in one year, track and batch; its
// first school keeps the plain key and every other one gets a mark of its own: its printed name
// where the names differ (stable when the province renumbers), else its printed code.
type Schools struct {
	split map[string]splitCollege // by national code
}

type splitCollege struct {
	name, code  string // the first school: the shortest printed name, then the most years, then the lowest code
	namesDiffer bool
}

// schoolsOf finds the split colleges among a province's rows.
func schoolsOf(rows []Row) Schools {
	type slot struct {
		year                               int
		track, batch, level, what, college string
	}
	codes := map[slot]string{}
	split := map[string]bool{}
	for _, r := range rows {
		if r.CollegeCode == "" {
			continue
		}
		s := slot{r.Year, r.Track, r.Batch, r.Level, unitWhat(r), r.CollegeCode}
		if c, ok := codes[s]; !ok {
			codes[s] = r.SchoolCode
		} else if c != r.SchoolCode {
			split[r.CollegeCode] = true
		}
	}
	type school struct {
		name, code string
		years      map[int]bool
	}
	seen := map[string]map[[2]string]*school{}
	for _, r := range rows {
		if !split[r.CollegeCode] {
			continue
		}
		if seen[r.CollegeCode] == nil {
			seen[r.CollegeCode] = map[[2]string]*school{}
		}
		k := [2]string{normName(r.SchoolName), r.SchoolCode}
		s := seen[r.CollegeCode][k]
		if s == nil {
			s = &school{name: k[0], code: k[1], years: map[int]bool{}}
			seen[r.CollegeCode][k] = s
		}
		s.years[r.Year] = true
	}
	out := Schools{split: map[string]splitCollege{}}
	for college, schools := range seen {
		list := make([]*school, 0, len(schools))
		names := map[string]bool{}
		for _, s := range schools {
			list = append(list, s)
			names[s.name] = true
		}
		sort.Slice(list, func(i, j int) bool {
			a, b := list[i], list[j]
			if len([]rune(a.name)) != len([]rune(b.name)) {
				return len([]rune(a.name)) < len([]rune(b.name))
			}
			if len(a.years) != len(b.years) {
				return len(a.years) > len(b.years)
			}
			return a.code < b.code
		})
		out.split[college] = splitCollege{name: list[0].name, code: list[0].code, namesDiffer: len(names) > 1}
	}
	return out
}

// mark is what a row's school adds to its college's national code in a unit key: "" for an
// unsplit college and for a split college's first school.
func (s Schools) mark(r Row) string {
	c, ok := s.split[r.CollegeCode]
	if !ok || r.CollegeCode == "" {
		return ""
	}
	if name := normName(r.SchoolName); c.namesDiffer {
		if name == c.name {
			return ""
		}
		return "#" + name
	}
	if r.SchoolCode == c.code {
		return ""
	}
	return "#" + r.SchoolCode
}

// Key is the unit key of a row of this province (a result or a plan line).
func (s Schools) Key(r Row) string { return unitKey(r, s.mark(r)) }
