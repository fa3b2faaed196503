package main

import (
	"fmt"
	"sort"
	"strings"
)

// reportMatching prints the matched and unmatched schools per province for 2025, the
// methods used and the share of rows with a college code.
func (a *admissions) reportMatching(provs map[string]province) {
	names := map[string]string{}
	for _, p := range provs {
		names[p.id] = p.name
	}
	methods := map[string]int{}
	type counts struct{ matched, unmatched int }
	per2025 := map[string]*counts{}
	for _, sm := range a.schools {
		methods[sm.m.method]++
		if sm.rows[2025] == 0 {
			continue
		}
		c := per2025[sm.key.provinceID]
		if c == nil {
			c = &counts{}
			per2025[sm.key.provinceID] = c
		}
		if sm.m.method == methodUnmatched {
			c.unmatched++
		} else {
			c.matched++
		}
	}
	fmt.Printf("schools: %d published (province, code, name)\n", len(a.schools))
	for _, m := range []string{methodName, methodFormer, methodAlias, methodStripped, methodDebris, methodTruncated, methodCode, methodUnmatched} {
		fmt.Printf("  %s: %d\n", m, methods[m])
	}
	ids := make([]string, 0, len(per2025))
	for id := range per2025 {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var parts []string
	for _, id := range ids {
		parts = append(parts, fmt.Sprintf("%s %d/%d", names[id], per2025[id].matched, per2025[id].unmatched))
	}
	fmt.Printf("2025 schools matched/unmatched: %s\n", strings.Join(parts, ", "))
	rowsWith, rowsAll := 0, 0
	for _, r := range a.results {
		rowsAll++
		if r.collegeCode != "" {
			rowsWith++
		}
	}
	for _, p := range a.plans {
		rowsAll++
		if p.collegeCode != "" {
			rowsWith++
		}
	}
	matched := len(a.schools) - methods[methodUnmatched]
	fmt.Printf("matched: %d of %d schools (%.1f%%), %d of %d rows (%.1f%%)\n", matched, len(a.schools),
		100*float64(matched)/float64(len(a.schools)), rowsWith, rowsAll, 100*float64(rowsWith)/float64(rowsAll))
	same, differ := 0, 0
	for _, sm := range a.schools {
		if sm.key.provinceID != provs["广东"].id || sm.m.code == "" {
			continue
		}
		if sm.key.code == sm.m.code {
			same++
		} else {
			differ++
		}
	}
	fmt.Printf("广东 printed codes equal to the matched 院校代码: %d, different: %d\n", same, differ)
}
