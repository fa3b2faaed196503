package httpapi_test

import (
	"fmt"
	"math"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// testThinEvidenceWidens: among a 广东 2027 candidate's groups, a unit whose prediction rests on
// one year (and nothing else thin) has a wider 80 % interval, in log rank, than a unit with three
// years and full evidence, and its card says why.
func testThinEvidenceWidens(t *testing.T, e *platformtest.Env) {
	width := func(it recItem) float64 {
		return math.Log(float64(it.Predicted.RankHigh) / float64(it.Predicted.RankLow))
	}
	var one, three []float64
	for page := 1; page <= 4 && (len(one) == 0 || len(three) == 0); page++ {
		var l recList
		e.OK(t, fmt.Sprintf("/api/Recommend/GetRecommendCollegeList?pageIndex=%d&pageSize=100", page), "",
			recBody(44, 2027, "物理", map[string]any{"Score": 560, "Level": "group", "SelectSubjects": []string{"物理", "化学", "生物"}}), &l)
		for _, it := range l.List {
			if it.Predicted == nil || it.Predicted.RankLow <= 0 {
				continue
			}
			switch {
			case len(it.YearsUsed) == 1 && len(it.Widened) == 1 && it.Widened[0][:len("仅1年数据")] == "仅1年数据":
				one = append(one, width(it))
			case len(it.YearsUsed) == 3 && len(it.Widened) == 0:
				three = append(three, width(it))
			}
		}
	}
	if len(one) == 0 || len(three) == 0 {
		t.Fatalf("广东 2027 groups: %d one-year and %d three-year units with nothing else thin", len(one), len(three))
	}
	// Widths are the same for every unit of a kind (the scale does not depend on the centre), up to
	// the rounding of ranks: compare the narrowest one-year unit with the widest three-year unit.
	minOne, maxThree := math.Inf(1), 0.0
	for _, w := range one {
		minOne = math.Min(minOne, w)
	}
	for _, w := range three {
		maxThree = math.Max(maxThree, w)
	}
	if !(minOne > maxThree) {
		t.Errorf("one-year interval %.4f (log rank) not wider than three-year %.4f", minOne, maxThree)
	}
}
