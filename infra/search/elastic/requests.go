package elastic

import (
	"bytes"
	"encoding/json"
	"zhiyuan/query/search/port"

	"zhiyuan/infra/search"
)

// maxKinds is the size of the kind aggregation.
const maxKinds = 50

// bulkUpsertBody encodes an NDJSON _bulk body indexing docs (the index is
// given in the URL). Documents are validated first.
func bulkUpsertBody(docs []port.Document) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf) // Encode appends the newline NDJSON needs
	enc.SetEscapeHTML(false)
	for _, d := range docs {
		if err := d.Validate(); err != nil {
			return nil, err
		}
		if err := enc.Encode(map[string]any{"index": map[string]any{"_id": d.ID}}); err != nil {
			return nil, err
		}
		if err := enc.Encode(toSource(d)); err != nil {
			return nil, err
		}
	}
	return buf.Bytes(), nil
}

// bulkDeleteBody encodes an NDJSON _bulk body deleting ids.
func bulkDeleteBody(ids []string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for _, id := range ids {
		if id == "" {
			continue
		}
		if err := enc.Encode(map[string]any{"delete": map[string]any{"_id": id}}); err != nil {
			return nil, err
		}
	}
	return buf.Bytes(), nil
}

// searchBody encodes the _search body for a non-empty plan. The kind filter
// is a post_filter, so it narrows hits and total but not the "kinds"
// aggregation that yields CountsByKind.
func searchBody(p search.Plan) ([]byte, error) {
	body := map[string]any{
		"from":             p.From,
		"size":             p.Size,
		"track_total_hits": true,
		"track_scores":     true,
		"query":            textQuery(p),
		// unmapped_type: a generation made before the prominence existed still answers
		// while its rebuild runs (projections.Versioned).
		"sort": []any{map[string]any{"_score": "desc"},
			map[string]any{search.FieldProminence: map[string]any{"order": "desc", "unmapped_type": "integer"}},
			map[string]any{"id": "asc"}},
		"_source": []string{"kind", "title", "fields"},
		"aggs": map[string]any{
			"kinds": map[string]any{"terms": map[string]any{"field": search.FieldKind, "size": maxKinds}},
		},
	}
	if len(p.Kinds) > 0 {
		body["post_filter"] = map[string]any{"terms": map[string]any{search.FieldKind: p.Kinds}}
	}
	return marshal(body)
}

// textQuery translates the engine-neutral plan: any Whole clause, or at
// least one clause of every term group.
func textQuery(p search.Plan) map[string]any {
	groups := p.Groups()
	must := make([]any, 0, len(groups))
	for _, g := range groups {
		must = append(must, best(g, nil))
	}
	q := must[0].(map[string]any)
	if len(must) > 1 {
		q = map[string]any{"bool": map[string]any{"must": must}}
	}
	if whole := p.Whole(); len(whole) > 0 {
		q = best(whole, q)
	}
	return q
}

// best matches any of the clauses or extra (one more alternative, if not
// nil), scoring the best of them: each clause scores its boost
// (constant_score) and dis_max takes the highest, while the bool query
// over the terms adds theirs up, as in the Bleve adapter.
func best(cs []search.Clause, extra map[string]any) map[string]any {
	list := make([]any, 0, len(cs)+1)
	for _, c := range cs {
		list = append(list, clause(c))
	}
	if extra != nil {
		list = append(list, extra)
	}
	return map[string]any{"dis_max": map[string]any{"queries": list}}
}

func clause(c search.Clause) map[string]any {
	return map[string]any{"constant_score": map[string]any{"filter": match(c), "boost": c.Boost}}
}

// match is the query of a clause, unscored.
func match(c search.Clause) map[string]any {
	switch c.Type {
	case search.Term:
		return map[string]any{"term": map[string]any{c.Field: c.Text}}
	case search.Prefix: // a term on the edge n-grams
		return map[string]any{"term": map[string]any{prefixField(c.Field): c.Text}}
	case search.ValuePrefix:
		return map[string]any{"prefix": map[string]any{c.Field: c.Text}}
	case search.Phrase:
		return map[string]any{"match_phrase": map[string]any{c.Field: c.Text}}
	case search.Fuzzy:
		return map[string]any{"fuzzy": map[string]any{c.Field: map[string]any{"value": c.Text, "fuzziness": 1,
			"transpositions": true}}}
	default: // search.MatchAll
		return map[string]any{"match": map[string]any{c.Field: map[string]any{"query": c.Text, "operator": "and"}}}
	}
}

// swapAliasBody moves alias from the old generation to the new one in one
// atomic _aliases request; it fails as a whole if alias no longer points at
// old (someone else swapped meanwhile).
func swapAliasBody(alias, oldIndex, newIndex string) ([]byte, error) {
	return marshal(map[string]any{"actions": []any{
		map[string]any{"remove": map[string]any{"index": oldIndex, "alias": alias, "must_exist": true}},
		map[string]any{"add": map[string]any{"index": newIndex, "alias": alias}},
	}})
}

// marshal encodes JSON without HTML escaping (ES does not need it, and it
// keeps the bodies readable in tests and logs).
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}
