package model

import "testing"

// outcomes counts n predictions stated p, of which held held.
func outcomes(rows ...[3]float64) *Outcomes {
	var o Outcomes
	for _, r := range rows {
		for i := 0; i < int(r[1]); i++ {
			o.Add(r[0], float64(i) < r[2])
		}
	}
	return &o
}

// 保 starts where every earlier year held at least 95 % from the band on; a year where the 90 %
// band held 90 % moves the start up to the band that held; a method no band of which held (or
// with no year to test) labels nothing 保.
func TestSafeBandIsEarnedEveryYear(t *testing.T) {
	good := outcomes([3]float64{0.925, 1000, 980}, [3]float64{0.975, 1000, 990})
	if t0, ok := SafeBand([]Mapped{{Outcomes: good}}); !ok || t0 != SafeFrom {
		t.Fatalf("a good year: %v %v", t0, ok)
	}
	weak := outcomes([3]float64{0.925, 1000, 850}, [3]float64{0.975, 1000, 980})
	t1, ok := SafeBand([]Mapped{{Outcomes: good}, {Outcomes: weak}})
	if !ok || t1 <= 0.925 || t1 > 0.975 {
		t.Fatalf("a weak 92 %% band: start %v %v", t1, ok)
	}
	bad := outcomes([3]float64{0.925, 1000, 850}, [3]float64{0.975, 1000, 900})
	if _, ok := SafeBand([]Mapped{{Outcomes: good}, {Outcomes: bad}}); ok {
		t.Fatal("a year whose every band held under 95 % still labels 保")
	}
	if _, ok := SafeBand(nil); ok {
		t.Fatal("no year tested, yet 保")
	}
}

// The Brier score of a map on uncertain pairs: a map that states what held scores better than
// the identity on predictions that held less than stated.
func TestBrierOfAMap(t *testing.T) {
	o := outcomes([3]float64{0.6, 1000, 400}, [3]float64{0.3, 1000, 100})
	var learn Outcomes
	learn.Merge(o)
	for i := 0; i < 3; i++ {
		learn.Merge(o)
	}
	c := FitCalibration(&learn)
	if !(o.Brier(c) < o.Brier(Calibration{})) {
		t.Fatalf("map %v, identity %v", o.Brier(c), o.Brier(Calibration{}))
	}
	if o.Uncertain() != 2000 {
		t.Fatalf("uncertain %v", o.Uncertain())
	}
}
