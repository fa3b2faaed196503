package admission

import "fmt"

// TypicalMajorsPerGroup is DOMAIN.md's "usually up to 6 majors" of a group (or of a school
// under the old exam); no province's own count is in rules.csv yet, so it is shown as 未核实.
const TypicalMajorsPerGroup = 6

// FillingRule is how a wish table of a province and exam year is laid out: the unit, how many
// units, how many majors inside one, and which of these a source confirms for that year.
type FillingRule struct {
	Level        string // group (院校专业组), major (专业+院校) or school (院校, old exam)
	UnitName     string
	MaxUnits     int  // 0: no verified list length
	MaxMajors    int  // majors inside a group or school; 0 for 专业+院校
	Verified     bool // unit and list length both come from a source for this very year
	RuleYear     int  // the year whose rule was used (an earlier one when this year's is unverified)
	AdjustInUnit string
	Note         string // what is unverified, in words
}

var levelOfUnit = map[string]string{UnitMajorGroup: "group", UnitMajorCollege: "major", UnitCollege: "school"}

// LevelNames name the levels (group, major, school) as the filling units they are.
var LevelNames = map[string]string{"group": UnitMajorGroup, "major": UnitMajorCollege, "school": UnitCollege}

// FillingRuleFor answers the layout for a province and exam year, falling back to the newest
// earlier year whose filling unit a source names (and saying so).
func FillingRuleFor(provinceID, year int) (FillingRule, bool) {
	for y := min(year, RulesLastYear); y >= RulesFirstYear; y-- {
		r, ok := RuleOf(provinceID, y)
		if !ok || r.FillingUnit == "" {
			continue
		}
		f := FillingRule{Level: levelOfUnit[r.FillingUnit], UnitName: r.FillingUnit, MaxUnits: r.ListLength,
			RuleYear: y, AdjustInUnit: r.AdjustWithinUnit, Verified: y == year && r.ListLength > 0}
		if f.Level != "major" {
			f.MaxMajors = TypicalMajorsPerGroup
		}
		switch {
		case y != year:
			f.Note = fmt.Sprintf("%d年的填报规则未核实，沿用%d年的填报单位（%s）", year, y, r.FillingUnit)
			if r.ListLength > 0 {
				f.Note += fmt.Sprintf("和志愿数（%d个）", r.ListLength)
			}
			f.Note += "，以当年省考试院公布为准"
		case r.ListLength == 0:
			f.Note = "志愿数未核实，以当年省考试院公布为准"
		}
		if f.MaxMajors > 0 {
			if f.Note != "" {
				f.Note += "；"
			}
			f.Note += fmt.Sprintf("每个%s可填专业数按常见的%d个，未逐省核实", r.FillingUnit, f.MaxMajors)
		}
		return f, true
	}
	return FillingRule{}, false
}
