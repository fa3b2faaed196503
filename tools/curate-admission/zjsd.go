package main

import (
	"fmt"
	"path/filepath"
	"strconv"
)

// The official tables of 浙江 and 山东 (../shared/data/README.md §4.1, §4.2): one file a
// year, one row per major at one school.
var (
	zjYears = []int{2023, 2024, 2025}
	sdYears = []int{2023, 2024, 2025}
)

func zjSourceID(year int) string { return fmt.Sprintf("official-zhejiang-first-segment-%d", year) }
func sdSourceID(year int) string {
	return fmt.Sprintf("official-shandong-regular-first-choice-%d", year)
}

// zjUnfilledNote marks a 浙江 row without a rank: per the table's footnote the major did
// not fill its quota in the round, and the score printed is then the first-segment line.
const zjUnfilledNote = "无位次：本段未完成招生计划，分数线为第一段控制线"

// loadZhejiang reads 浙江 普通类第一段平行投档分数线: score and rank as published.
func loadZhejiang(shared string, zj province, st *sourceStats) []*result {
	var out []*result
	for _, y := range zjYears {
		path := filepath.Join(shared, fmt.Sprintf("scores/zhejiang_official/zhejiang_%d_regular_first_segment.csv", y))
		t, err := readTable(path)
		if err != nil {
			fatalf("%v", err)
		}
		src := zjSourceID(y)
		for _, r := range t.rows {
			st.read(src)
			if t.get(r, "year") != strconv.Itoa(y) {
				fatalf("%s: year %q", path, t.get(r, "year"))
			}
			res := &result{provinceID: zj.id, year: y, track: "综合", batch: "普通类第一段", level: levelMajor,
				schoolCode: t.get(r, "school_code"), schoolName: t.get(r, "school_name"),
				majorCode: t.get(r, "major_code"), majorName: t.get(r, "major_name"),
				planCount: mustInt(path, "plan_count", t.get(r, "plan_count")),
				minScore:  mustInt(path, "min_score", t.get(r, "min_score")),
				minRank:   mustInt(path, "min_rank", t.get(r, "min_rank")), sourceID: src}
			if res.minRank == "" {
				res.note = zjUnfilledNote
			}
			out = append(out, res)
			st.kept(src)
		}
	}
	return out
}

// loadShandong reads 山东 普通类常规批第1次志愿投档情况: ranks only, no scores. A rank printed
// as text (清华大学 "前50", "前50名") is kept in the note.
func loadShandong(shared string, sd province, st *sourceStats) []*result {
	var out []*result
	for _, y := range sdYears {
		path := filepath.Join(shared, fmt.Sprintf("scores/shandong_official/shandong_%d_regular_batch_first_choice.csv", y))
		t, err := readTable(path)
		if err != nil {
			fatalf("%v", err)
		}
		src := sdSourceID(y)
		for _, r := range t.rows {
			st.read(src)
			res := &result{provinceID: sd.id, year: y, track: "综合", batch: "常规批第1次志愿", level: levelMajor,
				schoolCode: t.get(r, "school_code"), schoolName: t.get(r, "school_name"),
				majorCode: t.get(r, "major_code"), majorName: t.get(r, "major_name"),
				planCount: mustInt(path, "plan_count", t.get(r, "plan_count")), sourceID: src}
			if rank, ok := cleanInt(t.get(r, "min_rank")); ok {
				res.minRank = rank
			} else {
				res.note = "投档最低位次：" + t.get(r, "min_rank")
			}
			out = append(out, res)
			st.kept(src)
		}
	}
	return out
}
