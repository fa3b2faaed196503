package main

import (
	"fmt"
	"strings"
)

// Plan types of an admission result (plan_type): the plan a unit belongs to, as its source
// says. Empty when nothing in the source says.
const (
	planOrdinary = "普通"
	planNational = "国家专项"
	planCollege  = "高校专项"
	planLocal    = "地方专项"
	planForeign  = "中外合作"
	planPrep     = "预科"
	planTargeted = "定向"
)

// planMarkers are the explicit words of a published school, group or major name, remark or
// batch that name a plan type, in the order they are tried: a row naming two (a 国家专项 group of
// a 中外合作 programme) takes the first. "非定向" is removed before 定向 is looked for.
var planMarkers = []struct {
	words []string
	kind  string
}{
	{[]string{"国家专项"}, planNational},
	{[]string{"高校专项"}, planCollege},
	{[]string{"地方专项"}, planLocal},
	{[]string{"预科", "民族班"}, planPrep},
	{[]string{"定向", "公费师范", "免费师范", "优师"}, planTargeted},
	{[]string{"中外合作", "中外合办"}, planForeign},
}

// planTypeOf reads the plan type from the explicit markers of the texts; "" when none says.
// conflict reports a row whose texts name more than one type.
func planTypeOf(texts ...string) (kind string, conflict bool) {
	s := strings.ReplaceAll(strings.Join(texts, " "), "非定向", "")
	for _, m := range planMarkers {
		for _, w := range m.words {
			if strings.Contains(s, w) {
				if kind == "" {
					kind = m.kind
				} else if kind != m.kind {
					conflict = true
				}
				break
			}
		}
	}
	return kind, conflict
}

// hubeiPlanType reads 湖北 2026's 计划类别 (非定向 / 国家专项 / 高校专项): 国家专项 and 高校专项 as
// they are; a 非定向 group is an ordinary one unless its remark names a plan (中外合作办学,
// 少数民族预科班, 民族班, 地方专项计划, 边防军人子女预科班).
func hubeiPlanType(category, note string) string {
	switch category {
	case "国家专项":
		return planNational
	case "高校专项":
		return planCollege
	case "非定向":
		if k, _ := planTypeOf(note); k != "" {
			return k
		}
		return planOrdinary
	}
	fatalf("湖北 2026: 计划类别 %q", category)
	return ""
}

// planTypeStats counts plan types by year, and the rows whose texts name two.
type planTypeStats struct {
	byYear    map[string]int // "2026 国家专项" → rows
	conflicts map[string]int // source → rows naming two types
}

// assignPlanTypes fills plan_type of every row that has none from its explicit markers.
func assignPlanTypes(rs []*result) *planTypeStats {
	ps := &planTypeStats{byYear: map[string]int{}, conflicts: map[string]int{}}
	for _, r := range rs {
		if r.planType == "" {
			var conflict bool
			r.planType, conflict = planTypeOf(r.batch, r.schoolName, r.majorName, r.note)
			if conflict {
				ps.conflicts[r.sourceID]++
			}
		}
		k := r.planType
		if k == "" {
			k = "(未载明)"
		}
		ps.byYear[fmt.Sprintf("%d %s", r.year, k)]++
	}
	return ps
}

func (ps *planTypeStats) report() {
	printCounts("  plan_type", ps.byYear)
	printCounts("  plan_type: two types named, the first kept", ps.conflicts)
}
