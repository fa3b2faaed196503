package main

import (
	"path/filepath"
	"strconv"
)

// The official major → occupation guide: 人社部《职业信息与教育培训项目（专业）信息对应
// 指引（2023年版）》 (shared README §6.6), 6,464 rows for 中职, 高职专科, 职教本科 and
// 普通本科 majors. Every row is kept as printed; two columns say what it links to here.

var guideHeader = []string{"level", "seq", "major_code", "major_name", "major_id", "occupation_code",
	"occupation_name", "occupation_id", "match"}

// How a guide row's occupation was found in the library (column match).
const (
	matchCode = "code" // same code, same name
	matchName = "name" // the name is a 细类 of the draft under another code
	matchNone = "none" // neither: the draft has no occupation of that name
)

const levelUndergrad = "普通本科"

type guide struct {
	table *table
	rows_ [][]string
	count map[string]int
}

func readGuide(shared string) *table {
	t, err := readTable(filepath.Join(shared, "professions", "china_dadian", "major_occupation_crosswalk_mohrss2023.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	return t
}

// buildGuide matches each row to the portal's majors and occupations. A major matches by
// its printed code (with T/K for 普通本科; the names are checked to agree); 中职 majors are
// not in the portal. An occupation matches by code when the draft has the same name under
// that code; otherwise by name when the draft has that name under one other code (the
// guide follows the final 1,639-occupation edition, whose codes moved in places); otherwise
// not at all, and the row keeps its printed code and name without a link.
func buildGuide(t *table, undergrad map[string]string, voc *vocational, oc *occupations) *guide {
	g := &guide{table: t, count: map[string]int{}}
	for _, r := range t.rows {
		level, code, name := t.get(r, "level"), t.get(r, "major_code"), t.get(r, "major_name")
		if _, err := strconv.Atoi(t.get(r, "seq")); err != nil {
			fatalf("guide: seq %q", t.get(r, "seq"))
		}
		g.count["rows "+level]++
		majorID := ""
		switch level {
		case levelUndergrad:
			if n, ok := undergrad[code]; ok {
				if n != name {
					fatalf("guide: %s is %s in the catalogue, %s in the guide", code, n, name)
				}
				majorID = code
			}
		case levelHigherVocational, levelVocationalBachelor:
			if v := voc.byCode[code]; v != nil && v[2] == level {
				if v[1] != name {
					fatalf("guide: %s is %s in the vocational copy, %s in the guide", code, v[1], name)
				}
				majorID = code
			}
		case levelSecondary:
		default:
			fatalf("guide: unknown level %q", level)
		}
		if majorID == "" && level != levelSecondary {
			g.count["rows whose "+level+" major is not in the portal"]++
		}
		occCode, occName := t.get(r, "occupation_code"), t.get(r, "occupation_name")
		occID, match := "", matchNone
		if o := oc.byCode[occCode]; o != nil && o[2] == occName {
			occID, match = o[0], matchCode
		} else if o := oc.byName[occName]; o != nil {
			occID, match = o[0], matchName
		}
		g.count["occupation matched by "+match]++
		if match == matchName && oc.byCode[occCode] != nil {
			g.count["code names another 细类 in the draft"]++
		}
		g.rows_ = append(g.rows_, []string{level, t.get(r, "seq"), code, name, majorID, occCode, occName, occID, match})
	}
	g.count["rows"] = len(g.rows_)
	return g
}

func (g *guide) rows() [][]string { return g.rows_ }

func (g *guide) report() { printCounts("major-occupation guide", g.count) }
