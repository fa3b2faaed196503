package main

import (
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
)

// The 浙江 and 山东 一分一段 tables of ../shared/data/README.md §6.1. 浙江 2022–2024 are a paid
// third-party compilation; 浙江 2025 and 山东 2025 are copies of the official tables by the
// same repository; 浙江 2026 and 山东 2023, 2024 and 2026 were transcribed from the official
// publications.
const (
	zjsdDir    = "scores/zj_sd_rank_tables"
	zjsdFile   = "yifenyiduan_zj_2022_2026_sd_2025_2026.csv"
	viaWiki    = "sunfmin/zhiyuanwiki@7d5e01b6bbba683c446c3d055c7a4e387823d9a4"
	viaZhiqu   = "WJSGZZ/Zhiqu@507828987aa96b237a38ea6fb85262fcee8dd014"
	viaLever   = "XucroYuri/lever-gaokao@b32a0dff5af43e43392316e3cecab7854e00d4ed"
	wikiZJTree = wikiRepo + "/raw_yifenyiduan/zj"
	wikiSDTree = wikiRepo + "/raw_yifenyiduan/sd"
)

// zjsdSource is one table's source row (sources.csv columns after the id and kind).
type zjsdSource struct {
	id, authority, title, url, quality, via string
}

func zjRankSource(year int) zjsdSource {
	switch {
	case year <= 2024:
		return zjsdSource{fmt.Sprintf("wanshixiong-zhejiang-rank-%d", year), "浙江省教育考试院（第三方汇编：万师兄·高考志愿填报大数据）",
			fmt.Sprintf("浙江省%d年普通类一分一段表（第三方付费汇编）", year), wikiZJTree, "third-party-compilation-of-official-tables", viaWiki}
	case year == 2025:
		return zjsdSource{"copy-zhejiang-rank-2025", "浙江省教育考试院（转录本）", "浙江省2025年普通类一分一段表（总分）",
			wikiZJTree, "copy-of-official-table", viaWiki}
	}
	return zjsdSource{fmt.Sprintf("official-zhejiang-rank-%d", year), "浙江省教育考试院",
		fmt.Sprintf("浙江省%d年普通高校招生成绩分数段表（总分）（浙江省教育考试院网站 art_45_12452）", year), wikiZJTree,
		"official", viaWiki}
}

func sdRankSource(year int) zjsdSource {
	switch year {
	case 2023, 2024:
		news := map[int]int{2023: 6212, 2024: 6577}[year]
		return zjsdSource{fmt.Sprintf("official-shandong-rank-%d", year), "山东省教育招生考试院",
			fmt.Sprintf("%d年夏季高考文化成绩一分一段表", year), fmt.Sprintf("https://www.sdzk.cn/NewsInfo.aspx?NewsID=%d", news),
			"official", viaZhiqu}
	case 2025:
		return zjsdSource{"copy-shandong-rank-2025", "山东省教育招生考试院（转录本）", "2025年夏季高考文化成绩一分一段表",
			wikiSDTree, "copy-of-official-table", viaWiki}
	}
	return zjsdSource{fmt.Sprintf("official-shandong-rank-%d", year), "山东省教育招生考试院",
		fmt.Sprintf("%d年夏季高考文化成绩一分一段表", year), "https://www.sdzk.cn/NewsInfo.aspx?NewsID=7258", "official", viaLever}
}

func (s zjsdSource) row() []string {
	return []string{s.id, "rank_table", s.authority, s.title, s.url, s.quality, s.via}
}

// zjsdStats reports what was taken from §6.1.
type zjsdStats struct {
	rowsRead, rowsKept int
	splitTops          int // top rows published as "score, count k, cumulative C > k"
	mergedTops         int // top rows whose count equals their cumulative: "and above"
	checks             checkStats
}

// scoreRow is one published row: a score, its same-score count and the cumulative.
type scoreRow struct{ score, count, cum int }

// buildZJSD curates 浙江 2022–2026 and 山东 2023–2026.
//
// The top row is read by what it prints: a count equal to its cumulative is a merged "and
// above" band up to the full mark (浙江 "693分及以上", the 山东 2025 copy); a count below its
// cumulative is the count at that score, and the candidates above it, whom the table does not
// itemise (山东's official tables: 2026 "697, 本段 7, 累计 56"), become one band from the
// full mark down to the next score, so a score above the top row answers their worst rank.
func buildZJSD(shared string, provs map[string]province) ([]*rankTable, [][]string, *zjsdStats) {
	st := &zjsdStats{}
	zj, sd := provs["浙江"], provs["山东"]
	byKey := map[string][]scoreRow{}
	t, err := readTable(filepath.Join(shared, zjsdDir, zjsdFile))
	if err != nil {
		fatalf("%v", err)
	}
	for _, r := range t.rows {
		st.rowsRead++
		if t.get(r, "track") != "综合" {
			fatalf("%s: track %q", zjsdFile, t.get(r, "track"))
		}
		key := t.get(r, "province") + "/" + t.get(r, "year")
		byKey[key] = append(byKey[key], mustRow(t, r, "score", "count", "cumulative"))
	}
	for _, y := range []int{2023, 2024} {
		name := fmt.Sprintf("shandong_%d_yifenyiduan_quanti.csv", y)
		t := readTableOrDie(filepath.Join(shared, zjsdDir, name))
		for _, r := range t.rows {
			st.rowsRead++
			byKey["山东/"+strconv.Itoa(y)] = append(byKey["山东/"+strconv.Itoa(y)], mustRow(t, r, "score", "count", "cum"))
		}
	}
	// 山东 2026: the official table (its 全体 columns) replaces the copy in the combined file,
	// which prints the top row as merged; every other row must agree.
	official := readTableOrDie(filepath.Join(shared, zjsdDir, "shandong_2026_yifenyiduan.csv"))
	var sd26 []scoreRow
	for _, r := range official.rows {
		st.rowsRead++
		sd26 = append(sd26, mustRow(official, r, "score", "全体_本段人数", "全体_累计人数"))
	}
	checkSameCumulatives("山东 2026", byKey["山东/2026"], sd26)
	byKey["山东/2026"] = sd26

	var tables []*rankTable
	var sources [][]string
	add := func(p province, year int, src zjsdSource) {
		rows := byKey[p.name+"/"+strconv.Itoa(year)]
		if len(rows) == 0 {
			fatalf("%s %d: no rows", p.name, year)
		}
		sort.Slice(rows, func(i, j int) bool { return rows[i].score > rows[j].score })
		tab := &rankTable{provinceID: p.id, year: year, track: "综合", sourceID: src.id}
		tab.bands = st.bands(rows, p.maxScore)
		tab.clean(&st.checks)
		st.rowsKept += len(tab.bands)
		tables = append(tables, tab)
		sources = append(sources, src.row())
	}
	for y := 2022; y <= 2026; y++ {
		add(zj, y, zjRankSource(y))
	}
	for y := 2023; y <= 2026; y++ {
		add(sd, y, sdRankSource(y))
	}
	return tables, sources, st
}

// bands turns published rows (descending by score) into bands by the top-row rule above.
func (st *zjsdStats) bands(rows []scoreRow, fullMark int) []band {
	top := rows[0]
	var out []band
	switch {
	case top.count == top.cum:
		st.mergedTops++
		out = append(out, band{high: fullMark, low: top.score, count: top.cum, cumulative: top.cum})
	case top.count < top.cum:
		st.splitTops++
		above := top.cum - top.count
		out = append(out, band{high: fullMark, low: top.score + 1, count: above, cumulative: above},
			band{high: top.score, low: top.score, count: top.count, cumulative: top.cum})
	default:
		fatalf("top row %v: count above cumulative", top)
	}
	for _, r := range rows[1:] {
		out = append(out, band{high: r.score, low: r.score, count: r.count, cumulative: r.cum})
	}
	return out
}

// checkSameCumulatives fails unless two copies of a table agree on every score's cumulative.
func checkSameCumulatives(what string, a, b []scoreRow) {
	cum := map[int]int{}
	for _, r := range a {
		cum[r.score] = r.cum
	}
	if len(a) != len(b) {
		fatalf("%s: %d rows in one copy, %d in the other", what, len(a), len(b))
	}
	for _, r := range b {
		if cum[r.score] != r.cum {
			fatalf("%s: score %d cumulative %d vs %d", what, r.score, cum[r.score], r.cum)
		}
	}
}

func mustRow(t *table, r []string, score, count, cum string) scoreRow {
	s, ok1 := atoi(t.get(r, score))
	c, ok2 := atoi(t.get(r, count))
	k, ok3 := atoi(t.get(r, cum))
	if !(ok1 && ok2 && ok3) {
		fatalf("%s: non-numeric row %v", t.path, r)
	}
	return scoreRow{s, c, k}
}

func readTableOrDie(path string) *table {
	t, err := readTable(path)
	if err != nil {
		fatalf("%v", err)
	}
	return t
}

func (st *zjsdStats) report() {
	fmt.Printf("浙江 2022–2026, 山东 2023–2026: read %d, kept %d bands, merged tops %d, split tops %d, %+v\n",
		st.rowsRead, st.rowsKept, st.mergedTops, st.splitTops, st.checks)
}
