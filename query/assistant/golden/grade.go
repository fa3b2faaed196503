package golden

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"zhiyuan/query/assistant"
)

var (
	numberPattern   = regexp.MustCompile(`[0-9]+(?:\.[0-9]+)?`)
	citationPattern = regexp.MustCompile(`\[[0-9]+\]`)
	digitsOnly      = regexp.MustCompile(`^[0-9]+$`)
)

// Grade tells whether an answer satisfies its case, and if not, the first reason.
func Grade(c Case, a assistant.Answer) (ok bool, why string) {
	if len(a.Unsourced) > 0 {
		return false, "unsourced numbers " + strings.Join(a.Unsourced, ", ")
	}
	if !intentOK(c, a.Intent) {
		return false, fmt.Sprintf("intent %s, want %s", a.Intent, strings.Join(append([]string{c.Intent}, c.OrIntent...), " or "))
	}
	for _, m := range c.Missing {
		if !contains(a.Missing, m) {
			return false, fmt.Sprintf("asked for %v, want %v", a.Missing, c.Missing)
		}
	}
	if c.IsFact() && len(a.Missing) > 0 {
		return false, fmt.Sprintf("asked for %v instead of answering", a.Missing)
	}
	text := citationPattern.ReplaceAllString(a.Text, "")
	numbers := numberPattern.FindAllString(text, -1)
	for _, v := range c.Values {
		if !hasValue(text, numbers, v) {
			return false, fmt.Sprintf("value %s missing", v)
		}
	}
	ids := make([]string, 0, len(a.Citations))
	for _, ct := range a.Citations {
		ids = append(ids, ct.ID)
	}
	for _, s := range c.Sources {
		if !contains(ids, s) {
			return false, fmt.Sprintf("source %s not cited (cited %v)", s, ids)
		}
	}
	if c.NoCitations && len(ids) > 0 {
		return false, fmt.Sprintf("cites %v, want no citation", ids)
	}
	switch c.Numbers {
	case NumbersNone:
		if len(numbers) > 0 {
			return false, "carries numbers " + strings.Join(numbers, ", ")
		}
	case NumbersAsked:
		asked := map[string]bool{}
		for _, n := range numberPattern.FindAllString(c.Question, -1) {
			asked[n] = true
		}
		for _, n := range []int{c.Profile.ProvinceId, c.Profile.Year, c.Profile.Score} {
			if n != 0 { // what the profile states; 0 is unset
				asked[strconv.Itoa(n)] = true
			}
		}
		for _, n := range numbers {
			if !asked[n] {
				return false, "carries a number the question does not state: " + n
			}
		}
	}
	return true, ""
}

func intentOK(c Case, intent string) bool {
	return intent == c.Intent || contains(c.OrIntent, intent)
}

// hasValue: a number must stand as a whole number (600 is not found in 6000); other values
// are looked for as written.
func hasValue(text string, numbers []string, v string) bool {
	if digitsOnly.MatchString(v) {
		return contains(numbers, v)
	}
	return strings.Contains(text, v)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
