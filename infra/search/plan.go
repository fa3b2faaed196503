package search

import (
	"strings"

	"zhiyuan/query/search/port"
)

// Logical field names shared by the adapters. Each adapter maps them to its
// own schema (Elasticsearch uses them as is; "title.uni" is a sub-field).
const (
	FieldKind       = "kind"        // keyword
	FieldNames      = "names"       // keyword: Expanded.Names
	FieldPinyin     = "pinyin"      // keyword: Expanded.Pinyin
	FieldPinyinAlt  = "pinyin_alt"  // keyword: Expanded.PinyinAlt
	FieldPinyinIn   = "pinyin_in"   // keyword: Expanded.PinyinInner
	FieldTags       = "tags"        // keyword: Expanded.Tags
	FieldTitle      = "title"       // CJK bigram text
	FieldTitleUni   = "title.uni"   // unigram text (one token per Chinese character)
	FieldAliases    = "aliases"     // CJK bigram text
	FieldAliasesUni = "aliases.uni" // unigram text
	FieldBody       = "body"        // CJK bigram text
	FieldBodyUni    = "body.uni"    // unigram text
	FieldProminence = "prominence"  // number: port.Document.Prominence, a sort key
)

// Query size limits: longer input is cut, further terms are ignored.
const (
	MaxQueryRunes  = 64
	MaxTerms       = 8
	MaxPrefixRunes = 32 // longest prefix n-gram indexed
	// MinPinyinInner is the shortest pinyin matched inside a title (hushi in
	// 注册护士): shorter ones (shi, hu) would match half the catalogue.
	MinPinyinInner = 4
)

// Boosts, highest first. Both adapters use them so rankings agree in order.
const (
	BoostExact        = 100 // the term is a whole title or alias
	BoostPinyinExact  = 40  // the term is a whole pinyin spelling or initials
	BoostPrefix       = 30  // a title or alias starts with the term
	BoostPinyinPrefix = 15  // a pinyin spelling or initials starts with the term
	BoostPinyinAlt    = 8   // the same, for a variant reading (exact or prefix)
	BoostPinyinInner  = 7   // the pinyin of a later part of the title starts with the term
	BoostTitlePhrase  = 10  // the term is a substring of the title
	BoostAliasPhrase  = 6   // ... of an alias
	BoostTitleBigram  = 5   // every bigram of the term is in the title
	BoostTag          = 4   // the term is a tag
	BoostAliasBigram  = 3
	BoostBody         = 1 // substring of, or all bigrams in, the body
)

// ClauseType says how a Clause matches.
type ClauseType int

const (
	// Term: the field holds exactly Text (keyword fields).
	Term ClauseType = iota
	// Prefix: a value of the field starts with Text (keyword fields).
	// Adapters index edge n-grams of the values (up to MaxPrefixRunes) and
	// run a term query on them, so that a document scores once per
	// matching value, not once per distinct expanded term; the plan cuts
	// Text to MaxPrefixRunes.
	Prefix
	// Phrase: Text, analysed by the field's analyzer, occurs as a phrase.
	// On unigram fields this is substring matching.
	Phrase
	// MatchAll: every token of Text, analysed by the field's analyzer,
	// occurs in the field (operator "and").
	MatchAll
	// Fuzzy: a value of the field is within one edit (a character
	// inserted, deleted, replaced or two swapped) of Text (keyword fields).
	// Only the typo fallback uses it.
	Fuzzy
	// ValuePrefix: a value of the field starts with Text, found by the
	// engine's own prefix query over the values (keyword fields). It serves
	// fields with dozens of values per document, whose edge n-grams would
	// multiply the index several times over.
	ValuePrefix
)

// Clause is one engine-neutral query clause.
type Clause struct {
	Type  ClauseType
	Field string
	Text  string
	Boost float64
}

// Plan is a normalised query. A document matches when it matches any clause
// of Whole, or at least one clause of every group of Groups (one group per
// term). It scores the best boost it matches in each group, summed over the
// groups, or the best Whole clause it matches if that is higher.
type Plan struct {
	Text  string   // normalised query text
	Terms []string // whitespace-separated terms of Text, at most MaxTerms
	Kinds []string // kind filter, deduplicated; empty means all
	From  int
	Size  int
	// Typos marks the fallback plan (see Fallback): its only group is the
	// typo-tolerant match of the whole query.
	Typos bool
}

// NewPlan normalises a query and applies the paging limits.
func NewPlan(q port.Query) Plan {
	text := Normalize(q.Text)
	if r := []rune(text); len(r) > MaxQueryRunes {
		text = strings.TrimSpace(string(r[:MaxQueryRunes]))
	}
	p := Plan{Text: text, From: q.From, Size: q.Size}
	p.Terms = strings.Fields(text)
	if len(p.Terms) > MaxTerms {
		p.Terms = p.Terms[:MaxTerms]
		p.Text = strings.Join(p.Terms, " ")
	}
	for _, k := range q.Kinds {
		if k = strings.TrimSpace(k); k != "" {
			p.Kinds = appendUnique(p.Kinds, k)
		}
	}
	p.From = min(max(p.From, 0), port.MaxFrom)
	if p.Size <= 0 {
		p.Size = port.DefaultSize
	}
	p.Size = min(p.Size, port.MaxSize)
	return p
}

// Empty reports whether there is nothing to search for. Adapters return an
// empty Result for it without asking the engine.
func (p Plan) Empty() bool { return len(p.Terms) == 0 }

// EmptyResult is the answer to an empty query.
func EmptyResult() port.Result {
	return port.Result{Hits: []port.Hit{}, CountsByKind: map[string]int{}}
}

// Whole returns the clauses that match the query as a whole. They only
// matter for multi-term queries ("北京 大学" as a name, "beijing daxue" as
// pinyin); for one term they are nil, its group covers them.
func (p Plan) Whole() []Clause {
	if len(p.Terms) < 2 || p.Typos {
		return nil
	}
	cs := []Clause{{Term, FieldNames, p.Text, BoostExact}}
	compact := strings.Join(p.Terms, "")
	if isPinyinLike(compact) {
		cs = append(cs, pinyinClauses(compact)...)
	}
	if hasHan(compact) { // 南京 大学 is the name 南京大学
		cs = append(cs, Clause{Term, FieldNames, compact, BoostExact})
	}
	return cs
}

func hasHan(s string) bool {
	for _, r := range s {
		if IsHan(r) {
			return true
		}
	}
	return false
}

// prefix builds a Prefix clause, cutting the text to MaxPrefixRunes.
func prefix(field, text string, boost float64) Clause {
	if r := []rune(text); len(r) > MaxPrefixRunes {
		text = string(r[:MaxPrefixRunes])
	}
	return Clause{Prefix, field, text, boost}
}

// Groups returns, per term, the clauses of which at least one must match.
func (p Plan) Groups() [][]Clause {
	if p.Typos {
		return [][]Clause{p.typoClauses()}
	}
	groups := make([][]Clause, 0, len(p.Terms))
	for _, t := range p.Terms {
		groups = append(groups, termClauses(t))
	}
	return groups
}

func termClauses(t string) []Clause {
	cs := []Clause{
		{Term, FieldNames, t, BoostExact},
		prefix(FieldNames, t, BoostPrefix),
	}
	if isPinyinLike(t) {
		cs = append(cs, pinyinClauses(t)...)
	}
	return append(cs,
		Clause{Phrase, FieldTitleUni, t, BoostTitlePhrase},
		Clause{Phrase, FieldAliasesUni, t, BoostAliasPhrase},
		Clause{MatchAll, FieldTitle, t, BoostTitleBigram},
		Clause{Term, FieldTags, t, BoostTag},
		Clause{MatchAll, FieldAliases, t, BoostAliasBigram},
		Clause{Phrase, FieldBodyUni, t, BoostBody},
		Clause{MatchAll, FieldBody, t, BoostBody},
	)
}

func pinyinClauses(t string) []Clause {
	cs := []Clause{
		{Term, FieldPinyin, t, BoostPinyinExact},
		prefix(FieldPinyin, t, BoostPinyinPrefix),
		prefix(FieldPinyinAlt, t, BoostPinyinAlt),
	}
	if len(t) >= MinPinyinInner {
		cs = append(cs, Clause{ValuePrefix, FieldPinyinIn, t, BoostPinyinInner})
	}
	return cs
}

// isPinyinLike reports whether s could be (part of) a pinyin spelling:
// lowercase ASCII letters and digits only.
func isPinyinLike(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !('a' <= r && r <= 'z') && !('0' <= r && r <= '9') {
			return false
		}
	}
	return true
}
