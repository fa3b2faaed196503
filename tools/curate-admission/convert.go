package main

import (
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// rankIndex finds the curated rank table of a province, year and track.
type rankIndex map[string]*rankTable

func newRankIndex(tables []*rankTable) rankIndex {
	ix := rankIndex{}
	for _, t := range tables {
		ix[t.key()] = t
	}
	return ix
}

// rank converts a score the way admission.Lookup does and answers its rank only when the
// status is ranked (InBand or NoCandidate): the cumulative of the band holding the score,
// or of the band above a score nobody had. A score outside the published bands, or a
// missing table, has no rank. data/admission's tests check every converted rank against
// admission.Lookup.
func (ix rankIndex) rank(provinceID string, year int, track string, score int) (int, bool) {
	t := ix[(&rankTable{provinceID: provinceID, year: year, track: track}).key()]
	if t == nil || len(t.bands) == 0 {
		return 0, false
	}
	bs := t.bands
	if score > bs[0].high || score < bs[len(bs)-1].low {
		return 0, false
	}
	i := sort.Search(len(bs), func(i int) bool { return bs[i].low <= score })
	if score > bs[i].high { // skipped between bs[i-1] and bs[i]
		return bs[i-1].cumulative, true
	}
	return bs[i].cumulative, true
}

// convertible leaves out the tables whose source asks that admission lines not be converted
// through them (its usage note says 不自动换算): 新疆 2025, a mirror of unstated score basis that
// contradicts the official filing table on 9 scores. Those lines keep no converted rank.
func convertible(shared string, tables []*rankTable) []*rankTable {
	t, err := readTable(filepath.Join(shared, "scores/multi_province_rank_tables/rank_table_sources.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	refused := map[string]bool{}
	for _, r := range t.rows {
		if strings.Contains(t.get(r, "usage"), "不自动换算") {
			refused[t.get(r, "source_id")] = true
		}
	}
	var out []*rankTable
	for _, tab := range tables {
		if !refused[tab.sourceID] {
			out = append(out, tab)
		}
	}
	return out
}

// convertRanks fills converted_rank of every result with a whole min_score and a rank. A
// 浙江 major that did not fill its quota prints the segment's control line as its score: that
// is no admission score, and gets no rank.
func convertRanks(rs []*result, ix rankIndex) (converted int) {
	for _, r := range rs {
		score, err := strconv.Atoi(r.minScore)
		if err != nil || r.note == zjUnfilledNote {
			continue // empty, or a decimal composite score: no table has those
		}
		if rank, ok := ix.rank(r.provinceID, r.year, r.track, score); ok {
			r.convertedRank = strconv.Itoa(rank)
			converted++
		}
	}
	return converted
}
