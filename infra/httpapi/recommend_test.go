package httpapi_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/query/recommend"
	"zhiyuan/query/recommend/backtest"
)

type recItem struct {
	UnitKey, SchoolName, MajorName, Label, Reason, Special, SubjectRule, Batch string
	SpecialNote                                                                string
	Flags, Widened                                                             []string
	Tuition, TuitionLow                                                        int
	Probability                                                                *float64
	YearsUsed                                                                  []int
	Years                                                                      []struct {
		Year, Rank, CarriedRank, EquivalentScore int
		RankKind, SourceId                       string
	}
	PlanYear  int
	Actual    *struct{ Year, Rank int }
	Predicted *struct{ Rank, RankLow, RankHigh int }
}

type recList struct {
	Total     int
	Level     string
	List      []recItem
	Candidate struct {
		Year, Rank, TableYear int
		Predicted             bool
		Note, Batch           string
		ResultYears           []int
	}
	Sources []struct{ Id, Title string }
	Message string
}

func recBody(province, year int, subject string, extra map[string]any) map[string]any {
	b := map[string]any{"ProvinceId": province, "Year": year, "SelectSubject": subject}
	for k, v := range extra {
		b[k] = v
	}
	return b
}

func findUnit(list []recItem, key string) *recItem {
	for i := range list {
		if list[i].UnitKey == key {
			return &list[i]
		}
	}
	return nil
}

func testRecommend(t *testing.T, e *platformtest.Env) {
	// 广东 2025 物理类 at rank 28,500: 北京林业大学 生物科学类 carried 26,439 (2024), 30,784 (2023) and
	// 30,044 (2022) into 2025's cohort: its years bracket the candidate, near their recency-weighted
	// centre, so it is 稳. (At 30,000, the bracket's edge behind that centre, it is 39 %: 冲; its
	// actual 2025 cut-off, 27,766, would indeed have refused that candidate.)
	const forestry = "major|物理类|c:10022|生物科学类"
	var l recList
	e.OK(t, "/api/Recommend/SearchRecommendCollege?pageIndex=1&pageSize=100", "", recBody(44, 2025, "物理",
		map[string]any{"Rank": 28500, "Level": "major", "Keyword": "北京林业大学"}), &l)
	u := findUnit(l.List, forestry)
	if u == nil || u.Probability == nil || u.Label != "稳" || *u.Probability < 40 || *u.Probability >= 90 {
		t.Fatalf("北京林业大学 生物科学类: %+v", u)
	}
	if len(u.YearsUsed) != 3 || u.YearsUsed[0] != 2024 || u.Actual == nil || u.Actual.Rank != 27766 {
		t.Errorf("years used %v, actual %+v: a past year uses the years before it and shows what happened", u.YearsUsed, u.Actual)
	}
	if u.Predicted == nil || !(u.Predicted.RankLow < u.Predicted.Rank && u.Predicted.Rank < u.Predicted.RankHigh) {
		t.Errorf("predicted %+v", u.Predicted)
	}
	for _, y := range u.Years {
		if y.Year >= 2025 || y.SourceId == "" || y.CarriedRank == 0 || y.EquivalentScore == 0 || (y.RankKind != "公布位次" && y.RankKind != "换算位次") {
			t.Errorf("evidence %+v", y)
		}
	}
	if len(l.Sources) == 0 || l.Sources[0].Title == "" {
		t.Errorf("sources %+v", l.Sources)
	}

	// The same answer as the backtest's engine on the shipped data (no peeking either way).
	if want := backtestProbability(t, 44, forestry, 2025, 28500); math.Abs(want-*u.Probability) > 0.05 {
		t.Errorf("API %.1f %%, backtest engine %.1f %%", *u.Probability, want)
	}

	// A far-above unit: 北京大学 at rank 30,000 is 冲 with a low probability.
	e.OK(t, "/api/Recommend/SearchRecommendCollege?pageIndex=1&pageSize=50", "", recBody(44, 2025, "物理",
		map[string]any{"Rank": 30000, "Level": "major", "Keyword": "北京大学", "Label": "冲"}), &l)
	pku := 0
	for _, it := range l.List {
		if strings.HasPrefix(it.SchoolName, "北京大学") {
			pku++
			if it.Label != "冲" || it.Probability == nil || *it.Probability > 5 {
				t.Errorf("北京大学 %s: %v %s", it.MajorName, it.Probability, it.Label)
			}
		}
	}
	if pku == 0 {
		t.Errorf("no 北京大学 unit among %d", l.Total)
	}

	// A mismatched subject requirement is filtered out: 哈尔滨医科大学's 2026 group 213 requires 化学.
	const hmu = "group|物理类|c:10226|213"
	with := recBody(44, 2026, "物理", map[string]any{"Score": 600, "Keyword": "哈尔滨医科大学", "SelectSubjects": []string{"物理", "化学", "生物"}})
	e.OK(t, "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=50", "", with, &l)
	if it := findUnit(l.List, hmu); it == nil || it.SubjectRule != "化学" || l.Level != "group" {
		t.Fatalf("with 化学: %+v (level %s)", it, l.Level)
	}
	without := recBody(44, 2026, "物理", map[string]any{"Score": 600, "Keyword": "哈尔滨医科大学", "SelectSubjects": []string{"物理", "生物", "地理"}})
	e.OK(t, "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=50", "", without, &l)
	if it := findUnit(l.List, hmu); it != nil {
		t.Errorf("shown without 化学: %+v", it)
	}
	var st struct {
		Counts, Excluded map[string]int
		Backtest         *struct {
			Year     int
			SafeHeld *float64
		}
		Levels []struct{ Level string }
	}
	e.OK(t, "/api/Recommend/GetRecommendStat", "", without, &st)
	if st.Excluded["选科"] == 0 || st.Excluded["筛选"] == 0 || st.Backtest == nil || st.Backtest.Year != 2026 || st.Backtest.SafeHeld == nil {
		t.Errorf("stat %+v backtest %+v", st, st.Backtest)
	}

	// The batch the score clears: 600 in 广东 lists 本科 units; 380 in 河北 (本科线 above it) lists 专科 ones.
	if l.Candidate.Batch != "本科" {
		t.Errorf("广东 600: batch %q", l.Candidate.Batch)
	}
	e.OK(t, "/api/Recommend/GetRecommendMajorAndCollegeList?pageIndex=1&pageSize=100", "", recBody(13, 2026, "物理", map[string]any{"Score": 380}), &l)
	if l.Candidate.Batch != "专科" || !strings.Contains(l.Candidate.Note, "低于2026年本科线") || l.Total == 0 {
		t.Errorf("河北 380: batch %q note %q total %d", l.Candidate.Batch, l.Candidate.Note, l.Total)
	}
	for _, it := range l.List {
		if strings.Contains(it.Batch, "本科") {
			t.Errorf("河北 380 listed a 本科 unit: %+v", it)
		}
	}

	// Majors of interest: groups whose 2026 plan has a 临床医学 major, fewer than all groups.
	var all, clinical recList
	e.OK(t, "/api/Recommend/GetRecommendCollegeList", "", recBody(44, 2026, "物理", map[string]any{"Score": 600}), &all)
	e.OK(t, "/api/Recommend/GetRecommendCollegeList", "", recBody(44, 2026, "物理", map[string]any{"Score": 600, "Majors": []string{"临床医学"}}), &clinical)
	if clinical.Total == 0 || clinical.Total >= all.Total {
		t.Errorf("临床医学 groups %d of %d", clinical.Total, all.Total)
	}

	// The published backtest of 广东: the same rows as docs/BACKTEST.md, the stat's line among them.
	var bt struct {
		ProvinceName string
		Rows         []struct {
			Year                    int
			Level, Method           string
			SafeHeld, Covered80     *float64
			Pairs, Predicted, Units int
			Deciles                 []struct{ From, To, Pairs int }
		}
	}
	e.OK(t, "/api/Recommend/GetBacktest", "", map[string]any{"ProvinceId": 44}, &bt)
	found := false
	for _, row := range bt.Rows {
		if row.Predicted == 0 || row.Predicted > row.Units || len(row.Deciles) == 0 {
			t.Errorf("row %+v", row)
		}
		if row.Year == st.Backtest.Year && row.Level == "group" && row.Method == "WCF" {
			found = row.SafeHeld != nil && *row.SafeHeld == *st.Backtest.SafeHeld
		}
	}
	if bt.ProvinceName != "广东" || len(bt.Rows) < 6 || !found {
		t.Errorf("广东 backtest: %d rows, stat's line found %v", len(bt.Rows), found)
	}
	if r := e.Call(t, "/api/Recommend/GetBacktest", "", map[string]any{"ProvinceId": 54}); r.Code != 0 || !strings.Contains(r.Message, "没有可回测的年份") {
		t.Errorf("西藏: %d %q", r.Code, r.Message)
	}
	// 江苏 prints its group lines as scores only; 2026 is predicted from 2025, the first year
	// with a table to convert through (2023–2024 have none).
	e.OK(t, "/api/Recommend/GetBacktest", "", map[string]any{"ProvinceId": 32}, &bt)
	js2026 := false
	for _, row := range bt.Rows {
		js2026 = js2026 || row.Year == 2026
	}
	if bt.ProvinceName != "江苏" || !js2026 {
		t.Errorf("江苏 backtest: %+v", bt.Rows)
	}
	for body, msg := range map[string]string{`{}`: "请选择招生地区", `{"ProvinceId":99}`: "招生地区无效"} {
		if r := e.Call(t, "/api/Recommend/GetBacktest", "", body); r.Code != 400 || r.Message != msg {
			t.Errorf("%s: %d %q", body, r.Code, r.Message)
		}
	}

	// Special paths are kept apart and shown only when asked for.
	e.OK(t, "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=100", "", recBody(44, 2026, "物理", map[string]any{"Score": 600}), &l)
	for _, it := range l.List {
		if it.Special != "" {
			t.Errorf("special unit in the ordinary list: %+v", it)
		}
	}
	// A 中外合作办学 institution is a special path though its name says nothing of it.
	e.OK(t, "/api/Recommend/SearchRecommendCollege?pageIndex=1&pageSize=100", "", recBody(44, 2026, "物理",
		map[string]any{"Score": 600, "Keyword": "联合国际学院"}), &l)
	if l.Total != 0 {
		t.Errorf("北师港浸大 in the ordinary list: %+v", l.List)
	}
	e.OK(t, "/api/Recommend/SearchRecommendCollege?pageIndex=1&pageSize=100", "", recBody(44, 2026, "物理",
		map[string]any{"Score": 600, "Keyword": "联合国际学院", "Special": true}), &l)
	if l.Total == 0 || l.List[0].Special != "中外合作" {
		t.Errorf("北师港浸大 among the special paths: %d %+v", l.Total, l.List)
	}
	e.OK(t, "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=100", "", recBody(44, 2026, "物理", map[string]any{"Score": 600, "Special": true}), &l)
	if l.Total == 0 || l.List[0].Special == "" {
		t.Errorf("special list: %d, first %+v", l.Total, l.List)
	}

	// A predicted score carries its uncertainty; 2027 has no table yet and says so.
	e.OK(t, "/api/Recommend/GetRecommendCollegeListByPredictScore", "", recBody(44, 2027, "物理", map[string]any{"PredictScore": "600"}), &l)
	if !l.Candidate.Predicted || l.Candidate.TableYear != 2026 || !strings.Contains(l.Candidate.Note, "2027年一分一段表尚未公布") {
		t.Errorf("predicted: %+v", l.Candidate)
	}

	// Paging defaults (1 and 10) hold when the request names none or only one.
	var paged struct {
		Total, PageIndex, PageSize int
		List                       []recItem
	}
	e.OK(t, "/api/Recommend/GetRecommendCollegeList", "", recBody(44, 2026, "物理", map[string]any{"Score": 600, "PageSize": 20}), &paged)
	if paged.PageIndex != 1 || paged.PageSize != 20 || len(paged.List) != 20 {
		t.Errorf("paging: %d/%d, %d rows of %d", paged.PageIndex, paged.PageSize, len(paged.List), paged.Total)
	}
	// 浙江 publishes majors only: the group list says so instead of answering nothing.
	zj := e.Call(t, "/api/Recommend/GetRecommendCollegeList", "", recBody(33, 2026, "", map[string]any{"Score": 600}))
	if zj.Code != 0 || !strings.Contains(zj.Message, "该省有专业+院校的录取数据") {
		t.Errorf("浙江 groups: %d %q", zj.Code, zj.Message)
	}

	for _, c := range []struct {
		body map[string]any
		msg  string
	}{
		{recBody(44, 2026, "物理", map[string]any{"Score": 600, "Level": "major"}), "该接口不支持此志愿单位"},
		{recBody(44, 2026, "物理", nil), "请填写分数或位次"},
		{recBody(44, 2026, "物理", map[string]any{"Score": 600, "Rank": 100}), "分数和位次只填一项"},
		{recBody(44, 2026, "物理", map[string]any{"Score": 800}), "请输入有效的高考成绩！"},
		{recBody(44, 2026, "物理", map[string]any{"Score": "六百"}), "请输入有效的高考成绩！"},
		{recBody(44, 2026, "物理", map[string]any{"Score": 600, "Method": "ABC"}), "推荐方法无效"},
		{recBody(44, 2026, "物理", map[string]any{"Score": 600, "Label": "稳妥"}), "类别无效"},
		{recBody(44, 2026, "物理", map[string]any{"Score": 600, "Tags": []string{"C9"}}), "院校标签无效"},
		{recBody(44, 2026, "物理", map[string]any{"Score": 600, "SelectSubjects": []string{"物理", "美术"}}), "选考科目无效"},
		{recBody(44, 2026, "物理", map[string]any{"Rank": 100, "Method": "WDF"}), "位点法需要分数"},
		{recBody(99, 2026, "物理", map[string]any{"Score": 600}), "招生地区无效"},
		{recBody(44, 2026, "化学", map[string]any{"Score": 600}), "首选科目须为物理或历史"},
		{recBody(44, 2026, "物理", map[string]any{"Score": 90}), "低于2026年一分一段表公布的最低分"},
		{recBody(44, 2026, "物理", map[string]any{"Score": 600, "Batch": "提前批"}), "批次无效"},
		{recBody(44, 2026, "物理", map[string]any{"Score": 600, "Majors": []string{""}}), "专业名称须为1到20个字"},
	} {
		r := e.Call(t, "/api/Recommend/GetRecommendCollegeList", "", c.body)
		if r.Code == 0 || !strings.Contains(r.Message, c.msg) {
			t.Errorf("%v: Code %d %q, want %q", c.body, r.Code, r.Message, c.msg)
		}
	}
	if r := e.Call(t, "/api/Recommend/SearchRecommendCollege", "", recBody(44, 2026, "物理", map[string]any{"Score": 600})); r.Code == 0 {
		t.Errorf("search without a keyword answered")
	}
}

// backtestProbability is what the backtest's engine, fed the embedded data, says for a unit.
func backtestProbability(t *testing.T, province int, key string, year, rank int) float64 {
	ctx := context.Background()
	l := &backtest.Embedded{}
	eng := backtest.NewEngine(l)
	p, err := eng.Province(ctx, province)
	if err != nil {
		t.Fatal(err)
	}
	f, err := eng.Fit(ctx, strings.SplitN(key, "|", 2)[0], recommend.WCF, year)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range p.Units {
		if u.Key == key {
			plan := 0
			for _, l := range u.Lines {
				if l.Year == year {
					plan = l.Plan
				}
			}
			_, c, ok := recommend.Predict(p, u, recommend.WCF, year, plan, f)
			if !ok {
				t.Fatalf("%s not predicted", key)
			}
			return math.Round(1000*f.Calib.Apply(f.Spread.Prob(c, math.Log(float64(rank))))) / 10
		}
	}
	t.Fatalf("%s not found", key)
	return 0
}
