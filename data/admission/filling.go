package admission

import (
	"fmt"
	"strings"
)

// TypicalMajorsPerGroup is DOMAIN.md's "usually up to 6 majors" of a group (or of a school
// under the old exam), used where the province's own count (Rule.MajorsPerUnit) is unknown.
const TypicalMajorsPerGroup = 6

// FillingRule is how a wish table of a province and exam year is laid out: the unit, how many
// units, how many majors inside one, and which of these a source confirms for that year.
type FillingRule struct {
	Level     string // group (院校专业组), major (专业+院校) or school (院校, old exam)
	UnitName  string
	MaxUnits  int  // 0: no verified list length
	MaxMajors int  // majors inside a group or school; 0 for 专业+院校
	Verified  bool // unit and list length both come from a source for this year's rule row
	RuleYear  int  // the year whose published rule was used (2026 for a 2027 table)
	// Basis says whose rule the layout follows when it is not the year's own ("按2026年规则"), "".
	Basis        string
	AdjustInUnit string
	Note         string // what is unverified or carried, in words
}

var levelOfUnit = map[string]string{UnitMajorGroup: "group", UnitMajorCollege: "major", UnitCollege: "school"}

// LevelNames name the levels (group, major, school) as the filling units they are.
var LevelNames = map[string]string{"group": UnitMajorGroup, "major": UnitMajorCollege, "school": UnitCollege}

// FillingRuleFor answers the layout for a province and exam year, falling back to the newest
// earlier year whose filling unit a source names (and saying so).
// A year under another exam mode (新疆 2027: 3+1+2 after the old exam) is never used.
func FillingRuleFor(provinceID, year int) (FillingRule, bool) {
	newest, ok := RuleOf(provinceID, min(year, RulesLastYear))
	if !ok {
		return FillingRule{}, false
	}
	for y := min(year, RulesLastYear); y >= RulesFirstYear; y-- {
		r, ok := RuleOf(provinceID, y)
		if !ok || r.ExamMode != newest.ExamMode {
			break
		}
		if r.FillingUnit == "" {
			continue
		}
		f := FillingRule{Level: levelOfUnit[r.FillingUnit], UnitName: r.FillingUnit, MaxUnits: r.ListLength,
			RuleYear: r.RuleYear, AdjustInUnit: r.AdjustWithinUnit, Verified: y == year && r.ListLength > 0}
		if f.Level != "major" {
			f.MaxMajors = r.MajorsPerUnit
			if f.MaxMajors == 0 {
				f.MaxMajors = TypicalMajorsPerGroup
			}
		}
		if r.RuleYear != year {
			f.Basis = BasisOf(r.RuleYear)
		}
		var notes []string
		switch {
		case y != year:
			n := fmt.Sprintf("%d年的填报规则未核实，沿用%d年的填报单位（%s）", year, r.RuleYear, r.FillingUnit)
			if r.ListLength > 0 {
				n += fmt.Sprintf("和志愿数（%d个）", r.ListLength)
			}
			notes = append(notes, n+"，以当年省考试院公布为准")
		case r.Carried():
			n := fmt.Sprintf("%s：%d年的填报规则尚未公布，沿用%d年省考试院公布的填报单位（%s）", f.Basis, year, r.RuleYear, r.FillingUnit)
			if r.ListLength > 0 {
				n += fmt.Sprintf("和志愿数（%d个）", r.ListLength)
			} else {
				n += "，志愿数未核实"
			}
			notes = append(notes, n+fmt.Sprintf("，以%d年公布为准", year))
		case r.ListLength == 0:
			notes = append(notes, "志愿数未核实，以当年省考试院公布为准")
		}
		if f.MaxMajors > 0 && r.MajorsPerUnit == 0 {
			notes = append(notes, fmt.Sprintf("每个%s可填专业数按常见的%d个，未逐省核实", r.FillingUnit, f.MaxMajors))
		}
		f.Note = strings.Join(notes, "；")
		return f, true
	}
	return FillingRule{}, false
}
