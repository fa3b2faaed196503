package admissionimport

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Refused is a file refused before anything was written: every problem found, each with
// its line number, in Chinese ("第12行：累计人数小于上一行").
type Refused struct {
	Problems []string
	More     int // problems found beyond the ones listed
}

// maxProblems bounds the problems a refusal lists: a wrong column shifts every row.
const maxProblems = 30

func (r *Refused) Error() string {
	msg := "文件未导入，什么也没有写入：\n" + strings.Join(r.Problems, "\n")
	if r.More > 0 {
		msg += fmt.Sprintf("\n……另有%d处问题", r.More)
	}
	return msg
}

func (r *Refused) add(line int, format string, args ...any) {
	if len(r.Problems) >= maxProblems {
		r.More++
		return
	}
	prefix := ""
	if line > 0 {
		prefix = fmt.Sprintf("第%d行：", line)
	}
	r.Problems = append(r.Problems, prefix+fmt.Sprintf(format, args...))
}

func (r *Refused) err() error {
	if len(r.Problems) == 0 {
		return nil
	}
	return r
}

// maxRows bounds one file: the rows of an import take ids from a block of this size.
const maxRows = 100_000

// row is one data row of a file: its line number and its cells by column name.
type row struct {
	line  int
	cells map[string]string
	bad   *Refused
}

// columns says which columns a kind's file has: required ones must be in the header.
type columns struct {
	required, optional []string
}

// readCSV reads a UTF-8 CSV file whose first line is the header: every required column
// present, no column unknown or repeated. Cells are trimmed; empty lines are skipped.
func readCSV(data []byte, cols columns, bad *Refused) []row {
	if !utf8.Valid(data) {
		bad.add(0, "文件不是UTF-8编码（请在表格软件中另存为“CSV UTF-8”）")
		return nil
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	header, err := r.Read()
	if err != nil {
		bad.add(1, "读不到表头：%s", csvProblem(err))
		return nil
	}
	known := map[string]bool{}
	for _, c := range append(append([]string{}, cols.required...), cols.optional...) {
		known[c] = true
	}
	seen := map[string]bool{}
	for i := range header {
		header[i] = strings.TrimSpace(header[i])
		h := header[i]
		switch {
		case !known[h]:
			bad.add(1, "未知的列“%s”（可用的列：%s）", h, strings.Join(append(append([]string{}, cols.required...), cols.optional...), ","))
		case seen[h]:
			bad.add(1, "列“%s”重复", h)
		}
		seen[h] = true
	}
	for _, c := range cols.required {
		if !seen[c] {
			bad.add(1, "缺少必填列“%s”", c)
		}
	}
	if len(bad.Problems) > 0 {
		return nil
	}
	var rows []row
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		line, _ := r.FieldPos(0)
		if err != nil {
			bad.add(line, "%s", csvProblem(err))
			return nil
		}
		if len(rec) != len(header) {
			bad.add(line, "有%d列，表头有%d列", len(rec), len(header))
			continue
		}
		cells := make(map[string]string, len(rec))
		blank := true
		for i, c := range rec {
			cells[header[i]] = strings.TrimSpace(c)
			blank = blank && cells[header[i]] == ""
		}
		if blank {
			continue
		}
		rows = append(rows, row{line: line, cells: cells, bad: bad})
		if len(rows) > maxRows {
			bad.add(line, "文件超过%d行：请按批次或科类拆分成几个文件", maxRows)
			return nil
		}
	}
	if len(rows) == 0 && len(bad.Problems) == 0 {
		bad.add(0, "文件没有数据行")
	}
	return rows
}

func csvProblem(err error) string {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		switch {
		case errors.Is(pe.Err, csv.ErrQuote), errors.Is(pe.Err, csv.ErrBareQuote):
			return "引号不成对"
		}
		return pe.Err.Error()
	}
	return err.Error()
}

func (r row) str(col string) string { return r.cells[col] }

// need answers a required cell, noting an empty one.
func (r row) need(col, name string) string {
	v := r.cells[col]
	if v == "" {
		r.bad.add(r.line, "%s（%s）为空", name, col)
	}
	return v
}

// num reads a whole non-negative number; empty is 0 unless required. Thousands separators
// and a trailing 人/分 are tolerated, nothing else.
func (r row) num(col, name string, required bool) (int, bool) {
	v := strings.TrimSuffix(strings.TrimSuffix(strings.ReplaceAll(r.cells[col], ",", ""), "人"), "分")
	if v == "" {
		if required {
			r.bad.add(r.line, "%s（%s）为空", name, col)
			return 0, false
		}
		return 0, true
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		r.bad.add(r.line, "%s“%s”不是非负整数", name, r.cells[col])
		return 0, false
	}
	return n, true
}
