package backtest

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strings"

	"zhiyuan/query/recommend"
)

// resamples is how many times the pooled deciles are recomputed from rows drawn with replacement.
const resamples = 2000

// gapRanges is, per decile, the 2.5th and 97.5th percentile of the pooled gap (observed − stated)
// when the pooled rows (each a province, level and year: its pairs move together, as a whole
// year does) are drawn again with replacement. A pooled gap inside its range could as well be
// the luck of which years the data holds; NaN where a decile has no pairs. Seeded: the report
// is the same on every run.
func gapRanges(rows []*recommend.Evaluation) [10][2]float64 {
	var out [10][2]float64
	for i := range out {
		out[i] = [2]float64{math.NaN(), math.NaN()}
	}
	if len(rows) == 0 {
		return out
	}
	rng := rand.New(rand.NewPCG(16, 2025))
	var gaps [10][]float64
	for range resamples {
		var bins [10]recommend.Bin
		for range rows {
			ev := rows[rng.IntN(len(rows))]
			for i, d := range ev.Deciles {
				bins[i] = addBin(bins[i], d)
			}
		}
		for i, b := range bins {
			if b.N > 0 {
				gaps[i] = append(gaps[i], b.Observed()-b.StatedMean())
			}
		}
	}
	for i, g := range gaps {
		if len(g) < resamples/2 { // the decile is empty in most draws
			continue
		}
		sort.Float64s(g)
		out[i] = [2]float64{g[int(0.025*float64(len(g)))], g[int(0.975*float64(len(g)-1))]}
	}
	return out
}

// writePooledDeciles is writeDeciles with each gap's resampled range.
func writePooledDeciles(b *strings.Builder, deciles [10]recommend.Bin, ranges [10][2]float64) {
	for i, d := range deciles {
		if d.N == 0 {
			continue
		}
		r := "–"
		if !math.IsNaN(ranges[i][0]) {
			r = fmt.Sprintf("%+.1f to %+.1f", 100*ranges[i][0], 100*ranges[i][1])
		}
		fmt.Fprintf(b, "| %d–%d %% | %d | %s | %s | %+.1f | %s |\n", 10*i, 10*i+10, d.N, pct(d.StatedMean()), pct(d.Observed()),
			100*(d.Observed()-d.StatedMean()), r)
	}
}
