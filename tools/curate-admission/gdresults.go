package main

import (
	"fmt"
	"path/filepath"
	"strings"
)

// 广东: the official group-level 投档情况 2023–2025 (../shared/data/README.md §4.4) and the
// third-party major-level compilations 2021–2025 of GaokaoAgent (§4.5).

func gdSourceID(year int) string { return fmt.Sprintf("official-guangdong-undergraduate-%d", year) }
func agentMajorsID(year int) string {
	return fmt.Sprintf("gaokaoagent-guangdong-major-admissions-%d", year)
}

var gdTracks = map[string]string{"历史": "历史类", "物理": "物理类"}

// loadGuangdongOfficial reads guangdong_<year>_undergraduate_processed.csv: group level,
// min score and the official 投档最低排位, 计划数, and 投档人数 (kept in the note).
func loadGuangdongOfficial(shared string, gd province, st *sourceStats) []*result {
	var out []*result
	for _, y := range []int{2023, 2024, 2025} {
		path := filepath.Join(shared, fmt.Sprintf("scores/guangdong_official/guangdong_%d_undergraduate_processed.csv", y))
		t, err := readTable(path)
		if err != nil {
			fatalf("%v", err)
		}
		src := gdSourceID(y)
		for _, r := range t.rows {
			st.read(src)
			track, ok := gdTracks[t.get(r, "subject_type")]
			if !ok || t.get(r, "major_code") != "" || t.get(r, "major_name") != "" {
				fatalf("%s: unexpected row %v", path, r)
			}
			out = append(out, &result{provinceID: gd.id, year: y, track: track, batch: "本科批", level: levelGroup,
				schoolCode: t.get(r, "university_code"), schoolName: t.get(r, "university_name"),
				groupCode: t.get(r, "major_group_code"),
				planCount: mustInt(path, "plan_count", t.get(r, "plan_count")),
				minScore:  mustInt(path, "min_score", t.get(r, "min_score")),
				minRank:   mustInt(path, "min_rank", t.get(r, "min_rank")),
				note:      t.get(r, "plan_type"), sourceID: src})
			st.kept(src)
		}
	}
	return out
}

// agentRank keeps the compilation's 最低分平均排位 (the mean rank of the score's band, not
// the official 最低排位) apart from printed minimum ranks: whole values go to band_rank,
// fractional ones (2021) to the note.
func agentRank(where, cell string) (rank, note string) {
	if v, ok := cleanInt(cell); ok {
		return v, ""
	}
	if v, ok := cleanDecimal(cell); ok {
		return "", "该最低分的平均排位：" + v + "（第三方汇编，非整数，未填入位次）"
	}
	fatalf("%s: rank %q", where, cell)
	return "", ""
}

// agentRow is one major of a GaokaoAgent compilation, read by column names.
type agentRow struct {
	track, code, name, majorCode, majorName, require, maxScore, minScore, rank string
	group, department, avg, admitted, remark                                   string
}

func (a agentRow) result(gd province, year int, where string) *result {
	rank, rankNote := agentRank(where, a.rank)
	avg, ok := cleanDecimal(a.avg)
	if !ok { // 3 rows of 2022 历史 (广东财经大学) print a decimal comma: "538,4"
		avg, ok = cleanDecimal(strings.Replace(a.avg, ",", ".", 1))
	}
	if !ok {
		fatalf("%s: average %q", where, a.avg)
	}
	dept := ""
	if a.department != "" {
		dept = "学院部：" + a.department
	}
	// The workbooks wrap long cells: a line break inside a name is dropped ("高分子材\n料与
	// 工程"), one between remarks becomes "；".
	unwrap := strings.NewReplacer("\r", "", "\n", "")
	remark := strings.NewReplacer("\r", "", "\n", "；").Replace(a.remark)
	return &result{provinceID: gd.id, year: year, track: a.track, level: levelMajor,
		schoolCode: a.code, schoolName: unwrap.Replace(a.name), groupCode: a.group, majorCode: a.majorCode,
		majorName: unwrap.Replace(a.majorName), require: a.require,
		maxScore: mustInt(where, "max", a.maxScore), minScore: mustInt(where, "min", a.minScore),
		bandRank: rank, avgScore: avg, admitted: mustInt(where, "admitted", a.admitted),
		note: joinNotes(remark, dept, rankNote), sourceID: agentMajorsID(year)}
}

// loadAgentMajors reads <year>_history/physics_major_admissions.csv (2021–2024, headers
// with line breaks) and 2025_major_admissions.csv. The batch is not given (the files mix
// 本科提前批 majors such as 公费师范 with 本科批), so it stays empty.
func loadAgentMajors(shared string, gd province, st *sourceStats) []*result {
	var out []*result
	dir := filepath.Join(shared, "scores/guangdong_gaokaoagent")
	for _, y := range []int{2021, 2022, 2023, 2024} {
		for _, tr := range []string{"history", "physics"} {
			path := filepath.Join(dir, fmt.Sprintf("%d_%s_major_admissions.csv", y, tr))
			t := readFlatTable(path)
			for _, r := range t.rows {
				st.read(agentMajorsID(y))
				if t.get(r, "年份") != fmt.Sprint(y) {
					fatalf("%s: year %q", path, t.get(r, "年份"))
				}
				a := agentRow{track: map[string]string{"history": "历史类", "physics": "物理类"}[tr],
					code: t.get(r, "代码"), name: t.get(r, "院校名称"), majorCode: t.get(r, "专业编号"),
					majorName: t.get(r, "专业/类"), require: t.get(r, "选科"), maxScore: t.get(r, "最高分"),
					minScore: t.get(r, "最低分"), rank: t.get(r, "最低分平均排位"), group: t.get(r, "专业组"),
					department: t.get(r, "学院部"), avg: t.get(r, "平均分"), admitted: t.get(r, "录取人数"),
					remark: t.get(r, "备注")}
				out = append(out, a.result(gd, y, path))
				st.kept(agentMajorsID(y))
			}
		}
	}
	path := filepath.Join(dir, "2025_major_admissions.csv")
	t := readFlatTable(path)
	for _, r := range t.rows {
		st.read(agentMajorsID(2025))
		track, ok := gdTracks[t.get(r, "subject_group")]
		if !ok {
			fatalf("%s: subject %q", path, t.get(r, "subject_group"))
		}
		a := agentRow{track: track, code: t.get(r, "school_code"), name: t.get(r, "school_name"),
			majorCode: t.get(r, "major_code"), majorName: t.get(r, "major_name"),
			require: t.get(r, "selection_requirement"), maxScore: t.get(r, "actual_major_max_score"),
			minScore: t.get(r, "actual_major_min_score"), rank: t.get(r, "actual_major_min_rank"),
			group: t.get(r, "major_group_code"), department: t.get(r, "college_department"),
			avg: t.get(r, "actual_major_avg_score"), admitted: t.get(r, "actual_major_admit_count"),
			remark: strings.TrimSpace(t.get(r, "major_note"))}
		out = append(out, a.result(gd, 2025, path))
		st.kept(agentMajorsID(2025))
	}
	return out
}
