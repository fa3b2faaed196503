package recommend

import (
	"slices"
	"strings"

	"zhiyuan/data"
)

// Meets tells whether subjects satisfy a canonical requirement (DOMAIN.md: none, one subject,
// both, either): 不限; 化学; 物理+化学 (both); 物理/化学 (either). An unknown requirement ("")
// is not met; the caller shows such a unit with a warning instead of hiding it.
func Meets(rule string, subjects []string) bool {
	has := func(s string) bool {
		for _, x := range subjects {
			if x == s {
				return true
			}
		}
		return false
	}
	switch {
	case rule == "不限":
		return true
	case rule == "":
		return false
	case strings.Contains(rule, "/"):
		for _, s := range strings.Split(rule, "/") {
			if has(s) {
				return true
			}
		}
		return false
	}
	for _, s := range strings.Split(rule, "+") {
		if !has(s) {
			return false
		}
	}
	return true
}

// StricterRule is a requirement that asks what both canonical requirements ask, so that a
// candidate who meets it meets each of them: the plan's majors of a group and its results may
// differ (a group whose first major is 不限 and another needs 物理). "" (unknown) yields to the
// other. Both in the canonical forms: 化学 and 物理+化学 give 物理+化学; 物理/化学 and 化学 give
// 化学. A conjunction the forms cannot write (物理/化学 and 生物) keeps the one asking more.
func StricterRule(a, b string) string {
	switch {
	case a == "" || a == b:
		return b
	case b == "":
		return a
	}
	var clauses [][]string
	for _, rule := range []string{a, b} {
		clauses = append(clauses, ruleClauses(rule)...)
	}
	var kept [][]string // drop a clause another one implies (化学 implies 物理/化学)
	for i, c := range clauses {
		implied := false
		for j, d := range clauses {
			if i != j && subsetOf(d, c) && (len(d) < len(c) || j < i) {
				implied = true
				break
			}
		}
		if !implied {
			kept = append(kept, c)
		}
	}
	var all, either []string
	for _, c := range kept {
		if len(c) == 1 {
			all = append(all, c[0])
		} else {
			either = c
		}
	}
	switch {
	case len(kept) == 0:
		return "不限"
	case either == nil:
		return strings.Join(inSubjectOrder(all), "+")
	case len(kept) == 1:
		return strings.Join(inSubjectOrder(either), "/")
	}
	if asks(a) >= asks(b) {
		return a
	}
	return b
}

// ruleClauses reads a canonical requirement as subjects each of which must be met by one of
// its own: 物理+化学 is [物理] [化学], 物理/化学 is [物理 化学], 不限 none.
func ruleClauses(rule string) [][]string {
	switch {
	case rule == "不限" || rule == "":
		return nil
	case strings.Contains(rule, "/"):
		return [][]string{strings.Split(rule, "/")}
	}
	var out [][]string
	for _, s := range strings.Split(rule, "+") {
		out = append(out, []string{s})
	}
	return out
}

// asks orders requirements by how much they ask: each subject required counts two, a choice one.
func asks(rule string) int {
	n := 0
	for _, c := range ruleClauses(rule) {
		if len(c) == 1 {
			n += 2
		} else {
			n++
		}
	}
	return n
}

func subsetOf(small, big []string) bool {
	for _, s := range small {
		if !slices.Contains(big, s) {
			return false
		}
	}
	return true
}

// subjectOrder is the order canonical requirements write subjects in (data/admission's).
var _, subjectOrder = data.SubjectPools("3+3_zhejiang")

func inSubjectOrder(subjects []string) []string {
	out := slices.Clone(subjects)
	slices.SortStableFunc(out, func(x, y string) int {
		return orderOf(x) - orderOf(y)
	})
	return slices.Compact(out)
}

func orderOf(s string) int {
	if i := slices.Index(subjectOrder, s); i >= 0 {
		return i
	}
	return len(subjectOrder)
}
