package main

import (
	"path/filepath"
	"strconv"
	"strings"
)

// Source ids given here to the two GaokaoAgent files (the files carry none).
const (
	gdRankSource  = "gaokaoagent-guangdong-rank-2011-2025"
	gdBatchSource = "gaokaoagent-guangdong-batch-lines-2017-2025"
)

// gdStats reports what was taken from the 广东 2011–2025 workbook.
type gdStats struct {
	rowsRead, rowsKept  int
	interpolatedDropped int // 2011–2017 rows the compiler interpolated between published steps
	checks              checkStats
}

// buildGuangdong reads scores/guangdong_gaokaoagent/guangdong_2011_2025_yifenyiduan.csv.
//
// Rules (README.md of data/admission says the same):
//   - track 文科/理科 becomes 历史类/物理类 from 2021 (normaliseTrack);
//   - in a table that holds interpolated rows (fractional counts, 2011–2017) only rows
//     whose score is a multiple of 5, or the top row, and whose cumulative is a whole
//     number are kept: those are the published steps; each kept row becomes the band of
//     the scores down to it from the kept row above;
//   - a top row whose count is not a number ("/" or "\") is a merged "and above" band:
//     its high end is the province's maximum total score and its count its cumulative.
func buildGuangdong(shared string, gd province) ([]*rankTable, *gdStats) {
	t, err := readTable(filepath.Join(shared, "scores/guangdong_gaokaoagent/guangdong_2011_2025_yifenyiduan.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	st := &gdStats{}
	type key struct {
		year  int
		track string
	}
	raw := map[key][][]string{}
	var order []key
	interpolated := map[key]bool{}
	for _, r := range t.rows {
		st.rowsRead++
		y, _ := atoi(t.get(r, "year"))
		k := key{y, t.get(r, "track")}
		if _, ok := raw[k]; !ok {
			order = append(order, k)
		}
		raw[k] = append(raw[k], r)
		if strings.Contains(t.get(r, "count_at_score"), ".") || strings.Contains(t.get(r, "rank_worst_cumulative"), ".") {
			interpolated[k] = true
		}
	}
	var out []*rankTable
	for _, k := range order {
		track, _ := normaliseTrack(map[string]string{"文科": "历史类", "理科": "物理类"}[k.track], k.year, gd.firstNew)
		tab := &rankTable{provinceID: gd.id, year: k.year, track: track, sourceID: gdRankSource}
		prevLow, prevCum := 0, 0
		for i, r := range raw[k] {
			score, _ := atoi(t.get(r, "score"))
			cum, okCum := atoi(t.get(r, "rank_worst_cumulative"))
			top := i == 0
			if interpolated[k] && (!okCum || (!top && score%5 != 0)) {
				st.interpolatedDropped++
				continue
			}
			if !okCum {
				fatalf("广东 %v: cumulative %q at %d", k, t.get(r, "rank_worst_cumulative"), score)
			}
			b := band{high: score, low: score, cumulative: cum}
			if top {
				if _, err := strconv.Atoi(t.get(r, "count_at_score")); err != nil {
					b.high = gd.maxScore
				}
				b.count = cum
			} else {
				b.high = prevLow - 1
				b.count, _ = atoi(t.get(r, "count_at_score")) // corrected by clean when it disagrees
				if interpolated[k] {
					b.count = cum - prevCum // a band of several scores: its count is the step
				}
			}
			prevLow, prevCum = score, cum
			tab.bands = append(tab.bands, b)
		}
		tab.clean(&st.checks)
		st.rowsKept += len(tab.bands)
		out = append(out, tab)
	}
	return out, st
}
