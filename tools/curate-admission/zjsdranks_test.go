package main

import (
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// The top rows of the two readings of §6.1: a count equal to its cumulative is "and above"; a
// smaller count is the count at the score, the rest above it.
func TestZJSDTopRow(t *testing.T) {
	var st zjsdStats
	got := st.bands([]scoreRow{{693, 47, 47}, {692, 7, 54}}, 750)
	if len(got) != 2 || got[0] != (band{750, 693, 47, 47}) || got[1] != (band{692, 692, 7, 54}) {
		t.Errorf("merged top: %+v", got)
	}
	got = st.bands([]scoreRow{{697, 7, 56}, {696, 14, 70}}, 750)
	if len(got) != 3 || got[0] != (band{750, 698, 49, 49}) || got[1] != (band{697, 697, 7, 56}) {
		t.Errorf("split top: %+v", got)
	}
	if st.mergedTops != 1 || st.splitTops != 1 {
		t.Errorf("stats %+v", st)
	}
}

// 山东 2025: the copy's top row is 693 (47 candidates at or above it); another copy says 692.
// 山东 publishes ranks without scores, so the only score-and-rank pairs are the third-party
// major history (§6.3). Matched to the official filing table by school and major, the
// official rank falls in the 693 reading's band of the history's score in 18,472 of 19,555
// rows and in the one-point-lower reading's band (692 at or above = 47) in none; every one of
// the history's own 30,512 pairs fits the 693 reading. The check is not independent (the
// compiler may have read scores through the same table), but no pair supports 692.
func TestShandong2025TopBandAgainstAdmissionRanks(t *testing.T) {
	shared := "../../../shared/data"
	c := buildTablesOnly(t, shared)
	var sd25 *rankTable
	for _, tab := range c {
		if tab.provinceID == "37" && tab.year == 2025 {
			sd25 = tab
		}
	}
	if sd25 == nil || sd25.bands[0] != (band{750, 693, 47, 47}) {
		t.Fatalf("山东 2025 top band: %+v", sd25)
	}
	inBand := func(score, rank, shift int) bool {
		for i, b := range sd25.bands {
			if b.low <= score+shift && score+shift <= b.high {
				best := 1
				if i > 0 {
					best = sd25.bands[i-1].cumulative + 1
				}
				return best <= rank && rank <= b.cumulative
			}
		}
		return false
	}
	paren := regexp.MustCompile(`\(.*`)
	official := map[string]int{}
	ot := readTableOrDie(filepath.Join(shared, "scores/shandong_official/shandong_2025_regular_batch_first_choice.csv"))
	for _, r := range ot.rows {
		if rank, err := strconv.Atoi(ot.get(r, "min_rank")); err == nil {
			official[ot.get(r, "school_name")+"/"+paren.ReplaceAllString(ot.get(r, "major_name"), "")] = rank
		}
	}
	ht, err := readGzTable(filepath.Join(shared, "scores/third_party_major_history/major_admission_history_2022_2025.csv.gz"))
	if err != nil {
		t.Fatal(err)
	}
	var pairs, pairsFit, matched, fit693, fit692 int
	for _, r := range ht.rows {
		if ht.get(r, "province") != "山东" || ht.get(r, "year") != "2025" {
			continue
		}
		score, err1 := strconv.Atoi(ht.get(r, "min_score"))
		rank, err2 := strconv.Atoi(ht.get(r, "min_rank"))
		if err1 != nil || err2 != nil {
			continue
		}
		pairs++
		if inBand(score, rank, 0) {
			pairsFit++
		}
		o, ok := official[ht.get(r, "school_key")+"/"+paren.ReplaceAllString(ht.get(r, "major_name"), "")]
		if !ok {
			continue
		}
		matched++
		if inBand(score, o, 0) {
			fit693++
		}
		if inBand(score, o, 1) { // the 692 reading: every score one point lower than printed
			fit692++
		}
	}
	if pairs != 30512 || pairsFit != pairs || matched != 19555 || fit693 != 18472 || fit692 != 0 {
		t.Errorf("pairs %d (fit %d), matched %d: 693 reading %d, 692 reading %d", pairs, pairsFit, matched, fit693, fit692)
	}
}

func buildTablesOnly(t *testing.T, shared string) []*rankTable {
	t.Helper()
	tables, _, st := buildZJSD(shared, loadProvinces("../../data/provinces.csv"))
	if st.checks != (checkStats{}) {
		t.Errorf("浙江/山东 tables need corrections: %+v", st.checks)
	}
	return tables
}
