package httpapi_test

import (
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

type lineRankReply struct {
	ProvinceName, Track, Status, Message string
	Year, Score                          int
	Found                                bool
	BandHigh, BandLow, SameScoreCount    int
	RankBest, RankWorst, Rank            int
	TableYear                            int
	Basis                                string
	Table                                *struct{ ScoreHigh, ScoreLow, Candidates, Bands int }
	Source                               *struct {
		Id, Authority, Title, Url string
		Official                  bool
	}
}

// rankCase is one score looked up by hand in a source table of ../shared/data
// (scores/multi_province_rank_tables/rank_tables_2024_2026.csv: rank_start,
// rank_end, same_score_count; 广东 from guangdong_gaokaoagent's 2011–2025 table).
type rankCase struct {
	name                   string
	body                   map[string]any
	high, low, best, worst int
	count                  int
}

func rankBody(province, year int, track string, score int) map[string]any {
	b := map[string]any{"ProvinceId": province, "Year": year, "Score": score}
	switch track {
	case "物理", "历史":
		b["SelectSubject"] = track
	case "文科":
		b["SubjectType"] = 1
	case "理科":
		b["SubjectType"] = 2
	}
	return b
}

var rankCases = []rankCase{
	{"上海 2025 merged top band", rankBody(31, 2025, "", 640), 660, 623, 1, 52, 52},
	{"上海 2025 first single score", rankBody(31, 2025, "", 622), 622, 622, 53, 64, 12},
	{"四川 2025 物理类", rankBody(51, 2025, "物理", 650), 650, 650, 3213, 3413, 201},
	{"四川 2025 历史类", rankBody(51, 2025, "历史", 480), 480, 480, 60968, 61683, 716},
	{"江苏 2025 物理类", rankBody(32, 2025, "物理", 600), 600, 600, 33986, 34888, 903},
	{"江苏 2025 历史类", rankBody(32, 2025, "历史", 620), 620, 620, 2131, 2253, 123},
	{"新疆 2024 理科 (source labelled 物理类)", rankBody(65, 2024, "理科", 500), 500, 500, 5045, 5128, 84},
	{"吉林 2022 理科 (source labelled 物理类)", rankBody(22, 2022, "理科", 600), 600, 600, 1836, 1894, 59},
	{"海南 2025 on the 900 scale", rankBody(46, 2025, "", 700), 700, 700, 1721, 1763, 43},
	{"湖北 2026 物理类", rankBody(42, 2026, "物理", 550), 550, 550, 60179, 61063, 885},
	{"贵州 2024 物理类", rankBody(52, 2024, "物理", 450), 450, 450, 90399, 91299, 901},
	{"北京 2026", rankBody(11, 2026, "", 650), 650, 650, 2916, 3031, 116},
	{"天津 2025", rankBody(12, 2025, "", 600), 600, 600, 12739, 12965, 227},
	{"云南 2026 物理类 (source labelled 理科)", rankBody(53, 2026, "物理", 500), 500, 500, 70149, 70932, 784},
	{"河北 2025 merged top band", rankBody(13, 2025, "物理", 700), 750, 693, 1, 32, 32},
	{"河南 2024 文科", rankBody(41, 2024, "文科", 550), 550, 550, 12327, 12699, 373},
	{"河南 2025 物理类", rankBody(41, 2025, "物理", 600), 600, 600, 44844, 45887, 1044},
	{"河南 2025 历史类", rankBody(41, 2025, "历史", 400), 400, 400, 171463, 172763, 1301},
	{"甘肃 2024 bottom band (0 points)", rankBody(62, 2024, "物理", 0), 0, 0, 115555, 116120, 566},
	{"辽宁 2026 物理类 near the floor", rankBody(21, 2026, "物理", 150), 150, 150, 141685, 141691, 7},
	{"重庆 2025 历史类", rankBody(50, 2025, "历史", 180), 180, 180, 73370, 73373, 4},
	{"北京 2025 merged bottom band", rankBody(11, 2025, "", 115), 119, 110, 65401, 65410, 10},
	{"广东 2025 物理类", rankBody(44, 2025, "物理", 600), 600, 600, 26229, 26988, 760},
	{"广东 2024 历史类", rankBody(44, 2024, "历史", 662), 662, 662, 30, 35, 6},
	// zj_sd_rank_tables (../shared/data §6.1): 浙江,综合,2025,600,1123,52529; 山东 2024 600,690,22548
	{"浙江 2025", rankBody(33, 2025, "", 600), 600, 600, 51407, 52529, 1123},
	{"山东 2024", rankBody(37, 2024, "", 600), 600, 600, 21859, 22548, 690},
	{"山东 2026 above the top row (49 not itemised)", rankBody(37, 2026, "", 700), 750, 698, 1, 49, 49},
}

// TestAdmissionAPI runs the admission calls against the imported catalogue and
// admission data (one platform for every subtest: the import takes a while).
func TestAdmissionAPI(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t, platformtest.Options{Catalog: true, Admission: true})
	t.Run("hand-checked ranks", func(t *testing.T) {
		for _, c := range rankCases {
			var r lineRankReply
			e.OK(t, "/api/Public/LineRank", "", c.body, &r)
			if !r.Found || r.BandHigh != c.high || r.BandLow != c.low || r.RankBest != c.best || r.RankWorst != c.worst ||
				r.Rank != c.worst || r.SameScoreCount != c.count {
				t.Errorf("%s: got band %d–%d ranks %d–%d (use %d) count %d found %v; want band %d–%d ranks %d–%d count %d",
					c.name, r.BandLow, r.BandHigh, r.RankBest, r.RankWorst, r.Rank, r.SameScoreCount, r.Found,
					c.low, c.high, c.best, c.worst, c.count)
			}
			if r.Source == nil || r.Source.Title == "" || r.Table == nil {
				t.Errorf("%s: no source or table range: %+v", c.name, r)
			}
		}
	})
	t.Run("outside the published range", func(t *testing.T) { testRankOutside(t, e) })
	t.Run("bad input", func(t *testing.T) { testRankBadInput(t, e) })
	t.Run("equivalent scores", func(t *testing.T) { testEquivalents(t, e) })
	t.Run("years, tables and modes", func(t *testing.T) { testRankYearsAndModes(t, e) })
	t.Run("batch lines", func(t *testing.T) { testBatchLines(t, e) })
	t.Run("a school's admission history", func(t *testing.T) { testSchoolHistory(t, e) })
	t.Run("searches across schools", func(t *testing.T) { testResultSearch(t, e) })
	t.Run("college list by past lines and ranking", func(t *testing.T) { testCollegesByLines(t, e) })
	t.Run("college list with matched lines", func(t *testing.T) { testCollegeMatchedLines(t, e) })
	t.Run("score diagnosis", func(t *testing.T) { testDiagnosis(t, e) })
	t.Run("recommendation", func(t *testing.T) { testRecommend(t, e) })
	t.Run("recommendation under hostile input", func(t *testing.T) { testRecommendHostile(t, e) })
	t.Run("wish tables", func(t *testing.T) { testWishTables(t, e) })
	t.Run("subject selection", func(t *testing.T) { testSubjectSelection(t, e) })
	t.Run("subject selection asks 技术 in 浙江 only", func(t *testing.T) { testSubjectSelectionTech(t, e) })
	t.Run("career targets", func(t *testing.T) { testCareerTargets(t, e) })
	t.Run("the 2027 season", func(t *testing.T) { testSeason2027(t, e) })
	t.Run("recommendations for 2027", func(t *testing.T) { testRecommend2027(t, e) })
	t.Run("thin evidence widens the interval", func(t *testing.T) { testThinEvidenceWidens(t, e) })
	t.Run("special programmes and costs", func(t *testing.T) { testRecommendSpecialPlans(t, e) })
}

func testRankOutside(t *testing.T, e *platformtest.Env) {
	for _, c := range []struct {
		name, status, msg string
		body              map[string]any
	}{
		{"below 北京 2025's floor of 100", "BelowBottom", "低于本表公布的最低分（100分）", rankBody(11, 2025, "", 50)},
		{"no 山东 table before 2023", "NoTable", "暂无山东2022年综合一分一段表", rankBody(37, 2022, "", 600)},
		{"no 广东 table for 2010", "NoTable", "暂无广东2010年文科一分一段表", rankBody(44, 2010, "文科", 600)},
	} {
		var r lineRankReply
		e.OK(t, "/api/Public/LineRank", "", c.body, &r)
		if r.Status != c.status || r.Found || r.Rank != 0 || !strings.Contains(r.Message, c.msg) {
			t.Errorf("%s: status %s found %v rank %d message %q; want %s with %q", c.name, r.Status, r.Found, r.Rank, r.Message, c.status, c.msg)
		}
	}
	// A score above a table whose top is not published gets its top band: 湖北 2026 物理类
	// starts at 710 with ranks from 21, so 720 is within the first 20.
	var r lineRankReply
	e.OK(t, "/api/Public/LineRank", "", rankBody(42, 2026, "物理", 720), &r)
	if r.Status != "AboveTop" || !r.Found || r.Rank != 20 || r.RankBest != 1 || r.BandLow != 710 ||
		!strings.Contains(r.Message, "高于本表公布的最高分（710分），位次在前20名以内") {
		t.Errorf("above 湖北 2026 物理类's top: %+v", r)
	}
}

func testRankBadInput(t *testing.T, e *platformtest.Env) {
	for _, c := range []struct {
		body any
		msg  string
	}{
		{map[string]any{"Year": 2025, "Score": 600}, "请选择招生地区"},
		{map[string]any{"ProvinceId": 99, "Year": 2025, "Score": 600}, "招生地区无效"},
		{map[string]any{"ProvinceId": 44, "Score": 600, "SelectSubject": "物理"}, "请选择查询年份"},
		{map[string]any{"ProvinceId": 44, "Year": 2025, "Score": 600}, "请选择科目！"},
		{map[string]any{"ProvinceId": 44, "Year": 2025, "Score": 600, "SelectSubject": "化学"}, "首选科目须为物理或历史"},
		{map[string]any{"ProvinceId": 41, "Year": 2024, "Score": 600}, "请选择科类！"},
		{map[string]any{"ProvinceId": 41, "Year": 2024, "Score": 600, "SubjectType": 3}, "科类无效"},
		{map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理"}, "请填写分数！"},
		{map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理", "Score": 751}, "请输入有效的高考成绩！"},
		{map[string]any{"ProvinceId": 31, "Year": 2025, "Score": 661}, "请输入有效的高考成绩！"},
		{map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理", "Score": -1}, "请输入有效的高考成绩！"},
		{map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理", "Score": "六百"}, "请输入有效的高考成绩！"},
	} {
		r := e.Call(t, "/api/Public/LineRank", "", c.body)
		if r.Code != 400 || r.Message != c.msg {
			t.Errorf("%v: Code %d %q, want 400 %q", c.body, r.Code, r.Message, c.msg)
		}
	}
	// 海南's standard score goes to 900, and a score sent as text is read.
	var r lineRankReply
	e.OK(t, "/api/Public/LineRank", "", map[string]any{"ProvinceId": 46, "Year": 2025, "Score": "850"}, &r)
	if r.Score != 850 {
		t.Errorf("海南 850 read as %d", r.Score)
	}
}
