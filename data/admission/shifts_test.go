package admission

import "testing"

// The shipped tables show how far a year moves the score of a rank: both ways, most years by
// less than 20 points, and the quantiles are ordered.
func TestScoreShiftsAreLearnedFromConsecutiveTables(t *testing.T) {
	s := ScoreShifts()
	if len(s) < 200 {
		t.Fatalf("%d shifts from the shipped tables, want hundreds", len(s))
	}
	q := ShiftQuantiles(5)
	if len(q) != 5 || q[0] >= 0 || q[4] <= 0 {
		t.Fatalf("quantiles %v: a year can move scores either way", q)
	}
	for i := 1; i < len(q); i++ {
		if q[i] < q[i-1] {
			t.Fatalf("quantiles %v not ordered", q)
		}
	}
	if q[0] < -40 || q[4] > 40 {
		t.Fatalf("quantiles %v: the 10th–90th percentile should stay within 40 points", q)
	}
	t.Logf("%d shifts, quantiles %v", len(s), q)
}

// A shift is read at the same rank in both tables.
func TestShiftsBetweenReadTheSameRank(t *testing.T) {
	a := NewTable(1, 2025, "物理类", "", []Band{{High: 700, Low: 600, Count: 100, Cumulative: 100}, {High: 599, Low: 500, Count: 900, Cumulative: 1000}})
	b := NewTable(1, 2026, "物理类", "", []Band{{High: 700, Low: 610, Count: 100, Cumulative: 100}, {High: 609, Low: 520, Count: 900, Cumulative: 1000}})
	got := shiftsBetween(a, b)
	// 5 % = rank 50, in the top band of both (700 → 700); 10 % = rank 100, the top band's end;
	// 20 % and on = the second band (599 → 609).
	want := []int{0, 0, 10, 10, 10, 10, 10}
	if len(got) != len(want) {
		t.Fatalf("shifts %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("shifts %v, want %v", got, want)
		}
	}
}
