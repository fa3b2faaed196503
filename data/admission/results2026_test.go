package admission

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"zhiyuan/data/catalog"
)

// A printed minimum rank must lie inside the band the same year's 一分一段 table gives the row's
// score. Rows that do not are kept as published (the filing table and the rank table are both
// official; which is wrong is not for curation to guess) and counted here by source; README.md
// (Admission results: checks) names them.
func TestPrintedRanksFallInTheTableBand(t *testing.T) {
	in, out := map[string]int{}, map[string]int{}
	for _, r := range allResults(t) {
		if r.MinRank == 0 || r.MinScore == 0 {
			continue
		}
		l := Lookup(r.ProvinceID, r.Year, r.Track, r.MinScore)
		if !l.Status.Ranked() {
			continue
		}
		if l.RankBest <= r.MinRank && r.MinRank <= l.RankWorst {
			in[r.SourceID]++
		} else {
			out[r.SourceID]++
		}
	}
	if !equalCounts(out, printedRankFaults) {
		t.Errorf("printed ranks outside their score's band, by source: %s; want %s", fmtCounts(out), fmtCounts(printedRankFaults))
	}
	// the 2026 official ranks (浙江, 广东 both tracks) are all checked
	for _, id := range []string{"official-zhejiang-first-segment-2026", "official-guangdong-undergraduate-2026-history",
		"official-guangdong-undergraduate-2026-physics"} {
		if in[id] < 1000 {
			t.Errorf("%s: only %d printed ranks checked", id, in[id])
		}
	}
}

// printedRankFaults: rows whose printed rank lies outside the band of their score, by source.
var printedRankFaults = map[string]int{
	"official-anhui-vocational-2025-chsi-image-table":                        6,
	"official-content-mirror-henan-undergraduate1-filing-2024-liberal-zizzs": 2,
	"official-content-mirror-henan-undergraduate1-filing-2024-science-zizzs": 1,
	"official-zhejiang-first-segment-2023":                                   6,
}

// unitKey is what makes a published unit: province, year, track, batch, level, school, group,
// major (code and name) and plan type.
func unitKey(r AdmissionResult) string {
	return strings.Join([]string{strconv.Itoa(r.ProvinceID), strconv.Itoa(r.Year), r.Track, r.Batch, r.Level,
		r.SchoolCode, r.GroupCode, r.MajorCode, r.MajorName, r.PlanType}, "\x1f")
}

// No unit appears twice. Duplicates the sources hold are kept as published (which row is right
// is not for curation to guess) and counted here by source of the second row; README.md names
// them (福建 2026 2641 广东科技学院 999, two scores 463 and 536: a likely misread code).
func TestNoDuplicateUnits(t *testing.T) {
	seen := map[string]bool{}
	dups := map[string]int{}
	for _, r := range allResults(t) {
		k := unitKey(r)
		if seen[k] {
			dups[r.SourceID]++
		}
		seen[k] = true
	}
	if !equalCounts(dups, duplicateUnits) {
		t.Errorf("duplicate units by source: %s; want %s", fmtCounts(dups), fmtCounts(duplicateUnits))
	}
	rs := find(allResults(t), AdmissionResult{ProvinceID: 35, Year: 2026, SchoolCode: "2641", GroupCode: "999"})
	if len(rs) != 2 || rs[0].MinScore != 463 || rs[1].MinScore != 536 {
		t.Errorf("福建 2026 2641 999: %+v", rs)
	}
}

// duplicateUnits: rows repeating an earlier row's unit, by source.
var duplicateUnits = map[string]int{
	"official-anhui-vocational-2024-direct-physics":                          1,
	"official-anhui-vocational-2025-chsi-image-table":                        1,
	"official-chongqing-ordinary-2024-ug-history-2nd":                        106,
	"official-chongqing-ordinary-2024-ug-history-3rd":                        55,
	"official-chongqing-ordinary-2024-ug-history-dropped":                    29,
	"official-chongqing-ordinary-2024-ug-history-parallel":                   241,
	"official-chongqing-ordinary-2024-ug-physics-2nd":                        94,
	"official-chongqing-ordinary-2024-ug-physics-3rd":                        45,
	"official-chongqing-ordinary-2024-ug-physics-parallel":                   389,
	"official-chongqing-ordinary-2024-voc-history-2nd":                       342,
	"official-chongqing-ordinary-2024-voc-history-parallel":                  579,
	"official-chongqing-ordinary-2024-voc-physics-2nd":                       206,
	"official-chongqing-ordinary-2024-voc-physics-parallel":                  496,
	"official-chongqing-undergraduate-2025-history-2nd":                      38,
	"official-chongqing-undergraduate-2025-history-3rd":                      8,
	"official-chongqing-undergraduate-2025-history-parallel":                 159,
	"official-chongqing-undergraduate-2025-physics-2nd":                      371,
	"official-chongqing-undergraduate-2025-physics-3rd":                      309,
	"official-chongqing-undergraduate-2025-physics-dropped":                  167,
	"official-chongqing-undergraduate-2025-physics-parallel":                 582,
	"official-chongqing-undergraduate-advance-2025-b-history-parallel":       1,
	"official-chongqing-undergraduate-advance-2025-b-physics-2nd":            3,
	"official-chongqing-undergraduate-advance-2025-b-physics-parallel":       9,
	"official-chongqing-undergraduate-advance-a-2025-main":                   21,
	"official-chongqing-undergraduate-advance-a-2025-military":               13,
	"official-chongqing-vocational-2025-history-2nd":                         50,
	"official-chongqing-vocational-2025-history-parallel":                    265,
	"official-chongqing-vocational-2025-physics-2nd":                         493,
	"official-chongqing-vocational-2025-physics-parallel":                    737,
	"official-chongqing-vocational-advance-2025-main":                        15,
	"official-content-mirror-henan-undergraduate1-filing-2024-liberal-zizzs": 67,
	"official-content-mirror-henan-undergraduate1-filing-2024-science-zizzs": 242,
	"official-fujian-undergraduate-2026-history":                             1,
	"official-fujian-vocational-2024-history":                                4,
	"official-fujian-vocational-2024-physics":                                7,
	"official-fujian-vocational-2025-history":                                8,
	"official-guizhou-vocational-advance-2025":                               15,
	"official-henan-undergraduate-filing-2021-liberal":                       51,
	"official-henan-undergraduate-filing-2021-science":                       188,
	"official-henan-undergraduate2-filing-2021-liberal":                      14,
	"official-henan-undergraduate2-filing-2021-science":                      56,
	"official-henan-yggk-vocational-2024-school-published":                   8,
	"official-hebei-undergraduate-filing-2026-physics":                       110,
	"official-liaoning-2026-filing-undergrad-physics":                        71,
	"official-hubei-vocational-2025-history":                                 82,
	"official-hubei-vocational-2025-physics":                                 66,
	"official-hunan-vocational-filing-2025-first-consult":                    471,
	"official-hunan-vocational-filing-2025-second-consult":                   108,
	"official-jiangsu-undergraduate-2024":                                    2,
	"official-jilin-vocational-classification-2023-2025":                     461,
	"official-neimenggu-vocational-application-2024-round2":                  838,
	"official-neimenggu-vocational-application-2024-round3":                  342,
	"official-ningxia-vocational-advance-b-2025":                             24,
	"official-ningxia-vocational-advance-c-2025":                             5,
	"official-qinghai-vocational-2022-chsi-pdf-table":                        3,
	"official-xinjiang-single-vocational-2025":                               1,
	"official-xinjiang-vocational-2024":                                      73,
	"wanshixiong-major-history-hlj":                                          4,
	"wanshixiong-major-history-zj":                                           1,
}

// Every school of every year is matched to the catalogue or listed in unmatched_schools.csv.
func TestEverySchoolIsMatchedOrListed(t *testing.T) {
	listed := map[string]bool{}
	for _, u := range Unmatched() {
		listed[fmt.Sprint(u.ProvinceID, u.Year, u.SchoolCode, u.SchoolName)] = true
	}
	colleges := map[string]bool{}
	for _, r := range allResults(t) {
		if r.CollegeCode == "" {
			if !listed[fmt.Sprint(r.ProvinceID, r.Year, r.SchoolCode, r.SchoolName)] {
				t.Fatalf("%+v: unmatched and not listed", r)
			}
			continue
		}
		if !colleges[r.CollegeCode] {
			if _, ok := catalog.CollegeByCode(r.CollegeCode); !ok {
				t.Fatalf("%+v: %s not in the catalogue", r, r.CollegeCode)
			}
			colleges[r.CollegeCode] = true
		}
	}
}

// The 2026 results per province and track: rows and the kind of rank they carry. Printed ranks
// come only from 浙江, 山东 and 广东 (official tables that print them); every other 2026 source
// prints a score only, and the compilers' conversions (上海, 黑龙江 物理, 湖南 历史, 山西, 福建,
// 河北) are not kept.
func TestResults2026(t *testing.T) {
	type cell struct{ rows, printed int }
	got := map[string]cell{}
	for _, r := range allResults(t) {
		if r.Year != 2026 {
			continue
		}
		k := fmt.Sprintf("%d %s", r.ProvinceID, r.Track)
		c := got[k]
		c.rows++
		if r.MinRank > 0 {
			c.printed++
		}
		got[k] = c
		if s, _ := SourceOf(r.SourceID); r.MinRank > 0 && strings.Contains(s.Quality, "score-only") {
			t.Fatalf("%+v: a printed rank from a score-only source", r)
		}
	}
	want := map[string]cell{
		"33 综合": {18543, 17403}, "37 综合": {23853, 23852},
		"42 物理类": {3715, 0}, "42 历史类": {1506, 0},
		"44 物理类": {4250, 4248}, "44 历史类": {1768, 1766},
		"32 物理类": {3679, 0}, "32 历史类": {1424, 0},
		"31 综合":  {1593, 0},
		"23 物理类": {3405, 0}, "23 历史类": {1398, 0},
		"43 物理类": {4726, 0}, "43 历史类": {1898, 0},
		"14 物理类": {4385, 0}, "14 历史类": {1917, 0},
		"35 历史类": {1302, 0}, "13 历史类": {6802, 0}, "21 历史类": {3421, 0},
		"13 物理类": {21042, 0}, "21 物理类": {11628, 0},
		"45 物理类": {5343, 0}, "45 历史类": {2812, 0},
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("2026 %s: %+v, want %+v", k, got[k], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("2026 provinces and tracks: %v", got)
	}
	// official_2026 table rows checked by hand against ../shared/data/scores/admissions_2026
	rs := allResults(t)
	// zhiqu_guangdong_physics_2026_verbatim.csv: 10001,北京大学(高校专项计划),204,1,1,681,343
	r := one(t, rs, AdmissionResult{ProvinceID: 44, Year: 2026, SchoolCode: "10001", GroupCode: "204"})
	if r.MinScore != 681 || r.MinRank != 343 || r.PlanCount != 1 || r.PlanType != PlanCollege || r.Batch != "本科批" ||
		r.CollegeCode != "10001" || r.Track != TrackPhysics {
		t.Errorf("广东 2026 北京大学 204: %+v", r)
	}
	// hubei_2026_benke_putong_group_toudang.csv: 清华大学 A003 历史科目组合 国家专项 06 657
	r = one(t, rs, AdmissionResult{ProvinceID: 42, Year: 2026, SchoolCode: "A003", GroupCode: "06"})
	if r.MinScore != 657 || r.PlanType != PlanNational || r.Track != TrackHistory || r.Batch != "本科普通批平行志愿" ||
		r.MinRank != 0 || r.CollegeCode != "10003" {
		t.Errorf("湖北 2026 清华大学 06: %+v", r)
	}
	// shanghai: 101,复旦大学,10101 (580分及以上): group 01, no score
	r = one(t, rs, AdmissionResult{ProvinceID: 31, Year: 2026, SchoolCode: "101", GroupCode: "01"})
	if r.MinScoreText != "" || r.Note != "580分及以上不公开精确投档线" || r.CollegeCode != "10246" {
		t.Errorf("上海 2026 复旦大学 01: %+v", r)
	}
	// shandong: A001 北京大学 17 rank 216
	r = one(t, rs, AdmissionResult{ProvinceID: 37, Year: 2026, SchoolCode: "A001", MajorCode: "17"})
	if r.MinRank != 216 || r.Batch != "常规批第1次志愿" || r.Requirement != "不限" {
		t.Errorf("山东 2026 北京大学 17: %+v", r)
	}
}

// plan_type holds one of the published types or nothing; 湖北 2026 rows all have one (its
// 计划类别), and the counts by year are what README.md quotes.
func TestPlanTypes(t *testing.T) {
	valid := map[string]bool{"": true, PlanOrdinary: true, PlanNational: true, PlanCollege: true, PlanLocal: true,
		PlanForeign: true, PlanPrep: true, PlanTargeted: true}
	got := map[string]int{}
	for _, r := range allResults(t) {
		if !valid[r.PlanType] {
			t.Fatalf("%+v: plan type %q", r, r.PlanType)
		}
		if r.PlanType == PlanOrdinary && r.SourceID != "mirror-hubei-undergraduate-2026" {
			t.Fatalf("%+v: 普通 only where a source field says so", r)
		}
		if r.SourceID == "mirror-hubei-undergraduate-2026" && r.PlanType == "" {
			t.Fatalf("%+v: 湖北 2026 without its 计划类别", r)
		}
		if r.PlanType != "" {
			got[fmt.Sprintf("%d %s", r.Year, r.PlanType)]++
		}
	}
	if !equalCounts(got, planTypeCounts) {
		t.Errorf("plan types by year: %s; want %s", fmtCounts(got), fmtCounts(planTypeCounts))
	}
}

var planTypeCounts = map[string]int{
	"2019 国家专项": 82,
	"2019 地方专项": 17,
	"2021 中外合作": 246,
	"2021 地方专项": 12,
	"2021 定向":   56,
	"2022 中外合作": 263,
	"2022 定向":   51,
	"2022 预科":   89,
	"2023 中外合作": 2389,
	"2023 国家专项": 256,
	"2023 地方专项": 339,
	"2023 定向":   57,
	"2023 预科":   194,
	"2024 中外合作": 3890,
	"2024 国家专项": 604,
	"2024 地方专项": 674,
	"2024 定向":   184,
	"2024 预科":   2327,
	"2025 中外合作": 6317,
	"2025 国家专项": 3105,
	"2025 地方专项": 1205,
	"2025 定向":   775,
	"2025 预科":   1754,
	"2025 高校专项": 412,
	"2026 中外合作": 6868,
	"2026 国家专项": 1416,
	"2026 地方专项": 979,
	"2026 定向":   135,
	"2026 普通":   4114,
	"2026 预科":   1066,
	"2026 高校专项": 1662,
}

func equalCounts(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func fmtCounts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%q: %d, ", k, m[k])
	}
	return "{" + b.String() + "}"
}
