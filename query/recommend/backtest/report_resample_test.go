package backtest

import (
	"fmt"
	"math"
	"testing"

	"zhiyuan/query/recommend"
)

// The resampled range of a pooled gap: rows that agree give a range of one point, rows that
// disagree span from one row's gap to the other's, an empty decile has none, and the report is
// the same on every run.
func TestGapRanges(t *testing.T) {
	row := func(stated, admitted float64) *recommend.Evaluation {
		ev := &recommend.Evaluation{}
		ev.Deciles[5] = recommend.Bin{N: 1000, Admitted: int(admitted * 1000), Stated: stated * 1000}
		return ev
	}
	same := gapRanges([]*recommend.Evaluation{row(0.55, 0.60), row(0.55, 0.60), row(0.55, 0.60)})
	if math.Abs(same[5][0]-0.05) > 1e-9 || math.Abs(same[5][1]-0.05) > 1e-9 {
		t.Errorf("agreeing rows: %v", same[5])
	}
	if !math.IsNaN(same[0][0]) || !math.IsNaN(same[0][1]) {
		t.Errorf("an empty decile has a range: %v", same[0])
	}
	apart := []*recommend.Evaluation{row(0.55, 0.65), row(0.55, 0.45)}
	r := gapRanges(apart)
	if math.Abs(r[5][0]+0.10) > 1e-9 || math.Abs(r[5][1]-0.10) > 1e-9 {
		t.Errorf("disagreeing rows: %v, want -0.10 to +0.10", r[5])
	}
	if again := gapRanges(apart); fmt.Sprint(again) != fmt.Sprint(r) { // NaN != NaN: compare the text
		t.Errorf("not reproducible: %v then %v", r, again)
	}
}
