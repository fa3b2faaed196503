package main

import (
	"path/filepath"
	"sort"
)

// The public repositories the shared data sets were copied from (../shared/data/README.md).
const (
	viaSite  = "liuguanghui0226/gaokao-zhiyuan-site@da347d07263adc2b6dfde6e88c42bfaeabb41a45"
	viaAgent = "insensible104/GaokaoAgent@c673b943a3593ccc72e893c1c5833040afea44cb"
)

var sourceHeader = []string{"source_id", "kind", "authority", "title", "url", "quality", "via", "caveat"}

// buildSources lists every source id used by the curated rank tables and batch lines.
func buildSources(shared string, used map[string]string) [][]string {
	var rows [][]string
	for _, f := range []struct{ path, kind string }{
		{"scores/multi_province_rank_tables/rank_table_sources.csv", "rank_table"},
		{"scores/batch_lines/batch_lines_sources.csv", "batch_line"},
	} {
		t, err := readTable(filepath.Join(shared, f.path))
		if err != nil {
			fatalf("%v", err)
		}
		for _, r := range t.rows {
			id := t.get(r, "source_id")
			if used[id] != f.kind {
				continue
			}
			rows = append(rows, []string{id, f.kind, t.get(r, "publisher"), t.get(r, "title"),
				t.get(r, "url"), t.get(r, "quality"), viaSite})
			delete(used, id)
		}
	}
	rows = append(rows,
		[]string{gdRankSource, "rank_table", "广东省教育考试院（第三方汇编）", "2011-2025广东高考一分一段表",
			"https://github.com/insensible104/GaokaoAgent/blob/c673b943a3593ccc72e893c1c5833040afea44cb/data/2011-2025广东高考一分一段表.xlsx",
			"third-party-compilation-of-official-tables", viaAgent},
		[]string{gdBatchSource, "batch_line", "广东省教育考试院（第三方汇编）", "2011-2025广东高考一分一段表（线上人数）",
			"https://github.com/insensible104/GaokaoAgent/blob/c673b943a3593ccc72e893c1c5833040afea44cb/data/2011-2025广东高考一分一段表.xlsx",
			"third-party-compilation-of-official-lines", viaAgent})
	delete(used, gdRankSource)
	delete(used, gdBatchSource)
	for id := range used {
		fatalf("source %q has no row in the source lists", id)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i][0] < rows[j][0] })
	return rows
}
