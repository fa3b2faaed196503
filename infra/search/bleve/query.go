package bleve

import (
	"encoding/json"
	"zhiyuan/query/search/port"

	blevesearch "github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"

	"zhiyuan/infra/search"
)

// toBleveDoc turns a Document into the map bleve indexes: the raw text for
// the analysed fields, the expanded forms for the keyword fields, and the
// display fields as stored-only JSON.
func toBleveDoc(d port.Document) (map[string]interface{}, error) {
	e := search.Expand(d)
	fields, err := json.Marshal(d.Fields)
	if err != nil {
		return nil, err
	}
	return map[string]interface{}{
		fieldName(search.FieldKind):        d.Kind,
		fieldName(search.FieldNames):       e.Names,
		prefixField(search.FieldNames):     e.Names,
		fieldName(search.FieldPinyin):      e.Pinyin,
		prefixField(search.FieldPinyin):    e.Pinyin,
		prefixField(search.FieldPinyinAlt): e.PinyinAlt,
		fieldName(search.FieldPinyinIn):    e.PinyinInner,
		fieldName(search.FieldProminence):  float64(d.Prominence),
		fieldName(search.FieldTags):        e.Tags,
		fieldName(search.FieldTitle):       d.Title,
		fieldName(search.FieldTitleUni):    d.Title,
		fieldName(search.FieldAliases):     d.Aliases,
		fieldName(search.FieldAliasesUni):  d.Aliases,
		fieldName(search.FieldBody):        d.Body,
		fieldName(search.FieldBodyUni):     d.Body,
		fieldFields:                        string(fields),
	}, nil
}

// textQuery translates the engine-neutral plan into a bleve query:
// any Whole clause, or at least one clause of every term group.
func textQuery(p search.Plan) query.Query {
	groups := p.Groups()
	conj := make([]query.Query, 0, len(groups))
	for _, g := range groups {
		conj = append(conj, disjunction(g))
	}
	var q query.Query = blevesearch.NewConjunctionQuery(conj...) // sums its children's scores
	if len(conj) == 1 {
		q = conj[0]
	}
	if whole := p.Whole(); len(whole) > 0 {
		d := disjunction(whole)
		d.children = append(d.children, q)
		q = d
	}
	return q
}

// filtered restricts q to the plan's kinds without affecting scores.
func filtered(q query.Query, kinds []string) query.Query {
	if len(kinds) == 0 {
		return q
	}
	ks := make([]query.Query, 0, len(kinds))
	for _, k := range kinds {
		t := blevesearch.NewTermQuery(k)
		t.SetField(fieldName(search.FieldKind))
		ks = append(ks, t)
	}
	b := blevesearch.NewBooleanQuery()
	b.AddMust(q)
	b.AddFilter(blevesearch.NewDisjunctionQuery(ks...))
	return b
}

// disjunction matches any clause, scoring the boost of the best one that
// matches (score.go).
func disjunction(cs []search.Clause) *bestQuery {
	qs := make([]query.Query, 0, len(cs))
	for _, c := range cs {
		qs = append(qs, constScore{clause(c), c.Boost})
	}
	return &bestQuery{children: qs}
}

func clause(c search.Clause) query.Query {
	field := fieldName(c.Field)
	switch c.Type {
	case search.Term:
		q := blevesearch.NewTermQuery(c.Text)
		q.SetField(field)
		return q
	case search.Prefix:
		q := blevesearch.NewTermQuery(c.Text) // on the edge n-grams
		q.SetField(prefixField(c.Field))
		return q
	case search.Phrase:
		q := blevesearch.NewMatchPhraseQuery(c.Text)
		q.SetField(field)
		return q
	case search.ValuePrefix:
		q := blevesearch.NewPrefixQuery(c.Text)
		q.SetField(field)
		return q
	case search.Fuzzy:
		q := blevesearch.NewFuzzyQuery(c.Text)
		q.SetField(field)
		q.SetFuzziness(1)
		return q
	default: // search.MatchAll
		q := blevesearch.NewMatchQuery(c.Text)
		q.SetField(field)
		q.SetOperator(query.MatchQueryOperatorAnd)
		return q
	}
}
