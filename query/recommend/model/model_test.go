package model

import (
	"math"
	"testing"
)

func logRanks(years []int, ranks []float64) History {
	h := History{}
	for i, y := range years {
		h = append(h, Point{Year: y, Value: math.Log(ranks[i])})
	}
	return h.Sort()
}

// A stable unit: the centre is its rank, a candidate at that rank is near even odds, well
// ahead is 保, well behind is 冲.
func TestStableUnit(t *testing.T) {
	h := logRanks([]int{2022, 2023, 2024}, []float64{10000, 10000, 10000})
	c, ok := Predict(h, 2025, 0, 0)
	if !ok || math.Abs(math.Exp(c.Value)-10000) > 1 {
		t.Fatalf("centre %v %v", math.Exp(c.Value), ok)
	}
	s := Fit(nil, 0.09)
	if p := s.Prob(c, math.Log(10000)); math.Abs(p-0.5) > 0.01 {
		t.Fatalf("at the centre: %v", p)
	}
	if p := s.Prob(c, math.Log(7000)); p < 0.99 || Label(p) != "保" {
		t.Fatalf("30%% ahead: %v %s", p, Label(p))
	}
	if p := s.Prob(c, math.Log(13000)); p > 0.01 || Label(p) != "冲" {
		t.Fatalf("30%% behind: %v %s", p, Label(p))
	}
	if c.Evidence.Years != 3 || len(c.Years) != 3 || c.Years[0] != 2024 {
		t.Fatalf("evidence %+v years %v", c.Evidence, c.Years)
	}
}

// A trending unit: recent years weigh more, so the centre sits nearer the last year than the
// plain mean does.
func TestTrendingUnitWeighsRecentYears(t *testing.T) {
	h := logRanks([]int{2022, 2023, 2024}, []float64{16000, 12000, 8000})
	c, _ := Predict(h, 2025, 0, 0)
	got := math.Exp(c.Value)
	mean := math.Exp((math.Log(16000) + math.Log(12000) + math.Log(8000)) / 3)
	if !(got < mean && got > 8000) {
		t.Fatalf("centre %v, plain mean %v", got, mean)
	}
}

// A one-year unit gets a wider spread than a unit with three years, so the same distance from
// the centre is less certain.
func TestOneYearUnitIsLessCertain(t *testing.T) {
	one, _ := Predict(logRanks([]int{2024}, []float64{10000}), 2025, 0, 0)
	three, _ := Predict(logRanks([]int{2022, 2023, 2024}, []float64{10000, 10000, 10000}), 2025, 0, 0)
	if one.Evidence.Years != 1 || three.Evidence.Years != 3 {
		t.Fatal("evidence")
	}
	s := Fit(nil, 0.09)
	x := math.Log(8500)
	if p1, p3 := s.Prob(one, x), s.Prob(three, x); !(p1 < p3) {
		t.Fatalf("one year %v, three years %v", p1, p3)
	}
}

// A missing year: the gap year carries no weight, the later years keep theirs, and nothing
// after the target is used.
func TestMissingYearAndNoPeeking(t *testing.T) {
	h := logRanks([]int{2021, 2023, 2025}, []float64{20000, 10000, 1000})
	c, ok := Predict(h, 2024, 0, 0)
	if !ok || len(c.Years) != 2 || c.Years[0] != 2023 || c.Years[1] != 2021 {
		t.Fatalf("years %v", c.Years)
	}
	// weights 1 for 2023 and 0.25 for 2021 (two years earlier)
	want := (math.Log(10000) + 0.25*math.Log(20000)) / 1.25
	if math.Abs(c.Value-want) > 1e-9 {
		t.Fatalf("centre %v want %v", c.Value, want)
	}
	if _, ok := Predict(h, 2021, 0, 0); ok {
		t.Fatal("a year with nothing before it was predicted")
	}
}

// A merged top band gives several units the same rank: identical cut-offs learn a spread that
// never collapses to zero.
func TestIdenticalMissesKeepASpread(t *testing.T) {
	res := make([]Residual, 100)
	s := Fit(res, 0.09)
	c := Centre{Value: math.Log(120)}
	if p := s.Prob(c, math.Log(119)); p >= 1 || p <= 0.5 {
		t.Fatalf("just ahead of a merged band: %v", p)
	}
	if s.Learned != 100 {
		t.Fatal("learned")
	}
}

// A larger plan makes a unit easier (a larger cut-off rank); a smaller one harder.
func TestPlanChangeMovesTheCentre(t *testing.T) {
	h := History{{Year: 2024, Value: math.Log(10000), Plan: 10}}
	more, _ := Predict(h, 2025, 20, 0.5)
	less, _ := Predict(h, 2025, 3, 0.5)
	if !(math.Exp(more.Value) > 10000 && math.Exp(less.Value) < 10000) {
		t.Fatalf("more %v less %v", math.Exp(more.Value), math.Exp(less.Value))
	}
	if !less.Evidence.SmallPlan {
		t.Fatal("a plan of 3 is not small? SmallPlan is", SmallPlan)
	}
	if FitPlanBeta([]float64{0.1, -0.1}, []float64{0.2, -0.2}) != 0.5 {
		t.Fatal("plan beta")
	}
	if FitPlanBeta([]float64{-0.1}, []float64{0.2}) != 0 {
		t.Fatal("a negative plan effect is not kept at 0")
	}
}

// Calibration maps raw probabilities to how they held, monotonically, never to 0 or 1.
func TestCalibration(t *testing.T) {
	var out Outcomes
	for i := 0; i < 50000; i++ {
		p := float64(i) / 50000
		out.Add(p, float64(i%100)/100 < p*p) // held p² of the time
	}
	c := FitCalibration(&out)
	if !c.Learned() {
		t.Fatal("not learned")
	}
	if got := c.Apply(0.5); math.Abs(got-0.25) > 0.05 {
		t.Fatalf("0.5 → %v, want about 0.25", got)
	}
	prev := 0.0
	for p := 0.0; p <= 1; p += 0.01 {
		got := c.Apply(p)
		if got < prev || got < 0.01 || got > 0.99 {
			t.Fatalf("Apply(%v) = %v after %v", p, got, prev)
		}
		prev = got
	}
	var few Outcomes
	few.Add(0.5, true)
	if (Calibration{}).Apply(0.3) != 0.3 || FitCalibration(&few).Learned() {
		t.Fatal("identity")
	}
}

// Merged at equal weights, a large year of predictions that all held and a small one where none
// did meet in the middle; merged as counts, the large one would set the map alone.
func TestCalibrationWeighsYearsAlike(t *testing.T) {
	var big, small Outcomes
	for i := 0; i < 40000; i++ {
		big.Add(0.5, true)
	}
	for i := 0; i < 4000; i++ {
		small.Add(0.5, false)
	}
	var counts, alike Outcomes
	counts.Merge(&big)
	counts.Merge(&small)
	alike.MergeScaled(&big, CalibrationWeight)
	alike.MergeScaled(&small, min(float64(small.Total()), CalibrationWeight))
	if got := FitCalibration(&counts).Apply(0.5); got < 0.9 {
		t.Fatalf("as counts: 0.5 → %v, want the large year's 0.91", got)
	}
	// 10,000 held against 4,000 not: 0.714
	if got := FitCalibration(&alike).Apply(0.5); math.Abs(got-10000.0/14000) > 0.01 || alike.Total() != 14000 {
		t.Fatalf("weighed: 0.5 → %v (total %d), want 0.714", got, alike.Total())
	}
}
