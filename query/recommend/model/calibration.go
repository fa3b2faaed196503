package model

import "sort"

// Calibration maps a raw probability to the rate at which such predictions held in earlier
// years (isotonic regression, pool-adjacent-violators): the spread gets the width right on
// average, this corrects its shape. Zero value: the identity.
type Calibration struct {
	raw, held []float64 // knots, raw increasing, held non-decreasing
}

// outcomeBins is the resolution outcomes are counted at (0.1 point of probability).
const outcomeBins = 1000

// Outcomes counts earlier predictions by raw probability: how many, how many held, and the sum
// of their raw probabilities. Kept as counts, so a million pairs take a few kilobytes.
type Outcomes struct {
	n, held [outcomeBins]float64
	raw     [outcomeBins]float64
	total   float64
}

// Add records one prediction and whether the candidate got in.
func (o *Outcomes) Add(raw float64, admitted bool) {
	i := min(max(int(raw*outcomeBins), 0), outcomeBins-1)
	o.n[i]++
	o.raw[i] += raw
	if admitted {
		o.held[i]++
	}
	o.total++
}

// CalibrationWeight is the most pairs one province-year weighs in a calibration: every large
// earlier year counts alike, so no single year's shift sets the map for the years after it.
const CalibrationWeight = 10000

// MergeScaled adds another count so that it weighs w predictions in all.
func (o *Outcomes) MergeScaled(p *Outcomes, w float64) {
	if p.total == 0 {
		return
	}
	k := w / p.total
	for i := range o.n {
		o.n[i] += k * p.n[i]
		o.held[i] += k * p.held[i]
		o.raw[i] += k * p.raw[i]
	}
	o.total += w
}

// Merge adds another count.
func (o *Outcomes) Merge(p *Outcomes) {
	for i := range o.n {
		o.n[i] += p.n[i]
		o.held[i] += p.held[i]
		o.raw[i] += p.raw[i]
	}
	o.total += p.total
}

// Total is the number of predictions counted.
func (o *Outcomes) Total() int { return int(o.total) }

// MinCalibration is the number of earlier outcomes a calibration needs.
const MinCalibration = 2000

// calibrationBins bounds the knots: outcomes are pooled into blocks of about equal count first.
const calibrationBins = 50

// FitCalibration learns the map; with fewer than MinCalibration outcomes it is the identity.
func FitCalibration(o *Outcomes) Calibration {
	if o.total < MinCalibration {
		return Calibration{}
	}
	type block struct{ raw, held, n float64 } // raw and held are sums until pooled
	var blocks []block
	per := o.total / calibrationBins
	var cur block
	for i := range o.n {
		cur.n += o.n[i]
		cur.raw += o.raw[i]
		cur.held += o.held[i]
		if cur.n >= per || (i == outcomeBins-1 && cur.n > 0) {
			blocks = append(blocks, cur)
			cur = block{}
			for len(blocks) > 1 && mean(blocks[len(blocks)-2].held, blocks[len(blocks)-2].n) > mean(blocks[len(blocks)-1].held, blocks[len(blocks)-1].n) {
				a, b := blocks[len(blocks)-2], blocks[len(blocks)-1]
				blocks = append(blocks[:len(blocks)-2], block{a.raw + b.raw, a.held + b.held, a.n + b.n})
			}
		}
	}
	var c Calibration
	for _, b := range blocks {
		c.raw, c.held = append(c.raw, b.raw/b.n), append(c.held, b.held/b.n)
	}
	return c
}

func mean(sum, n float64) float64 { return sum / n }

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
