package recommend

import (
	"fmt"
	"strings"
)

// HighTuition is the fee (yuan a year) from which a unit is flagged 高收费. Public universities'
// ordinary fees are regulated at a few thousand yuan (the 2026 plans' lines of public schools:
// median 5,280, 95th percentile 7,800) and most private universities' stay below it (median
// 23,000, 81 % of their lines under 30,000); from 30,000 on are chiefly 中外合作办学 programmes and
// the dearest private ones: 6.2 % of the 2026 plans' units with a published fee.
const HighTuition = 30000

// dearFactor: a public school's plan line costing at least HighTuition and this many times the
// school's own lowest fee in the same plan is a 中外合作办学 (or 内地与港澳台合作) programme, whatever
// its name says (湖北 2026 北京体育大学 12组: 75,000 beside the school's 5,000; the sources
// rarely write 中外合作 into the major's name). A public school dear throughout (浙江万里学院,
// 32,000 for every major) is not: it is only flagged 高收费.
const dearFactor = 3

// feeSchool names the school a plan line belongs to, for its lowest fee.
func feeSchool(r PlanRow) string {
	if r.College != "" {
		return r.College
	}
	return "p:" + r.SchoolCode + ":" + normName(r.SchoolName)
}

// schoolFees are the lowest published fee of each school in one province's plan of a year.
func schoolFees(rows []PlanRow) map[string]int {
	out := map[string]int{}
	for _, r := range rows {
		if k := feeSchool(r); r.Tuition > 0 && (out[k] == 0 || r.Tuition < out[k]) {
			out[k] = r.Tuition
		}
	}
	return out
}

func dearFee(fee, lowest int) bool {
	return fee >= HighTuition && lowest > 0 && fee >= dearFactor*lowest
}

// kindOf is the special path the plan gives a unit: the one every line names by its words (a
// line of a public school that is dear counts as 中外合作); byFee when no line names it and the
// fees alone say 中外合作. some is a path only some lines name (a group mixing ordinary and
// 中外合作 majors stays ordinary and says so).
func (p planInfo) kindOf(public bool) (kind, some string, byFee bool) {
	byFee = true
	for i, l := range p.lines {
		k := l.kind
		if k != "" {
			byFee = false
		} else if public && l.dear {
			k = "中外合作"
		}
		if k != "" && (some == "" || k == "中外合作") {
			some = k
		}
		if i == 0 {
			kind = k
		} else if k != kind {
			kind = ""
		}
	}
	if kind != "" {
		return kind, "", byFee
	}
	return "", some, false
}

// specialPath is the special path of a unit for the exam year: its results' (plan type or
// words), a 中外合作办学 institution's, else its exam-year plan's (kindOf). A plan of a year whose
// result published the unit as 普通 does not override it: there the plan's lines of that code
// belong to another group (湖北's 2026 plan numbers some schools' groups one off the results).
// note says why the plan made it special; some names a path only part of its majors are in.
func specialPath(u *Unit, pl planInfo, planYear int, c College) (special, note, some string) {
	special = u.Special
	if special == "" && strings.Contains(c.Nature, "中外合作") { // e.g. 北师港浸大: its name says nothing
		special = "中外合作"
	}
	if special != "" || !pl.found || (planYear > 0 && u.saidOrdinary == planYear) {
		return special, "", ""
	}
	kind, some, byFee := pl.kindOf(c.Nature == "公办")
	switch {
	case kind == "":
		return "", "", some
	case byFee:
		note = fmt.Sprintf("%d年招生计划学费%d元/年，远高于该校其他专业（%d元/年起），按中外合作办学处理",
			planYear, pl.tuitionLow, pl.schoolLow)
	default:
		note = fmt.Sprintf("%d年招生计划注明为%s", planYear, kind)
	}
	return kind, note, ""
}

// flagsOf are the labels a unit's card shows: its special path, a path some of its majors are
// in, and 高收费 from HighTuition.
func flagsOf(special, some string, tuition int) []string {
	flags := []string{}
	if special != "" {
		flags = append(flags, special)
	}
	if some != "" {
		flags = append(flags, "含"+some+"专业")
	}
	if tuition >= HighTuition {
		flags = append(flags, "高收费")
	}
	return flags
}
