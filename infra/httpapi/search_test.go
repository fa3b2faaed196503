package httpapi_test

import (
	"testing"

	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/query/search/golden"
)

// The search-quality bar of the golden set.
const (
	minRecallAt10 = 0.98
	minMRR        = 0.95
)

// TestSearch runs the search page's API and its quality bar against the real
// imported catalogue in Bleve (one platform for every subtest).
func TestSearch(t *testing.T) {
	e := platformtest.New(t, platformtest.Options{Catalog: true})

	t.Run("bad input", func(t *testing.T) { testSearchRefusesBadInput(t, e) })
	t.Run("colleges first", func(t *testing.T) { testSearchAnswersCollegesFirst(t, e) })
	t.Run("majors and professions", func(t *testing.T) { testSearchMajorsAndProfessions(t, e) })
	t.Run("default kind", func(t *testing.T) { testSearchDefaultKind(t, e) })
	t.Run("paging", func(t *testing.T) { testSearchPaging(t, e) })
	t.Run("golden set", func(t *testing.T) {
		rep, err := golden.Evaluate(t.Context(), e.P.Index)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("golden set: %d queries, recall@10 %.3f, MRR %.3f", rep.Cases, rep.RecallAt10, rep.MRR)
		for _, o := range rep.Failures() {
			t.Logf("miss: %s", o)
		}
		// The bar sits just below what the catalogue measures (recall@10
		// 0.993, MRR 0.980 when it was set), so a ranking regression fails.
		if rep.RecallAt10 < minRecallAt10 || rep.MRR < minMRR {
			t.Errorf("search quality below the bar: recall@10 %.3f (want ≥ %.2f), MRR %.3f (want ≥ %.2f)",
				rep.RecallAt10, minRecallAt10, rep.MRR, minMRR)
		}
	})
}
