package httpapi_test

import (
	"slices"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

type resultRow struct {
	Id, Year                                         int
	Track, Batch, Level, LevelName                   string
	SchoolCode, SchoolName, CollegeCode, CollegeName string
	GroupCode, MajorCode, MajorName                  string
	PlanCount, MinScore, MinRank, ConvertedRank      *int
	BandRank                                         *int
	EquivalentScore, EquivalentYear                  *int
	Source                                           *struct {
		Id, Title string
		Official  bool
	}
}

type schoolLines struct {
	CollegeCode, CollegeName string
	Years                    []int
	List                     []resultRow
}

func intIs(p *int, v int) bool { return p != nil && *p == v }

// testSchoolHistory: rows checked by hand against the official files
// (guangdong_official 2024: 北京大学 历史类 group 201, 662, 投档最低排位 32;
// zhejiang_official 2025: 北京大学 1103 工商管理类 707, 位次 24).
func testSchoolHistory(t *testing.T, e *platformtest.Env) {
	var lines schoolLines
	e.OK(t, "/api/Public/LineSchooScoreList", "", map[string]any{"ProvinceId": 44, "CollegeId": "10001"}, &lines)
	if lines.CollegeName != "北京大学" || len(lines.Years) < 3 || lines.Years[0] < lines.Years[len(lines.Years)-1] {
		t.Fatalf("北京大学 in 广东: %s years %v", lines.CollegeName, lines.Years)
	}
	var found bool
	for _, r := range lines.List {
		if r.Level == "major" {
			t.Fatalf("a major-level row in the school list: %+v", r)
		}
		if r.Year == 2024 && r.Track == "历史类" && r.GroupCode == "201" && r.SchoolCode == "10001" {
			found = true
			// 2026 历史类: the first band reaching rank 32 is 660 (cumulative 32).
			if !intIs(r.MinScore, 662) || !intIs(r.MinRank, 32) || !intIs(r.ConvertedRank, 35) || r.Source == nil ||
				!r.Source.Official || !intIs(r.EquivalentYear, 2026) || !intIs(r.EquivalentScore, 660) || r.LevelName != "专业组" {
				t.Errorf("广东 2024 历史类 201: %+v", r)
			}
		}
	}
	if !found {
		t.Fatal("广东 2024 历史类 group 201 of 北京大学 missing")
	}
	e.OK(t, "/api/Public/LineSpecialtyScoreList", "", map[string]any{"ProvinceId": 33, "CollegeId": 10001, "Year": 2025}, &lines)
	found = false
	for _, r := range lines.List {
		if r.Year != 2025 || r.Level != "major" {
			t.Fatalf("year/level filter broken: %+v", r)
		}
		if r.MajorName == "工商管理类" && r.SchoolCode == "1103" {
			found = intIs(r.MinScore, 707) && intIs(r.MinRank, 24) && intIs(r.ConvertedRank, 343) // the table's "693 and above" band
		}
	}
	if !found {
		t.Errorf("浙江 2025 北京大学 工商管理类 707 / 24 missing: %d rows", len(lines.List))
	}
	// GaokaoAgent 2023_physics_major_admissions.csv: 中国人民大学 4 外国语言文学类 671, 最低分平均排位
	// 948.0 — the compiler's mean rank of the band, answered as BandRank, never as MinRank.
	e.OK(t, "/api/Public/LineSpecialtyScoreList", "", map[string]any{"ProvinceId": 44, "CollegeId": "10002", "Year": 2023}, &lines)
	found = false
	for _, r := range lines.List {
		if r.SchoolCode == "10002" && r.MajorCode == "4" && r.Track == "物理类" && r.Source != nil && !r.Source.Official {
			found = true
			if !intIs(r.MinScore, 671) || r.MinRank != nil || !intIs(r.BandRank, 948) || r.ConvertedRank == nil {
				t.Errorf("广东 2023 中国人民大学 外国语言文学类 (third party): %+v", r)
			}
		}
	}
	if !found {
		t.Errorf("广东 2023 中国人民大学 外国语言文学类 (third party) missing: %d rows", len(lines.List))
	}
	var batches []struct {
		Year         int
		Track, Batch string
		Count        int
	}
	e.OK(t, "/api/Public/LineSchoolScoreBatchList", "", map[string]any{"ProvinceId": 44, "CollegeId": "10001"}, &batches)
	ok := false
	for _, b := range batches {
		ok = ok || (b.Year == 2024 && b.Track == "历史类" && b.Batch == "本科批" && b.Count > 0)
	}
	if !ok {
		t.Errorf("batches: %+v", batches)
	}
	r := e.Call(t, "/api/Public/LineSchooScoreList", "", map[string]any{"ProvinceId": 44, "CollegeId": "99999"})
	if r.Code != 0 || !strings.Contains(r.Message, "暂无该校在广东的投档线数据") {
		t.Errorf("unknown college: %d %q", r.Code, r.Message)
	}
	for _, c := range []struct {
		body map[string]any
		msg  string
	}{
		{map[string]any{"ProvinceId": 44}, "请选择院校"},
		{map[string]any{"CollegeId": "10001"}, "请选择招生地区"},
		{map[string]any{"ProvinceId": 44, "CollegeId": "10001", "Year": 2025, "SelectSubject": "化学"}, "首选科目须为物理或历史"},
	} {
		if r := e.Call(t, "/api/Public/LineSchooScoreList", "", c.body); r.Code != 400 || r.Message != c.msg {
			t.Errorf("%v: %d %q, want %q", c.body, r.Code, r.Message, c.msg)
		}
	}
	var plans struct {
		Years []int
		List  []struct {
			Year               int
			MajorName, Batch   string
			PlanCount, Tuition *int
			Source             *struct{ Title string }
		}
	}
	e.OK(t, "/api/Public/EnrollmentPlan", "", map[string]any{"ProvinceId": 22, "CollegeId": "10001", "Year": 2025}, &plans)
	if len(plans.List) == 0 || plans.List[0].Source == nil || plans.List[0].Source.Title == "" {
		t.Errorf("吉林 2025 plans of 北京大学: %+v", plans)
	}
	// 2026 plans with 选科要求 (third-party compilation): 浙江大学 in 浙江, 工科试验班
	// "物理、化学(2科必选)" → 物理+化学, 1,096 places, 6,000 yuan.
	var zju struct {
		Years []int
		List  []struct {
			Year                                int
			MajorName, Requirement, SubjectRule string
			PlanCount, Tuition                  *int
			Source                              *struct{ Authority string }
		}
	}
	e.OK(t, "/api/Public/EnrollmentPlan", "", map[string]any{"ProvinceId": 33, "CollegeId": "10335", "Year": 2026}, &zju)
	found = false
	for _, p := range zju.List {
		if p.MajorName == "工科试验班" && intIs(p.PlanCount, 1096) {
			found = p.Year == 2026 && p.SubjectRule == "物理+化学" && p.Requirement == "物理、化学(2科必选)" &&
				intIs(p.Tuition, 6000) && p.Source != nil && strings.Contains(p.Source.Authority, "第三方汇编")
		}
	}
	if !found || len(zju.Years) == 0 || zju.Years[0] != 2026 {
		t.Errorf("浙江 2026 plans of 浙江大学: years %v, %d rows, 工科试验班 right: %v", zju.Years, len(zju.List), found)
	}
}

type resultPage struct {
	Total, PageIndex, PageSize int
	List                       []resultRow
}

func testResultSearch(t *testing.T, e *platformtest.Env) {
	var params struct {
		Years  []int
		Tracks []struct {
			Year  int
			Track string
		}
		Levels     []string
		YearLevels []struct {
			Year   int
			Levels []string
		}
	}
	e.OK(t, "/api/AdmissionData/GetAdmissionMajorQueryParameters", "", map[string]any{"ProvinceId": 44}, &params)
	if len(params.Years) < 6 || params.Years[0] != 2026 || params.Years[len(params.Years)-1] != 2021 {
		t.Errorf("广东 result years: %v", params.Years)
	}
	// 广东 publishes groups officially from 2023 (2026 included) and the GaokaoAgent majors cover
	// 2021–2025: 2026 has groups only, 2025 groups and majors.
	if len(params.YearLevels) != len(params.Years) || params.YearLevels[0].Year != 2026 ||
		!slices.Equal(params.YearLevels[0].Levels, []string{"group"}) || params.YearLevels[1].Year != 2025 ||
		!slices.Contains(params.YearLevels[1].Levels, "group") || !slices.Contains(params.YearLevels[1].Levels, "major") {
		t.Errorf("广东 levels per year: %+v", params.YearLevels)
	}
	// 浙江 publishes majors only: no year offers school or group lines.
	e.OK(t, "/api/AdmissionData/GetAdmissionMajorQueryParameters", "", map[string]any{"ProvinceId": 33}, &params)
	for _, yl := range params.YearLevels {
		if !slices.Equal(yl.Levels, []string{"major"}) {
			t.Errorf("浙江 %d levels: %v", yl.Year, yl.Levels)
		}
	}
	if len(params.YearLevels) == 0 {
		t.Error("浙江 has no levels per year")
	}
	var page resultPage
	e.OK(t, "/api/AdmissionData/GetAdmissionCollege", "", map[string]any{"ProvinceId": 44, "Year": 2024, "Track": "物理类",
		"CollegeName": "北京大学", "PageSize": 20}, &page)
	if page.Total == 0 {
		t.Fatal("no 广东 2024 物理类 lines of 北京大学")
	}
	for i, r := range page.List {
		if r.Level == "major" || r.Track != "物理类" || r.Year != 2024 || !strings.Contains(r.SchoolName+r.CollegeName, "北京大学") {
			t.Errorf("filter broken: %+v", r)
		}
		if i > 0 && r.MinScore != nil && page.List[i-1].MinScore != nil && *r.MinScore > *page.List[i-1].MinScore {
			t.Errorf("not by score descending at %d", i)
		}
	}
	e.OK(t, "/api/AdmissionData/GetAdmissionMajor", "", map[string]any{"ProvinceId": 33, "Year": 2025, "CollegeName": "北京大学",
		"MajorName": "工商管理"}, &page)
	if page.Total != 1 || !intIs(page.List[0].MinScore, 707) {
		t.Errorf("浙江 2025 北京大学 工商管理: %+v", page)
	}
	e.OK(t, "/api/AdmissionData/GetAdmissionCollege", "", map[string]any{"ProvinceId": 44, "Year": 2024, "Track": "物理类",
		"ScoreMin": 600, "ScoreMax": 610}, &page)
	for _, r := range page.List {
		if r.MinScore == nil || *r.MinScore < 600 || *r.MinScore > 610 {
			t.Errorf("score range broken: %+v", r)
		}
	}
	for _, c := range []struct {
		body map[string]any
		msg  string
	}{
		{map[string]any{"ProvinceId": 44, "Year": 2024, "ScoreMin": 610, "ScoreMax": 600}, "分数范围无效"},
		{map[string]any{"ProvinceId": 44, "Year": 2024, "RankMin": -1}, "位次范围无效"},
		{map[string]any{"ProvinceId": 44, "Year": 2024, "PageSize": 7}, "每页条数只能是 10、20、50 或 100"},
		{map[string]any{"ProvinceId": 44}, "请选择查询年份"},
		{map[string]any{"ProvinceId": 44, "Year": 2024, "CollegeName": strings.Repeat("大", 31)}, "查询条件过长"},
		{map[string]any{"ProvinceId": 44, "Year": 2024, "SelectSubjects": []string{"物理", "音乐"}}, "选考科目无效：只能是物理、化学、生物、政治、历史、地理、技术"},
		{map[string]any{"ProvinceId": 44, "Year": 2024, "SelectSubjects": []string{"化学", "化学"}}, "选考科目重复"},
	} {
		if r := e.Call(t, "/api/AdmissionData/GetAdmissionCollege", "", c.body); r.Code != 400 || r.Message != c.msg {
			t.Errorf("%v: %d %q, want %q", c.body, r.Code, r.Message, c.msg)
		}
	}
	var plans struct {
		Total int
		List  []struct{ CollegeCode, MajorName string }
	}
	e.OK(t, "/api/AdmissionData/GetAdmissionPlan", "", map[string]any{"ProvinceId": 22, "Year": 2025, "CollegeName": "北京大学"}, &plans)
	if plans.Total == 0 || plans.List[0].CollegeCode != "10001" {
		t.Errorf("吉林 2025 plan search: %+v", plans)
	}
	testSubjectFit(t, e)
}

// The subject filter keeps the units whose known requirement the subjects meet: 浙江大学's
// 2026 浙江 plan has 工科试验班 (物理+化学) and 社会科学试验班 (不限).
func testSubjectFit(t *testing.T, e *platformtest.Env) {
	var page struct {
		Total int
		List  []struct{ MajorName, SubjectRule string }
	}
	majors := func(subjects []string) map[string]string {
		e.OK(t, "/api/AdmissionData/GetAdmissionPlan", "", map[string]any{"ProvinceId": 33, "Year": 2026,
			"CollegeName": "浙江大学", "SelectSubjects": subjects, "PageSize": 100}, &page)
		out := map[string]string{}
		for _, r := range page.List {
			out[r.MajorName] = r.SubjectRule
		}
		return out
	}
	all := majors(nil)
	science := majors([]string{"物理", "化学", "生物"})
	humanities := majors([]string{"历史", "政治", "地理"})
	if all["工科试验班"] != "物理+化学" || science["工科试验班"] == "" || humanities["工科试验班"] != "" {
		t.Errorf("工科试验班: all %q, 物化生 %q, 史政地 %q", all["工科试验班"], science["工科试验班"], humanities["工科试验班"])
	}
	if humanities["社会科学试验班"] != "不限" || science["社会科学试验班"] != "不限" {
		t.Errorf("社会科学试验班 is open to every combination: %v / %v", humanities, science)
	}
	for name, rule := range humanities {
		if rule != "不限" && !strings.ContainsAny(rule, "历政地") {
			t.Errorf("史政地 kept %s (%s)", name, rule)
		}
	}
}

func testCollegesByLines(t *testing.T, e *platformtest.Env) {
	var page collegePage
	panel := func(score int) map[string]any {
		return map[string]any{"ProvinceId": 44, "Year": 2024, "SelectSubject": "物理", "Score": score}
	}
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"CollegeName": "北京大学", "SchoolHisotyScore": panel(600)}, &page)
	if page.Total != 0 {
		t.Errorf("北京大学 (lowest 广东 2024 物理类 line 672) listed for 600: %+v", page.List)
	}
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"CollegeName": "北京大学", "SchoolHisotyScore": panel(700)}, &page)
	if page.Total != 1 {
		t.Errorf("北京大学 not listed for 700: %d", page.Total)
	}
	var all, some collegePage
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{}, &all)
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"SchoolHisotyScore": panel(600)}, &some)
	if some.Total == 0 || some.Total >= all.Total {
		t.Errorf("600 in 广东 2024 物理类 reaches %d of %d colleges", some.Total, all.Total)
	}
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"SchoolHisotyScore": map[string]any{}}, &some)
	if some.Total != all.Total {
		t.Errorf("an empty score panel filtered: %d of %d", some.Total, all.Total)
	}
	if r := e.Call(t, "/api/College/GetCollegeList", "", map[string]any{"SchoolHisotyScore": map[string]any{"ProvinceId": 44, "Year": 2024, "Score": 600}}); r.Code != 400 || r.Message != "请选择科目！" {
		t.Errorf("panel without subject: %d %q", r.Code, r.Message)
	}
	// With the candidate's subjects: 江苏 2025 物理类 groups require 化学 (1,749) or 政治 (27) or
	// nothing; a 物理+生物+地理 candidate reaches fewer colleges at 580, and none only by such a group.
	js := map[string]any{"ProvinceId": 32, "Year": 2025, "SelectSubject": "物理", "Score": 580}
	var js0, js1 collegePage
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"SchoolHisotyScore": js}, &js0)
	js["SelectSubjects"] = []string{"物理", "生物", "地理"}
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"SchoolHisotyScore": js}, &js1)
	if js1.Total == 0 || js1.Total >= js0.Total {
		t.Errorf("江苏 2025 580 物理类: %d colleges with 物生地, %d without the subjects", js1.Total, js0.Total)
	}
	js["SelectSubjects"] = []string{"物理", "音乐"}
	if r := e.Call(t, "/api/College/GetCollegeList", "", map[string]any{"SchoolHisotyScore": js}); r.Code != 400 || !strings.HasPrefix(r.Message, "选考科目无效") {
		t.Errorf("unknown subject in the panel: %d %q", r.Code, r.Message)
	}
	bad := panel(600)
	bad["BatchId"] = "no-such-batch"
	if r := e.Call(t, "/api/College/GetCollegeList", "", map[string]any{"SchoolHisotyScore": bad}); r.Code != 400 || r.Message != "批次无效" {
		t.Errorf("unknown batch: %d %q", r.Code, r.Message)
	}
	var rank collegePage
	e.OK(t, "/api/College/GetCollegeRankList", "", map[string]any{"CategoryId": "admission", "ExamProvinceId": 44, "Year": 2024,
		"SelectSubject": "物理", "PageSize": 20}, &rank)
	if rank.Total < 100 || len(rank.List) != 20 || rank.List[0].Rank != 1 || !strings.Contains(rank.Source, "广东2024年物理类") {
		t.Fatalf("ranking: total %d, first %+v, source %q", rank.Total, rank.List[0], rank.Source)
	}
	for i := 1; i < len(rank.List); i++ {
		if *rank.List[i].Value < *rank.List[i-1].Value {
			t.Errorf("ranking out of order at %d", i)
		}
	}
}
