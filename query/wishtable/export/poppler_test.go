package export

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// Helpers that read the PDFs back with poppler (Debian's poppler-utils):
// pdftotext proves the text maps back to Unicode, pdftoppm that it draws.

// poppler runs one poppler tool and returns its standard output. A missing
// tool fails the test: the PDF checks are the point, never skip them.
func poppler(t *testing.T, tool string, args ...string) []byte {
	t.Helper()
	path, err := exec.LookPath(tool)
	if err != nil {
		t.Fatalf("%s not found: the PDF tests need poppler-utils; install it with "+
			"`apt-get install poppler-utils` (or run scripts/ensure-test-deps.sh as root)", tool)
	}
	var stderr bytes.Buffer
	cmd := exec.Command(path, args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %q: %v\n%s", tool, args, err, stderr.String())
	}
	return out
}

// writePDF renders s into a file in a fresh temporary directory.
func writePDF(t *testing.T, s Sheet) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "志愿表.pdf")
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := PDF(out, s); err != nil {
		t.Fatalf("PDF: %v", err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

var pagesLine = regexp.MustCompile(`(?m)^Pages:\s+(\d+)`)

// pageCount is the page count pdfinfo reads from the file.
func pageCount(t *testing.T, pdf string) int {
	t.Helper()
	m := pagesLine.FindSubmatch(poppler(t, "pdfinfo", pdf))
	if m == nil {
		t.Fatalf("pdfinfo printed no page count for %s", pdf)
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

// pageText is the text of one page (1-based); layout keeps each printed line
// on one line, otherwise text comes in drawing order.
func pageText(t *testing.T, pdf string, page int, layout bool) string {
	t.Helper()
	mode := "-raw"
	if layout {
		mode = "-layout"
	}
	p := strconv.Itoa(page)
	return string(poppler(t, "pdftotext", mode, "-enc", "UTF-8", "-f", p, "-l", p, pdf, "-"))
}

// rasterise renders one page to a PNG at dpi and decodes it.
func rasterise(t *testing.T, pdf string, page, dpi int) image.Image {
	t.Helper()
	prefix := filepath.Join(t.TempDir(), "page")
	p := strconv.Itoa(page)
	poppler(t, "pdftoppm", "-png", "-r", strconv.Itoa(dpi), "-f", p, "-l", p, "-singlefile", pdf, prefix)
	f, err := os.Open(prefix + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("decode %s.png: %v", prefix, err)
	}
	return img
}

func inked(c color.Color) bool {
	g := color.GrayModel.Convert(c).(color.Gray)
	return g.Y < 200
}

// inkFraction is the share of non-white pixels in r.
func inkFraction(img image.Image, r image.Rectangle) float64 {
	r = r.Intersect(img.Bounds())
	if r.Empty() {
		return 0
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if inked(img.At(x, y)) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

// inkDifference compares two same-sized renderings: the pixels inked in one
// but not the other, over the pixels inked in either. Identical pictures
// (two tofu boxes) give 0, unrelated glyphs well over a third.
func inkDifference(a, b image.Image) float64 {
	diff, union := 0, 0
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ia, ib := inked(a.At(x, y)), inked(b.At(x, y))
			if ia || ib {
				union++
			}
			if ia != ib {
				diff++
			}
		}
	}
	if union == 0 {
		return 0
	}
	return float64(diff) / float64(union)
}
