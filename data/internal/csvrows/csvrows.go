// Package csvrows reads the CSV files the data packages embed: a header row,
// then data rows addressed by column name. The files are part of the binary,
// so a malformed one is a build fault and panics with the file and column.
package csvrows

import (
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
)

// Row is one data row.
type Row struct {
	file string
	idx  map[string]int
	row  []string
}

// Read parses an embedded file and calls fn for every data row.
func Read(file, text string, fn func(r Row)) {
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		panic(fmt.Sprintf("%s: %v", file, err))
	}
	if len(recs) < 2 {
		panic(file + ": no data rows")
	}
	idx := make(map[string]int, len(recs[0]))
	for i, h := range recs[0] {
		idx[h] = i
	}
	for _, row := range recs[1:] {
		fn(Row{file: file, idx: idx, row: row})
	}
}

// Str is a cell as written.
func (r Row) Str(col string) string {
	i, ok := r.idx[col]
	if !ok {
		panic(fmt.Sprintf("%s: no column %q", r.file, col))
	}
	return r.row[i]
}

// List splits a "|"-separated cell; an empty cell is an empty list.
func (r Row) List(col string) []string {
	if s := r.Str(col); s != "" {
		return strings.Split(s, "|")
	}
	return nil
}

// Int is a whole number; an empty cell is 0 unless required.
func (r Row) Int(col string, required bool) int {
	s := r.Str(col)
	if s == "" && !required {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(fmt.Sprintf("%s: %s=%q: %v", r.file, col, s, err))
	}
	return n
}

// Float is a decimal number; an empty cell is 0.
func (r Row) Float(col string) float64 {
	s := r.Str(col)
	if s == "" {
		return 0
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic(fmt.Sprintf("%s: %s=%q: %v", r.file, col, s, err))
	}
	return f
}

// Flag is a 0/1 cell.
func (r Row) Flag(col string) bool { return r.Str(col) == "1" }
