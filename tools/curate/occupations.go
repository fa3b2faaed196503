package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Chinese occupations (职业分类大典, shared README §6.6): the 1,636 细类 of the 2022
// public-comment draft, the hierarchy above them, and the new occupations of 2024 and 2025.

var occupationHeader = []string{"id", "code", "name", "green", "digital", "small_class", "origin", "release", "release_code"}

var occupationClassHeader = []string{"level", "code", "gbm_code", "name", "origin"}

// Origins of an occupation row.
const (
	originDraft   = "draft2022" // a 细类 of the 2022 public-comment draft
	originNew2024 = "new2024"   // a new occupation of July 2024 (人社厅发〔2024〕36号)
	originNew2025 = "new2025"   // a new occupation of July 2025
)

// Origins of a hierarchy row.
const (
	classFromTable = "classes"     // occupation_classes_dadian_2022.csv
	classFromRows  = "occupations" // code and name from the 细类 rows (the classes file lacks it)
	classCodeOnly  = "code_only"   // only the code is known, from the 细类 codes
)

var (
	gbmCodeRe   = regexp.MustCompile(`^\d-\d{2}-\d{2}-\d{2}$`)
	pendingCode = "待公布"
)

type occupations struct {
	rows_   [][]string
	classes [][]string
	byCode  map[string][]string // draft code → row
	byName  map[string][]string // name → row (draft and new)
	count   map[string]int
}

// marksOf reads green_digital_flag: L green, S digital, L/S both.
func marksOf(flag string) (green, digital bool) {
	switch flag {
	case "":
	case "L":
		green = true
	case "S":
		digital = true
	case "L/S":
		green, digital = true, true
	default:
		fatalf("occupations: unknown green/digital flag %q", flag)
	}
	return
}

func buildOccupations(shared string) *occupations {
	dir := filepath.Join(shared, "professions", "china_dadian")
	occ, err := readTable(filepath.Join(dir, "occupations_dadian_2022.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	oc := &occupations{byCode: map[string][]string{}, byName: map[string][]string{}, count: map[string]int{}}
	smallNames := map[string]string{}
	for _, r := range occ.rows {
		code, name := occ.get(r, "occupation_code"), occ.get(r, "occupation_name")
		if !gbmCodeRe.MatchString(code) || name == "" || oc.byCode[code] != nil || oc.byName[name] != nil {
			fatalf("occupations: bad or repeated row %s %s", code, name)
		}
		if s := occ.get(r, "small_code"); s != "" && s != code[:7] || occ.get(r, "major_code") != code[:1] {
			fatalf("occupations: %s filed under %s / %s", code, occ.get(r, "major_code"), s)
		}
		if n := occ.get(r, "small_name"); n != "" {
			smallNames[code[:7]] = n
		}
		green, digital := marksOf(occ.get(r, "green_digital_flag"))
		row := []string{code, code, name, boolStr(green), boolStr(digital), code[:7], originDraft, "", ""}
		oc.add(row)
		oc.count["细类 (draft 2022)"]++
	}
	oc.buildClasses(filepath.Join(dir, "occupation_classes_dadian_2022.csv"), smallNames)
	oc.addNew(filepath.Join(dir, "new_occupations_2024_2025.csv"))
	return oc
}

func (oc *occupations) add(row []string) {
	if row[1] != "" {
		oc.byCode[row[1]] = row
	}
	oc.byName[row[2]] = row
	oc.rows_ = append(oc.rows_, row)
	if row[3] == "1" {
		oc.count["marked green (L), "+row[6]]++
	}
	if row[4] == "1" {
		oc.count["marked digital (S), "+row[6]]++
	}
}

// buildClasses writes the hierarchy: every 大类, 中类 and 小类 of the classes file, plus the
// 中类 and 小类 codes the 细类 codes imply but the file lacks (headings without codes were
// not captured by the source's parser), with their name where a 细类 row carries it.
func (oc *occupations) buildClasses(path string, smallNames map[string]string) {
	t, err := readTable(path)
	if err != nil {
		fatalf("%v", err)
	}
	known := map[string]bool{}
	levelOf := map[int]string{1: "大类", 4: "中类", 7: "小类"}
	for _, r := range t.rows {
		level, code := t.get(r, "level"), t.get(r, "code")
		if levelOf[len(code)] != level || known[code] || t.get(r, "name") == "" {
			fatalf("occupation classes: bad row %v", r)
		}
		known[code] = true
		oc.classes = append(oc.classes, []string{level, code, t.get(r, "gbm_code"), t.get(r, "name"), classFromTable})
		oc.count[level+" in the classes file"]++
	}
	for _, r := range oc.rows_ {
		for _, n := range []int{1, 4, 7} {
			code := r[1][:n]
			if known[code] {
				continue
			}
			known[code] = true
			row := []string{levelOf[n], code, "", "", classCodeOnly}
			if n == 7 && smallNames[code] != "" {
				row[3], row[4] = smallNames[code], classFromRows
			}
			if n == 1 {
				fatalf("occupation classes: 大类 %s missing", code)
			}
			oc.classes = append(oc.classes, row)
			oc.count[levelOf[n]+" added from 细类 codes, "+row[4]]++
		}
	}
	sortClasses(oc.classes)
}

// sortClasses orders the hierarchy by level, then code.
func sortClasses(rows [][]string) {
	rank := map[string]int{"大类": 0, "中类": 1, "小类": 2}
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if rank[a[0]] != rank[b[0]] {
			return rank[a[0]] < rank[b[0]]
		}
		return a[1] < b[1]
	})
}

// addNew adds the new occupations of 2024 and 2025. They are not placed in the draft's
// hierarchy: their codes follow the final 2022 edition, whose 中类/小类 numbering differs
// from the draft's in places (2-07-11 is 社会工作 there, 2-07-10 in the draft). One of
// them, 网络安全等级保护测评师, is already a 细类 of the draft (under 4-04-04-06, where the
// 2024 release gives 4-04-04-07): it is not added twice; the draft row records the release.
// Those with the code 待公布 get the id NEW<year>-<nn>, nn counting them in file order.
func (oc *occupations) addNew(path string) {
	t, err := readTable(path)
	if err != nil {
		fatalf("%v", err)
	}
	pending := map[string]int{}
	for _, r := range t.rows {
		code, name, batch := t.get(r, "occupation_code"), t.get(r, "occupation_name"), t.get(r, "release_batch")
		origin := originNew2024
		switch {
		case strings.HasPrefix(batch, "2024 年 7 月"):
		case strings.HasPrefix(batch, "2025 年 7 月"):
			origin = originNew2025
		default:
			fatalf("new occupations: unknown batch %q", batch)
		}
		oc.count["new occupations "+origin]++
		green, digital := marksOf(t.get(r, "green_digital_flag"))
		if old := oc.byName[name]; old != nil {
			// The same occupation: keep the draft's row, add the release and the marks it gives.
			old[7], old[8] = batch, code
			old[3], old[4] = boolStr(old[3] == "1" || green), boolStr(old[4] == "1" || digital)
			oc.count["new occupations already a 细类 of the draft (merged)"]++
			continue
		}
		id := code
		if code == pendingCode {
			pending[origin]++
			id = "NEW" + origin[3:] + "-" + twoDigits(pending[origin])
			code = ""
			oc.count["new occupations with code 待公布, "+origin]++
		} else if !gbmCodeRe.MatchString(code) || oc.byCode[code] != nil {
			fatalf("new occupations: code %q of %s is malformed or taken", code, name)
		}
		oc.add([]string{id, code, name, boolStr(green), boolStr(digital), "", origin, batch, ""})
	}
}

func twoDigits(n int) string { return fmt.Sprintf("%02d", n) }

func (oc *occupations) rows() [][]string      { return oc.rows_ }
func (oc *occupations) classRows() [][]string { return oc.classes }
func (oc *occupations) report() {
	oc.count["occupations in the library"] = len(oc.rows_)
	printCounts("occupations", oc.count)
}
