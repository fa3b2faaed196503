package search

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// contractions are the usual ways a university name is shortened after the
// place: 上海交通大学 → 上海交大, 华中农业大学 → 华中农大. The abbreviation list
// (data/catalog/abbreviations.csv) holds the best-known short names; these
// rules add the regular ones it leaves out.
var contractions = []struct{ suffix, short string }{
	{"科学技术大学", "科大"},
	{"交通大学", "交大"},
	{"师范大学", "师大"},
	{"科技大学", "科大"},
	{"工业大学", "工大"},
	{"农业大学", "农大"},
	{"医科大学", "医大"},
	{"财经大学", "财大"},
	{"林业大学", "林大"},
}

// contractedNames returns the regular short forms of a college name: the part
// before a known suffix (at least two characters) followed by the suffix's
// contraction.
func contractedNames(name string) []string {
	for _, c := range contractions {
		place, ok := strings.CutSuffix(name, c.suffix)
		if ok && utf8.RuneCountInString(place) >= 2 {
			return []string{place + c.short}
		}
	}
	return nil
}

// singularTitle turns an O*NET title, which names occupations in the plural
// ("Registered Nurses", "Lawyers"), into the singular people type ("nurse",
// "lawyer"); it returns "" when nothing changes.
func singularTitle(title string) string {
	words := strings.FieldsFunc(title, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	changed := false
	for i, w := range words {
		if s := singular(w); s != w {
			words[i], changed = s, true
		}
	}
	if !changed {
		return ""
	}
	return strings.Join(words, " ")
}

// singular strips an English plural ending from one word; short words and
// endings that are not plurals (-ss, -us, -is) stay.
func singular(w string) string {
	lower := strings.ToLower(w)
	switch {
	case len(w) <= 3:
		return w
	case strings.HasSuffix(lower, "ies"):
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(lower, "ches"), strings.HasSuffix(lower, "shes"), strings.HasSuffix(lower, "xes"),
		strings.HasSuffix(lower, "sses"):
		return w[:len(w)-2]
	case strings.HasSuffix(lower, "ss"), strings.HasSuffix(lower, "us"), strings.HasSuffix(lower, "is"):
		return w
	case strings.HasSuffix(lower, "s"):
		return w[:len(w)-1]
	}
	return w
}

// mainJobs are the first three employment directions of a major (阳光高考
// lists the most common first), leaving out the ones nearly every major
// shares (civil service, public institutions, graduate study). As tags they
// let a job title find the majors that lead to it.
func mainJobs(employment []string) []string {
	var out []string
	for _, e := range employment {
		if strings.HasPrefix(e, "公务员") || strings.HasPrefix(e, "事业单位") || e == "考研" {
			continue
		}
		if out = append(out, e); len(out) == 3 {
			break
		}
	}
	return out
}
