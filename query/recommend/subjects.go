package recommend

import "strings"

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
