package main

import (
	"io/fs"
	"regexp"
	"sort"
	"strconv"
)

// schoolKey is one published school: a province's 院校代号 with a name as printed. The same
// code can carry several names (years, parse debris, suffixes) and each is matched.
type schoolKey struct{ provinceID, code, name string }

// schoolMatch is the match of one published school and its rows per year.
type schoolMatch struct {
	key  schoolKey
	m    match
	rows map[int]int // year → rows in results and plans
}

var (
	schoolCodeHeader = []string{"province_id", "school_code", "school_name", "college_code", "method"}
	unmatchedHeader  = []string{"province_id", "year", "school_code", "school_name", "rows"}
)

// matchSchools matches every published school of the results and plans, then assigns
// each row its college code. Names are matched first (schoolmatch.go); a name left
// unmatched takes the college of another name printed under the same province code only
// when exactly one college is named there and the two names share most characters
// (renames such as 浙江科技学院 → 浙江科技大学, OCR typos such as 支徽中與科技职业学院).
func matchSchools(m *matcher, rs []*result, ps []*plan) map[schoolKey]*schoolMatch {
	all := map[schoolKey]*schoolMatch{}
	add := func(k schoolKey, year int) {
		sm := all[k]
		if sm == nil {
			sm = &schoolMatch{key: k, rows: map[int]int{}}
			all[k] = sm
		}
		sm.rows[year]++
	}
	for _, r := range rs {
		add(r.key(), r.year)
	}
	for _, p := range ps {
		add(p.key(), p.year)
	}
	byCode := map[[2]string][]*schoolMatch{}
	for k, sm := range all {
		sm.m = m.Match(k.name, k.provinceID == "31")
		if k.code != "" {
			byCode[[2]string{k.provinceID, k.code}] = append(byCode[[2]string{k.provinceID, k.code}], sm)
		}
	}
	for _, sm := range all {
		if sm.m.method != methodUnmatched || sm.key.code == "" {
			continue
		}
		colleges := map[string]bool{}
		best := 0.0
		for _, o := range byCode[[2]string{sm.key.provinceID, sm.key.code}] {
			if o.m.method == methodUnmatched || o.m.method == methodCode {
				continue
			}
			colleges[o.m.code] = true
			best = max(best, similarity(sm.key.name, o.key.name), similarity(sm.key.name, m.colleges[o.m.code].Name))
		}
		if len(colleges) == 1 && best >= 0.5 {
			for c := range colleges {
				sm.m = match{c, methodCode}
			}
		}
	}
	for _, r := range rs {
		r.collegeCode = all[r.key()].m.code
	}
	for _, p := range ps {
		p.collegeCode = all[p.key()].m.code
	}
	return all
}

// repairDebris prints a name matched as debris without its stray character: a family reads
// 中山大学, not the parse's 省中山大学 (school_codes.csv keeps the name as parsed, for review).
// It answers how many rows it repaired.
func repairDebris(m *matcher, all map[schoolKey]*schoolMatch, rs []*result, ps []*plan) int {
	fixed := map[schoolKey]string{}
	for k, sm := range all {
		if sm.m.method == methodDebris {
			fixed[k] = m.withoutDebris(k.name, k.provinceID == "31")
		}
	}
	n := 0
	for _, r := range rs {
		if f := fixed[r.key()]; f != "" {
			r.schoolName = f
			n++
		}
	}
	for _, p := range ps {
		if f := fixed[p.key()]; f != "" {
			p.schoolName = f
			n++
		}
	}
	return n
}

var (
	reAnyParen    = regexp.MustCompile(`（[^（）]*）`)
	genericSuffix = regexp.MustCompile(`(职业技术大学|职业技术学院|高等专科学校|职业大学|职业学院|专科学校|学院|大学)$`)
)

// distinctive is a name without its bracketed parts and its generic suffix (大学, 学院,
// 职业技术学院 …): what tells two schools apart.
func distinctive(s string) []rune {
	n := reAnyParen.ReplaceAllString(normName(s), "")
	return []rune(genericSuffix.ReplaceAllString(n, ""))
}

// similarity is the Dice coefficient of the distinctive characters of two names:
// 支徽中與科技 / 安徽中澳科技 0.67, 浙江科技 / 浙江科技 1, but 东财贸 / 广东碧桂园 0.25.
func similarity(a, b string) float64 {
	ra, rb := distinctive(a), distinctive(b)
	if len(ra)+len(rb) == 0 {
		return 0
	}
	count := map[rune]int{}
	for _, r := range ra {
		count[r]++
	}
	common := 0
	for _, r := range rb {
		if count[r] > 0 {
			count[r]--
			common++
		}
	}
	return 2 * float64(common) / float64(len(ra)+len(rb))
}

// schoolCodeRows renders school_codes.csv and unmatched_schools.csv.
func schoolCodeRows(all map[schoolKey]*schoolMatch) (codes, unmatched [][]string) {
	keys := make([]schoolKey, 0, len(all))
	for k := range all {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.provinceID != b.provinceID {
			return a.provinceID < b.provinceID
		}
		if a.code != b.code {
			return a.code < b.code
		}
		return a.name < b.name
	})
	for _, k := range keys {
		sm := all[k]
		codes = append(codes, []string{k.provinceID, k.code, k.name, sm.m.code, sm.m.method})
		if sm.m.method != methodUnmatched {
			continue
		}
		years := make([]int, 0, len(sm.rows))
		for y := range sm.rows {
			years = append(years, y)
		}
		sort.Ints(years)
		for _, y := range years {
			unmatched = append(unmatched, []string{k.provinceID, strconv.Itoa(y), k.code, k.name, strconv.Itoa(sm.rows[y])})
		}
	}
	sort.SliceStable(unmatched, func(i, j int) bool {
		a, b := unmatched[i], unmatched[j]
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		return a[1] < b[1]
	})
	return codes, unmatched
}

// loadManualNames reads manual/school_names.csv (published name → college, method former
// or stripped) and manual/shanghai_short_names.csv (上海's 院校简称 → college). Every line
// must name a catalogue college by its code and current name.
func loadManualNames(files fs.FS) (map[string]match, map[string]string) {
	m := newMatcher(nil, nil)
	check := func(path, code, name string) {
		c, ok := m.colleges[code]
		if !ok || c.Name != name {
			fatalf("%s: %s %s is not a catalogue college", path, code, name)
		}
	}
	manual := map[string]match{}
	path := "manual/school_names.csv"
	t := readFSTable(files, path)
	for _, r := range t.rows {
		code, method := t.get(r, "college_code"), t.get(r, "method")
		check(path, code, t.get(r, "college_name"))
		if method != methodFormer && method != methodStripped && method != methodAlias {
			fatalf("%s: method %q", path, method)
		}
		manual[normName(t.get(r, "published_name"))] = match{code, method}
	}
	shanghai := map[string]string{}
	path = "manual/shanghai_short_names.csv"
	t = readFSTable(files, path)
	for _, r := range t.rows {
		check(path, t.get(r, "college_code"), t.get(r, "college_name"))
		shanghai[normName(t.get(r, "short_name"))] = t.get(r, "college_code")
	}
	return manual, shanghai
}

func readFSTable(files fs.FS, path string) *table {
	b, err := fs.ReadFile(files, path)
	if err != nil {
		fatalf("%v", err)
	}
	t, err := parseTable(path, b)
	if err != nil {
		fatalf("%v", err)
	}
	return t
}
