package main

import (
	"path/filepath"
	"sort"
	"strings"
)

// multiStats reports what was taken from the 28-province rank tables.
type multiStats struct {
	rowsRead, rowsKept int
	excludedBySource   map[string]int // source id → rows not curated (see excludedSource)
	duplicateScore     int            // second row of a score (广东 2026 专科 column)
	tracksRelabelled   map[string]int // "吉林 2021 历史类→文科" → rows
	checks             checkStats
}

// excludedSource says why a source of rank_tables_2024_2026.csv is not curated, or "".
// Only the ordinary (普通类) full-cohort table of each province, year and track is kept.
func excludedSource(sourceID, scope string) string {
	switch {
	case strings.Contains(sourceID, "special-rank"):
		return "art/sport composite-score table (not the ordinary track)"
	case strings.Contains(sourceID, "vocational"):
		return "vocational or 专科 collection table (not the full ordinary cohort)"
	case strings.HasPrefix(sourceID, "dxsbb-rank-"):
		return "third-party copy of a table whose official source is kept"
	case scope == "广西区内院校":
		return "广西 2025 区内院校 bonus basis; the 区外院校 (national bonus) table is kept, as in 2026"
	}
	return ""
}

// buildMulti reads scores/multi_province_rank_tables/rank_tables_2024_2026.csv.
func buildMulti(shared string, provs map[string]province) ([]*rankTable, *multiStats) {
	t, err := readTable(filepath.Join(shared, "scores/multi_province_rank_tables/rank_tables_2024_2026.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	st := &multiStats{excludedBySource: map[string]int{}, tracksRelabelled: map[string]int{}}
	tables := map[string]*rankTable{}
	seen := map[string]bool{}
	for _, r := range t.rows {
		st.rowsRead++
		src := t.get(r, "source_id")
		if excludedSource(src, t.get(r, "rank_scope_label")) != "" {
			st.excludedBySource[src]++
			continue
		}
		p, ok := provs[t.get(r, "province")]
		if !ok {
			fatalf("unknown province %q", t.get(r, "province"))
		}
		year, _ := atoi(t.get(r, "year"))
		raw := t.get(r, "subject_type")
		track, changed := normaliseTrack(raw, year, p.firstNew)
		if changed {
			st.tracksRelabelled[p.name+" "+t.get(r, "year")+" "+raw+"→"+track]++
		}
		tab := &rankTable{provinceID: p.id, year: year, track: track, sourceID: src}
		if old, ok := tables[tab.key()]; ok {
			if old.sourceID != src {
				fatalf("two sources for %s: %s and %s", tab.key(), old.sourceID, src)
			}
			tab = old
		} else {
			tables[tab.key()] = tab
		}
		low, ok1 := atoi(t.get(r, "score_min"))
		high, ok2 := atoi(t.get(r, "score_max"))
		cum, ok3 := atoi(t.get(r, "rank_end"))
		count, ok4 := atoi(t.get(r, "same_score_count"))
		if !(ok1 && ok2 && ok3 && ok4) {
			fatalf("%s: non-numeric row %v", tab.key(), r)
		}
		dup := tab.key() + "/" + t.get(r, "score_min")
		if seen[dup] {
			st.duplicateScore++
			continue
		}
		seen[dup] = true
		tab.bands = append(tab.bands, band{high: high, low: low, count: count, cumulative: cum})
	}
	out := make([]*rankTable, 0, len(tables))
	for _, tab := range tables {
		tab.clean(&st.checks)
		st.rowsKept += len(tab.bands)
		out = append(out, tab)
	}
	sortTables(out)
	return out, st
}

// sortTables orders tables by province, year and track.
func sortTables(ts []*rankTable) {
	sort.Slice(ts, func(i, j int) bool {
		a, b := ts[i], ts[j]
		if a.provinceID != b.provinceID {
			return a.provinceID < b.provinceID
		}
		if a.year != b.year {
			return a.year < b.year
		}
		return a.track < b.track
	})
}
