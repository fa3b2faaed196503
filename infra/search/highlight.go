package search

import (
	"strings"

	"zhiyuan/query/search/port"
)

// Highlight splits title into plain-text segments, marking the parts that
// match query. Joined, the segments' Text equals title exactly; nothing is
// escaped or wrapped in markup.
//
// Marking rules, per query term (normalised like the search):
//   - every occurrence of the term in the title (case- and width-insensitive);
//   - if the term does not occur, each of its Chinese characters that does
//     (so 北大 marks 北 and 大 in 北京大学);
//
// and if nothing got marked and the query looks like pinyin, the title
// characters whose pinyin or initials spell the start of the query
// (beijing marks 北京). Otherwise nothing is marked.
func Highlight(title, query string) []port.Segment {
	if title == "" {
		return nil
	}
	rs := []rune(title)
	folded := make([]rune, len(rs))
	for i, r := range rs {
		folded[i] = FoldRune(r)
	}
	marks := make([]bool, len(rs))
	plan := NewPlan(port.Query{Text: query})
	any := false
	for _, t := range plan.Terms {
		term := []rune(t)
		found := markOccurrences(folded, term, marks)
		if !found {
			for _, r := range term {
				if IsHan(r) && markOccurrences(folded, []rune{r}, marks) {
					found = true
				}
			}
		}
		any = any || found
	}
	if compact := strings.Join(plan.Terms, ""); !any && isPinyinLike(compact) {
		m := pinyinMatcher{runes: rs, failed: map[[2]int]bool{}}
		if !m.match(0, compact, marks) {
			clear(marks)
		}
	}
	return segments(rs, marks)
}

// markOccurrences marks every occurrence of term in text and reports whether
// there was one.
func markOccurrences(text, term []rune, marks []bool) bool {
	if len(term) == 0 {
		return false
	}
	found := false
	for i := 0; i+len(term) <= len(text); i++ {
		if equalRunes(text[i:i+len(term)], term) {
			for j := i; j < i+len(term); j++ {
				marks[j] = true
			}
			found = true
		}
	}
	return found
}

func equalRunes(a, b []rune) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// pinyinMatcher finds the title characters whose readings, full syllables or
// initials, spell the start of a query; the query may end inside a syllable.
type pinyinMatcher struct {
	runes  []rune
	failed map[[2]int]bool // (rune index, remaining query length) known to fail
}

func (m *pinyinMatcher) match(i int, q string, marks []bool) bool {
	if q == "" {
		return true
	}
	for i < len(m.runes) && Readings(m.runes[i]) == nil {
		i++
	}
	if i == len(m.runes) || m.failed[[2]int{i, len(q)}] {
		return false
	}
	for _, rd := range Readings(m.runes[i]) {
		ok := strings.HasPrefix(rd, q) ||
			(strings.HasPrefix(q, rd) && m.match(i+1, q[len(rd):], marks)) ||
			(q[0] == rd[0] && len(rd) > 1 && m.match(i+1, q[1:], marks))
		if ok {
			marks[i] = true
			return true
		}
	}
	m.failed[[2]int{i, len(q)}] = true
	return false
}

// segments merges runs of equally marked runes.
func segments(rs []rune, marks []bool) []port.Segment {
	var out []port.Segment
	start := 0
	for i := 1; i <= len(rs); i++ {
		if i == len(rs) || marks[i] != marks[start] {
			out = append(out, port.Segment{Text: string(rs[start:i]), Match: marks[start]})
			start = i
		}
	}
	return out
}
