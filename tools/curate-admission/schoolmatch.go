package main

import (
	"regexp"
	"strings"
	"unicode"

	"zhiyuan/data/catalog"
)

// How a published school name was matched to a college of the catalogue (school_codes.csv).
const (
	methodName      = "name"      // the catalogue's current name
	methodFormer    = "former"    // a former name (catalogue aliases, manual/school_names.csv)
	methodAlias     = "alias"     // an abbreviation (catalog.Abbreviations, 上海's short names)
	methodStripped  = "stripped"  // after removing published suffixes: （中外合作办学）, 校区, 分校, 医学部 …
	methodDebris    = "debris"    // after removing one stray character of a PDF/OCR parse (江苏 2025 "苏东南大学…")
	methodTruncated = "truncated" // a cut-off name that begins exactly one catalogue name
	methodCode      = "code"      // another name under the same province code matched (rename, OCR typo)
	methodUnmatched = "unmatched"
)

type match struct{ code, method string }

// matcher matches published names; every answer is checked against catalogue names.
type matcher struct {
	current, former, alias map[string]string // normalised name → 院校代码
	manual                 map[string]match  // manual/school_names.csv
	shanghai               map[string]string // manual/shanghai_short_names.csv, used for 上海 only
	prefix                 []nameCode        // current and former names, for truncated names
	colleges               map[string]catalog.College
}

type nameCode struct{ name, code string }

// normName removes white space and writes every kind of bracket as （ ）.
func normName(s string) string {
	var b strings.Builder
	for _, r := range strings.TrimSpace(s) {
		switch {
		case unicode.IsSpace(r):
		case strings.ContainsRune("(（[［【〔<＜《〈", r):
			b.WriteRune('（')
		case strings.ContainsRune(")）]］】〕>＞》〉", r):
			b.WriteRune('）')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func newMatcher(manual map[string]match, shanghai map[string]string) *matcher {
	m := &matcher{current: map[string]string{}, former: map[string]string{}, alias: map[string]string{},
		manual: manual, shanghai: shanghai, colleges: map[string]catalog.College{}}
	for _, c := range catalog.Colleges() {
		m.colleges[c.Code] = c
		m.current[normName(c.Name)] = c.Code
		m.prefix = append(m.prefix, nameCode{normName(c.Name), c.Code})
	}
	for _, c := range catalog.Colleges() {
		for _, a := range c.Aliases {
			if n := normName(a); m.current[n] == "" && m.former[n] == "" {
				m.former[n] = c.Code
				m.prefix = append(m.prefix, nameCode{n, c.Code})
			}
		}
	}
	for abbr, code := range catalog.Abbreviations() {
		m.alias[normName(abbr)] = code
	}
	return m
}

// exact matches a whole name: current, former, manual, abbreviation, 上海 short name.
func (m *matcher) exact(n string, shanghai bool) (match, bool) {
	if c, ok := m.current[n]; ok {
		return match{c, methodName}, true
	}
	if c, ok := m.former[n]; ok {
		return match{c, methodFormer}, true
	}
	if mm, ok := m.manual[n]; ok {
		return mm, true
	}
	if c, ok := m.alias[n]; ok {
		return match{c, methodAlias}, true
	}
	if c, ok := m.shanghai[n]; shanghai && ok {
		return match{c, methodAlias}, true
	}
	return match{}, false
}

// Match returns the college of a published name, or methodUnmatched.
func (m *matcher) Match(published string, shanghai bool) match {
	n := normName(published)
	if mm, ok := m.exact(n, shanghai); ok {
		return mm
	}
	if mm, ok := m.stripped(n, shanghai); ok {
		return match{mm.code, methodStripped}
	}
	if rs := []rune(n); len(rs) >= 5 {
		for _, v := range []string{string(rs[1:]), string(rs[:len(rs)-1])} {
			if mm, ok := m.exact(v, shanghai); ok {
				return match{mm.code, methodDebris}
			}
			if mm, ok := m.stripped(v, shanghai); ok {
				return match{mm.code, methodDebris}
			}
		}
	}
	if code := m.truncated(n); code != "" {
		return match{code, methodTruncated}
	}
	return match{method: methodUnmatched}
}

// withoutDebris is a published name matched as debris without its stray character (省中山大学 →
// 中山大学, 苏东南大学 → 东南大学), what the school printed; "" when the name is not debris.
func (m *matcher) withoutDebris(published string, shanghai bool) string {
	n := normName(published)
	if rs := []rune(n); len(rs) >= 5 {
		for _, v := range []string{string(rs[1:]), string(rs[:len(rs)-1])} {
			if _, ok := m.exact(v, shanghai); ok {
				return v
			}
			if _, ok := m.stripped(v, shanghai); ok {
				return v
			}
		}
	}
	return ""
}

// stripped tries the shorter forms of a name, nearest first.
func (m *matcher) stripped(n string, shanghai bool) (match, bool) {
	seen := map[string]bool{n: true}
	queue := []string{n}
	for len(queue) > 0 && len(seen) < 64 {
		cur := queue[0]
		queue = queue[1:]
		for _, v := range stripSteps(cur) {
			if v == "" || seen[v] {
				continue
			}
			seen[v] = true
			if mm, ok := m.exact(v, shanghai); ok {
				return mm, true
			}
			queue = append(queue, v)
		}
	}
	return match{}, false
}

var (
	reGroupInName = regexp.MustCompile(`\d{1,3}专业组（[^（）]*）`)
	reTrailParen  = regexp.MustCompile(`（[^（）]*）$`)
	reLeadParen   = regexp.MustCompile(`^（[^（）]*）`)
	campusSuffix  = []string{"医学部", "医学院", "分校", "校区"}
)

// stripSteps lists the names one published addition shorter.
func stripSteps(n string) []string {
	var out []string
	if v := reGroupInName.ReplaceAllString(n, ""); v != n { // 江苏 2025 "厦门大学04专业组(不限)（…）"
		out = append(out, v)
	}
	if v := balance(n); v != n {
		out = append(out, v)
	}
	if loc := reTrailParen.FindStringIndex(n); loc != nil && loc[0] > 0 {
		out = append(out, n[:loc[0]])
	}
	if loc := reLeadParen.FindStringIndex(n); loc != nil && loc[1] < len(n) { // "(民办)云南…"
		out = append(out, n[loc[1]:])
	}
	rs := []rune(n)
	for _, s := range campusSuffix {
		if !strings.HasSuffix(n, s) {
			continue
		}
		k0 := len([]rune(s))
		for k := k0; k <= k0+5 && k < len(rs)-1; k++ { // "东北大学秦皇岛分校", "…（北京）克拉玛依校区"
			out = append(out, string(rs[:len(rs)-k]))
		}
	}
	return out
}

// balance drops unmatched brackets and what a parse glued beyond them: "业）福建卫生职业技术
// 学院（定向专" → "福建卫生职业技术学院", "（盘锦职业技术学院" → "盘锦职业技术学院".
func balance(n string) string {
	depth, lastOpen := 0, -1
	for i, r := range n {
		switch r {
		case '（':
			if depth == 0 {
				lastOpen = i
			}
			depth++
		case '）':
			if depth == 0 {
				if i+len("）") == len(n) {
					return n[:i]
				}
				return n[i+len("）"):]
			}
			depth--
		}
	}
	if depth > 0 && lastOpen >= 0 {
		if lastOpen == 0 {
			return n[len("（"):]
		}
		return n[:lastOpen]
	}
	return n
}

// truncated answers the college whose name (current or former) begins with a long
// cut-off name, when exactly one college does.
func (m *matcher) truncated(n string) string {
	if len([]rune(n)) < 8 {
		return ""
	}
	code := ""
	for _, nc := range m.prefix {
		if strings.HasPrefix(nc.name, n) && nc.name != n {
			if code != "" && code != nc.code {
				return ""
			}
			code = nc.code
		}
	}
	return code
}
