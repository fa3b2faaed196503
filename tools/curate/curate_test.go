package main

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"testing"
)

// The committed files of data/catalog are exactly what a fresh curation of the shared data
// writes: nobody edited them by hand, and a source update shows up as a diff.
func TestCommittedFilesEqualAFreshCuration(t *testing.T) {
	shared := "../../../shared/data"
	if _, err := os.Stat(shared); err != nil {
		t.Fatalf("the data the committed files derive from: %v (shared/ belongs beside the repository)", err)
	}
	provs, err := loadProvinces("../../data/provinces.csv")
	if err != nil {
		t.Fatal(err)
	}
	files := curate(shared, provs)
	if len(files) != 11 {
		t.Errorf("%d files, want 11", len(files))
	}
	for _, f := range files {
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		_ = w.Write(f.header)
		_ = w.WriteAll(f.rows)
		committed, err := os.ReadFile(filepath.Join("../../data/catalog", f.name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), committed) {
			t.Errorf("%s differs from a fresh curation: run go generate ./data/catalog", f.name)
		}
	}
}

// Counts of the Chinese-occupation and vocational sources, as the curation reads them.
func TestSourceCounts(t *testing.T) {
	shared := "../../../shared/data"
	g := readGuide(shared)
	if len(g.rows) != 6464 {
		t.Errorf("guide rows: %d, want 6464", len(g.rows))
	}
	oc := buildOccupations(shared)
	draft, pending := 0, 0
	for _, r := range oc.rows() {
		if r[6] == originDraft {
			draft++
		}
		if r[1] == "" {
			pending++
		}
	}
	if draft != 1636 || len(oc.rows()) != 1636+35 || pending != 15 {
		t.Errorf("细类 %d (want 1636), library %d (want 1671), 待公布 %d (want 15)", draft, len(oc.rows()), pending)
	}
	v := buildVocational(shared, map[string]string{})
	if v.count["kept 高职专科"] != 754 || v.count["kept 职教本科"] != 321 || v.count["rows 中职"] != 368 ||
		v.count["rows flagged 2025年12月新增 (all levels)"] != 54 {
		t.Errorf("vocational counts: %v", v.count)
	}
	if m := v.missing(g); len(m) != 30+9 {
		t.Errorf("known missing majors: %d, want 39", len(m))
	}
}

func TestGreenDigitalFlag(t *testing.T) {
	for flag, want := range map[string][2]bool{"": {false, false}, "L": {true, false}, "S": {false, true},
		"L/S": {true, true}} {
		if g, d := marksOf(flag); g != want[0] || d != want[1] {
			t.Errorf("%q: green %v digital %v, want %v", flag, g, d, want)
		}
	}
}
