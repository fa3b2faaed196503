package bleve

import (
	"context"
	"encoding/json"
	"zhiyuan/query/search/port"

	blevesearch "github.com/blevesearch/bleve/v2"

	"zhiyuan/infra/search"
)

const (
	kindsFacet = "kinds"
	maxKinds   = 50 // facet size: more kinds than the portal will ever have
)

var storedFields = []string{fieldName(search.FieldKind), fieldName(search.FieldTitle), fieldFields}

// run executes a non-empty plan, and its typo fallback when nothing of any
// kind matches.
func run(ctx context.Context, idx blevesearch.Index, p search.Plan) (port.Result, error) {
	res, err := runPlan(ctx, idx, p)
	if err != nil || len(res.CountsByKind) > 0 {
		return res, err
	}
	if fallback, ok := p.Fallback(); ok {
		return runPlan(ctx, idx, fallback)
	}
	return res, nil
}

// runPlan executes one plan. Hits and Total honour the kind filter;
// CountsByKind does not, so with a filter a second, hitless search computes
// the facet over the unfiltered query.
func runPlan(ctx context.Context, idx blevesearch.Index, p search.Plan) (port.Result, error) {
	tq := textQuery(p)
	req := blevesearch.NewSearchRequestOptions(filtered(tq, p.Kinds), p.Size, p.From, false)
	req.Fields = storedFields
	req.SortBy([]string{"-_score", "-" + fieldName(search.FieldProminence), "_id"})
	if len(p.Kinds) == 0 {
		req.AddFacet(kindsFacet, blevesearch.NewFacetRequest(fieldName(search.FieldKind), maxKinds))
	}
	res, err := idx.SearchInContext(ctx, req)
	if err != nil {
		return port.Result{}, err
	}
	facetRes := res
	if len(p.Kinds) > 0 {
		creq := blevesearch.NewSearchRequestOptions(tq, 0, 0, false)
		creq.AddFacet(kindsFacet, blevesearch.NewFacetRequest(fieldName(search.FieldKind), maxKinds))
		if facetRes, err = idx.SearchInContext(ctx, creq); err != nil {
			return port.Result{}, err
		}
	}

	out := port.Result{
		Total:        int(res.Total),
		Hits:         make([]port.Hit, 0, len(res.Hits)),
		CountsByKind: map[string]int{},
	}
	if f, ok := facetRes.Facets[kindsFacet]; ok && f.Terms != nil {
		for _, t := range f.Terms.Terms() {
			out.CountsByKind[t.Term] = t.Count
		}
	}
	for _, h := range res.Hits {
		hit := port.Hit{
			ID:    h.ID,
			Kind:  storedString(h.Fields, fieldName(search.FieldKind)),
			Score: h.Score,
			Title: storedString(h.Fields, fieldName(search.FieldTitle)),
		}
		hit.TitleSegments = search.Highlight(hit.Title, p.Text)
		if raw := storedString(h.Fields, fieldFields); raw != "" && raw != "null" {
			if err := json.Unmarshal([]byte(raw), &hit.Fields); err != nil {
				return port.Result{}, err
			}
		}
		out.Hits = append(out.Hits, hit)
	}
	return out, nil
}

// storedString reads a stored text field; bleve returns a string, or a
// slice for repeated values (the first one is taken).
func storedString(fields map[string]interface{}, name string) string {
	switch v := fields[name].(type) {
	case string:
		return v
	case []interface{}:
		if len(v) > 0 {
			s, _ := v[0].(string)
			return s
		}
	}
	return ""
}
