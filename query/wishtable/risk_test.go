package wishtable

import (
	"math"
	"testing"

	"zhiyuan/events"
)

func TestIndependentIsTheParallelPassFormula(t *testing.T) {
	got := independent([]float64{0.2, 0.5, 0.9})
	want := []float64{0.2, 0.8 * 0.5, 0.8 * 0.5 * 0.9}
	for i := range want {
		if math.Abs(got[i]-want[i]) > 1e-12 {
			t.Fatalf("P(filed at %d) = %v, want %v", i+1, got[i], want[i])
		}
	}
}

func TestCorrelatedKeepsEachUnitsProbabilityAndWidensTheSlide(t *testing.T) {
	p := []float64{0.3, 0.5, 0.7}
	alone := correlated([]float64{0.7}, 0.6, 40000, 1)
	if math.Abs(alone[0]-0.7) > 0.01 {
		t.Fatalf("one unit keeps its probability: %v", alone[0])
	}
	zero := correlated(p, 0, 40000, 1)
	ind := independent(p)
	for i := range p {
		if math.Abs(zero[i]-ind[i]) > 0.01 {
			t.Fatalf("without a shared part the simulation is the independent formula: %v vs %v", zero, ind)
		}
	}
	slide := func(x []float64) float64 { return 1 - x[0] - x[1] - x[2] }
	hot := correlated(p, 0.6, 40000, 1)
	if slide(hot) < slide(ind)+0.03 {
		t.Fatalf("a shared hot year must make sliding out of the whole list likelier: %.3f vs %.3f", slide(hot), slide(ind))
	}
	if again := correlated(p, 0.6, 40000, 1); again[1] != hot[1] {
		t.Fatal("the same list and version must answer the same")
	}
}

func TestMovedAreTheUnitsThatTravelled(t *testing.T) {
	u := func(keys ...string) []events.WishUnit {
		var out []events.WishUnit
		for _, k := range keys {
			out = append(out, events.WishUnit{Key: k})
		}
		return out
	}
	stayed := inOrder(u("a", "b", "c", "d", "e"), u("e", "a", "b", "c", "d"))
	if stayed["e"] || !stayed["a"] || !stayed["d"] || len(stayed) != 4 {
		t.Fatalf("dragging e to the top moves e only: %v", stayed)
	}
	stayed = inOrder(u("a", "b", "c"), u("x", "a", "b", "c"))
	if len(stayed) != 3 {
		t.Fatalf("an insertion moves nothing: %v", stayed)
	}
}
