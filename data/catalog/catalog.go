// Package catalog ships the real catalogue the portal starts with: the Ministry of
// Education's 2026 list of regular higher-education institutions, the 2026 undergraduate
// major catalogue with facts from 阳光高考, and O*NET occupations with their RIASEC
// interest profiles. The CSV files are embedded; nothing is read from outside the binary.
// README.md in this folder gives the source, edition and derivation of every column;
// tools/curate regenerates the files from the shared data sets.
//
// The loaders parse once, on first use, and return shared values: callers must not
// modify the slices and maps they get.
package catalog

//go:generate go run ../../tools/curate -shared ../../../shared/data -out . -provinces ../provinces.csv

import (
	_ "embed"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
)

var (
	//go:embed colleges.csv
	collegesCSV string
	//go:embed abbreviations.csv
	abbreviationsCSV string
	//go:embed majors.csv
	majorsCSV string
	//go:embed major_colleges.csv
	majorCollegesCSV string
	//go:embed professions.csv
	professionsCSV string
)

// Counts of the sources, pinned by the tests and quoted in README.md.
const (
	CollegeCount          = 2952 // MOE 2026 list (1412 本科 + 1540 专科)
	MajorCount            = 883  // 2026 undergraduate catalogue
	MajorCategoryCount    = 13   // 学科门类, incl. 14 交叉学科
	MajorClassCount       = 92   // official 专业类; the catalogue gives 交叉学科 none
	ProfessionCount       = 923  // O*NET occupations with interest data
	DoubleFirstClassCount = 147  // official 2022 list; 144 are in the MOE list
)

// record is one CSV row addressed by column name.
type record struct {
	file string
	idx  map[string]int
	row  []string
}

// readCSV parses an embedded file and calls fn for every data row.
func readCSV(file, text string, fn func(r record)) {
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		panic(fmt.Sprintf("catalog: %s: %v", file, err))
	}
	if len(recs) < 2 {
		panic("catalog: " + file + ": no data rows")
	}
	idx := make(map[string]int, len(recs[0]))
	for i, h := range recs[0] {
		idx[h] = i
	}
	for _, row := range recs[1:] {
		fn(record{file: file, idx: idx, row: row})
	}
}

func (r record) str(col string) string {
	i, ok := r.idx[col]
	if !ok {
		panic(fmt.Sprintf("catalog: %s: no column %q", r.file, col))
	}
	return r.row[i]
}

// list splits a "|"-separated cell; an empty cell is an empty list.
func (r record) list(col string) []string {
	if s := r.str(col); s != "" {
		return strings.Split(s, "|")
	}
	return nil
}

func (r record) integer(col string) int {
	s := r.str(col)
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(fmt.Sprintf("catalog: %s: %s=%q: %v", r.file, col, s, err))
	}
	return n
}

func (r record) float(col string) float64 {
	s := r.str(col)
	if s == "" {
		return 0
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic(fmt.Sprintf("catalog: %s: %s=%q: %v", r.file, col, s, err))
	}
	return f
}

func (r record) flag(col string) bool { return r.str(col) == "1" }
