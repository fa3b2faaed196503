package export

import (
	"bytes"
	"fmt"
	"image"
	"regexp"
	"strings"
	"sync"
	"testing"
)

var spaces = regexp.MustCompile(`\s+`)

// TestPDFTextComesBack reads the PDF back with pdftotext: the Chinese college
// names, the majors with their codes, the header block and the version come
// back as text, which needs both the embedded glyphs and their ToUnicode map.
func TestPDFTextComesBack(t *testing.T) {
	s := groupSheet(96)
	path := writePDF(t, s)
	var all strings.Builder
	for p := 1; p <= pageCount(t, path); p++ {
		all.WriteString(pageText(t, path, p, false))
	}
	// Wrapped cells come back a line at a time; without whitespace they join.
	text := spaces.ReplaceAllString(all.String(), "")
	want := []string{"2026年广东省普通高校招生志愿表（本科批）", "考生：张三（138****0000）", "选考科目：化学、生物",
		"分数：612", "位次：23456", "表版本v7·导出于2026-07-0120:15", "是否服从调剂", "说明：", "1.本省投档规则未核实，以省教育考试院公布为准。"}
	want = append(want, testColleges...)
	for _, m := range testMajors {
		want = append(want, m.Code+m.Name)
	}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("pdftotext lacks %q", w)
		}
	}
	if strings.Contains(text, "?") {
		t.Errorf("a character was replaced by ?: the font lacks a glyph the sheet uses")
	}
}

var schoolCode = regexp.MustCompile(`\b1\d{4}\b`)

// TestPDFPagesRepeatHeader splits 96 units over several pages: every page
// has the column header, its own units in order and the footer with the page
// number, the page count and the version.
func TestPDFPagesRepeatHeader(t *testing.T) {
	s := groupSheet(96)
	path := writePDF(t, s)
	pages := pageCount(t, path)
	d, err := newPDFDoc(s)
	if err != nil {
		t.Fatal(err)
	}
	if pages != len(d.pages) || pages < 3 {
		t.Fatalf("the PDF has %d pages, the layout planned %d; 96 units should take several", pages, len(d.pages))
	}
	var codes []string
	for p := 1; p <= pages; p++ {
		text := pageText(t, path, p, false)
		flat := spaces.ReplaceAllString(text, "")
		onPage := schoolCode.FindAllString(text, -1)
		if len(onPage) > 0 && (!strings.Contains(flat, "志愿序号") || !strings.Contains(flat, "专业组代号")) {
			t.Errorf("page %d has units but no column header", p)
		}
		if len(onPage) == 0 && p < pages {
			t.Errorf("page %d carries no unit", p)
		}
		if footer := fmt.Sprintf("第%d页/共%d页", p, pages); !strings.Contains(flat, footer) {
			t.Errorf("page %d lacks %q", p, footer)
		}
		if !strings.Contains(flat, "表版本v7·导出于2026-07-0120:15") {
			t.Errorf("page %d lacks the version line", p)
		}
		if p > 1 && !strings.Contains(flat, "考生：张三") {
			t.Errorf("page %d lacks the running header", p)
		}
		codes = append(codes, onPage...)
	}
	if len(codes) != 96 {
		t.Fatalf("found %d units over the pages, want 96: %v", len(codes), codes)
	}
	for i, c := range codes {
		if c != testSchoolCode(i) {
			t.Fatalf("unit %d on paper is %s, want %s (order lost across pages)", i+1, c, testSchoolCode(i))
		}
	}
}

// TestPDFHasInk rasterises page 1: the table area must be drawn, not blank.
func TestPDFHasInk(t *testing.T) {
	path := writePDF(t, groupSheet(96))
	img := rasterise(t, path, 1, 60)
	b := img.Bounds()
	if b.Dx() <= b.Dy() {
		t.Errorf("page 1 is %dx%d, want landscape", b.Dx(), b.Dy())
	}
	table := image.Rect(b.Dx()*5/100, b.Dy()*20/100, b.Dx()*95/100, b.Dy()*90/100)
	if ink := inkFraction(img, table); ink < 0.04 {
		t.Errorf("table area of page 1 is %.1f%% ink, want at least 4%%", 100*ink)
	} else {
		t.Logf("table area of page 1: %.1f%% ink", 100*ink)
	}
	footer := image.Rect(0, b.Dy()*94/100, b.Dx(), b.Dy()*97/100)
	if ink := inkFraction(img, footer); ink == 0 {
		t.Errorf("footer band of page 1 is blank")
	}
}

// TestPDFMajorMode: major mode prints its own columns and no 调剂.
func TestPDFMajorMode(t *testing.T) {
	path := writePDF(t, majorSheet(5))
	if n := pageCount(t, path); n != 1 {
		t.Errorf("5 units took %d pages", n)
	}
	flat := spaces.ReplaceAllString(pageText(t, path, 1, false), "")
	for _, w := range []string{"2026年浙江省普通高校招生志愿表（普通类一段）", "专业代号", "专业名称", "表版本v3",
		"080717T", "人工智能", "第1页/共1页"} {
		if !strings.Contains(flat, w) {
			t.Errorf("pdftotext lacks %q", w)
		}
	}
	if strings.Contains(flat, "是否服从调剂") || strings.Contains(flat, "专业组代号") {
		t.Errorf("major mode printed a group-mode column")
	}
}

// TestPDFLongNamesStayInTheirCells: a name far too long for its cell wraps
// and shrinks inside it, never past its border, and still reads back whole.
func TestPDFLongNamesStayInTheirCells(t *testing.T) {
	s := groupSheet(5)
	long := "中国科学院大学（中国科学院深圳先进技术研究院联合培养项目，仅招收本省户籍考生）"
	s.Units[2].CollegeName = long
	s.Units[2].Majors[0].Name = "计算机科学与技术（人工智能与大数据方向，中外合作办学，学费每年六万元）"
	s.Units[2].Note = "Note with Latin words and 数字 12345 that must wrap at spaces"
	path := writePDF(t, s)
	flat := spaces.ReplaceAllString(pageText(t, path, 1, false), "")
	for _, w := range []string{long, "12345", "NotewithLatinwords"} {
		if !strings.Contains(flat, w) {
			t.Errorf("pdftotext lacks %q", w)
		}
	}

	d, err := newPDFDoc(s)
	if err != nil {
		t.Fatal(err)
	}
	row := d.pages[0].rows[2]
	for i, c := range row.cells {
		for _, line := range c.lines {
			if w := d.m.textWidth(line, c.size); w > d.widths[i]-2*cellPadX+0.01 {
				t.Errorf("column %s: line %q is %.1fpt wide in a %.1fpt cell", d.cols[i].Title, line, w, d.widths[i]-2*cellPadX)
			}
		}
		if top := (row.h - c.height()) / 2; top < cellPadY-0.01 {
			t.Errorf("column %s: text overflows the row's height", d.cols[i].Title)
		}
	}
	if c := row.cells[2]; c.size >= bodySize || len(c.lines) < 2 {
		t.Errorf("the long name should wrap and shrink, got %d lines at %.1fpt", len(c.lines), c.size)
	}
	words := map[string]bool{}
	for _, w := range strings.Fields(s.Units[2].Note) {
		words[w] = true
	}
	for _, line := range row.cells[len(row.cells)-1].lines {
		for _, w := range strings.Fields(line) {
			if w[0] < 0x80 && !words[w] {
				t.Errorf("the note broke inside the word %q: %q", w, row.cells[len(row.cells)-1].lines)
			}
		}
	}
}

// TestPDFConcurrent: the parsed font is shared by the process; documents made
// at the same time must not disturb each other (run with -race).
func TestPDFConcurrent(t *testing.T) {
	sheets := []Sheet{groupSheet(40), majorSheet(30), groupSheet(7), majorSheet(2)}
	want := make([][]byte, len(sheets))
	for i, s := range sheets {
		var b bytes.Buffer
		if err := PDF(&b, s); err != nil {
			t.Fatal(err)
		}
		want[i] = b.Bytes()
	}
	var wg sync.WaitGroup
	got := make([][]byte, len(sheets)*3)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var b bytes.Buffer
			if err := PDF(&b, sheets[i%len(sheets)]); err != nil {
				t.Error(err)
			}
			got[i] = b.Bytes()
		}()
	}
	wg.Wait()
	for i, g := range got {
		if !bytes.Equal(g, want[i%len(sheets)]) {
			t.Errorf("concurrent export %d differs from the same sheet exported alone", i)
		}
	}
}
