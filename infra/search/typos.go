package search

import (
	"strings"
	"unicode/utf8"
)

// Typo fallback limits: only queries this long are retried with one wrong
// character, so that short abbreviations (北大, 北航) never match each other.
const (
	MinTypoRunes  = 4 // a name: 青华大学 finds 清华大学
	MinTypoPinyin = 6 // a pinyin spelling: beijingdaxe finds beijingdaxue
)

// Fallback returns the plan to run when this one matches nothing at all (in
// any kind): the whole query within one edit of a title or alias, or of a
// full pinyin spelling, or, for Chinese text, a title or alias that sounds
// the same (青华大学 and 复但大学 read qinghuadaxue and fudandaxue: the usual
// slip of a pinyin input method). ok is false when the query is too short
// for that or the plan is already the fallback. Adapters run it only after
// an empty result, so typo tolerance never adds noise to queries that match.
func (p Plan) Fallback() (fallback Plan, ok bool) {
	if p.Typos || p.Empty() {
		return p, false
	}
	fallback = p
	fallback.Typos = true
	return fallback, len(fallback.typoClauses()) > 0
}

func (p Plan) typoClauses() []Clause {
	var cs []Clause
	if n := utf8.RuneCountInString(p.Text); n >= MinTypoRunes && n <= MaxPrefixRunes {
		cs = append(cs, Clause{Fuzzy, FieldNames, p.Text, BoostExact})
	}
	compact := strings.Join(p.Terms, "")
	if isPinyinLike(compact) && len(compact) >= MinTypoPinyin && len(compact) <= MaxPrefixRunes {
		cs = append(cs, Clause{Fuzzy, FieldPinyin, compact, BoostPinyinExact})
	}
	if hasHan(compact) && utf8.RuneCountInString(compact) >= 2 {
		// The most common reading of each character, as the index spells
		// every name (Expanded.Pinyin).
		if full, _ := PinyinForms(compact); len(full) > 0 {
			cs = append(cs, Clause{Term, FieldPinyin, full[0], BoostPinyinExact})
		}
	}
	return cs
}
