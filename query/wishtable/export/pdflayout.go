package export

import (
	"unicode"

	"github.com/signintech/gopdf"
)

// Page geometry of the PDF, in points: A4 landscape.
const (
	pageW, pageH = 842.0, 595.0
	marginX      = 28.0
	marginTop    = 28.0
	tableBottom  = pageH - 40 // rows and notes end above the footer
	footerY      = pageH - 28
	cellPadX     = 2.5
	cellPadY     = 2.5
	lineFactor   = 1.25 // line height / font size
)

// Font sizes, in points.
const (
	titleSize   = 15.0
	infoSize    = 9.0
	runningSize = 8.5
	headSize    = 8.5
	bodySize    = 8.0
	minBodySize = 6.0 // a long name shrinks to this before its row grows
	noteSize    = 8.0
	footerSize  = 8.0
	bodyLines   = 3 // lines a cell may take at bodySize before it shrinks
	noteGap     = 8.0
)

// pdfCell is one table cell laid out: its lines at its font size.
type pdfCell struct {
	lines []string
	size  float64
}

// pdfRow is one table row laid out, with its height.
type pdfRow struct {
	cells []pdfCell
	h     float64
}

// pdfPage is what one page carries: a run of table rows (with the column
// header above them, from top) and then a run of notes (from notesY).
type pdfPage struct {
	top        float64
	rows       []pdfRow
	notesY     float64
	notesTitle bool       // 说明： heads the notes on this page
	notes      [][]string // wrapped notes, one entry per note
}

// measurer measures text in the embedded font. Widths are linear in the font
// size, so each rune is measured once at 1 pt and cached.
type measurer struct {
	pdf   *gopdf.GoPdf
	width map[rune]float64
	has   map[rune]bool
	err   error
}

func newMeasurer(pdf *gopdf.GoPdf) *measurer {
	return &measurer{pdf: pdf, width: map[rune]float64{}, has: map[rune]bool{}}
}

// printable replaces the characters the font has no glyph for (a rare
// character outside its cmap) with a visible stand-in, so none prints as an
// empty box or as a silent gap.
func (m *measurer) printable(s string) string {
	out := []rune(nil)
	for i, r := range []rune(s) {
		ok, seen := m.has[r]
		if !seen {
			var err error
			ok, err = m.pdf.IsCurrFontContainGlyph(r)
			if err != nil && m.err == nil {
				m.err = err
			}
			ok = ok || r == '\n'
			m.has[r] = ok
		}
		if !ok {
			if out == nil {
				out = []rune(s)
			}
			out[i] = substitute(r)
		}
	}
	if out == nil {
		return s
	}
	return string(out)
}

func (m *measurer) runeWidth(r rune, size float64) float64 {
	w, ok := m.width[r]
	if !ok {
		if err := m.pdf.SetFontSize(1000); err != nil && m.err == nil {
			m.err = err
		}
		got, err := m.pdf.MeasureTextWidth(string(r))
		if err != nil && m.err == nil {
			m.err = err
		}
		w = got / 1000
		m.width[r] = w
	}
	return w * size
}

func (m *measurer) textWidth(s string, size float64) float64 {
	w := 0.0
	for _, r := range s {
		w += m.runeWidth(r, size)
	}
	return w
}

// wrap breaks s into lines no wider than width at size. A line may break
// between any two Chinese characters; a run of Latin letters or digits (a
// major's code) stays whole unless it alone is too wide; closing punctuation
// never starts a line.
func (m *measurer) wrap(s string, width, size float64) []string {
	var lines []string
	for _, para := range splitLines(m.printable(s)) {
		line, lineW := "", 0.0
		for _, tok := range tokens(para) {
			tw := m.textWidth(tok, size)
			if line != "" && lineW+tw > width {
				lines = append(lines, trimRight(line))
				line, lineW = "", 0
				if tok == " " {
					continue
				}
			}
			if tw > width { // one token wider than the cell: break it anywhere
				for _, r := range tok {
					rw := m.runeWidth(r, size)
					if line != "" && lineW+rw > width {
						lines = append(lines, line)
						line, lineW = "", 0
					}
					line, lineW = line+string(r), lineW+rw
				}
				continue
			}
			line, lineW = line+tok, lineW+tw
		}
		lines = append(lines, trimRight(line))
	}
	return lines
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if r == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func trimRight(s string) string {
	for len(s) > 0 && s[len(s)-1] == ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// tokens splits s into the pieces wrap may not break: Latin words, single
// spaces, single other characters, closing punctuation glued to what it closes.
func tokens(s string) []string {
	var out []string
	word := []rune{}
	flush := func() {
		if len(word) > 0 {
			out = append(out, string(word))
			word = word[:0]
		}
	}
	for _, r := range s {
		switch {
		case r < 0x2E80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '%' || r == '-'):
			word = append(word, r)
		case isClosing(r) && (len(word) > 0 || len(out) > 0):
			if len(word) > 0 {
				word = append(word, r)
			} else {
				out[len(out)-1] += string(r)
			}
		default:
			flush()
			out = append(out, string(r))
		}
	}
	flush()
	return out
}

func isClosing(r rune) bool {
	switch r {
	case '，', '。', '、', '；', '：', '！', '？', '）', '》', '」', '』', '】', ',', '.', ';', ':', ')', '%':
		return true
	}
	return false
}

// fitCell lays text into a cell of the given inner width: bodySize while it
// takes at most bodyLines lines, else the largest smaller size down to
// minBodySize that does, else minBodySize with as many lines as it needs.
func (m *measurer) fitCell(text string, width float64) pdfCell {
	for size := bodySize; size >= minBodySize; size -= 0.5 {
		lines := m.wrap(text, width, size)
		if len(lines) <= bodyLines || size-0.5 < minBodySize {
			return pdfCell{lines: lines, size: size}
		}
	}
	return pdfCell{lines: m.wrap(text, width, minBodySize), size: minBodySize}
}

func (c pdfCell) height() float64 { return float64(len(c.lines)) * c.size * lineFactor }

// layoutRow lays out one row of texts across widths.
func (m *measurer) layoutRow(texts []string, widths []float64, size float64, fit bool) pdfRow {
	row := pdfRow{cells: make([]pdfCell, len(texts))}
	for i, t := range texts {
		if fit {
			row.cells[i] = m.fitCell(t, widths[i]-2*cellPadX)
		} else {
			row.cells[i] = pdfCell{lines: m.wrap(t, widths[i]-2*cellPadX, size), size: size}
		}
		row.h = max(row.h, row.cells[i].height()+2*cellPadY)
	}
	return row
}

// colWidths spreads the page's width over the columns in proportion to their
// spreadsheet widths.
func colWidths(cols []column) []float64 {
	total := 0.0
	for _, c := range cols {
		total += c.Width
	}
	out := make([]float64, len(cols))
	for i, c := range cols {
		out[i] = (pageW - 2*marginX) * c.Width / total
	}
	return out
}

// paginate fills pages top to bottom: rows under a column header of height
// headH, then 说明： and the notes. first and next are where the content
// starts on the first and on later pages.
func paginate(rows []pdfRow, headH float64, notes [][]string, noteLineH, first, next float64) []pdfPage {
	pages := []pdfPage{{top: first}}
	y := first + headH
	for _, r := range rows {
		if len(pages[len(pages)-1].rows) > 0 && y+r.h > tableBottom {
			pages = append(pages, pdfPage{top: next})
			y = next + headH
		}
		pages[len(pages)-1].rows = append(pages[len(pages)-1].rows, r)
		y += r.h
	}
	if len(notes) == 0 {
		return pages
	}
	y += noteGap
	if y+2*noteLineH > tableBottom { // 说明： and at least one line together
		pages = append(pages, pdfPage{top: next})
		y = next
	}
	last := &pages[len(pages)-1]
	last.notesY, last.notesTitle = y, true
	y += noteLineH
	for _, n := range notes {
		h := float64(len(n)) * noteLineH
		if len(pages[len(pages)-1].notes) > 0 && y+h > tableBottom {
			pages = append(pages, pdfPage{top: next, notesY: next})
			y = next
		}
		pages[len(pages)-1].notes = append(pages[len(pages)-1].notes, n)
		y += h
	}
	return pages
}
