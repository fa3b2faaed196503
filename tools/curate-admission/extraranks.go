package main

import (
	"embed"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strings"
)

// The 一分一段 tables of years whose admission lines print scores but no ranks and whose table
// is not in ../shared/data: 湖北, 江苏 and 湖南 物理 2023–2024, 上海, 黑龙江 物理 and 福建 2024
// (its 专科 lines). Each is a public file copied
// verbatim into extra/ (see extra/README.md for the repository, commit, path and issuer), so
// those years' lines get a converted rank.
//
//go:embed extra/*.csv extra/*.json
var extraFiles embed.FS

// extraTable is one table of extra/: its file, what it is, and its source row.
type extraTable struct {
	file, province, track string
	year                  int
	src                   zjsdSource
	caveat                string
}

// extraStats reports what was taken from extra/.
type extraStats struct {
	rowsRead, rowsKept    int
	splitTops, mergedTops int
	belowFloor            int // "100分以下" summary rows dropped (湖南)
	checks                checkStats
	last                  []string // "湖北 2023 物理类 150: 218557" per table
}

// buildExtra curates every table of extraTables.
func buildExtra(provs map[string]province) ([]*rankTable, [][]string, *extraStats) {
	st := &extraStats{}
	var tables []*rankTable
	var sources [][]string
	seen := map[string]bool{}
	for _, e := range extraTables() {
		p, ok := provs[e.province]
		if !ok {
			fatalf("extra/%s: province %q", e.file, e.province)
		}
		var bands []band
		if strings.HasSuffix(e.file, ".json") {
			bands = st.jsonBands(e.file, p.maxScore)
		} else {
			bands = st.csvBands(e.file, p.maxScore)
		}
		tab := &rankTable{provinceID: p.id, year: e.year, track: e.track, sourceID: e.src.id, bands: bands}
		tab.clean(&st.checks)
		checkPlausible(e.file, tab, p.maxScore)
		st.rowsKept += len(tab.bands)
		last := tab.bands[len(tab.bands)-1]
		st.last = append(st.last, fmt.Sprintf("%s %d %s %d: %d", e.province, e.year, e.track, last.low, last.cumulative))
		tables = append(tables, tab)
		if !seen[e.src.id] {
			seen[e.src.id] = true
			sources = append(sources, append(e.src.row(), e.caveat))
		}
	}
	return tables, sources, st
}

// checkPlausible rejects a table whose scores leave 0…full mark or whose first band does not
// start at rank 1 (every table of extra/ prints its top).
func checkPlausible(file string, t *rankTable, fullMark int) {
	if len(t.bands) < 100 {
		fatalf("extra/%s: only %d bands", file, len(t.bands))
	}
	top, bottom := t.bands[0], t.bands[len(t.bands)-1]
	if top.high > fullMark || bottom.low < 0 || top.count != top.cumulative {
		fatalf("extra/%s: implausible range %d–%d or top band %+v", file, bottom.low, top.high, top)
	}
}

// csvBands reads a verbatim copy of a WJSGZZ/Zhiqu yfyd_*.csv (score,count,cum,source). The
// first row is a merged "and above" row when its count equals its cumulative (江苏 "687分及以上"),
// otherwise it prints the count at its score and the candidates above it are one band from the
// full mark down (湖北 "首行为合并档（累计含更高分）"). Every other row must hold count =
// cumulative − the cumulative above; a score the table skips had nobody. A last row repeating
// the score above it is the table's "below the floor" summary (湖南 "100分以下", printed as a
// second 100): it is checked like any row, then dropped, as the tables of later years end at 100.
func (st *extraStats) csvBands(file string, fullMark int) []band {
	b, err := extraFiles.ReadFile("extra/" + file)
	if err != nil {
		fatalf("%v", err)
	}
	recs, err := csv.NewReader(strings.NewReader(string(b))).ReadAll()
	if err != nil || len(recs) < 2 || strings.Join(recs[0], ",") != "score,count,cum,source" {
		fatalf("extra/%s: not a score,count,cum,source table (%v)", file, err)
	}
	var out []band
	for i, r := range recs[1:] {
		st.rowsRead++
		score, ok1 := atoi(r[0])
		count, ok2 := atoi(r[1])
		cum, ok3 := atoi(r[2])
		if !(ok1 && ok2 && ok3) {
			fatalf("extra/%s: row %v", file, r)
		}
		if i == 0 {
			out = st.topBands(score, count, cum, fullMark)
			continue
		}
		prev := out[len(out)-1]
		if prev.cumulative+count != cum {
			fatalf("extra/%s: score %d count %d but cumulative %d after %d", file, score, count, cum, prev.cumulative)
		}
		if score == prev.low {
			if i != len(recs)-2 {
				fatalf("extra/%s: score %d repeated before the last row", file, score)
			}
			st.belowFloor++
			continue
		}
		if score > prev.low {
			fatalf("extra/%s: score %d after %d", file, score, prev.low)
		}
		out = append(out, band{high: score, low: score, count: count, cumulative: cum})
	}
	return out
}

func (st *extraStats) topBands(score, count, cum, fullMark int) []band {
	switch {
	case count == cum:
		st.mergedTops++
		return []band{{high: fullMark, low: score, count: cum, cumulative: cum}}
	case count < cum:
		st.splitTops++
		above := cum - count
		return []band{{high: fullMark, low: score + 1, count: above, cumulative: above},
			{high: score, low: score, count: count, cumulative: cum}}
	}
	fatalf("top row %d: count %d above cumulative %d", score, count, cum)
	return nil
}

// jsonBands reads a verbatim copy of a Jsoneft/gaokao-zhiyuan ranking_score_*.json: {"data":
// [{"score": "695-750" or "694", "num": 6, "accumulate": 50}, …]}, a range being one band.
func (st *extraStats) jsonBands(file string, fullMark int) []band {
	b, err := extraFiles.ReadFile("extra/" + file)
	if err != nil {
		fatalf("%v", err)
	}
	var doc struct {
		Data []struct {
			Score      string `json:"score"`
			Num        int    `json:"num"`
			Accumulate int    `json:"accumulate"`
		} `json:"data"`
	}
	if err := json.Unmarshal(b, &doc); err != nil || len(doc.Data) == 0 {
		fatalf("extra/%s: %v", file, err)
	}
	var out []band
	for i, r := range doc.Data {
		st.rowsRead++
		lowS, highS, ranged := strings.Cut(r.Score, "-")
		low, ok1 := atoi(lowS)
		high, ok2 := low, true
		if ranged {
			high, ok2 = atoi(highS)
		}
		if !ok1 || !ok2 || high < low {
			fatalf("extra/%s: score %q", file, r.Score)
		}
		if i == 0 && ranged {
			st.mergedTops++
		} else if i > 0 && out[len(out)-1].cumulative+r.Num != r.Accumulate {
			fatalf("extra/%s: score %s count %d but cumulative %d", file, r.Score, r.Num, r.Accumulate)
		}
		out = append(out, band{high: high, low: low, count: r.Num, cumulative: r.Accumulate})
	}
	return out
}

func (st *extraStats) report() {
	fmt.Printf("extra rank tables: read %d rows, kept %d bands, merged tops %d, split tops %d, below-floor rows dropped %d, %+v\n",
		st.rowsRead, st.rowsKept, st.mergedTops, st.splitTops, st.belowFloor, st.checks)
	fmt.Printf("  last band: %s\n", strings.Join(st.last, "; "))
}
