package export

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/signintech/gopdf"
)

// fontPDF is a PDF with the embedded font selected, for checks on the font.
func fontPDF(t *testing.T) *gopdf.GoPdf {
	t.Helper()
	pdf := &gopdf.GoPdf{}
	pdf.Start(gopdf.Config{PageSize: *gopdf.PageSizeA4, Unit: gopdf.UnitPT})
	if err := addFont(pdf); err != nil {
		t.Fatalf("embedded font: %v", err)
	}
	if err := pdf.SetFont(fontFamily, "", 12); err != nil {
		t.Fatal(err)
	}
	return pdf
}

// TestFontCoversTheForm: every character the form prints of its own, and the
// ones the brief names, has a glyph in the embedded font.
func TestFontCoversTheForm(t *testing.T) {
	pdf := fontPDF(t)
	s := groupSheet(3)
	texts := []string{"浙冲稳保调剂（）、：·—0123456789%.-?ABCXYZabcxyz", s.heading(), s.versionText(),
		"第 1 页 / 共 9 页", "说明：", majorSheet(1).heading(), Sheet{Mode: ModeMajor}.modeText()}
	for _, c := range append(s.columns(), majorSheet(1).columns()...) {
		texts = append(texts, c.Title)
	}
	for _, line := range s.infoLines() {
		texts = append(texts, line...)
	}
	for _, p := range []string{"北京", "内蒙古", "广西", "宁夏", "新疆", "西藏", "黑龙江"} {
		texts = append(texts, provinceFull(p))
	}
	for _, r := range strings.Join(texts, "") {
		if r == ' ' {
			continue
		}
		if ok, err := pdf.IsCurrFontContainGlyph(r); err != nil || !ok {
			t.Errorf("the embedded font has no glyph for %q (U+%04X)", r, r)
		}
	}
}

// charPDF writes a one-page PDF with the single character ch drawn large.
func charPDF(t *testing.T, ch string) string {
	t.Helper()
	pdf := fontPDF(t)
	pdf.AddPage()
	if err := pdf.SetFontSize(300); err != nil {
		t.Fatal(err)
	}
	pdf.SetXY(150, 250)
	if err := pdf.Cell(nil, ch); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "char.pdf")
	if err := os.WriteFile(path, pdf.GetBytesPdf(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestFontDrawsRealGlyphs renders single characters and compares the
// pictures: a font without the glyphs draws the same empty box (tofu) for
// each, real glyphs differ. The characters also come back through pdftotext.
func TestFontDrawsRealGlyphs(t *testing.T) {
	chars := []string{"一", "浙", "國", "保"}
	imgs := make(map[string]image.Image, len(chars))
	for _, ch := range chars {
		path := charPDF(t, ch)
		if got := strings.TrimSpace(pageText(t, path, 1, false)); got != ch {
			t.Errorf("pdftotext read %q back as %q", ch, got)
		}
		img := rasterise(t, path, 1, 40)
		if ink := inkFraction(img, img.Bounds()); ink < 0.002 {
			t.Errorf("%q drew %.3f%% ink: nothing was drawn", ch, 100*ink)
		}
		imgs[ch] = img
	}
	for i, a := range chars {
		for _, b := range chars[i+1:] {
			if d := inkDifference(imgs[a], imgs[b]); d < 0.3 {
				t.Errorf("%q and %q render alike (%.0f%% of their ink differs): boxes, not glyphs", a, b, 100*d)
			} else {
				t.Logf("%q vs %q: %.0f%% of the ink differs", a, b, 100*d)
			}
		}
	}
}
