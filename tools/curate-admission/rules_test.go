package main

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestNormaliseTrack(t *testing.T) {
	cases := []struct {
		track       string
		year, first int
		want        string
		changed     bool
	}{
		{"历史类", 2021, 2024, "文科", true}, // 吉林 2021
		{"物理类", 2024, 2025, "理科", true}, // 青海 2024
		{"物理类", 2026, 2027, "理科", true}, // 新疆 2026
		{"理科", 2026, 2025, "物理类", true}, // 云南 2026
		{"文科", 2024, 2025, "文科", false}, // 河南 2024
		{"历史类", 2024, 2024, "历史类", false},
		{"综合", 2025, 2020, "综合", false},
		{"艺术类", 2021, 2024, "艺术类", false},
	}
	for _, c := range cases {
		got, changed := normaliseTrack(c.track, c.year, c.first)
		if got != c.want || changed != c.changed {
			t.Errorf("%s %d (first %d): %s %v, want %s %v", c.track, c.year, c.first, got, changed, c.want, c.changed)
		}
	}
}

func TestExcludedSource(t *testing.T) {
	for id, excluded := range map[string]bool{
		"official-jilin-special-rank-2025":                         true,
		"official-guangdong-special-rank-2026":                     true,
		"official-jilin-vocational-classification-2026":            true,
		"official-qinghai-vocational-m-final-collection-rank-2024": true,
		"dxsbb-rank-35b2aee98d":                                    true,
		"official-shanxi-rank-2025-v3321":                          false,
		"gk100-xinjiang-rank-2026-4ea0300573":                      false,
	} {
		if got := excludedSource(id, "") != ""; got != excluded {
			t.Errorf("%s: excluded %v, want %v", id, got, excluded)
		}
	}
	if excludedSource("official-guangxi-rank-2025-v3320", "广西区内院校") == "" ||
		excludedSource("official-guangxi-rank-2025-v3320", "广西区外院校") != "" {
		t.Error("广西 2025: keep the 区外院校 table only")
	}
}

func TestCleanDropsInconsistentBands(t *testing.T) {
	tab := &rankTable{bands: []band{
		{high: 700, low: 690, count: 10, cumulative: 10},
		{high: 689, low: 689, count: 5, cumulative: 15},
		{high: 688, low: 688, count: 3, cumulative: 12}, // cumulative decreases: dropped
		{high: 689, low: 687, count: 1, cumulative: 20}, // overlaps 689: dropped
		{high: 686, low: 686, count: 4, cumulative: 21}, // count disagrees: corrected to 6
	}}
	var st checkStats
	tab.clean(&st)
	want := []band{{700, 690, 10, 10}, {689, 689, 5, 15}, {686, 686, 6, 21}}
	if !reflect.DeepEqual(tab.bands, want) {
		t.Errorf("bands %+v, want %+v", tab.bands, want)
	}
	if st != (checkStats{droppedOverlap: 1, droppedDecreasing: 1, countCorrected: 1}) {
		t.Errorf("stats %+v", st)
	}
}

// The committed files of data/admission are what the tool derives from the shared data
// (../shared/data beside the repository; the test fails without it).
func TestCommittedFilesAreCurrent(t *testing.T) {
	shared := "../../../shared/data"
	if _, err := os.Stat(shared); err != nil {
		t.Fatalf("the data the committed files derive from: %v (shared/ belongs beside the repository)", err)
	}
	c := curate(shared, loadProvinces("../../data/provinces.csv"))
	if c.multi.checks != (checkStats{}) || c.gd.checks != (checkStats{}) {
		t.Errorf("kept tables need corrections: %+v %+v", c.multi.checks, c.gd.checks)
	}
	for _, f := range c.files() {
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		_ = w.Write(f.header)
		_ = w.WriteAll(f.rows)
		path := filepath.Join("../../data/admission", f.name)
		committed, err := os.ReadFile(path)
		if strings.HasSuffix(f.name, ".gz") { // compare the content, not the compressor's bytes
			committed, err = gunzipFile(path)
		}
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), committed) {
			t.Errorf("%s differs from a fresh curation: run go generate ./data/admission", f.name)
		}
	}
}
