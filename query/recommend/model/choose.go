package model

import "math"

// Brier is the mean squared error of the calibration c on the counted predictions whose raw
// probability is between 1 % and 99 % (the uncertain ones: a pair far out of reach says nothing
// about a map). NaN-free: 0 with no such prediction.
func (o *Outcomes) Brier(c Calibration) float64 {
	var sum, n float64
	for i := outcomeBins / 100; i < outcomeBins-outcomeBins/100; i++ {
		if o.n[i] == 0 {
			continue
		}
		p := c.Apply(o.raw[i] / o.n[i])
		sum += o.held[i]*(1-p)*(1-p) + (o.n[i]-o.held[i])*p*p
		n += o.n[i]
	}
	if n == 0 {
		return 0
	}
	return sum / n
}

// Uncertain is how many counted predictions have a raw probability between 1 % and 99 %.
func (o *Outcomes) Uncertain() float64 {
	n := 0.0
	for i := outcomeBins / 100; i < outcomeBins-outcomeBins/100; i++ {
		n += o.n[i]
	}
	return n
}

// SafeHeld is the least share that must hold of the predictions labelled 保.
const SafeHeld = 0.95

// MinSafePairs is how many counted predictions a 保 band needs before its rate is trusted.
const MinSafePairs = 200

// Mapped is one year's counted predictions and the calibration they were stated with.
type Mapped struct {
	Outcomes *Outcomes
	Calib    Calibration
}

// SafeTested tells whether any year has at least MinSafePairs counted predictions stated from
// SafeFrom: a class of units (one year of history) with none has no 保 record of its own.
func SafeTested(years []Mapped) bool {
	for _, y := range years {
		var n float64
		o := y.Outcomes
		for i := range o.n {
			if p := y.Calib.Apply(o.raw[i] / max(o.n[i], 1)); o.n[i] > 0 && p >= SafeFrom && p < 0.99 {
				n += o.n[i]
			}
		}
		if n >= MinSafePairs {
			return true
		}
	}
	return false
}

// SafeBand is the lowest stated probability (at least the label's band, SafeFrom) from which
// the counted predictions of every year, each mapped by its own calibration, held at least
// SafeHeld of the time — each year alone, since a family lives one year, not their average. A
// year with fewer than MinSafePairs predictions in the band does not count; ok false when no
// year counts or no band holds (the method then labels nothing 保).
func SafeBand(years []Mapped) (float64, bool) {
	for k := int(math.Round(100 * SafeFrom)); k < 99; k++ {
		t := float64(k) / 100
		counted, ok := 0, true
		for _, y := range years {
			var n, held float64
			o := y.Outcomes
			for i := range o.n {
				// Pairs stated 99 % are left out, as the backtest leaves them: far below the
				// candidate, they would flatter the band.
				if p := y.Calib.Apply(o.raw[i] / max(o.n[i], 1)); o.n[i] > 0 && p >= t && p < 0.99 {
					n += o.n[i]
					held += o.held[i]
				}
			}
			if n < MinSafePairs {
				continue
			}
			counted++
			ok = ok && held/n >= SafeHeld
		}
		if counted == 0 {
			return 0, false
		}
		if ok {
			return t, true
		}
	}
	return 0, false
}
