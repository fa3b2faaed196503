package admission

import "testing"

func TestBatchLinesHandChecked(t *testing.T) {
	if n := len(AllBatchLines()); n != BatchLineCount {
		t.Errorf("batch lines: %d, want %d", n, BatchLineCount)
	}
	find := func(prov, year int, track, batch, category string) (BatchLine, bool) {
		for _, l := range BatchLines(prov, year, track) {
			if l.Batch == batch && (category == "" || l.Category == category) {
				return l, true
			}
		}
		return BatchLine{}, false
	}
	cases := []struct {
		prov, year             int
		track, batch, category string
		score                  int
	}{
		// batch_lines.csv: 河南,2024,理科,普通类本科一批控制线,…,普通类,511
		{41, 2024, "理科", "普通类本科一批控制线", "普通类", 511},
		// batch_lines.csv: 上海,2026,综合,本科录取控制分数线,…,普通类,403
		{31, 2026, "综合", "本科录取控制分数线", "普通类", 403},
		// guangdong_2017_2025_batch_lines.csv: 2025,理科/物理,本科线,436
		{44, 2025, "物理类", "本科线", "", 436},
		// guangdong_2017_2025_batch_lines.csv: 2019,文科/历史,本科线,455 (a 文科 year)
		{44, 2019, "文科", "本科线", "", 455},
		// batch_lines.csv: 西藏,2023,历史类,本科一批,…,A类考生,320 (西藏 is still 文/理)
		{54, 2023, "文科", "本科一批", "A类考生", 320},
	}
	for _, c := range cases {
		l, ok := find(c.prov, c.year, c.track, c.batch, c.category)
		if !ok || l.Score != c.score {
			t.Errorf("%d %d %s %s: %+v (found %v), want %d", c.prov, c.year, c.track, c.batch, l, ok, c.score)
			continue
		}
		if _, ok := SourceOf(l.SourceID); !ok {
			t.Errorf("%s: unknown source %q", c.batch, l.SourceID)
		}
	}
	if BatchLines(44, 2019, "历史类") != nil {
		t.Error("广东 2019 is a 文科 year: no 历史类 lines")
	}
}
