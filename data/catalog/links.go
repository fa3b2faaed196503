package catalog

import (
	_ "embed"
	"sort"
	"strings"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// Links between majors and occupations. No official crosswalk exists between the Chinese
// undergraduate catalogue and O*NET, so the links follow a written rule (README.md, "Links"):
// each 专业类 names the O*NET-SOC code prefixes its graduates typically work in
// (class_occupations.csv); a major may add prefixes of its own or replace its class's
// (major_occupations.csv). A major's interest code is derived from the occupations it links to.

var (
	//go:embed class_occupations.csv
	classOccupationsCSV string
	//go:embed major_occupations.csv
	majorOccupationsCSV string
)

var linkData struct {
	once     sync.Once
	byMajor  map[string][]string // major code → O*NET codes, sorted
	interest map[string]string
	profile  map[string][6]float64
}

func prefixes(cell string) []string {
	var out []string
	for _, p := range strings.Split(cell, "|") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func loadLinks() {
	d := &linkData
	d.byMajor, d.interest, d.profile = map[string][]string{}, map[string]string{}, map[string][6]float64{}
	byClass := map[string][]string{}
	csvrows.Read("class_occupations.csv", classOccupationsCSV, func(r csvrows.Row) {
		byClass[r.Str("class_code")] = prefixes(r.Str("soc_prefixes"))
	})
	add, replace := map[string][]string{}, map[string]bool{}
	csvrows.Read("major_occupations.csv", majorOccupationsCSV, func(r csvrows.Row) {
		code := r.Str("major_code")
		add[code] = append(add[code], prefixes(r.Str("soc_prefixes"))...)
		if r.Str("mode") == "replace" {
			replace[code] = true
		}
	})
	for _, m := range Majors() {
		var ps []string
		if !replace[m.Code] {
			ps = append(ps, byClass[m.ClassCode]...)
		}
		ps = append(ps, add[m.Code]...)
		seen := map[string]bool{}
		var codes []string
		var sum [6]float64
		for _, p := range Professions() {
			for _, pre := range ps {
				if strings.HasPrefix(p.Code, pre) && !seen[p.Code] {
					seen[p.Code] = true
					codes = append(codes, p.Code)
					for i := range sum {
						sum[i] += p.Interests[i]
					}
				}
			}
		}
		sort.Strings(codes)
		d.byMajor[m.Code] = codes
		if len(codes) > 0 {
			d.interest[m.Code] = topLetters(sum, 3)
			for i := range sum {
				sum[i] /= float64(len(codes))
			}
			d.profile[m.Code] = sum
		}
	}
}

// topLetters returns the n highest-scoring RIASEC letters, high to low, ties in RIASEC order.
func topLetters(scores [6]float64, n int) string {
	idx := []int{0, 1, 2, 3, 4, 5}
	sort.SliceStable(idx, func(a, b int) bool { return scores[idx[a]] > scores[idx[b]] })
	var b strings.Builder
	for _, i := range idx[:n] {
		b.WriteByte(RIASEC[i])
	}
	return b.String()
}

// MajorProfessions returns the O*NET codes a major links to, sorted; nil when none.
func MajorProfessions(majorCode string) []string {
	linkData.once.Do(loadLinks)
	if m, ok := MajorByCode(majorCode); ok {
		return linkData.byMajor[m.Code]
	}
	return nil
}

// MajorInterestCode is the three-letter RIASEC code of the mean interest profile of the
// occupations a major links to; "" when it links to none.
func MajorInterestCode(majorCode string) string {
	linkData.once.Do(loadLinks)
	if m, ok := MajorByCode(majorCode); ok {
		return linkData.interest[m.Code]
	}
	return ""
}

// MajorInterestProfile is the mean O*NET interest profile (1–7, RIASEC order) of the
// occupations a major links to; false when it links to none.
func MajorInterestProfile(majorCode string) ([6]float64, bool) {
	linkData.once.Do(loadLinks)
	p, ok := linkData.profile[majorCode]
	return p, ok
}
