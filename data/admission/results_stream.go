package admission

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
)

// gzRow is one data row of an embedded gzip-compressed CSV file, addressed by column.
type gzRow struct {
	file string
	idx  map[string]int
	rec  []string
}

// eachGzRow streams the rows of an embedded .csv.gz file: one row in memory at a time.
// The header must be the expected one; fn's error stops the stream and is returned.
func eachGzRow(file string, data []byte, header []string, fn func(gzRow) error) error {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	r := csv.NewReader(zr)
	r.ReuseRecord = true
	head, err := r.Read()
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if len(head) != len(header) {
		return fmt.Errorf("%s: header %v, want %v", file, head, header)
	}
	idx := make(map[string]int, len(head))
	for i, h := range head {
		if h != header[i] {
			return fmt.Errorf("%s: header %v, want %v", file, head, header)
		}
		idx[h] = i
	}
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		if err := fn(gzRow{file: file, idx: idx, rec: rec}); err != nil {
			return err
		}
	}
}

func (r gzRow) str(col string) string { return r.rec[r.idx[col]] }

// num is a whole number; an empty cell (not published) is 0. The files are part of the
// binary, so a malformed cell is a build fault and panics.
func (r gzRow) num(col string) int {
	s := r.str(col)
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(fmt.Sprintf("%s: %s=%q: %v", r.file, col, s, err))
	}
	return n
}

func digest(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
