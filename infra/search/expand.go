package search

import (
	"slices"
	"strings"
	"unicode"
	"zhiyuan/query/search/port"

	"github.com/mozillazg/go-pinyin"
)

// maxPinyinVariants caps the number of pinyin spellings indexed per name when
// characters have several readings (重庆: zhongqing, chongqing).
const maxPinyinVariants = 8

// Expanded holds the searchable forms derived from a Document on our side, so
// that both adapters index exactly the same values. Unigram and bigram text is
// produced by each engine's analyzers from Title, Aliases and Body.
type Expanded struct {
	// Names are the normalised title and aliases, matched whole (exact) and
	// by prefix.
	Names []string
	// Pinyin holds, for the title and each alias, the full pinyin without
	// tones or separators (beijingdaxue) and the initials (bjdx), using the
	// most common reading of every character.
	Pinyin []string
	// PinyinAlt holds further spellings for characters with several
	// readings (重庆: chongqing beside zhongqing). They live in a field of
	// their own so that many variants cannot outscore one primary match.
	PinyinAlt []string
	// PinyinInner holds the full pinyin, in every reading, of each later
	// part of the title, from its second character on (注册护士: cehushi,
	// hushi), so pinyin finds a word inside a name as Chinese text does:
	// majors and occupations name their subject last (中学教师, 全科医生).
	PinyinInner []string
	// Tags are the normalised tags, matched whole.
	Tags []string
}

// Expand derives the searchable forms of a document.
func Expand(d port.Document) Expanded {
	var e Expanded
	names := append([]string{d.Title}, d.Aliases...)
	for _, n := range names {
		n = Normalize(n)
		if n == "" {
			continue
		}
		e.Names = appendUnique(e.Names, n)
		full, initials := PinyinForms(n)
		for _, forms := range [][]string{full, initials} {
			for i, p := range forms {
				if i == 0 {
					e.Pinyin = appendUnique(e.Pinyin, p)
				} else {
					e.PinyinAlt = appendUnique(e.PinyinAlt, p)
				}
			}
		}
	}
	e.PinyinAlt = slices.DeleteFunc(e.PinyinAlt, func(p string) bool { return slices.Contains(e.Pinyin, p) })
	e.PinyinInner = innerPinyin(Normalize(d.Title))
	for _, t := range d.Tags {
		if t = Normalize(t); t != "" {
			e.Tags = appendUnique(e.Tags, t)
		}
	}
	return e
}

// innerPinyin spells the parts of title that start after its first
// character (see Expanded.PinyinInner): each part in the first reading of
// every character, and once more for each other reading of the character it
// starts with (会计师: huijishi, kuaijishi), where a query of it starts.
// Varying every character would triple the spellings for little gain.
// Spellings shorter than MinPinyinInner letters are left out: no query
// reaches them.
func innerPinyin(title string) []string {
	runes := []rune(title)
	readings := make([][]string, len(runes))
	for i, r := range runes {
		readings[i] = Readings(r)
	}
	rest := make([]string, len(runes)+1) // rest[i]: the first readings of runes[i:]
	for i := len(runes) - 1; i >= 0; i-- {
		rest[i] = rest[i+1]
		if len(readings[i]) > 0 {
			rest[i] = readings[i][0] + rest[i+1]
		}
	}
	var out []string
	for i := 1; i < len(runes); i++ {
		if !IsHan(runes[i]) { // a part starts with a Chinese character, not inside a Latin word
			continue
		}
		for _, r := range readings[i] {
			if p := r + rest[i+1]; len(p) >= MinPinyinInner {
				out = appendUnique(out, p)
			}
		}
	}
	return out
}

// Normalize prepares text for matching: full-width forms become half-width,
// letters are lowercased, runs of whitespace become one space, and the ends
// are trimmed. Queries and exact-match values go through it.
func Normalize(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		r = FoldRune(r)
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// FoldRune maps one rune to its matching form: full-width ASCII variants and
// the ideographic space to their half-width forms, then lowercase. It maps
// rune to rune, so positions in a folded string match the original.
func FoldRune(r rune) rune {
	switch {
	case r == '\u3000':
		r = ' '
	case r >= '\uFF01' && r <= '\uFF5E':
		r -= 0xFEE0
	}
	return unicode.ToLower(r)
}

// IsHan reports whether r is a Chinese character.
func IsHan(r rune) bool { return unicode.Is(unicode.Han, r) }

var pinyinArgs = pinyin.Args{Style: pinyin.Normal, Heteronym: true}

// Readings returns the toneless pinyin readings of a Chinese character, most
// common first; a lowercase ASCII letter or digit reads as itself; anything
// else has no reading.
func Readings(r rune) []string {
	r = FoldRune(r)
	if r < unicode.MaxASCII {
		if ('a' <= r && r <= 'z') || ('0' <= r && r <= '9') {
			return []string{string(r)}
		}
		return nil
	}
	if !IsHan(r) {
		return nil
	}
	var out []string
	for _, p := range pinyin.SinglePinyin(r, pinyinArgs) {
		if p != "" && p[0] < unicode.MaxASCII {
			out = appendUnique(out, p)
		}
	}
	return out
}

// PinyinForms returns the full pinyin spellings (beijingdaxue) and initials
// (bjdx) of s, first readings first, at most maxPinyinVariants of each.
// Characters without a reading (punctuation, spaces) are skipped.
func PinyinForms(s string) (full, initials []string) {
	full = []string{""}
	initials = []string{""}
	for _, r := range s {
		rs := Readings(r)
		if len(rs) == 0 {
			continue
		}
		full = product(full, rs, func(p string) string { return p })
		initials = product(initials, rs, func(p string) string { return p[:1] })
	}
	if full[0] == "" {
		return nil, nil
	}
	return full, initials
}

// product extends every prefix with every reading (mapped by f), keeping the
// order stable, dropping duplicates and capping the result.
func product(prefixes, readings []string, f func(string) string) []string {
	out := make([]string, 0, len(prefixes))
	for _, p := range prefixes {
		for _, r := range readings {
			if len(out) == maxPinyinVariants {
				return out
			}
			out = appendUnique(out, p+f(r))
		}
	}
	return out
}

func appendUnique(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}
