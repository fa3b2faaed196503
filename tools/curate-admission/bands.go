package main

import (
	"fmt"
	"sort"
	"strconv"
)

// band is one row of a curated rank table: the scores high…low share one cumulative count.
type band struct {
	high, low  int
	count      int // candidates in the band (0: nobody had this score)
	cumulative int // rank at the band's lowest score = candidates at or above low
}

// rankTable is one curated 一分一段 table.
type rankTable struct {
	provinceID string
	year       int
	track      string
	sourceID   string
	bands      []band // by score, descending
}

// key identifies a table as (province, year, track).
func (t *rankTable) key() string {
	return fmt.Sprintf("%s/%d/%s", t.provinceID, t.year, t.track)
}

// checkStats counts what the consistency check dropped or corrected.
type checkStats struct {
	droppedOverlap    int // band overlapping the band above it
	droppedDecreasing int // cumulative below the band above it
	countCorrected    int // published same-score count ≠ cumulative difference
}

// clean sorts the bands and enforces the invariants every table must satisfy: bands do
// not overlap, cumulative never decreases, and every band but the first has
// count = cumulative − cumulative of the band above (the cumulative is what the rank is
// read from, so a disagreeing count is corrected from it and counted).
func (t *rankTable) clean(st *checkStats) {
	sort.SliceStable(t.bands, func(i, j int) bool { return t.bands[i].low > t.bands[j].low })
	var out []band
	for _, b := range t.bands {
		if len(out) > 0 {
			prev := out[len(out)-1]
			if b.high >= prev.low {
				st.droppedOverlap++
				continue
			}
			if b.cumulative < prev.cumulative {
				st.droppedDecreasing++
				continue
			}
			if c := b.cumulative - prev.cumulative; c != b.count {
				st.countCorrected++
				b.count = c
			}
		}
		out = append(out, b)
	}
	t.bands = out
}

// rows renders the table as CSV rows.
func (t *rankTable) rows() [][]string {
	out := make([][]string, 0, len(t.bands))
	for _, b := range t.bands {
		out = append(out, []string{t.provinceID, strconv.Itoa(t.year), t.track,
			strconv.Itoa(b.high), strconv.Itoa(b.low), strconv.Itoa(b.count),
			strconv.Itoa(b.cumulative)})
	}
	return out
}

var rankHeader = []string{"province_id", "year", "track", "score_high", "score_low", "count", "cumulative"}

// indexRow is the table's row in rank_table_index.csv: its source and size.
func (t *rankTable) indexRow() []string {
	return []string{t.provinceID, strconv.Itoa(t.year), t.track, t.sourceID, strconv.Itoa(len(t.bands))}
}

var indexHeader = []string{"province_id", "year", "track", "source_id", "bands"}

func atoi(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil
}
