package model

import "sort"

// Calibration maps a raw probability to the rate at which such predictions held in earlier
// years (isotonic regression, pool-adjacent-violators): the spread gets the width right on
// average, this corrects its shape. Zero value: the identity.
type Calibration struct {
	raw, held []float64 // knots, raw increasing, held non-decreasing
}

// Outcome is one earlier prediction: its raw probability and whether the candidate got in.
type Outcome struct {
	Raw      float64
	Admitted bool
}

// calibrationBins bounds the knots: outcomes are averaged in bins of equal count first.
const calibrationBins = 50

// FitCalibration learns the map from outcomes; with fewer than MinCalibration it is the identity.
func FitCalibration(out []Outcome) Calibration {
	if len(out) < MinCalibration {
		return Calibration{}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Raw < out[j].Raw })
	type block struct{ raw, held, n float64 }
	var blocks []block
	per := (len(out) + calibrationBins - 1) / calibrationBins
	for i := 0; i < len(out); i += per {
		end := min(i+per, len(out))
		var b block
		for _, o := range out[i:end] {
			b.raw += o.Raw
			if o.Admitted {
				b.held++
			}
		}
		b.n = float64(end - i)
		b.raw, b.held = b.raw/b.n, b.held/b.n
		blocks = append(blocks, b)
		for len(blocks) > 1 && blocks[len(blocks)-2].held > blocks[len(blocks)-1].held { // pool violators
			a, c := blocks[len(blocks)-2], blocks[len(blocks)-1]
			n := a.n + c.n
			blocks = append(blocks[:len(blocks)-2], block{(a.raw*a.n + c.raw*c.n) / n, (a.held*a.n + c.held*c.n) / n, n})
		}
	}
	var c Calibration
	for _, b := range blocks {
		c.raw, c.held = append(c.raw, b.raw), append(c.held, b.held)
	}
	return c
}

// MinCalibration is the number of earlier outcomes a calibration needs.
const MinCalibration = 2000

// Learned tells whether the map was fitted (false: the identity).
func (c Calibration) Learned() bool { return len(c.raw) > 0 }

// Apply maps a raw probability, interpolating between knots, kept within [0.01, 0.99]: no
// estimate is ever certain.
func (c Calibration) Apply(p float64) float64 {
	if len(c.raw) > 0 {
		i := sort.SearchFloat64s(c.raw, p)
		switch {
		case i == 0:
			p = c.held[0]
		case i == len(c.raw):
			p = c.held[len(c.held)-1]
		default:
			a, b := i-1, i
			t := (p - c.raw[a]) / (c.raw[b] - c.raw[a])
			p = c.held[a] + t*(c.held[b]-c.held[a])
		}
	}
	return min(max(p, 0.01), 0.99)
}
