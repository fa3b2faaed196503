package main

import (
	"fmt"
	"path/filepath"
	"strings"
)

// The third-party major-level history 2022–2025 (../shared/data/README.md §6.3): the same
// compiler as the 2026 plans (万师兄), rows aggregated per school × major name × track, not one
// per official line; the compiler probably derived ranks from scores. It lengthens histories
// and never stands in for an official row: a (province, year) is curated only when no official
// 本科 result of that year is curated (official-quality source, batch naming 本科 or the
// 浙江/山东 ordinary batch). The compiler's rank is kept in the note, not as a printed rank;
// the product converts the score through its own table where it has one.
const thirdPartyFile = "scores/third_party_major_history/major_admission_history_2022_2025.csv.gz"

func thirdPartySourceID(slug string) string { return "wanshixiong-major-history-" + slug }

// thirdPartyStats reports what was taken from §6.3.
type thirdPartyStats struct {
	read, kept int
	official   map[string]int // "province year" left out for its official results → rows
	slugs      map[string]string
}

func loadThirdPartyHistory(shared string, provs map[string]province, official []*result, st *sourceStats) ([]*result, *thirdPartyStats) {
	t, err := readGzTable(filepath.Join(shared, thirdPartyFile))
	if err != nil {
		fatalf("%v", err)
	}
	hasOfficial := map[string]bool{}
	for _, r := range official {
		// every result source whose quality is official has an id starting official- (and no other)
		if strings.HasPrefix(r.sourceID, "official-") && ordinaryUndergraduate(r.batch) {
			hasOfficial[fmt.Sprintf("%s/%d", r.provinceID, r.year)] = true
		}
	}
	ts := &thirdPartyStats{official: map[string]int{}, slugs: map[string]string{}}
	var out []*result
	for _, r := range t.rows {
		ts.read++
		p, ok := provs[t.get(r, "province")]
		if !ok {
			fatalf("%s: province %q", thirdPartyFile, t.get(r, "province"))
		}
		year, _ := atoi(t.get(r, "year"))
		if hasOfficial[fmt.Sprintf("%s/%d", p.id, year)] {
			ts.official[fmt.Sprintf("%s %d", p.name, year)]++
			continue
		}
		slug := t.get(r, "province_slug")
		ts.slugs[slug] = p.name
		src := thirdPartySourceID(slug)
		st.read(src)
		track := t.get(r, "track")
		if m, ok := map[string]string{"物理": "物理类", "历史": "历史类"}[track]; ok {
			track = m
		}
		track, _ = normaliseTrack(track, year, p.firstNew)
		note := ""
		if rank := t.get(r, "min_rank"); rank != "" {
			note = "第三方汇编位次：" + rank
		}
		out = append(out, &result{provinceID: p.id, year: year, track: track, level: levelMajor,
			schoolCode: t.get(r, "school_code"), schoolName: t.get(r, "school_key"), majorName: t.get(r, "major_name"),
			require: t.get(r, "sel_ke"), minScore: mustInt(thirdPartyFile, "min_score", t.get(r, "min_score")),
			maxScore: mustInt(thirdPartyFile, "max_score", t.get(r, "max_score")), note: note, sourceID: src})
		st.kept(src)
		ts.kept++
	}
	return out, ts
}

// ordinaryUndergraduate tells the ordinary 本科 batches from the others.
func ordinaryUndergraduate(batch string) bool {
	return strings.Contains(batch, "本科") || batch == "普通类第一段" || batch == "常规批第1次志愿"
}

func (ts *thirdPartyStats) sources(used map[string]string) [][]string {
	return compiledSources(ts.slugs, used, kindResult, thirdPartySourceID, func(name string) (string, string, string, string) {
		return "第三方汇编：万师兄·高考志愿填报大数据（" + name + "）", name + "分专业录取汇总（同校同名专业合并，2022–2025年）",
			"third-party-aggregate-major-history",
			"第三方汇编的专业录取汇总：同一学校同名专业合并为一行，不是考试院公布的投档线，分数可能与官方不同；本站只在没有官方本科投档数据的省份和年份收录，仅供参考"
	})
}

func (ts *thirdPartyStats) report() {
	fmt.Printf("third-party major history: read %d, kept %d\n", ts.read, ts.kept)
	printCounts("  left out for official results", ts.official)
}
