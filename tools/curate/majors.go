package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

var majorHeader = []string{"code", "base_code", "name", "category_code", "category", "class_code", "class_name",
	"class_synthetic", "special_t", "controlled_k", "degree", "note", "years", "employment", "postgrad",
	"graduate_scale", "male_pct", "female_pct", "school_count"}

// degreeFields are the 12 学科门类 that award bachelor's degrees (交叉学科 majors award one of them).
var degreeFields = map[string]bool{"哲学": true, "经济学": true, "法学": true, "教育学": true, "文学": true,
	"历史学": true, "理学": true, "工学": true, "农学": true, "医学": true, "管理学": true, "艺术学": true}

var (
	codeRe      = regexp.MustCompile(`^(\d{6,7})(T|K|TK)?$`)
	formerRe    = regexp.MustCompile(`原专业代码为(\d{6,7}(?:TK|T|K)?)`)
	degreeOneRe = regexp.MustCompile(`^授予(.+)学士学位$`)
	degreeAltRe = regexp.MustCompile(`^可授(.+)学士学位$`)
)

type majors struct {
	rows_       [][]string
	colleges    [][]string
	count       map[string]int
	categories  map[string]bool
	classes     map[string]bool
	synthClass  map[string]bool
	droppedLink int
}

// degreesOf turns the catalogue's degree sentence into the list of 门类 it names.
func degreesOf(s string) ([]string, error) {
	var parts []string
	if m := degreeOneRe.FindStringSubmatch(s); m != nil && !strings.Contains(m[1], "或") {
		parts = []string{m[1]}
	} else if m := degreeAltRe.FindStringSubmatch(s); m != nil {
		parts = strings.Split(m[1], "或")
	} else {
		return nil, fmt.Errorf("unrecognised degree text %q", s)
	}
	for _, p := range parts {
		if !degreeFields[p] {
			return nil, fmt.Errorf("unknown degree field %q in %q", p, s)
		}
	}
	return parts, nil
}

// loadYears reads the hand-transcribed 修业年限 exceptions of the 2024 catalogue.
func loadYears() map[string][2]string {
	f, _ := manual.Open("manual/majors_2024_years.csv")
	t, err := parseTable("manual/majors_2024_years.csv", mustRead(f), ',')
	if err != nil {
		fatalf("%v", err)
	}
	m := map[string][2]string{}
	for _, r := range t.rows {
		m[t.get(r, "code_2024")] = [2]string{t.get(r, "name"), t.get(r, "years")}
	}
	return m
}

func buildMajors(shared string, cs *colleges) *majors {
	dir := filepath.Join(shared, "majors", "undergrad_2026")
	t, err := readTable(filepath.Join(dir, "majors_2026.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	facts, err := readTable(filepath.Join(dir, "majors_2026_facts_chsi.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	byCode := map[string][]string{}
	for _, r := range facts.rows {
		byCode[facts.get(r, "major_code")] = r
	}
	years := loadYears()
	usedYears := map[string]bool{}
	ms := &majors{count: map[string]int{}, categories: map[string]bool{}, classes: map[string]bool{}, synthClass: map[string]bool{}}
	seen := map[string]bool{}
	for _, r := range t.rows {
		code, name := t.get(r, "major_code"), t.get(r, "major_name")
		m := codeRe.FindStringSubmatch(code)
		if m == nil || m[1] != t.get(r, "major_code_base") || seen[m[1]] {
			fatalf("major code %q (base %q) malformed or duplicated", code, t.get(r, "major_code_base"))
		}
		seen[m[1]] = true
		specialT, controlledK := boolStr(strings.Contains(m[2], "T")), boolStr(strings.Contains(m[2], "K"))
		if specialT != t.get(r, "is_special_T") || controlledK != t.get(r, "is_controlled_K") {
			fatalf("major %s: T/K flags disagree with the code suffix", code)
		}
		degrees, err := degreesOf(t.get(r, "degree_awarded_derived"))
		if err != nil {
			fatalf("major %s: %v", code, err)
		}
		note := t.get(r, "catalog_note")
		y := "4"
		key := code
		if f := formerRe.FindStringSubmatch(note); f != nil {
			key = f[1]
		}
		if e, ok := years[key]; ok {
			if e[0] != name {
				fatalf("years table: %s is %s in 2024 but %s in 2026", key, e[0], name)
			}
			y, usedYears[key] = e[1], true
		}
		ms.categories[t.get(r, "category_code")] = true
		ms.classes[t.get(r, "class_code")] = true
		if t.get(r, "class_is_synthetic") == "1" {
			ms.synthClass[t.get(r, "class_code")] = true
		}
		row := []string{code, m[1], name, t.get(r, "category_code"), t.get(r, "category_name"),
			t.get(r, "class_code"), t.get(r, "class_name"), t.get(r, "class_is_synthetic"), specialT, controlledK,
			strings.Join(degrees, "|"), note, y}
		row = append(row, ms.facts(facts, byCode[code], code, name)...)
		ms.rows_ = append(ms.rows_, row)
		ms.linkColleges(facts, byCode[code], code, cs)
		ms.count["category "+t.get(r, "category_name")]++
	}
	for k := range years {
		if !usedYears[k] {
			fatalf("years table: 2024 code %s matches no 2026 major", k)
		}
	}
	if n := len(ms.rows_); n != 883 || len(ms.categories) != 13 || len(ms.classes)-len(ms.synthClass) != 92 {
		fatalf("catalogue counts %d majors / %d 门类 / %d 专业类 (+%d synthetic) differ from 883/13/92",
			n, len(ms.categories), len(ms.classes)-len(ms.synthClass), len(ms.synthClass))
	}
	return ms
}

// facts returns the 阳光高考 columns of one major (empty where the scrape has none).
func (ms *majors) facts(t *table, r []string, code, name string) []string {
	if r == nil {
		ms.count["facts missing"]++
		return make([]string, 6)
	}
	if t.get(r, "major_name") != name {
		fatalf("facts: %s is %s there but %s in the catalogue", code, t.get(r, "major_name"), name)
	}
	out := []string{t.get(r, "employment_directions"), t.get(r, "postgrad_directions"), t.get(r, "graduate_scale"),
		t.get(r, "gender_male_pct"), t.get(r, "gender_female_pct"), t.get(r, "offering_school_count")}
	for i, label := range []string{"employment", "postgrad", "graduate_scale", "gender", "", "school_count"} {
		if label != "" && out[i] != "" {
			ms.count["with "+label]++
		}
	}
	return out
}

// linkColleges maps the offering schools (阳光高考 codes) to 5-digit MOE 院校代码.
func (ms *majors) linkColleges(t *table, r []string, code string, cs *colleges) {
	if r == nil || t.get(r, "offering_school_codes_5") == "" {
		return
	}
	var out []string
	set := map[string]bool{}
	for _, s := range strings.Split(t.get(r, "offering_school_codes_5"), "|") {
		c, ok := cs.chsiMap[s]
		if !ok {
			ms.droppedLink++
			continue
		}
		if !set[c] {
			set[c] = true
			out = append(out, c)
		}
	}
	sort.Strings(out)
	ms.colleges = append(ms.colleges, []string{code, strings.Join(out, "|")})
	ms.count["major-college links"] += len(out)
}

func (ms *majors) rows() [][]string        { return ms.rows_ }
func (ms *majors) collegeRows() [][]string { return ms.colleges }

func (ms *majors) report() {
	ms.count["门类"] = len(ms.categories)
	ms.count["专业类 (official)"] = len(ms.classes) - len(ms.synthClass)
	ms.count["专业类 (synthetic)"] = len(ms.synthClass)
	ms.count["majors"] = len(ms.rows_)
	ms.count["links dropped (school not in the MOE list)"] = ms.droppedLink
	printCounts("majors", ms.count)
}

func boolStr(b bool) string {
	if b {
		return "1"
	}
	return "0"
}
