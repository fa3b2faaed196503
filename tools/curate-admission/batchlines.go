package main

import (
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// batchStats reports what was taken from the batch-line files.
type batchStats struct {
	rowsRead, rowsKept int
	nonInteger         int // score not a whole number (dropped)
	duplicates         int // identical row seen before (dropped)
	tracksRelabelled   map[string]int
}

var batchHeader = []string{"province_id", "year", "track", "batch", "line_kind", "category", "score", "source_id"}

// buildBatchLines merges scores/batch_lines/batch_lines.csv (30 provinces, mostly 2026)
// with the 广东 2017–2025 lines of the GaokaoAgent workbook (特控线, 本科线).
func buildBatchLines(shared string, provs map[string]province, gd province) ([][]string, *batchStats) {
	st := &batchStats{tracksRelabelled: map[string]int{}}
	seen := map[string]bool{}
	var rows [][]string
	add := func(p province, year int, rawTrack, batch, kind, category, score, src string) {
		st.rowsRead++
		if _, ok := atoi(score); !ok {
			st.nonInteger++
			return
		}
		track, changed := normaliseTrack(rawTrack, year, p.firstNew)
		if changed {
			st.tracksRelabelled[p.name+" "+strconv.Itoa(year)+" "+rawTrack+"→"+track]++
		}
		batch, kind = undouble(batch), undouble(kind)
		row := []string{p.id, strconv.Itoa(year), track, batch, kind, category, score, src}
		k := join(row)
		if seen[k] {
			st.duplicates++
			return
		}
		seen[k] = true
		rows = append(rows, row)
	}

	t, err := readTable(filepath.Join(shared, "scores/batch_lines/batch_lines.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	for _, r := range t.rows {
		p, ok := provs[t.get(r, "province")]
		if !ok {
			fatalf("batch lines: unknown province %q", t.get(r, "province"))
		}
		year, _ := atoi(t.get(r, "year"))
		add(p, year, t.get(r, "subject_type"), t.get(r, "batch"), t.get(r, "line_kind"),
			t.get(r, "category"), t.get(r, "min_score"), t.get(r, "source_id"))
	}

	g, err := readTable(filepath.Join(shared, "scores/guangdong_gaokaoagent/guangdong_2017_2025_batch_lines.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	for _, r := range g.rows {
		year, _ := atoi(g.get(r, "year"))
		track := map[string]string{"文科/历史": "历史类", "理科/物理": "物理类"}[g.get(r, "track")]
		if track == "" {
			fatalf("广东 batch lines: unknown track %q", g.get(r, "track"))
		}
		line := g.get(r, "line")
		add(gd, year, track, line, line, "普通类", g.get(r, "score"), gdBatchSource)
	}
	st.rowsKept = len(rows)
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		for c := 0; c < 3; c++ {
			if a[c] != b[c] {
				return a[c] < b[c]
			}
		}
		return false
	})
	return rows, st
}

func join(row []string) string {
	s := ""
	for _, c := range row {
		s += c + "\x1f"
	}
	return s
}

// doubled are words the source's name column repeats where it joins a section and its line
// (广东 2026: 特殊类型招生特殊类型录取最低分数线); the official name says them once.
var doubled = strings.NewReplacer("特殊类型招生特殊类型", "特殊类型招生")

func undouble(name string) string { return doubled.Replace(name) }
