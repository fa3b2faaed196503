package main

import (
	"fmt"
	"path/filepath"
	"sort"
)

// Source kinds of the admission results and plans.
const (
	kindResult = "admission_result"
	kindPlan   = "admission_plan"
)

const (
	viaQiu      = "yaqiu252600-boop/qiu-dev@58e9940b4406f767d86b43e658f610ae023ee540"
	agentCommit = "c673b943a3593ccc72e893c1c5833040afea44cb"
	agentBlob   = "https://github.com/insensible104/GaokaoAgent/blob/" + agentCommit + "/"
)

// Publication pages of the official tables: 浙江, 江苏 and 广东 from
// ../shared/data/scores/qiu_dev_source_manifest.json, 山东 from the qiu-dev extraction
// script (scripts of the same commit; the manifest has no 山东 entry).
var (
	zjURLs = map[int]string{2023: "https://www.zjzs.net/art/2023/7/19/art_45_2052.html",
		2024: "https://www.zjzs.net/art/2024/7/21/art_155_9900.html", 2025: "https://www.zjzs.net/art/2025/7/21/art_45_11467.html"}
	sdURLs = map[int]string{2023: "https://www.sdzk.cn/NewsInfo.aspx?NewsID=6297",
		2024: "https://www.sdzk.cn/NewsInfo.aspx?NewsID=6680", 2025: "https://www.sdzk.cn/NewsInfo.aspx?NewsID=6996"}
	jsURLs = map[int]string{2023: "https://www.jseea.cn/webfile/index/index_zkxx/2023-07-18/7086888854866628608.html",
		2024: "https://www.jseea.cn/webfile/index/index_zkxx/2024-07-18/7219509116052443136.html",
		2025: "https://www.jseea.cn/webfile/index/index_zkxx/2025-07-18/7846267149297614848.html"}
	gdURLs = map[int]string{2023: "https://eea.gd.gov.cn/news/content/post_4221647.html",
		2024: "https://eea.gd.gov.cn/zwgk/sjfb/tjsj/content/post_4458419.html",
		2025: "https://eea.gd.gov.cn/ptgk/content/post_4746781.html"}
)

// fixedSources are the sources of results and plans that carry no source list of their own.
func fixedSources() [][]string {
	var rows [][]string
	add := func(id, kind, authority, title, url, quality, via string) {
		rows = append(rows, []string{id, kind, authority, title, url, quality, via})
	}
	for _, y := range []int{2023, 2024, 2025} {
		add(zjSourceID(y), kindResult, "浙江省教育考试院", fmt.Sprintf("浙江省%d年普通高校招生普通类第一段平行投档分数线", y),
			zjURLs[y], "official-zhejiang-xls-major-score-rank", viaQiu)
		add(sdSourceID(y), kindResult, "山东省教育招生考试院", fmt.Sprintf("山东省%d年普通类常规批第1次志愿投档情况", y),
			sdURLs[y], "official-shandong-xls-major-rank-only", viaQiu)
		q := "official-jiangsu-xls-group-score-only"
		if y == 2025 {
			q = "official-jiangsu-pdf-group-score-only-parsed-by-compiler"
		}
		add(jsSourceID(y), kindResult, "江苏省教育考试院", fmt.Sprintf("江苏省%d年普通类本科批次平行志愿投档线", y), jsURLs[y], q, viaQiu)
		add(gdSourceID(y), kindResult, "广东省教育考试院", fmt.Sprintf("广东省%d年本科批次普通类投档情况", y),
			gdURLs[y], "official-guangdong-pdf-group-score-rank-parsed-by-compiler", viaQiu)
	}
	viaAgent := "insensible104/GaokaoAgent@" + agentCommit
	for _, y := range []int{2021, 2022, 2023, 2024} {
		add(agentMajorsID(y), kindResult, "广东省教育考试院（第三方汇编）", fmt.Sprintf("广东%d年分专业录取数据（历史类、物理类）", y),
			agentBlob+fmt.Sprintf("backend/data/%d_history.csv", y), "third-party-compilation-major-score-average-rank", viaAgent)
	}
	add(agentMajorsID(2025), kindResult, "广东省教育考试院（第三方汇编：安托生涯）", "25年广东高考分专业录取数据",
		agentBlob+"data/actual_2025_major_admissions.csv", "third-party-vendor-workbook-major-score-average-rank", viaAgent)
	add(agentPlanID, kindPlan, "广东省教育考试院（第三方汇编）", "广东省2025年夏季高考专家版招生计划（历史类）",
		agentBlob+"backend/data/2025_enrollment_历史.csv", "third-party-vendor-workbook-plan", viaAgent)
	return rows
}

// admissionSources lists the sources of the curated results and plans: the fixed ones
// and those of the 27-province file that rows use. A source with result and plan rows
// (新疆 2025 本科二批 v3312) is listed once, as admission_result.
func admissionSources(shared string, rs []*result, ps []*plan, compiled func(used map[string]string) [][]string) [][]string {
	used := map[string]string{}
	for _, p := range ps {
		used[p.sourceID] = kindPlan
	}
	for _, r := range rs {
		used[r.sourceID] = kindResult
	}
	var rows [][]string
	for _, f := range append(append(fixedSources(), hubeiSources()...), compiled(used)...) {
		if used[f[0]] != f[1] {
			fatalf("source %s: no curated row uses it as %s", f[0], f[1])
		}
		delete(used, f[0])
		rows = append(rows, f)
	}
	t, err := readTable(filepath.Join(shared, "scores/multi_province_admissions/official_provincial_admissions_sources.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	for _, r := range t.rows {
		id := t.get(r, "source_id")
		kind, ok := used[id]
		if !ok {
			continue
		}
		quality := t.get(r, "quality")
		if quality == "" {
			quality = "official-unlabelled-in-source-list" // the list gives no title, publisher, URL or label
		}
		rows = append(rows, []string{id, kind, t.get(r, "publisher"), t.get(r, "title"), t.get(r, "url"), quality, viaSite})
		delete(used, id)
	}
	for id := range used {
		fatalf("source %q has no row in the source lists", id)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i][0] < rows[j][0] })
	return rows
}
