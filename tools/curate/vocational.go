package main

import (
	"path/filepath"
	"regexp"
	"strings"
)

// The vocational major catalogue (职业教育专业目录): a third-party copy of the MOE 2021
// catalogue with later additions (shared README §6.5). The portal keeps 高职专科 and
// 职教本科, the two levels a gaokao candidate applies to; 中职 is left out.

var vocationalHeader = []string{"code", "name", "level", "category_code", "category", "class_code", "class_name", "note"}

var vocationalMissingHeader = []string{"level", "code", "name", "reason"}

// Levels of the copy, in the order the portal lists them.
const (
	levelHigherVocational   = "高职专科"
	levelVocationalBachelor = "职教本科"
	levelSecondary          = "中职"
	noteNew202512           = "2025年12月新增"
)

// Reasons a major is known to be missing from the copy (vocational_missing.csv).
const (
	missingGuideK = "guide_k"  // named, with a K code, in the 人社部 2023 guide
	missingMOE27  = "moe_2027" // a new 高职专科 name of the MOE July 2026 update (enrols from 2027)
)

var vocationalCodeRe = regexp.MustCompile(`^\d{6}$`)

type vocational struct {
	rows_  [][]string
	byCode map[string][]string // code → row
	count  map[string]int
}

// buildVocational reads the copy, keeps 高职专科 and 职教本科 and checks every row: six-digit
// codes that start with their class and 大类 code, one name per class code, no code shared
// with the undergraduate catalogue (the two share the major detail route).
func buildVocational(shared string, undergrad map[string]string) *vocational {
	t, err := readTable(filepath.Join(shared, "majors", "vocational", "vocational_major_catalog.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	v := &vocational{byCode: map[string][]string{}, count: map[string]int{}}
	classNames := map[string]string{}
	for _, r := range t.rows {
		level, note := t.get(r, "level"), t.get(r, "note")
		v.count["rows "+level]++
		if note != "" {
			v.count["rows flagged "+note+" (all levels)"]++
		}
		switch level {
		case levelHigherVocational, levelVocationalBachelor:
		case levelSecondary:
			continue
		default:
			fatalf("vocational: unknown level %q", level)
		}
		row := []string{t.get(r, "major_code"), t.get(r, "major_name"), level, t.get(r, "major_category_code"),
			t.get(r, "major_category"), t.get(r, "major_class_code"), t.get(r, "major_class"), note}
		code, cat, class := row[0], row[3], row[5]
		if !vocationalCodeRe.MatchString(code) || !strings.HasPrefix(code, class) || !strings.HasPrefix(class, cat) ||
			len(class) != 4 || len(cat) != 2 {
			fatalf("vocational: inconsistent codes %v", row)
		}
		if note != "" && note != noteNew202512 {
			fatalf("vocational: unknown note %q", note)
		}
		if n, ok := classNames[class]; ok && n != row[6] {
			fatalf("vocational: class %s named %s and %s", class, n, row[6])
		}
		classNames[class] = row[6]
		if _, taken := undergrad[code]; taken || v.byCode[code] != nil {
			fatalf("vocational: code %s is not unique", code)
		}
		v.byCode[code] = row
		v.rows_ = append(v.rows_, row)
		v.count["kept "+level]++
		if note != "" {
			v.count["kept "+level+" flagged "+note]++
		}
	}
	return v
}

// missing lists what is known to be absent from the copy: the 高职专科 majors the 2023
// guide names with a K code (the copy has no 国家控制布点 major at all), and the nine new
// names of the MOE July 2026 update (manual/vocational_2027_new.txt; no codes published there).
func (v *vocational) missing(guide *table) [][]string {
	var out [][]string
	seen := map[string]bool{}
	for _, r := range guide.rows {
		level, code := guide.get(r, "level"), guide.get(r, "major_code")
		if level != levelHigherVocational || v.byCode[code] != nil || seen[code] {
			continue
		}
		if !strings.HasSuffix(code, "K") {
			fatalf("vocational: guide major %s %s is not in the copy and has no K code", code, guide.get(r, "major_name"))
		}
		seen[code] = true
		out = append(out, []string{level, code, guide.get(r, "major_name"), missingGuideK})
	}
	v.count["高职专科 K majors of the 2023 guide missing from the copy"] = len(out)
	f, _ := manual.Open("manual/vocational_2027_new.txt")
	for _, name := range readLines(f) {
		for _, r := range v.rows_ {
			if r[1] == name {
				fatalf("vocational: %s of the 2027 list is in the copy", name)
			}
		}
		out = append(out, []string{levelHigherVocational, "", name, missingMOE27})
		v.count["new 高职专科 names enrolling from 2027 (not in the copy)"]++
	}
	return out
}

func (v *vocational) rows() [][]string { return v.rows_ }

func (v *vocational) report() { printCounts("vocational majors", v.count) }
