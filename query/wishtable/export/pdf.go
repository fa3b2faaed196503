package export

import (
	"fmt"
	"io"
	"strings"

	"github.com/signintech/gopdf"
)

// PDF writes s as a printable A4 landscape PDF with the same content as the
// workbook: the title and header block on page 1, the table with its column
// header repeated on every page, the notes after it, and on every page a
// footer with 表版本 v{Version} · 导出于 {time} and 第 x 页 / 共 y 页. Long
// names wrap inside their cells, and shrink when they would take more than
// three lines. Text is set in the embedded Droid Sans Fallback, subset into
// the file, so it renders (and copies as text) without any font installed.
func PDF(w io.Writer, s Sheet) error {
	if err := s.check(); err != nil {
		return err
	}
	d, err := newPDFDoc(s)
	if err != nil {
		return fmt.Errorf("export: pdf: %w", err)
	}
	for i, page := range d.pages {
		d.drawPage(i, page)
	}
	if d.err != nil {
		return fmt.Errorf("export: pdf: %w", d.err)
	}
	_, err = d.pdf.WriteTo(w)
	return err
}

// pdfDoc is one PDF being laid out and drawn.
type pdfDoc struct {
	s      Sheet
	pdf    *gopdf.GoPdf
	m      *measurer
	cols   []column
	widths []float64
	head   pdfRow
	info   []string // the header block's lines, wrapped to the page
	pages  []pdfPage
	err    error
}

func newPDFDoc(s Sheet) (*pdfDoc, error) {
	pdf := &gopdf.GoPdf{}
	pdf.Start(gopdf.Config{PageSize: *gopdf.PageSizeA4Landscape, Unit: gopdf.UnitPT})
	pdf.SetInfo(gopdf.PdfInfo{Title: s.heading(), Subject: s.Title, Author: s.Owner, Creator: "志愿表导出", CreationDate: s.Generated})
	if err := addFont(pdf); err != nil {
		return nil, err
	}
	if err := pdf.SetFont(fontFamily, "", bodySize); err != nil {
		return nil, err
	}
	d := &pdfDoc{s: s, pdf: pdf, m: newMeasurer(pdf), cols: s.columns()}
	d.widths = colWidths(d.cols)
	titles := make([]string, len(d.cols))
	for i, c := range d.cols {
		titles[i] = c.Title
	}
	d.head = d.m.layoutRow(titles, d.widths, headSize, false)
	rows := make([]pdfRow, len(s.Units))
	for i, u := range s.Units {
		rows[i] = d.m.layoutRow(s.cells(u), d.widths, 0, true)
	}
	for _, fields := range s.infoLines() {
		d.info = append(d.info, d.m.wrap(strings.Join(fields, "    "), pageW-2*marginX, infoSize)...)
	}
	var notes [][]string
	for _, n := range numbered(s.Notes) {
		notes = append(notes, d.m.wrap(n, pageW-2*marginX, noteSize))
	}
	first := marginTop + titleSize*1.6 + float64(len(d.info))*infoSize*1.6 + 6
	next := marginTop + runningSize*lineFactor + 6
	d.pages = paginate(rows, d.head.h, notes, noteSize*lineFactor, first, next)
	return d, d.m.err
}

func (d *pdfDoc) note(err error) {
	if err != nil && d.err == nil {
		d.err = err
	}
}

// text writes one line with its top-left corner at x, y; align is
// gopdf.Left, gopdf.Center or gopdf.Right within width.
func (d *pdfDoc) text(x, y, width, size float64, align int, s string) {
	if s == "" {
		return
	}
	d.note(d.pdf.SetFontSize(size))
	d.pdf.SetXY(x, y)
	d.note(d.pdf.CellWithOption(&gopdf.Rect{W: width, H: size * lineFactor}, d.m.printable(s), gopdf.CellOption{Align: align | gopdf.Top}))
}

func (d *pdfDoc) drawPage(i int, page pdfPage) {
	d.pdf.AddPage()
	d.pdf.SetTextColor(0, 0, 0)
	full := pageW - 2*marginX
	if i == 0 {
		d.text(marginX, marginTop, full, titleSize, gopdf.Center, d.s.heading())
		y := marginTop + titleSize*1.6
		for _, line := range d.info {
			d.text(marginX, y, full, infoSize, gopdf.Left, line)
			y += infoSize * 1.6
		}
	} else {
		running := d.s.heading()
		if d.s.Title != "" {
			running += " · " + d.s.Title
		}
		d.pdf.SetTextColor(90, 90, 90)
		d.text(marginX, marginTop, full, runningSize, gopdf.Left, running)
		d.text(marginX, marginTop, full, runningSize, gopdf.Right, "考生："+d.s.Owner)
		d.pdf.SetTextColor(0, 0, 0)
	}
	if len(page.rows) > 0 || (i == 0 && len(d.s.Units) == 0) { // an empty table still shows its header
		y := page.top
		d.drawRow(y, d.head, true)
		y += d.head.h
		for _, r := range page.rows {
			d.drawRow(y, r, false)
			y += r.h
		}
	}
	d.drawNotes(page)
	d.pdf.SetTextColor(90, 90, 90)
	d.text(marginX, footerY, full, footerSize, gopdf.Left, d.s.versionText())
	d.text(marginX, footerY, full, footerSize, gopdf.Right, fmt.Sprintf("第 %d 页 / 共 %d 页", i+1, len(d.pages)))
	d.pdf.SetTextColor(0, 0, 0)
}

// drawRow draws one bordered table row with its top at y; the column header
// is shaded and centred.
func (d *pdfDoc) drawRow(y float64, r pdfRow, header bool) {
	d.pdf.SetLineWidth(0.5)
	d.pdf.SetStrokeColor(0, 0, 0)
	x := marginX
	for i, c := range r.cells {
		w := d.widths[i]
		if header {
			d.pdf.SetFillColor(217, 225, 242)
			d.pdf.RectFromUpperLeftWithStyle(x, y, w, r.h, "FD")
		} else {
			d.pdf.RectFromUpperLeftWithStyle(x, y, w, r.h, "D")
		}
		align := gopdf.Center
		if k := d.cols[i].Kind; !header && (k == colCollege || k == colMajor || k == colNote) {
			align = gopdf.Left
		}
		if !header && d.cols[i].Kind == colLabel {
			d.labelColor(strings.Join(c.lines, ""))
		}
		ty := y + (r.h-c.height())/2
		for _, line := range c.lines {
			d.text(x+cellPadX, ty, w-2*cellPadX, c.size, align, line)
			ty += c.size * lineFactor
		}
		d.pdf.SetTextColor(0, 0, 0)
		x += w
	}
}

// labelColor marks 冲 red, 稳 amber and 保 green, as the app does.
func (d *pdfDoc) labelColor(label string) {
	switch label {
	case "冲":
		d.pdf.SetTextColor(200, 40, 40)
	case "稳":
		d.pdf.SetTextColor(180, 110, 0)
	case "保":
		d.pdf.SetTextColor(20, 120, 50)
	}
}

func (d *pdfDoc) drawNotes(page pdfPage) {
	if len(page.notes) == 0 && !page.notesTitle {
		return
	}
	lineH := noteSize * lineFactor
	full := pageW - 2*marginX
	y := page.notesY
	d.pdf.SetTextColor(64, 64, 64)
	if page.notesTitle {
		d.text(marginX, y, full, noteSize, gopdf.Left, "说明：")
		y += lineH
	}
	for _, n := range page.notes {
		for _, line := range n {
			d.text(marginX, y, full, noteSize, gopdf.Left, line)
			y += lineH
		}
	}
	d.pdf.SetTextColor(0, 0, 0)
}
