package assistant

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	// A number as data write it (2025, 63.5: JSON arrays are 2025,2024, not one number) and as a
	// text may (30,891).
	numberPattern   = regexp.MustCompile(`[0-9]+(?:\.[0-9]+)?`)
	writtenPattern  = regexp.MustCompile(`[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?`)
	citationPattern = regexp.MustCompile(`\[([0-9]+)\]`)
	// Phrases no answer may carry (the Ministry of Education's warnings, and promises).
	forbidden = pattern(`保证.{0,4}录取`, `包录取`, `保录取`, `确保.{0,4}录取`, `一定(能|会|可以)(被)?录取`, `百分之?百.{0,4}录取`, `100%.{0,4}录取`,
		`录取率100%`, `稳上`, `内部(数据|指标|名额|渠道)`, `低分高录`, `不录取退款`)
)

// finding is what the check found wrong with a text.
type finding struct {
	numbers   []string // numbers found neither in the question nor in this turn's tool results
	citations []string // [N] that is not one of this turn's sources
	phrases   []string // forbidden phrases
}

func (f finding) ok() bool { return len(f.numbers)+len(f.citations)+len(f.phrases) == 0 }

// check reads an answer against the turn: every number must appear in the question or in a
// tool result, every [N] must name a source returned this turn, and no forbidden phrase.
func check(text string, t *turn) finding {
	var f finding
	for _, m := range citationPattern.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[1])
		if n < 1 || n > len(t.cites) {
			f.citations = append(f.citations, m[0])
		}
	}
	allowed := map[string]bool{}
	for _, src := range []string{t.question, t.evidence.String()} {
		for _, n := range numberPattern.FindAllString(src, -1) {
			allowed[plain(n)] = true
		}
	}
	for _, n := range writtenPattern.FindAllString(citationPattern.ReplaceAllString(text, ""), -1) {
		if !allowed[plain(n)] {
			f.numbers = append(f.numbers, n)
		}
	}
	f.phrases = forbidden.FindAllString(strings.ReplaceAll(text, " ", ""), -1)
	return f
}

// plain writes a number as the data does: no thousands separators, no trailing zeros.
func plain(n string) string {
	n = strings.ReplaceAll(n, ",", "")
	if strings.Contains(n, ".") {
		n = strings.TrimRight(strings.TrimRight(n, "0"), ".")
	}
	return n
}
