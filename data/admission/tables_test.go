package admission

import (
	"fmt"
	"testing"
)

func TestCountsPinned(t *testing.T) {
	ts := Tables()
	if len(ts) != TableCount {
		t.Errorf("tables: %d, want %d", len(ts), TableCount)
	}
	bands := 0
	perYear := map[int]map[int]bool{}
	for _, ti := range ts {
		bands += ti.Bands
		if perYear[ti.Year] == nil {
			perYear[ti.Year] = map[int]bool{}
		}
		perYear[ti.Year][ti.ProvinceID] = true
		if _, ok := SourceOf(ti.SourceID); !ok {
			t.Errorf("%d/%d/%s: source %q not in sources.csv", ti.ProvinceID, ti.Year, ti.Track, ti.SourceID)
		}
	}
	if bands != BandCount {
		t.Errorf("bands: %d, want %d", bands, BandCount)
	}
	// provinces with a table per year (README.md quotes these)
	want := map[int]int{2011: 1, 2017: 1, 2020: 1, 2021: 2, 2022: 3, 2023: 7, 2024: 15, 2025: 27, 2026: 30}
	for y, n := range want {
		if got := len(perYear[y]); got != n {
			t.Errorf("%d: %d provinces, want %d", y, got, n)
		}
	}
	if len(sources) != SourceCount {
		t.Errorf("sources: %d, want %d", len(sources), SourceCount)
	}
}

// Every table is a proper 一分一段 table: bands descend without overlap, the cumulative
// never decreases, and each band after the first holds exactly the candidates between
// its cumulative and the one above.
func TestEveryTableIsMonotonic(t *testing.T) {
	for _, ti := range Tables() {
		bs := Bands(ti.ProvinceID, ti.Year, ti.Track)
		name := func(i int) string { return fmt.Sprintf("%d/%d/%s band %d", ti.ProvinceID, ti.Year, ti.Track, i) }
		if bs[0].Count > bs[0].Cumulative || bs[0].Cumulative < 1 {
			t.Errorf("%s: first band %+v", name(0), bs[0])
		}
		for i, b := range bs {
			if b.High < b.Low || b.Count < 0 {
				t.Errorf("%s: %+v", name(i), b)
			}
			if i == 0 {
				continue
			}
			p := bs[i-1]
			if b.High >= p.Low {
				t.Errorf("%s: overlaps the band above (%+v, %+v)", name(i), p, b)
			}
			if b.Cumulative < p.Cumulative || b.Cumulative-p.Cumulative != b.Count {
				t.Errorf("%s: cumulative %d after %d with count %d", name(i), b.Cumulative, p.Cumulative, b.Count)
			}
		}
		if ti.ScoreHigh != bs[0].High || ti.ScoreLow != bs[len(bs)-1].Low || ti.Candidates != bs[len(bs)-1].Cumulative {
			t.Errorf("%v: range disagrees with the bands", ti)
		}
	}
}

// The subject-label fix: old 文/理 years carry 文科/理科, new-gaokao years 历史类/物理类.
func TestTracksFollowTheReformYear(t *testing.T) {
	first := map[int]int{}
	for _, r := range provinceFirstNew {
		first[r[0]] = r[1]
	}
	for _, ti := range Tables() {
		old := ti.Year < first[ti.ProvinceID]
		switch ti.Track {
		case TrackLiberal, TrackScience:
			if !old {
				t.Errorf("%d/%d: %s in a new-gaokao year", ti.ProvinceID, ti.Year, ti.Track)
			}
		case TrackHistory, TrackPhysics:
			if old {
				t.Errorf("%d/%d: %s in an old 文/理 year", ti.ProvinceID, ti.Year, ti.Track)
			}
		}
	}
}

// provinceFirstNew is the first new-gaokao year of the provinces with tables that
// crossed the reform (data/provinces.csv).
var provinceFirstNew = [][2]int{{22, 2024}, {41, 2025}, {44, 2021}, {51, 2025}, {53, 2025}, {63, 2025}, {65, 2027}}
