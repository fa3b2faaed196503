package catalog

import (
	"slices"
	"strings"
	"testing"

	"zhiyuan/data/internal/csvrows"
)

// Counts of the links, quoted in README.md ("Links between majors and occupations").
// Change them together with the CSVs and the README.
const (
	linkedMajorCount   = 883  // majors that link to at least one occupation
	linkCount          = 7611 // major–occupation pairs
	majorRowCount      = 499  // rows of major_occupations.csv
	linkedOccupations  = 587  // distinct occupations some major links to
	minMajorRowsWanted = 40
)

// matchesSome reports whether prefix starts at least one O*NET-SOC code.
func matchesSome(prefix string) bool {
	for _, p := range Professions() {
		if strings.HasPrefix(p.Code, prefix) {
			return true
		}
	}
	return false
}

// checkPrefixes checks one soc_prefixes cell: well formed, no duplicates, each matching an occupation.
func checkPrefixes(t *testing.T, where, cell string) int {
	t.Helper()
	ps := prefixes(cell)
	if len(ps) != strings.Count(cell, "|")+1 && cell != "" {
		t.Errorf("%s: empty element in %q", where, cell)
	}
	seen := map[string]bool{}
	for _, p := range ps {
		if len(p) < 4 || p[2] != '-' {
			t.Errorf("%s: malformed prefix %q", where, p)
		}
		if seen[p] {
			t.Errorf("%s: prefix %q repeated", where, p)
		}
		seen[p] = true
		if !matchesSome(p) {
			t.Errorf("%s: prefix %q matches no occupation in professions.csv", where, p)
		}
	}
	return len(ps)
}

func TestClassOccupationsCoverEveryClass(t *testing.T) {
	classes := map[string]string{} // class code → name, from majors.csv
	synthetic := map[string]bool{}
	for _, m := range Majors() {
		classes[m.ClassCode] = m.Class
		synthetic[m.ClassCode] = m.ClassSynthetic
	}
	rows := map[string]bool{}
	csvrows.Read("class_occupations.csv", classOccupationsCSV, func(r csvrows.Row) {
		code, name := r.Str("class_code"), r.Str("class_name")
		if rows[code] {
			t.Errorf("class %s has two rows", code)
		}
		rows[code] = true
		want, ok := classes[code]
		if !ok {
			t.Errorf("class %s %s is not in majors.csv", code, name)
			return
		}
		if name != want {
			t.Errorf("class %s: name %q, majors.csv says %q", code, name, want)
		}
		n := checkPrefixes(t, "class "+code, r.Str("soc_prefixes"))
		// Only the synthetic 1400 交叉学科类 may be empty: its majors have rows of their own.
		if n == 0 && !synthetic[code] {
			t.Errorf("class %s %s links to nothing", code, name)
		}
	})
	for code, name := range classes {
		if !rows[code] {
			t.Errorf("class %s %s has no row in class_occupations.csv", code, name)
		}
	}
	if len(rows) != MajorClassCount+1 {
		t.Errorf("class rows: %d, want %d (92 专业类 + 1400)", len(rows), MajorClassCount+1)
	}
}

func TestMajorOccupationsRowsNameRealMajors(t *testing.T) {
	byCode := map[string]Major{}
	for _, m := range Majors() {
		byCode[m.Code] = m
	}
	seen := map[string]bool{}
	rows := 0
	csvrows.Read("major_occupations.csv", majorOccupationsCSV, func(r csvrows.Row) {
		rows++
		code, name := r.Str("major_code"), r.Str("major_name")
		// The printed code with its suffix: the loader matches rows by Major.Code, so a
		// row keyed by the digits only (101101 for 101101K) would be silently ignored.
		m, ok := byCode[code]
		if !ok {
			t.Errorf("major %s %s is not in majors.csv (use the printed code)", code, name)
			return
		}
		if m.Name != name {
			t.Errorf("major %s: name %q, majors.csv says %q", code, name, m.Name)
		}
		if seen[code] {
			t.Errorf("major %s has two rows", code)
		}
		seen[code] = true
		if mode := r.Str("mode"); mode != "add" && mode != "replace" {
			t.Errorf("major %s: mode %q, want add or replace", code, mode)
		}
		if checkPrefixes(t, "major "+code, r.Str("soc_prefixes")) == 0 {
			t.Errorf("major %s: no prefixes", code)
		}
	})
	if rows < minMajorRowsWanted || rows != majorRowCount {
		t.Errorf("major_occupations.csv: %d rows, want %d (at least %d)", rows, majorRowCount, minMajorRowsWanted)
	}
	// 交叉学科 has no real class: every one of its majors needs its own row.
	for _, m := range Majors() {
		if m.ClassSynthetic && !seen[m.Code] {
			t.Errorf("交叉学科 major %s %s has no row in major_occupations.csv", m.Code, m.Name)
		}
	}
}

func TestLinkCoverage(t *testing.T) {
	linked, links := 0, 0
	used := map[string]bool{}
	var none []string
	for _, m := range Majors() {
		codes := MajorProfessions(m.Code)
		if !slices.IsSorted(codes) {
			t.Errorf("%s: codes not sorted", m.Code)
		}
		for i, c := range codes {
			if _, ok := ProfessionByCode(c); !ok {
				t.Errorf("%s links to unknown %s", m.Code, c)
			}
			if i > 0 && codes[i-1] == c {
				t.Errorf("%s links to %s twice", m.Code, c)
			}
			used[c] = true
		}
		ic := MajorInterestCode(m.Code)
		if len(codes) == 0 {
			none = append(none, m.Code+" "+m.Name)
			if ic != "" {
				t.Errorf("%s: interest code %q without links", m.Code, ic)
			}
			continue
		}
		linked++
		links += len(codes)
		if len(ic) != 3 || ic[0] == ic[1] || ic[0] == ic[2] || ic[1] == ic[2] ||
			strings.Trim(ic, RIASEC) != "" {
			t.Errorf("%s: interest code %q is not three distinct RIASEC letters", m.Code, ic)
		}
	}
	if linked*100 < len(Majors())*95 {
		t.Errorf("only %d of %d majors link to an occupation (want ≥ 95%%); none: %v", linked, len(Majors()), none)
	}
	if linked != linkedMajorCount || links != linkCount || len(used) != linkedOccupations {
		t.Errorf("majors linked %d, links %d, occupations used %d; README says %d, %d, %d (without links: %v)",
			linked, links, len(used), linkedMajorCount, linkCount, linkedOccupations, none)
	}
}

// Hand-checked facts: the occupations a reader would expect, and what must not be there.
func TestHandCheckedLinks(t *testing.T) {
	has := func(major, occupation string) bool { return slices.Contains(MajorProfessions(major), occupation) }
	hasPrefix := func(major string, prefixes ...string) bool {
		for _, c := range MajorProfessions(major) {
			for _, p := range prefixes {
				if strings.HasPrefix(c, p) {
					return true
				}
			}
		}
		return false
	}
	physician := []string{"29-121", "29-122", "29-124"} // 29-12xx except 29-129x (acupuncturists, hygienists …)
	for _, c := range []struct {
		major, occupation string
		want              bool
	}{
		{"080901", "15-1252.00", true},  // 计算机科学与技术 → software developers
		{"080901", "15-1221.00", true},  // … and computer research scientists (per-major add)
		{"080902", "15-1221.00", false}, // 软件工程 keeps the class list only
		{"030101K", "23-1011.00", true}, // 法学 → lawyers
		{"101101", "29-1141.00", true},  // 护理学, looked up by its digits → registered nurses
		{"101101K", "29-1141.00", true},
		{"100301K", "29-1021.00", true},  // 口腔医学 → dentists
		{"100201K", "29-1021.00", false}, // 临床医学 is not dentistry
		{"081001", "17-2051.00", true},   // 土木工程 → civil engineers
		{"081001", "11-9021.00", true},   // … construction managers
		{"081001", "13-1051.00", true},   // … cost estimators
		{"040107", "25-2021.00", true},   // 小学教育 → elementary school teachers
		{"040106", "25-2011.00", true},   // 学前教育 → preschool teachers (replace)
		{"040106", "25-2031.00", false},  // … not secondary school teachers
		{"120203K", "13-2011.00", true},  // 会计学 → accountants and auditors
		{"130502", "27-1024.00", true},   // 视觉传达设计 → graphic designers
		{"081805K", "53-2011.00", true},  // 飞行技术 → airline pilots (replace)
		{"081805K", "13-1081.00", false}, // … not the 交通运输类 logisticians
		{"030601K", "33-3051.00", true},  // 治安学 → police patrol officers
		{"140013TK", "17-2031.00", true}, // 脑机科学与技术 (交叉学科) → bioengineers
	} {
		if got := has(c.major, c.occupation); got != c.want {
			t.Errorf("%s links to %s: %v, want %v (links: %v)", c.major, c.occupation, got, c.want, MajorProfessions(c.major))
		}
	}
	if !hasPrefix("100201K", physician...) {
		t.Errorf("临床医学 links to no physician: %v", MajorProfessions("100201K"))
	}
	if hasPrefix("100301K", physician...) || hasPrefix("101101K", physician...) {
		t.Error("口腔医学 or 护理学 links to a physician code")
	}
	for _, m := range Majors() {
		if m.ClassCode == "1002" && !hasPrefix(m.Code, physician...) {
			t.Errorf("临床医学类 major %s %s links to no physician", m.Code, m.Name)
		}
	}
}

func TestMajorInterestCode(t *testing.T) {
	for _, c := range []struct{ major, want string }{
		{"080901", "CIR"},  // 计算机科学与技术: mostly C-high computing occupations
		{"100201K", "ISR"}, // 临床医学
		{"101101K", "SIC"}, // 护理学
		{"030101K", "CEI"}, // 法学
		{"081001", "RCI"},  // 土木工程
		{"040107", "SCI"},  // 小学教育
		{"nope", ""},
		{"", ""},
	} {
		if got := MajorInterestCode(c.major); got != c.want {
			t.Errorf("MajorInterestCode(%q) = %q, want %q", c.major, got, c.want)
		}
	}
	if ic := MajorInterestCode("080901"); ic == "" || (ic[0] != 'I' && ic[0] != 'C') {
		t.Errorf("080901: %q should start with I or C", ic)
	}
	if MajorProfessions("nope") != nil {
		t.Error("unknown major has links")
	}
}

// The interest code is the top three letters of the mean profile, recomputed here.
func TestInterestCodeIsTopThreeOfMeanProfile(t *testing.T) {
	for _, code := range []string{"080901", "050201", "130201", "140005T"} {
		var sum [6]float64
		codes := MajorProfessions(code)
		for _, c := range codes {
			p, _ := ProfessionByCode(c)
			for i := range sum {
				sum[i] += p.Interests[i] / float64(len(codes))
			}
		}
		best := ""
		for len(best) < 3 {
			hi := -1
			for i := range sum {
				if strings.IndexByte(best, RIASEC[i]) < 0 && (hi < 0 || sum[i] > sum[hi]) {
					hi = i
				}
			}
			best += RIASEC[hi : hi+1]
		}
		if got := MajorInterestCode(code); got != best {
			t.Errorf("%s: interest code %q, mean profile %v gives %q", code, got, sum, best)
		}
	}
	if got := topLetters([6]float64{1, 2, 2, 2, 0, 0}, 3); got != "IAS" {
		t.Errorf("ties: %q, want IAS (RIASEC order)", got)
	}
}

// The two hand-written files follow the conventions of the others: no BOM, LF line ends.
func TestLinkFilesAreCleanCSV(t *testing.T) {
	for name, text := range map[string]string{"class_occupations.csv": classOccupationsCSV,
		"major_occupations.csv": majorOccupationsCSV} {
		if strings.HasPrefix(text, "\ufeff") || strings.Contains(text, "\r") || !strings.HasSuffix(text, "\n") {
			t.Errorf("%s: BOM, CR or missing final newline", name)
		}
	}
}
