package main

import (
	"context"
	"fmt"
	"strings"
	"zhiyuan/query/search/port"

	"zhiyuan/query/search/golden"
)

// httpSearcher runs the golden set through the real API (`Search/Query`), so the
// numbers are what the search page gets, ranking and all.
type httpSearcher struct{ c *apiClient }

func (s httpSearcher) Search(ctx context.Context, q port.Query) (port.Result, error) {
	var ans struct {
		Total int
		List  []struct{ Id, Kind string }
	}
	body := map[string]any{"Keyword": q.Text, "Kind": q.Kinds[0], "PageIndex": 1, "PageSize": 10}
	if err := s.c.call(ctx, "/api/Search/Query", "", "", body, &ans); err != nil {
		return port.Result{}, err
	}
	res := port.Result{Total: ans.Total}
	for _, it := range ans.List {
		res.Hits = append(res.Hits, port.Hit{ID: it.Kind + ":" + it.Id, Kind: it.Kind})
	}
	return res, nil
}

// goldenRows evaluates the golden set of query/search/golden over HTTP.
func goldenRows(ctx context.Context, c *apiClient) ([]row, string, error) {
	rep, err := golden.Evaluate(ctx, httpSearcher{c})
	if err != nil {
		return nil, "", err
	}
	var misses []string
	for _, o := range rep.Failures() {
		misses = append(misses, "- "+o.String())
	}
	detail := fmt.Sprintf("Search quality: the golden set of %d real queries (query/search/golden) through `Search/Query`.", rep.Cases)
	if len(misses) > 0 {
		detail += " Cases below full recall or with the first relevant hit lower than second:\n\n" + strings.Join(misses, "\n")
	}
	return []row{
		{Target: fmt.Sprintf("Search golden set: recall@10 over %d queries", rep.Cases), Measured: fmt.Sprintf("%.3f", rep.RecallAt10), Info: true},
		{Target: fmt.Sprintf("Search golden set: MRR over %d queries", rep.Cases), Measured: fmt.Sprintf("%.3f", rep.MRR), Info: true},
	}, detail, nil
}
