package main

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strings"
)

// csvBytes renders a header and rows as CSV with Unix line ends.
func csvBytes(header []string, rows [][]string) []byte {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write(header)
	_ = w.WriteAll(rows)
	return buf.Bytes()
}

// gzipBytes compresses deterministically: no name, no modification time.
func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		fatalf("%v", err)
	}
	if _, err := zw.Write(b); err != nil {
		fatalf("%v", err)
	}
	if err := zw.Close(); err != nil {
		fatalf("%v", err)
	}
	return buf.Bytes()
}

// gunzipFile returns the decompressed content of a .gz file.
func gunzipFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

// readGzTable reads a gzip-compressed CSV file with a header row.
func readGzTable(path string) (*table, error) {
	b, err := gunzipFile(path)
	if err != nil {
		return nil, err
	}
	return parseTable(path, b)
}

// parseTable parses CSV bytes with a header row; a BOM is dropped and line breaks inside
// header cells (the GaokaoAgent workbooks have "专业\n编号") are removed.
func parseTable(path string, b []byte) (*table, error) {
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
		h = strings.NewReplacer("\r", "", "\n", "").Replace(h)
		t.idx[strings.TrimSpace(h)] = i
	}
	return t, nil
}

// readFlatTable reads a CSV file with parseTable's header rules.
func readFlatTable(path string) *table {
	b, err := os.ReadFile(path)
	if err != nil {
		fatalf("%v", err)
	}
	t, err := parseTable(path, b)
	if err != nil {
		fatalf("%v", err)
	}
	return t
}
