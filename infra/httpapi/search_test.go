package httpapi_test

import (
	"testing"

	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/query/search/golden"
)

// TestSearch runs the search page's API and its quality bar against the real
// imported catalogue in Bleve (one platform for every subtest).
func TestSearch(t *testing.T) {
	e := platformtest.New(t, platformtest.Options{Catalog: true})

	t.Run("golden set", func(t *testing.T) {
		rep, err := golden.Evaluate(t.Context(), e.P.Index)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("golden set: %d queries, recall@10 %.3f, MRR %.3f", rep.Cases, rep.RecallAt10, rep.MRR)
		for _, o := range rep.Failures() {
			t.Logf("miss: %s", o)
		}
		if rep.RecallAt10 < 0.9 || rep.MRR < 0.8 {
			t.Errorf("search quality below the bar: recall@10 %.3f (want ≥ 0.9), MRR %.3f (want ≥ 0.8)", rep.RecallAt10, rep.MRR)
		}
	})
}
