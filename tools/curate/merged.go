package main

import (
	"strconv"
	"strings"
)

// mergedHeader is the header of merged_names.csv.
var mergedHeader = []string{"former_name", "code", "name", "year", "kind", "source"}

// mergedNames checks the hand-written list of schools that merged into (or were renamed to) a
// current one — 湘雅医学院 → 中南大学, 华西医科大学 → 四川大学 — and adds the 院校代码. Each row
// names its public source. The MOE lists cannot give these links: the merged schools left
// them decades ago.
func (cs *colleges) mergedNames() [][]string {
	f, _ := manual.Open("manual/merged_names.csv")
	t, err := parseTable("manual/merged_names.csv", mustRead(f), ',')
	if err != nil {
		fatalf("%v", err)
	}
	abbr := map[string]bool{}
	for _, a := range cs.abbr {
		abbr[a[0]] = true
	}
	seen := map[string]bool{}
	var out [][]string
	for _, r := range t.rows {
		former, name, year, kind, source := t.get(r, "former_name"), t.get(r, "name"), t.get(r, "year"),
			t.get(r, "kind"), t.get(r, "source")
		c := cs.byName[norm(name)]
		if c == nil || c.name != name {
			fatalf("merged name %s: %s is not a current name in the MOE 2026 list", former, name)
		}
		// A name still (or recently) borne by another school, or an abbreviation, would send
		// its searches to the wrong one: 西安医学院 is both the old name of 西安医科大学 and a
		// school of today.
		if seen[former] || cs.byName[norm(former)] != nil || abbr[former] {
			fatalf("merged name %s is duplicated, a school's current or previous name, or an abbreviation", former)
		}
		if y, err := strconv.Atoi(year); err != nil || y < 1949 || y > 2026 {
			fatalf("merged name %s: bad year %q", former, year)
		}
		if kind == "" || !strings.HasPrefix(source, "https://") {
			fatalf("merged name %s: needs a kind and an https source", former)
		}
		seen[former] = true
		out = append(out, []string{former, c.code, c.name, year, kind, source})
	}
	cs.notef("merged names: %d former names of %d schools", len(out), countDistinct(out, 1))
	return out
}

func countDistinct(rows [][]string, col int) int {
	set := map[string]bool{}
	for _, r := range rows {
		set[r[col]] = true
	}
	return len(set)
}
