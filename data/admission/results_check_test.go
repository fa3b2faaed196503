package admission

import (
	"strings"
	"testing"
)

// find returns the results matching every non-empty field of the probe.
func find(rs []AdmissionResult, p AdmissionResult) []AdmissionResult {
	var out []AdmissionResult
	for _, r := range rs {
		if (p.ProvinceID == 0 || r.ProvinceID == p.ProvinceID) && (p.Year == 0 || r.Year == p.Year) &&
			(p.Track == "" || r.Track == p.Track) && (p.SchoolCode == "" || r.SchoolCode == p.SchoolCode) &&
			(p.GroupCode == "" || r.GroupCode == p.GroupCode) && (p.MajorCode == "" || r.MajorCode == p.MajorCode) &&
			(p.SourceID == "" || r.SourceID == p.SourceID) {
			out = append(out, r)
		}
	}
	return out
}

func one(t *testing.T, rs []AdmissionResult, p AdmissionResult) AdmissionResult {
	t.Helper()
	got := find(rs, p)
	if len(got) != 1 {
		t.Fatalf("%+v: %d rows", p, len(got))
	}
	return got[0]
}

// Rows checked by hand against the source files in ../shared/data/scores.
func TestHandCheckedResults(t *testing.T) {
	rs := allResults(t)
	check := func(name string, got AdmissionResult, want AdmissionResult) {
		t.Helper()
		if got.SchoolName != want.SchoolName || got.MinScore != want.MinScore || got.MinRank != want.MinRank || got.BandRank != want.BandRank ||
			got.PlanCount != want.PlanCount || got.CollegeCode != want.CollegeCode || got.Level != want.Level ||
			got.Batch != want.Batch || got.Track != want.Track || (want.MajorName != "" && got.MajorName != want.MajorName) ||
			(want.Requirement != "" && got.Requirement != want.Requirement) {
			t.Errorf("%s:\n got %+v\nwant %+v", name, got, want)
		}
	}
	// zhejiang_2025_regular_first_segment.csv: 2025,1103,北京大学,001,工商管理类,1,707,24
	check("浙江 2025 北京大学 001", one(t, rs, AdmissionResult{ProvinceID: 33, Year: 2025, SchoolCode: "1103", MajorCode: "001"}),
		AdmissionResult{SchoolName: "北京大学", MajorName: "工商管理类", PlanCount: 1, MinScore: 707, MinRank: 24,
			CollegeCode: "10001", Level: LevelMajor, Batch: "普通类第一段", Track: TrackCombined})
	// 2023,0033,浙江树人学院,502,国际金融,60,488, — no rank: quota not filled
	r := one(t, rs, AdmissionResult{ProvinceID: 33, Year: 2023, SchoolCode: "0033", MajorCode: "502"})
	check("浙江 2023 浙江树人学院 502", r, AdmissionResult{SchoolName: "浙江树人学院", PlanCount: 60, MinScore: 488,
		CollegeCode: "11842", Level: LevelMajor, Batch: "普通类第一段", Track: TrackCombined})
	if !strings.Contains(r.Note, "未完成招生计划") || r.ConvertedRank != 0 {
		t.Errorf("浙江 2023 unfilled: %+v", r)
	}
	// shandong_2024_regular_batch_first_choice.csv: 2024,A001,北京大学,17,文科试验班类(文科基础类专业),22,157
	r = one(t, rs, AdmissionResult{ProvinceID: 37, Year: 2024, SchoolCode: "A001", MajorCode: "17"})
	check("山东 2024 A001 17", r, AdmissionResult{SchoolName: "北京大学", MajorName: "文科试验班类(文科基础类专业)",
		PlanCount: 22, MinRank: 157, CollegeCode: "10001", Level: LevelMajor, Batch: "常规批第1次志愿", Track: TrackCombined})
	if r.MinScoreText != "" || r.ConvertedRank != 0 {
		t.Errorf("山东 has no scores: %+v", r)
	}
	// 2024,A003,清华大学,1B,…,2,前50 — a rank printed as text stays in the note
	r = one(t, rs, AdmissionResult{ProvinceID: 37, Year: 2024, SchoolCode: "A003", MajorCode: "1B"})
	if r.MinRank != 0 || r.Note != "投档最低位次：前50" || r.CollegeCode != "10003" {
		t.Errorf("山东 2024 清华 1B: %+v", r)
	}
	// jiangsu_2025_undergraduate_processed.csv: history 1101 南京大学 group 03 (不限) 643
	r = one(t, rs, AdmissionResult{ProvinceID: 32, Year: 2025, Track: TrackHistory, SchoolCode: "1101", GroupCode: "03"})
	check("江苏 2025 南京大学 03", r, AdmissionResult{SchoolName: "南京大学", MinScore: 643, CollegeCode: "10284",
		Level: LevelGroup, Batch: "本科批", Track: TrackHistory, Requirement: "不限"})
	if l := Lookup(32, 2025, TrackHistory, 643); !l.Status.Ranked() || r.ConvertedRank != l.Rank || r.MinRank != 0 {
		t.Errorf("江苏 2025 南京大学 03: converted %d, Lookup %+v", r.ConvertedRank, l)
	}
	// jiangsu_2023_undergraduate_history.csv: 2023,历史,1106,南京信息工程大学,03,不限)(中外合作办学,554
	r = one(t, rs, AdmissionResult{ProvinceID: 32, Year: 2023, Track: TrackHistory, SchoolCode: "1106", GroupCode: "03"})
	// converted through the 2023 历史类 table of tools/curate-admission/extra (554: 354 at the score, 16579 at or above)
	if r.MinScore != 554 || r.Requirement != "不限" || r.Note != "中外合作办学" || r.CollegeCode != "10300" ||
		r.MinRank != 0 || r.ConvertedRank != 16579 {
		t.Errorf("江苏 2023 南京信息工程大学 03: %+v", r)
	}
	// guangdong_2024_undergraduate_processed.csv: 历史 10001 北京大学 201: 662, rank 32, plan 24, 投档人数 24
	r = one(t, rs, AdmissionResult{ProvinceID: 44, Year: 2024, Track: TrackHistory, SchoolCode: "10001", GroupCode: "201",
		SourceID: "official-guangdong-undergraduate-2024"})
	check("广东 2024 北京大学 201", r, AdmissionResult{SchoolName: "北京大学", MinScore: 662, MinRank: 32, PlanCount: 24,
		CollegeCode: "10001", Level: LevelGroup, Batch: "本科批", Track: TrackHistory})
	if r.ConvertedRank != 35 || r.Note != "投档人数:24" {
		t.Errorf("广东 2024 北京大学 201: converted %d (the 2024 table puts 662 at 35), note %q", r.ConvertedRank, r.Note)
	}
	// 2023_physics_major_admissions.csv (third party): 2023,10002,中国人民大学,4,外国语言文学类,物,,671,948.0,103,,,1.0,日语、…
	r = one(t, rs, AdmissionResult{ProvinceID: 44, Year: 2023, SchoolCode: "10002", MajorCode: "4",
		SourceID: "gaokaoagent-guangdong-major-admissions-2023"})
	check("广东 2023 中国人民大学 4 (third party)", r, AdmissionResult{SchoolName: "中国人民大学", MajorName: "外国语言文学类",
		MinScore: 671, BandRank: 948, CollegeCode: "10002", Level: LevelMajor, Track: TrackPhysics, Requirement: "物"})
	if r.Admitted != 1 || r.GroupCode != "103" || r.Note != "日语、俄语、德语、法语、西班牙语" {
		t.Errorf("广东 2023 中国人民大学 4: %+v", r)
	}
	if s, _ := SourceOf(r.SourceID); !strings.HasPrefix(s.Quality, "third-party-") {
		t.Errorf("GaokaoAgent majors must be labelled third-party: %+v", s)
	}
	// 2021_history_major_admissions.csv: 10002 中国人民大学 2 中国共产党历史 … 646,133.5 — a fractional rank
	r = one(t, rs, AdmissionResult{ProvinceID: 44, Year: 2021, SchoolCode: "10002", MajorCode: "2", Track: TrackHistory})
	if r.MinRank != 0 || r.BandRank != 0 || r.MinScore != 646 || r.MaxScore != 646 || !strings.Contains(r.Note, "133.5") {
		t.Errorf("广东 2021 中国人民大学 2: %+v", r)
	}
	// 27-province file: 河北 2025 物理类 本科批 1213 青岛理工大学[公办] 34 给排水科学与工程 562
	r = one(t, rs, AdmissionResult{ProvinceID: 13, Year: 2025, Track: TrackPhysics, SchoolCode: "1213", MajorCode: "34"})
	check("河北 2025 青岛理工大学 34", r, AdmissionResult{SchoolName: "青岛理工大学[公办]", MajorName: "给排水科学与工程",
		MinScore: 562, CollegeCode: "10429", Level: LevelMajor, Batch: "本科批", Track: TrackPhysics})
	// 上海 2024 复旦大学(01): 580分及以上不公开精确投档线 — no score
	r = one(t, rs, AdmissionResult{ProvinceID: 31, Year: 2024, SchoolCode: "101", GroupCode: "01"})
	if r.MinScoreText != "" || r.Note != "580分及以上不公开精确投档线" || r.CollegeCode != "10246" || r.Level != LevelGroup {
		t.Errorf("上海 2024 复旦大学 01: %+v", r)
	}
	// 天津 2024 院校专业组 005602 北京大学, 674 printed with 674分及以上: a floor, not kept as the score
	r = one(t, rs, AdmissionResult{ProvinceID: 12, Year: 2024, SchoolCode: "0056", GroupCode: "02"})
	if r.MinScoreText != "" || r.Note != "674分及以上" || r.CollegeCode != "10001" || r.ConvertedRank != 0 {
		t.Errorf("天津 2024 北京大学 02: %+v", r)
	}
}

// 湖北 首选物理 院校专业组 投档线 2023–2024 (../shared/data §6.4, hubei_physics_benke_putong_toudang_2023_2025.csv).
func TestHandCheckedHubei(t *testing.T) {
	rs := allResults(t)
	// 2023,物理,A00106,北京大学第06组,不限,676,…,国家专项计划; no rank printed, converted through
	// the 2023 物理类 table of tools/curate-admission/extra (676: 43 at the score, 547 at or above)
	r := one(t, rs, AdmissionResult{ProvinceID: 42, Year: 2023, SchoolCode: "A001", GroupCode: "06"})
	if r.SchoolName != "北京大学" || r.MinScore != 676 || r.Requirement != "不限" || r.SubjectRule != "不限" ||
		r.Note != "国家专项计划" || r.Level != LevelGroup || r.Track != TrackPhysics || r.CollegeCode != "10001" ||
		r.MinRank != 0 || r.ConvertedRank != 547 || r.SourceID != "official-hubei-undergraduate-physics-2023" {
		t.Errorf("湖北 2023 北京大学 06: %+v", r)
	}
	// 2024 北京大学第04组 679 → 332 through the 2024 table (679: 32 at the score)
	r = one(t, rs, AdmissionResult{ProvinceID: 42, Year: 2024, SchoolCode: "A001", GroupCode: "04"})
	if r.MinScore != 679 || r.MinRank != 0 || r.ConvertedRank != 332 {
		t.Errorf("湖北 2024 北京大学 04: %+v", r)
	}
	years := map[int]int{}
	for _, r := range rs {
		if strings.HasPrefix(r.SourceID, "official-hubei-undergraduate-physics-") {
			years[r.Year]++
		}
	}
	if years[2023] != 2874 || years[2024] != 2800 || len(years) != 2 {
		t.Errorf("湖北 physics groups per year: %v", years)
	}
}

// The third-party major history (../shared/data §6.3) lengthens histories only where no
// official 本科 line of the province and year is curated, and its rank is the compiler's (in the
// note), never a printed minimum rank.
func TestThirdPartyHistoryNeverBesideOfficial(t *testing.T) {
	rs := allResults(t)
	official := map[[2]int]bool{}
	for _, r := range rs {
		if strings.HasPrefix(r.SourceID, "official-") && (strings.Contains(r.Batch, "本科") || r.Batch == "普通类第一段" || r.Batch == "常规批第1次志愿") {
			official[[2]int{r.ProvinceID, r.Year}] = true
		}
	}
	n := 0
	for _, r := range rs {
		if !strings.HasPrefix(r.SourceID, "wanshixiong-major-history-") {
			continue
		}
		n++
		if official[[2]int{r.ProvinceID, r.Year}] || r.MinRank != 0 || r.Level != LevelMajor {
			t.Fatalf("third-party row beside an official year or with a printed rank: %+v", r)
		}
		if s, _ := SourceOf(r.SourceID); s.Quality != "third-party-aggregate-major-history" || s.Caveat == "" {
			t.Fatalf("%s: quality %q caveat %q", r.SourceID, s.Quality, s.Caveat)
		}
	}
	if n != 228424 {
		t.Errorf("third-party history rows: %d, want 228424", n)
	}
	// 61154: 重庆,cq,重庆大学,5001,临床医学,…,首选物理，再选化学,2022,物理,629,1932
	var found bool
	for _, r := range find(rs, AdmissionResult{ProvinceID: 50, Year: 2022, SchoolCode: "5001"}) {
		if r.MajorName == "临床医学" && r.Track == TrackPhysics && r.MinScore == 629 && r.SubjectRule == "化学" &&
			r.Note == "第三方汇编位次：1932" && r.CollegeCode == "10611" {
			found = true
		}
	}
	if !found {
		t.Error("重庆 2022 重庆大学 临床医学 629 missing")
	}
}
