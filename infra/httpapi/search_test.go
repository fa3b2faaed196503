package httpapi_test

import (
	"testing"

	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/query/search/golden"
)

// The search-quality bar of the golden set.
const (
	minRecallAt10 = 0.99
	minMRR        = 0.98
)

// TestSearch runs the search page's API and its quality bar against the real
// imported catalogue in Bleve (one platform for every subtest).
func TestSearch(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t, platformtest.Options{Catalog: true, Content: true})

	t.Run("bad input", func(t *testing.T) { testSearchRefusesBadInput(t, e) })
	t.Run("colleges first", func(t *testing.T) { testSearchAnswersCollegesFirst(t, e) })
	t.Run("majors and professions", func(t *testing.T) { testSearchMajorsAndProfessions(t, e) })
	t.Run("default kind", func(t *testing.T) { testSearchDefaultKind(t, e) })
	t.Run("paging", func(t *testing.T) { testSearchPaging(t, e) })
	t.Run("golden set", func(t *testing.T) {
		// Through the search page's handler, tab by tab, as make bench measures it over HTTP.
		page := golden.Page{Handler: e.P.App.Search}
		rep, err := golden.Evaluate(t.Context(), page)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("golden set: %d queries, recall@10 %.3f, MRR %.3f", rep.Cases, rep.RecallAt10, rep.MRR)
		for _, o := range rep.Failures() {
			t.Logf("miss: %s", o)
		}
		// The bar sits just below what the catalogue measures (recall@10
		// 0.998, MRR 1.000 over 140 queries when it was set), so a ranking
		// regression fails.
		if rep.RecallAt10 < minRecallAt10 || rep.MRR < minMRR {
			t.Errorf("search quality below the bar: recall@10 %.3f (want ≥ %.2f), MRR %.3f (want ≥ %.2f)",
				rep.RecallAt10, minRecallAt10, rep.MRR, minMRR)
		}
		// The three kinds of misses real queries showed (issue 15) are fixed case by case:
		// every one finds all it should in its first ten, the best among the first two.
		for _, kind := range []struct {
			name  string
			cases []golden.Case
		}{{"pinyin of majors and occupations", golden.PinyinCases},
			{"prominent schools first among equal matches", golden.ProminenceCases},
			{"names of merged schools", golden.MergedCases},
			{"the portal's articles", golden.NewsCases}} {
			rep, err := golden.EvaluateCases(t.Context(), page, kind.cases)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d queries, recall@10 %.3f, MRR %.3f", kind.name, rep.Cases, rep.RecallAt10, rep.MRR)
			for _, o := range rep.Failures() {
				t.Errorf("%s: %s", kind.name, o)
			}
		}
	})
}
