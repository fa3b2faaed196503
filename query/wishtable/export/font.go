package export

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"sync"

	"github.com/signintech/gopdf"
)

// fontFamily is the name the PDF registers the embedded font under.
const fontFamily = "WenQuanYiMicroHei"

// wqyMicroHei is WenQuanYi Micro Hei (文泉驿微米黑, Apache-2.0 or GPL-3+ with
// the font exception), the file Debian's fonts-wqy-microhei ships, unchanged
// (see fonts/NOTICE). It is Droid Sans Fallback's CJK outlines merged with
// Droid Sans' Latin ones, all TrueType (glyf): Droid Sans Fallback alone has
// no Latin letters or digits, and codes, scores and dates are digits. The
// PDF needs no font on the server, and gopdf embeds only the glyphs a
// document uses.
//
//go:embed fonts/wqy-microhei.ttc
var wqyMicroHei []byte

var (
	fontOnce  sync.Once
	fontErr   error
	fontCache gopdf.FontContainer // parsed once; each document subsets its own copy
)

// addFont registers the embedded font with pdf, parsing it only on the first
// call of the process.
func addFont(pdf *gopdf.GoPdf) error {
	fontOnce.Do(func() {
		var face []byte
		if face, fontErr = collectionFace(wqyMicroHei, 0); fontErr != nil {
			return
		}
		opt := gopdf.TtfOption{OnGlyphNotFoundSubstitute: substitute}
		fontErr = fontCache.AddTTFFontDataWithOption(fontFamily, face, opt)
	})
	if fontErr != nil {
		return fontErr
	}
	return pdf.AddTTFFontFromFontContainer(fontFamily, &fontCache)
}

// substitute stands in for a character the font lacks: a visible mark
// rather than gopdf's default blank, so a gap never passes for a space.
func substitute(r rune) rune {
	switch r {
	case '—', '–':
		return '-'
	}
	return '?'
}

// collectionFace copies face i of a TrueType collection (.ttc) out as a
// standalone font: its table directory followed by its tables, which a
// collection may share between faces. Table data is copied unchanged.
func collectionFace(ttc []byte, i int) ([]byte, error) {
	be := binary.BigEndian
	if len(ttc) < 12 || string(ttc[:4]) != "ttcf" {
		return nil, errors.New("export: font is not a TrueType collection")
	}
	if n := int(be.Uint32(ttc[8:])); i >= n || len(ttc) < 12+4*n {
		return nil, errors.New("export: font collection has no such face")
	}
	dir := int(be.Uint32(ttc[12+4*i:]))
	if dir+12 > len(ttc) {
		return nil, errors.New("export: font collection is truncated")
	}
	numTables := int(be.Uint16(ttc[dir+4:]))
	head := 12 + 16*numTables
	if dir+head > len(ttc) {
		return nil, errors.New("export: font collection is truncated")
	}
	out := make([]byte, head, len(ttc))
	copy(out, ttc[dir:dir+head])
	for t := 0; t < numTables; t++ {
		rec := out[12+16*t:]
		off, length := int(be.Uint32(rec[8:])), int(be.Uint32(rec[12:]))
		if off < 0 || length < 0 || off+length > len(ttc) {
			return nil, errors.New("export: font collection is truncated")
		}
		be.PutUint32(rec[8:], uint32(len(out)))
		out = append(out, ttc[off:off+length]...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	return out, nil
}
