package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"strings"
)

// table is a CSV file read into memory, addressed by column name.
type table struct {
	path string
	idx  map[string]int
	rows [][]string
}

// readTable reads a comma-separated file with a header row (a leading BOM is dropped).
func readTable(path string) (*table, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	b = bytes.TrimPrefix(b, []byte("\ufeff"))
	recs, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("%s: empty", path)
	}
	t := &table{path: path, idx: map[string]int{}, rows: recs[1:]}
	for i, h := range recs[0] {
		t.idx[strings.TrimSpace(h)] = i
	}
	return t, nil
}

// get returns a cell by column name, failing loudly when the source changed shape.
func (t *table) get(row []string, col string) string {
	i, ok := t.idx[col]
	if !ok {
		fatalf("%s: no column %q", t.path, col)
	}
	return strings.TrimSpace(row[i])
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "curate-admission: "+format+"\n", args...)
	os.Exit(1)
}
