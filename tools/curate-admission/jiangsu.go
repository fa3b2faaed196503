package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
)

// 江苏 普通类本科批次平行志愿投档线 (../shared/data/README.md §4.3): one row per 院校专业组,
// min score only. 2023 and 2024 come from the official xls, 2025 from the qiu-dev parse of
// the official PDFs.

func jsSourceID(year int) string { return fmt.Sprintf("official-jiangsu-undergraduate-%d", year) }

var jsTracks = map[string]string{"历史": "历史类", "物理": "物理类", "history": "历史类", "physics": "物理类"}

// splitRequirement separates the 再选科目要求 from the remarks printed after it:
// "不限)(中外合作办学" and "(不限)(中外合作办学)" → "不限", "中外合作办学".
func splitRequirement(s string) (req, note string) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(strings.TrimPrefix(s, "("), "（")
	s = strings.TrimSuffix(strings.TrimSuffix(s, ")"), "）")
	parts := regexp.MustCompile(`[)）]\s*[(（]`).Split(s, -1)
	return parts[0], joinNotes(parts[1:]...)
}

// loadJiangsu reads the three years of both tracks.
func loadJiangsu(shared string, js province, st *sourceStats) []*result {
	var out []*result
	for _, y := range []int{2023, 2024} {
		for _, tr := range []string{"history", "physics"} {
			path := filepath.Join(shared, fmt.Sprintf("scores/jiangsu_official/jiangsu_%d_undergraduate_%s.csv", y, tr))
			t, err := readTable(path)
			if err != nil {
				fatalf("%v", err)
			}
			src := jsSourceID(y)
			for _, r := range t.rows {
				st.read(src)
				track := jsTracks[t.get(r, "subject_track")]
				if track != jsTracks[tr] {
					fatalf("%s: track %q", path, t.get(r, "subject_track"))
				}
				req, note := splitRequirement(t.get(r, "reselect_requirement"))
				out = append(out, &result{provinceID: js.id, year: y, track: track, batch: "本科批", level: levelGroup,
					schoolCode: t.get(r, "school_code"), schoolName: t.get(r, "school_name"),
					groupCode: t.get(r, "group_code"), require: req, note: note,
					minScore: mustInt(path, "min_score", t.get(r, "min_score")), sourceID: src})
				st.kept(src)
			}
		}
	}
	path := filepath.Join(shared, "scores/jiangsu_official/jiangsu_2025_undergraduate_processed.csv")
	t, err := readTable(path)
	if err != nil {
		fatalf("%v", err)
	}
	src := jsSourceID(2025)
	for _, r := range t.rows {
		st.read(src)
		track, ok := jsTracks[t.get(r, "subject_type")]
		if !ok || t.get(r, "year") != "2025" || t.get(r, "min_rank") != "" || t.get(r, "major_code") != "" {
			fatalf("%s: unexpected row %v", path, r)
		}
		req, note := splitRequirement(t.get(r, "major_name"))
		out = append(out, &result{provinceID: js.id, year: 2025, track: track, batch: "本科批", level: levelGroup,
			schoolCode: t.get(r, "university_code"), schoolName: t.get(r, "university_name"),
			groupCode: t.get(r, "major_group_code"), require: req, note: note,
			minScore: mustInt(path, "min_score", t.get(r, "min_score")), sourceID: src})
		st.kept(src)
	}
	return out
}
