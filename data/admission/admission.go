// Package admission ships the curated score-to-rank reference data: the official
// 一分一段 tables (score → cumulative count of candidates) per province, year and track,
// and the batch lines (批次线 / 控制线). The CSV files are embedded; nothing is read from
// outside the binary. README.md in this folder gives the source, years, fixes and gaps
// of every data set; tools/curate-admission regenerates the files from the shared data.
//
// The loaders parse once, on first use, and return shared values: callers must not
// modify the slices they get.
package admission

//go:generate go run ../../tools/curate-admission -shared ../../../shared/data -out . -provinces ../provinces.csv

import (
	_ "embed"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
)

var (
	//go:embed rank_tables.csv
	rankTablesCSV string
	//go:embed rank_table_index.csv
	rankIndexCSV string
	//go:embed batch_lines.csv
	batchLinesCSV string
	//go:embed sources.csv
	sourcesCSV string
)

// Counts of the curated files, pinned by the tests and quoted in README.md.
const (
	TableCount     = 144   // (province, year, track) rank tables
	BandCount      = 67481 // rows of rank_tables.csv
	BatchLineCount = 1597  // rows of batch_lines.csv
	SourceCount    = 117   // rows of sources.csv
)

// Tracks a table or a batch line can carry (batch lines also carry art, sport and
// vocational labels as published).
const (
	TrackPhysics  = "物理类"
	TrackHistory  = "历史类"
	TrackScience  = "理科" // old gaokao
	TrackLiberal  = "文科" // old gaokao
	TrackCombined = "综合" // 3+3 provinces
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
		panic(fmt.Sprintf("admission: %s: %v", file, err))
	}
	if len(recs) < 2 {
		panic("admission: " + file + ": no data rows")
	}
	idx := map[string]int{}
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
		panic(fmt.Sprintf("admission: %s: no column %q", r.file, col))
	}
	return r.row[i]
}

func (r record) num(col string) int {
	n, err := strconv.Atoi(r.str(col))
	if err != nil {
		panic(fmt.Sprintf("admission: %s: %s: %v", r.file, col, err))
	}
	return n
}
