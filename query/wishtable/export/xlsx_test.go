package export

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// writeXLSX writes s to a real file and opens it again with excelize.
func writeXLSX(t *testing.T, s Sheet) *excelize.File {
	t.Helper()
	path := filepath.Join(t.TempDir(), "志愿表.xlsx")
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := XLSX(out, s); err != nil {
		t.Fatalf("XLSX: %v", err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatalf("reopen %s: %v", path, err)
	}
	t.Cleanup(func() { f.Close() })
	if got := f.GetSheetList(); len(got) != 1 || got[0] != "志愿表" {
		t.Fatalf("sheets = %q, want [志愿表]", got)
	}
	return f
}

func cellValue(t *testing.T, f *excelize.File, col, row int) string {
	t.Helper()
	name, _ := excelize.CoordinatesToCellName(col, row)
	v, err := f.GetCellValue("志愿表", name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

func rowValues(t *testing.T, f *excelize.File, row, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = cellValue(t, f, i+1, row)
	}
	return out
}

func TestXLSXGroupMode(t *testing.T) {
	s := groupSheet(96)
	f := writeXLSX(t, s)

	if got := cellValue(t, f, 1, 1); got != "2026年广东省普通高校招生志愿表（本科批）" {
		t.Errorf("title = %q", got)
	}
	merged, _ := f.GetMergeCells("志愿表")
	if len(merged) == 0 || merged[0].GetStartAxis() != "A1" || merged[0].GetEndAxis() != "N1" {
		t.Errorf("title not merged over A1:N1: %v", merged)
	}
	info := cellValue(t, f, 1, 2) + "\n" + cellValue(t, f, 1, 3)
	for _, want := range []string{"考生：张三（138****0000）", "科类：物理类", "选考科目：化学、生物", "分数：612",
		"位次：23456", "表版本 v7", "导出时间：2026-07-01 20:15", "志愿表：我的志愿表", "志愿数：96 / 96"} {
		if !strings.Contains(info, want) {
			t.Errorf("header block lacks %q:\n%s", want, info)
		}
	}

	wantHead := "志愿序号 院校代号 院校名称 专业组代号 专业1 专业2 专业3 专业4 专业5 专业6 是否服从调剂 录取概率 冲稳保 备注"
	if got := strings.Join(rowValues(t, f, 5, 14), " "); got != wantHead {
		t.Errorf("header row = %q\nwant %q", got, wantHead)
	}
	style, _ := f.GetCellStyle("志愿表", "A5")
	if st, err := f.GetStyle(style); err != nil || st.Font == nil || !st.Font.Bold || len(st.Border) != 4 {
		t.Errorf("header cell style: bold and four borders wanted, got %+v (%v)", st, err)
	}

	for i, u := range s.Units {
		row := rowValues(t, f, 6+i, 14)
		if row[0] != strconv.Itoa(i+1) || row[1] != u.SchoolCode || row[2] != u.CollegeName || row[3] != u.GroupCode {
			t.Fatalf("row %d = %q, want unit %d %s %s %s", 6+i, row[:4], i+1, u.SchoolCode, u.CollegeName, u.GroupCode)
		}
		for j := 0; j < 6; j++ {
			want := ""
			if j < len(u.Majors) {
				want = strings.TrimSpace(u.Majors[j].Code + " " + u.Majors[j].Name)
			}
			if row[4+j] != want {
				t.Errorf("unit %d 专业%d = %q, want %q", i+1, j+1, row[4+j], want)
			}
		}
		wantAdjust := map[bool]string{true: "是", false: "否"}[*u.Adjust]
		if row[10] != wantAdjust || row[12] != u.Label || row[13] != u.Note {
			t.Errorf("unit %d 调剂/冲稳保/备注 = %q %q %q, want %q %q %q", i+1, row[10], row[12], row[13], wantAdjust, u.Label, u.Note)
		}
		if want := probText(u.Probability); row[11] != want {
			t.Errorf("unit %d 录取概率 = %q, want %q", i+1, row[11], want)
		}
	}
	if got := cellValue(t, f, 2, 6); got != "10001" {
		t.Errorf("院校代号 lost its digits: %q", got)
	}

	notes := rowValues(t, f, 5+96+2, 1)[0] + "|" + cellValue(t, f, 1, 5+96+3) + "|" + cellValue(t, f, 1, 5+96+4)
	if want := "说明：|1. " + s.Notes[0] + "|2. " + s.Notes[1]; notes != want {
		t.Errorf("notes = %q\nwant %q", notes, want)
	}

	panes, err := f.GetPanes("志愿表")
	if err != nil || !panes.Freeze || panes.YSplit != 5 {
		t.Errorf("panes = %+v (%v), want the rows down to the header frozen", panes, err)
	}
	layout, err := f.GetPageLayout("志愿表")
	if err != nil || layout.Orientation == nil || *layout.Orientation != "landscape" || layout.Size == nil || *layout.Size != 9 ||
		layout.FitToWidth == nil || *layout.FitToWidth != 1 {
		t.Errorf("page layout = %+v (%v), want A4 landscape one page wide", layout, err)
	}
	hf, err := f.GetHeaderFooter("志愿表")
	if err != nil || !strings.Contains(hf.OddFooter, "表版本 v7 · 导出于 2026-07-01 20:15") {
		t.Errorf("footer = %+v (%v)", hf, err)
	}
	if w, _ := f.GetColWidth("志愿表", "C"); w < 15 {
		t.Errorf("院校名称 column width = %v, too narrow", w)
	}
}

func TestXLSXMajorMode(t *testing.T) {
	s := majorSheet(12)
	f := writeXLSX(t, s)
	if got := cellValue(t, f, 1, 1); got != "2026年浙江省普通高校招生志愿表（普通类一段）" {
		t.Errorf("title = %q", got)
	}
	wantHead := "志愿序号 院校代号 院校名称 专业代号 专业名称 录取概率 冲稳保 备注"
	if got := strings.Join(rowValues(t, f, 5, 8), " "); got != wantHead {
		t.Errorf("header row = %q\nwant %q", got, wantHead)
	}
	if got := cellValue(t, f, 9, 5); got != "" {
		t.Errorf("major mode has a ninth column %q", got)
	}
	for i, u := range s.Units {
		row := rowValues(t, f, 6+i, 8)
		want := []string{strconv.Itoa(i + 1), u.SchoolCode, u.CollegeName, u.Majors[0].Code, u.Majors[0].Name, probText(u.Probability), u.Label, ""}
		if strings.Join(row, "|") != strings.Join(want, "|") {
			t.Errorf("row %d = %q\nwant %q", 6+i, row, want)
		}
	}
	if info := cellValue(t, f, 1, 3); !strings.Contains(info, "表版本 v3") || !strings.Contains(info, "填报方式：专业+院校") {
		t.Errorf("header block = %q", info)
	}
	if got := cellValue(t, f, 1, 5+12+3); got != "1. "+s.Notes[0] {
		t.Errorf("note = %q", got)
	}
}

func TestXLSXRejectsUnknownMode(t *testing.T) {
	s := groupSheet(2)
	s.Mode = "college"
	if err := XLSX(&bytes.Buffer{}, s); err == nil {
		t.Fatal("XLSX took mode \"college\"")
	}
	if err := PDF(&bytes.Buffer{}, s); err == nil {
		t.Fatal("PDF took mode \"college\"")
	}
}

// TestEmptySheet: a table without units still exports, header and all.
func TestEmptySheet(t *testing.T) {
	s := groupSheet(0)
	s.MaxMajors, s.Notes = 0, nil
	f := writeXLSX(t, s)
	if got := strings.Join(rowValues(t, f, 5, 5), " "); got != "志愿序号 院校代号 院校名称 专业组代号 专业1" {
		t.Errorf("header row = %q", got)
	}
	path := writePDF(t, s)
	if n := pageCount(t, path); n != 1 {
		t.Errorf("an empty table took %d pages", n)
	}
	if flat := spaces.ReplaceAllString(pageText(t, path, 1, false), ""); !strings.Contains(flat, "志愿序号") || !strings.Contains(flat, "志愿数：0/96") {
		t.Errorf("empty table's page lacks its header: %q", flat)
	}
}
