package export

import (
	"fmt"
	"io"

	"github.com/xuri/excelize/v2"
)

// sheetName is the worksheet's name in the workbook.
const sheetName = "志愿表"

// Rows of the workbook's fixed part; units start on the row after headRow.
const (
	titleRow = 1
	infoRow  = 2 // infoLines() take this row and the next
	headRow  = 5 // the table's column header; row 4 stays empty
)

// XLSX writes s as a workbook laid out like the province's filling form: a
// merged title, the candidate's header block, one bordered row per unit under
// a frozen column header, the notes below, printed A4 landscape fitted to the
// page width with the header row repeated and the version in the footer.
func XLSX(w io.Writer, s Sheet) error {
	if err := s.check(); err != nil {
		return err
	}
	f := excelize.NewFile()
	defer f.Close()
	if err := f.SetSheetName("Sheet1", sheetName); err != nil {
		return err
	}
	x := &xlsxWriter{f: f, s: s, cols: s.columns()}
	steps := []func() error{x.styles, x.title, x.info, x.table, x.notes, x.layout}
	for _, step := range steps {
		if err := step(); err != nil {
			return fmt.Errorf("export: xlsx: %w", err)
		}
	}
	return f.Write(w)
}

type xlsxWriter struct {
	f    *excelize.File
	s    Sheet
	cols []column
	err  error // the first error of a run of set calls

	titleStyle, infoStyle, headStyle, noteStyle int
	cellStyle                                   map[colKind]int
	probStyle                                   [2]int // whole percent, one decimal
}

func (x *xlsxWriter) set(err error) {
	if x.err == nil {
		x.err = err
	}
}

func cellName(col, row int) string {
	name, _ := excelize.CoordinatesToCellName(col, row)
	return name
}

func (x *xlsxWriter) lastCol() int { return len(x.cols) }

func (x *xlsxWriter) styles() error {
	border := []excelize.Border{
		{Type: "left", Color: "000000", Style: 1}, {Type: "right", Color: "000000", Style: 1},
		{Type: "top", Color: "000000", Style: 1}, {Type: "bottom", Color: "000000", Style: 1},
	}
	center := &excelize.Alignment{Horizontal: "center", Vertical: "center", WrapText: true}
	left := &excelize.Alignment{Horizontal: "left", Vertical: "center", WrapText: true}
	text := 49 // the built-in "@" format: codes keep their leading zeros
	newStyle := func(st *excelize.Style) int {
		id, err := x.f.NewStyle(st)
		x.set(err)
		return id
	}
	x.titleStyle = newStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 16},
		Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center"}})
	x.infoStyle = newStyle(&excelize.Style{Font: &excelize.Font{Size: 11}, Alignment: left})
	x.headStyle = newStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 11}, Alignment: center, Border: border,
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9E1F2"}}})
	x.noteStyle = newStyle(&excelize.Style{Font: &excelize.Font{Size: 10, Color: "404040"}, Alignment: left})
	x.cellStyle = map[colKind]int{}
	for _, k := range []colKind{colIndex, colCode, colCollege, colMajorCode, colMajor, colAdjust, colLabel, colNote} {
		st := &excelize.Style{Border: border, Alignment: center, Font: &excelize.Font{Size: 10}}
		switch k {
		case colCode, colMajorCode:
			st.NumFmt = text
		case colCollege, colMajor, colNote:
			st.Alignment = left
		}
		x.cellStyle[k] = newStyle(st)
	}
	whole, tenth := "0%", "0.0%"
	x.probStyle[0] = newStyle(&excelize.Style{Border: border, Alignment: center, Font: &excelize.Font{Size: 10}, CustomNumFmt: &whole})
	x.probStyle[1] = newStyle(&excelize.Style{Border: border, Alignment: center, Font: &excelize.Font{Size: 10}, CustomNumFmt: &tenth})
	return x.err
}

func (x *xlsxWriter) title() error {
	a, b := cellName(1, titleRow), cellName(x.lastCol(), titleRow)
	x.set(x.f.SetCellStr(sheetName, a, x.s.heading()))
	x.set(x.f.MergeCell(sheetName, a, b))
	x.set(x.f.SetCellStyle(sheetName, a, b, x.titleStyle))
	x.set(x.f.SetRowHeight(sheetName, titleRow, 30))
	return x.err
}

// info writes the header block, one merged row per line of fields.
func (x *xlsxWriter) info() error {
	for i, fields := range x.s.infoLines() {
		row := infoRow + i
		a, b := cellName(1, row), cellName(x.lastCol(), row)
		line := ""
		for j, field := range fields {
			if j > 0 {
				line += "    "
			}
			line += field
		}
		x.set(x.f.SetCellStr(sheetName, a, line))
		x.set(x.f.MergeCell(sheetName, a, b))
		x.set(x.f.SetCellStyle(sheetName, a, b, x.infoStyle))
		x.set(x.f.SetRowHeight(sheetName, row, 20))
	}
	return x.err
}

func (x *xlsxWriter) table() error {
	for i, c := range x.cols {
		col, _ := excelize.ColumnNumberToName(i + 1)
		x.set(x.f.SetColWidth(sheetName, col, col, c.Width))
		x.set(x.f.SetCellStr(sheetName, cellName(i+1, headRow), c.Title))
	}
	x.set(x.f.SetCellStyle(sheetName, cellName(1, headRow), cellName(x.lastCol(), headRow), x.headStyle))
	x.set(x.f.SetRowHeight(sheetName, headRow, 32))
	for r, u := range x.s.Units {
		row := headRow + 1 + r
		for i, text := range x.s.cells(u) {
			cell := cellName(i+1, row)
			switch kind := x.cols[i].Kind; {
			case kind == colIndex:
				x.set(x.f.SetCellInt(sheetName, cell, int64(u.Index)))
				x.set(x.f.SetCellStyle(sheetName, cell, cell, x.cellStyle[kind]))
			case kind == colProb && u.Probability != nil:
				p := roundTenth(*u.Probability)
				x.set(x.f.SetCellFloat(sheetName, cell, p/100, -1, 64))
				style := x.probStyle[0]
				if p != float64(int64(p)) {
					style = x.probStyle[1]
				}
				x.set(x.f.SetCellStyle(sheetName, cell, cell, style))
			case kind == colProb:
				x.set(x.f.SetCellStyle(sheetName, cell, cell, x.probStyle[0]))
			default:
				x.set(x.f.SetCellStr(sheetName, cell, text))
				x.set(x.f.SetCellStyle(sheetName, cell, cell, x.cellStyle[kind]))
			}
		}
	}
	return x.err
}

// notesRow is the first row after the table and one empty row.
func (x *xlsxWriter) notesRow() int { return headRow + len(x.s.Units) + 2 }

func (x *xlsxWriter) notes() error {
	if len(x.s.Notes) == 0 {
		return nil
	}
	lines := append([]string{"说明："}, numbered(x.s.Notes)...)
	for i, line := range lines {
		row := x.notesRow() + i
		a, b := cellName(1, row), cellName(x.lastCol(), row)
		x.set(x.f.SetCellStr(sheetName, a, line))
		x.set(x.f.MergeCell(sheetName, a, b))
		x.set(x.f.SetCellStyle(sheetName, a, b, x.noteStyle))
	}
	return x.err
}

// layout freezes the rows down to the column header and sets up printing:
// A4 landscape, one page wide, the header row repeated on every page, the
// version and page numbers in the footer.
func (x *xlsxWriter) layout() error {
	x.set(x.f.SetPanes(sheetName, &excelize.Panes{Freeze: true, YSplit: headRow,
		TopLeftCell: cellName(1, headRow+1), ActivePane: "bottomLeft"}))
	a4, landscape, wide, tall, fit := 9, "landscape", 1, 0, true
	x.set(x.f.SetSheetProps(sheetName, &excelize.SheetPropsOptions{FitToPage: &fit}))
	x.set(x.f.SetPageLayout(sheetName, &excelize.PageLayoutOptions{Size: &a4, Orientation: &landscape,
		FitToWidth: &wide, FitToHeight: &tall}))
	margin, edge := 0.4, 0.3
	x.set(x.f.SetPageMargins(sheetName, &excelize.PageLayoutMarginsOptions{Left: &margin, Right: &margin,
		Top: &margin, Bottom: &margin, Header: &edge, Footer: &edge}))
	x.set(x.f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", Scope: sheetName,
		RefersTo: fmt.Sprintf("'%s'!$%d:$%d", sheetName, headRow, headRow)}))
	x.set(x.f.SetHeaderFooter(sheetName, &excelize.HeaderFooterOptions{
		OddFooter: "&L" + x.s.versionText() + "&R第 &P 页 / 共 &N 页"}))
	return x.err
}

// numbered prefixes each note with its number: 1. …
func numbered(notes []string) []string {
	out := make([]string, len(notes))
	for i, n := range notes {
		out[i] = fmt.Sprintf("%d. %s", i+1, n)
	}
	return out
}
