package assistant

import (
	"sort"
	"strconv"
	"strings"
	"sync"

	"zhiyuan/data"
	"zhiyuan/data/catalog"
)

// term is a name the engine recognises in a question and what it stands for.
type term struct {
	text string // as written in questions
	id   string // a college code, a major code, an occupation id
	name string // the official name
}

// lexicon holds the names of the shipped catalogue, longest first, so that 北京大学医学部
// is not read as 北京大学 and 计算机科学与技术 not as 计算机.
type lexicon struct {
	provinces   []term // id: the province code
	colleges    []term
	majors      []term
	occupations []term
}

var (
	lexOnce sync.Once
	lex     lexicon
)

func words() *lexicon {
	lexOnce.Do(func() {
		for _, p := range data.Provinces() {
			id := strconv.Itoa(p.ID)
			lex.provinces = append(lex.provinces, term{p.Name, id, p.Name})
			for _, suffix := range []string{"省", "市", "自治区"} {
				lex.provinces = append(lex.provinces, term{p.Name + suffix, id, p.Name})
			}
		}
		for _, c := range catalog.Colleges() {
			lex.colleges = append(lex.colleges, term{c.Name, c.Code, c.Name})
			for _, a := range c.Aliases {
				lex.colleges = append(lex.colleges, term{a, c.Code, c.Name})
			}
		}
		for abbr, code := range catalog.Abbreviations() {
			if c, ok := catalog.CollegeByCode(code); ok {
				lex.colleges = append(lex.colleges, term{abbr, code, c.Name})
			}
		}
		for _, m := range catalog.Majors() {
			if len([]rune(m.Name)) >= 2 {
				lex.majors = append(lex.majors, term{m.Name, m.Code, m.Name})
			}
		}
		for _, o := range catalog.Occupations() {
			if len([]rune(o.Name)) >= 3 {
				lex.occupations = append(lex.occupations, term{o.Name, o.ID, o.Name})
			}
		}
		for _, l := range [][]term{lex.provinces, lex.colleges, lex.majors, lex.occupations} {
			sort.SliceStable(l, func(i, j int) bool { return len(l[i].text) > len(l[j].text) })
		}
	})
	return &lex
}

// find answers the longest term written in s, and where it stands.
func find(s string, terms []term) (term, int, bool) {
	best, at := term{}, -1
	for _, t := range terms {
		if len(t.text) <= len(best.text) {
			break // sorted longest first: nothing longer follows
		}
		if i := strings.Index(s, t.text); i >= 0 {
			best, at = t, i
		}
	}
	return best, at, at >= 0
}
