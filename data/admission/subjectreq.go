package admission

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"zhiyuan/data"
)

// The subject requirement (选科要求) of a unit in one canonical form (DOMAIN.md: none, one
// subject, subjects all required, subjects either one), whatever the source's wording:
//
//	不限            no requirement
//	化学            one subject
//	物理+化学       all of them (two, rarely three: "物化生(3科必选)")
//	物理/化学       any one of them
//	""              the source prints nothing, or wording the rule cannot read (counted)
//
// In a 3+1+2 track the 首选 subject is fixed by the track: a requirement naming it
// (河北 "物理,化学" in 物理类, "首选物理，再选化学") keeps only the 再选 part (化学). A
// requirement naming the other track's 首选 subject (物理 in 历史类) contradicts the unit's
// track and is not read.

// subjectOrder is the order subjects are written in: 浙江's pool of seven (data.SubjectPools), the
// national six and 技术.
var _, subjectOrder = data.SubjectPools("3+3_zhejiang")

var subjectWords = []struct{ word, subject string }{
	{"思想政治", "政治"}, {"生物学", "生物"}, {"通用技术", "技术"},
	{"物理", "物理"}, {"化学", "化学"}, {"生物", "生物"}, {"政治", "政治"},
	{"历史", "历史"}, {"地理", "地理"}, {"技术", "技术"},
	{"物", "物理"}, {"化", "化学"}, {"历", "历史"}, {"生", "生物"}, {"政", "政治"}, {"史", "历史"}, {"地", "地理"}, {"技", "技术"},
}

var (
	noneWords   = regexp.MustCompile(`^(不限|不提科目要求|不限科目|不限选考科目|无|无要求)$`)
	firstChoice = regexp.MustCompile(`^首选(物理|历史)(?:[，,]?再选(.*))?$`)
	mustNote    = regexp.MustCompile(`[（(]?(\d科必选|均须选考|均需选考)[）)]?|必选`)
	// A restriction printed beside the requirement that is not a subject (中外合办, sex).
	asideNote = regexp.MustCompile(`[（(](中外合办|中外合作办学|女|男)[）)]$`)
	anyWords  = regexp.MustCompile(`[/或]|选考其中一门|其中一门|[（(]\d选1[）)]?`)
	allSeps   = regexp.MustCompile(`[,，、+＋加和且及与\s]`)
)

// NormaliseRequirement reads a requirement as printed, for a unit of the given track
// (物理类, 历史类, 综合, 文科, 理科 …). ok is false when wording was printed but not read.
func NormaliseRequirement(raw, track string) (string, bool) {
	s := strings.TrimSpace(strings.Trim(asideNote.ReplaceAllString(strings.TrimSpace(raw), ""), "·()（）"))
	if s == "" && raw != "" {
		return "", false
	}
	if s == "" {
		return "", true
	}
	if noneWords.MatchString(s) {
		return "不限", true
	}
	first := ""
	if m := firstChoice.FindStringSubmatch(s); m != nil {
		first, s = m[1], strings.TrimSpace(m[2])
		if noneWords.MatchString(s) || s == "" {
			s = "不限"
		}
	}
	if strings.ContainsAny(s, "+＋") && anyWords.MatchString(s) {
		return mixedRequirement(s, track)
	}
	if lead := []rune(s)[0]; strings.ContainsRune("和或且加+、,，/", lead) {
		return "", false // "或地": the first subject was cut off
	}
	any := anyWords.MatchString(s)
	s = mustNote.ReplaceAllString(s, "")
	s = anyWords.ReplaceAllString(s, ",")
	var subjects []string
	if s != "不限" {
		for _, part := range allSeps.Split(s, -1) {
			if part == "" {
				continue
			}
			got, ok := splitSubjects(part)
			if !ok {
				return "", false
			}
			subjects = append(subjects, got...)
		}
	}
	trackSubject := map[string]string{"物理类": "物理", "历史类": "历史"}[track]
	if first != "" && trackSubject != "" && first != trackSubject {
		return "", false
	}
	all := dedupe(subjects)
	if any && trackSubject != "" && slices.Contains(all, trackSubject) {
		return "不限", true // "物理/化学" in 物理类: the track already meets it
	}
	var kept []string
	for _, sub := range all {
		if trackSubject != "" && sub == trackSubject {
			continue // fixed by the track
		}
		if trackSubject != "" && (sub == "物理" || sub == "历史") {
			return "", false // the other track's 首选 subject
		}
		kept = append(kept, sub)
	}
	switch {
	case len(kept) == 0:
		return "不限", true
	case len(kept) == 1:
		return kept[0], true
	case any:
		return strings.Join(kept, "/"), true
	}
	return strings.Join(kept, "+"), true
}

// splitSubjects reads one run of subject words: "物理", "化学", or glued short forms "物化生".
func splitSubjects(s string) ([]string, bool) {
	var out []string
	for s != "" {
		matched := false
		for _, w := range subjectWords {
			if strings.HasPrefix(s, w.word) {
				out = append(out, w.subject)
				s = s[len(w.word):]
				matched = true
				break
			}
		}
		if !matched {
			return nil, false
		}
	}
	return out, true
}

// dedupe returns the subjects once each, in subjectOrder.
func dedupe(subjects []string) []string {
	rank := map[string]int{}
	for i, s := range subjectOrder {
		rank[s] = i
	}
	seen := map[string]bool{}
	var out []string
	for _, s := range subjects {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return rank[out[i]] < rank[out[j]] })
	return out
}

// mixedRequirement reads "历+化/地" (四川, 重庆: the 首选 subject and either of two): only the
// form whose all-part is the track's own subject fits the four canonical forms.
func mixedRequirement(s, track string) (string, bool) {
	trackSubject := map[string]string{"物理类": "物理", "历史类": "历史"}[track]
	var rest []string
	for _, part := range regexp.MustCompile(`[+＋]`).Split(s, -1) {
		got, ok := splitSubjects(strings.TrimSpace(part))
		if ok && len(got) == 1 && got[0] == trackSubject {
			continue
		}
		rest = append(rest, part)
	}
	if len(rest) != 1 {
		return "", false
	}
	return NormaliseRequirement(rest[0], track)
}
