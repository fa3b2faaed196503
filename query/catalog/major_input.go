package catalog

import (
	"strings"
	"unicode/utf8"

	"zhiyuan/events/apperr"
)

// Input limits of the major and profession calls.
const (
	maxMajorName      = 20 // SearchMajorByName, SpecialtyOrCategorySearch
	maxProfessionName = 30 // ProfessionSearchByName
	maxListCount      = 50 // Count of the short lists
	defaultListCount  = 10
	maxCodeLength     = 20 // any major, class, profession or industry code
)

// keyword trims a name typed by the user and bounds its length.
func keyword(s string, max int, empty, tooLong string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", apperr.Invalid(empty)
	}
	if utf8.RuneCountInString(s) > max {
		return "", apperr.Invalid(tooLong)
	}
	return s, nil
}

// listCount fills the default of a short list's Count and refuses values outside 1..50.
func listCount(n int) (int, error) {
	if n == 0 {
		return defaultListCount, nil
	}
	if n < 0 || n > maxListCount {
		return 0, apperr.Invalid("条数只能是 1～50")
	}
	return n, nil
}

// codeInput trims an id typed or sent by the client: empty and over-long ids are
// bad requests, anything else is looked up (and answers 404 when unknown).
func codeInput(s, empty string) (string, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if s == "" {
		return "", apperr.Invalid(empty)
	}
	if len(s) > maxCodeLength {
		return "", apperr.Invalid("代码不能超过20个字符")
	}
	return s, nil
}

// digits reports whether s is made of n ASCII digits.
func digits(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func trimUpper(s string) string { return strings.ToUpper(strings.TrimSpace(s)) }

// containsFold reports whether s contains sub, ignoring letter case.
func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}
