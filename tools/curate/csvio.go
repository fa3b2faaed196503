package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// table is a CSV file read into memory, addressed by column name.
type table struct {
	path   string
	header []string
	idx    map[string]int
	rows   [][]string
}

// readTable reads a comma-separated file with a header row (a leading BOM is dropped).
func readTable(path string) (*table, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parseTable(path, b, ',')
}

// readTSV reads a tab-separated file with a header row, as O*NET ships it (no quoting).
func readTSV(path string) (*table, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parseTable(path, b, '\t')
}

func parseTable(path string, b []byte, sep rune) (*table, error) {
	b = bytes.TrimPrefix(b, []byte("\ufeff"))
	r := csv.NewReader(bytes.NewReader(b))
	r.Comma = sep
	if sep == '\t' {
		r.LazyQuotes = true
	}
	recs, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("%s: empty", path)
	}
	t := &table{path: path, header: recs[0], idx: map[string]int{}, rows: recs[1:]}
	for i, h := range t.header {
		t.idx[strings.TrimSpace(h)] = i
	}
	return t, nil
}

// col returns the index of a column, failing loudly when the source changed shape.
func (t *table) col(name string) int {
	i, ok := t.idx[name]
	if !ok {
		fatalf("%s: no column %q (have %v)", t.path, name, t.header)
	}
	return i
}

// get returns the trimmed value of column name in row r.
func (t *table) get(r []string, name string) string {
	i := t.col(name)
	if i >= len(r) {
		return ""
	}
	return strings.TrimSpace(r[i])
}

// writeCSV writes UTF-8 CSV without BOM, LF line ends, header first.
func writeCSV(path string, header []string, rows [][]string) error {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if err := w.Write(header); err != nil {
		return err
	}
	for _, r := range rows {
		if len(r) != len(header) {
			return fmt.Errorf("%s: row has %d fields, header %d: %v", path, len(r), len(header), r)
		}
		if err := w.Write(r); err != nil {
			return err
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// readLines returns the non-empty, non-comment lines of an embedded text file.
func readLines(r io.Reader) []string {
	b, _ := io.ReadAll(r)
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		out = append(out, l)
	}
	return out
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "curate: "+format+"\n", args...)
	os.Exit(1)
}

func mustRead(r io.Reader) []byte {
	b, err := io.ReadAll(r)
	if err != nil {
		fatalf("%v", err)
	}
	return b
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// printCounts prints a labelled tally in key order.
func printCounts(label string, m map[string]int) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(label + ":")
	for _, k := range keys {
		fmt.Printf("  %s: %d\n", k, m[k])
	}
}
