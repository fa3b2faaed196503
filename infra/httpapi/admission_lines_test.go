package httpapi_test

import (
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/platform/platformtest"
)

type equivalentReply struct {
	Current lineRankReply
	List    []struct {
		Year, Score, BandHigh, BandLow, Rank, YearRank int
		Track, Status, Message                         string
		Found                                          bool
	}
}

// testEquivalents: 广东 2025 物理类 600 is rank 26,988; the equivalent score of
// each earlier year is the first score whose cumulative reaches it, read by hand
// from guangdong_2011_2025_yifenyiduan.csv (2024: 593 at 27,085; 2023: 600 at
// 27,168; 2022: 593 at 27,246; 2021: 595 at 27,189). 2020 and before were 文/理
// years and are not carried across.
func testEquivalents(t *testing.T, e *platformtest.Env) {
	var r equivalentReply
	e.OK(t, "/api/Public/LineRankEquivalent", "", rankBody(44, 2025, "物理", 600), &r)
	if r.Current.Rank != 26988 {
		t.Fatalf("current rank %d, want 26988", r.Current.Rank)
	}
	want := map[int]int{2024: 593, 2023: 600, 2022: 593, 2021: 595}
	cum := map[int]int{2024: 27085, 2023: 27168, 2022: 27246, 2021: 27189}
	for _, it := range r.List {
		if w, ok := want[it.Year]; ok {
			if !it.Found || it.Score != w || it.Rank != 26988 || it.YearRank != cum[it.Year] {
				t.Errorf("%d: equivalent %d (found %v, rank %d), want %d", it.Year, it.Score, it.Found, it.Rank, w)
			}
			delete(want, it.Year)
			continue
		}
		if it.Year >= 2025 || it.Found || it.Status != "NoTable" || !strings.Contains(it.Message, "不可比") {
			t.Errorf("%d: %+v, want a year before 2021 marked not comparable", it.Year, it)
		}
	}
	if len(want) > 0 || len(r.List) < 5 || r.List[0].Year != 2024 {
		t.Errorf("years missing %v, list %+v", want, r.List)
	}
	// 河南's first new-gaokao year is 2025: 2024 was 文/理.
	e.OK(t, "/api/Public/LineRankEquivalent", "", rankBody(41, 2025, "物理", 600), &r)
	if len(r.List) != 1 || r.List[0].Year != 2024 || r.List[0].Found || !strings.Contains(r.List[0].Message, "不可比") {
		t.Errorf("河南 2025 → 2024: %+v", r.List)
	}
	// 浙江 2025 600 is rank 52,529 (zj_sd_rank_tables): 2024 601 at 52,959, 2023 600 at 52,956,
	// 2022 596 at 52,893 (2022–2024 a third-party compilation).
	e.OK(t, "/api/Public/LineRankEquivalent", "", rankBody(33, 2025, "", 600), &r)
	zj := map[int]int{2024: 601, 2023: 600, 2022: 596}
	for _, it := range r.List {
		if w, ok := zj[it.Year]; ok && it.Found && it.Score == w {
			delete(zj, it.Year)
		}
	}
	if r.Current.Rank != 52529 || len(zj) > 0 {
		t.Errorf("浙江 2025 600: rank %d, equivalents missing %v in %+v", r.Current.Rank, zj, r.List)
	}
	// No rank, no equivalents.
	e.OK(t, "/api/Public/LineRankEquivalent", "", rankBody(11, 2025, "", 50), &r)
	if r.Current.Found || len(r.List) != 0 {
		t.Errorf("below the floor: %+v", r)
	}
}

func testRankYearsAndModes(t *testing.T, e *platformtest.Env) {
	var years []struct {
		Year      int
		Tracks    []string
		IsNewExam bool
	}
	e.OK(t, "/api/Public/LineRankYears", "", map[string]any{"ProvinceId": 44}, &years)
	if len(years) != 16 || years[0].Year != 2026 || years[len(years)-1].Year != 2011 || !years[0].IsNewExam ||
		years[len(years)-1].IsNewExam || strings.Join(years[0].Tracks, ",") != "历史类,物理类" {
		t.Errorf("广东 years: %+v", years)
	}
	var check struct {
		IsNewExam bool
		ExamMode  string
		RuleList  []struct {
			SelectSubject string
			SubjectType   int
			Name          string
		}
		Filling *struct{ FillingUnit, ListLength, Source string }
	}
	for _, c := range []struct {
		province, year int
		isNew          bool
		rules          string
	}{{44, 2025, true, "物理类,历史类"}, {44, 2020, false, "文科,理科"}, {33, 2025, true, "综合"}, {65, 2026, false, "文科,理科"}} {
		e.OK(t, "/api/Public/ProvinceIsNewExam", "", map[string]any{"ProvinceId": c.province, "Year": c.year}, &check)
		var names []string
		for _, r := range check.RuleList {
			names = append(names, r.Name)
		}
		if check.IsNewExam != c.isNew || strings.Join(names, ",") != c.rules {
			t.Errorf("%d %d: %+v", c.province, c.year, check)
		}
	}
	// 广东 2025 fills 院校专业组, 45 of them (rules.csv, from the official table and DOMAIN.md).
	e.OK(t, "/api/Public/ProvinceIsNewExam", "", map[string]any{"ProvinceId": 44, "Year": 2025}, &check)
	if check.Filling == nil || check.Filling.FillingUnit != "院校专业组" || check.Filling.ListLength != "45" || check.Filling.Source == "" {
		t.Errorf("广东 2025 filling: %+v", check.Filling)
	}
	var list struct {
		Track string
		Table struct{ Candidates, Bands int }
		List  []struct{ ScoreHigh, ScoreLow, Count, Cumulative, RankBest int }
	}
	e.OK(t, "/api/Public/LineRankList", "", map[string]any{"ProvinceId": 44, "Year": 2024, "SelectSubject": "历史"}, &list)
	if list.Track != "历史类" || len(list.List) != list.Table.Bands || len(list.List) < 500 ||
		list.List[len(list.List)-1].Cumulative != list.Table.Candidates {
		t.Errorf("广东 2024 历史类 table: track %s, %d bands, table %+v", list.Track, len(list.List), list.Table)
	}
	for i := 1; i < len(list.List); i++ {
		if list.List[i].ScoreHigh >= list.List[i-1].ScoreLow || list.List[i].Cumulative < list.List[i-1].Cumulative {
			t.Fatalf("bands out of order at %d: %+v", i, list.List[i-1:i+1])
		}
	}
	r := e.Call(t, "/api/Public/LineRankList", "", map[string]any{"ProvinceId": 37, "Year": 2022})
	if r.Code != 0 || !strings.Contains(r.Message, "暂无山东2022年综合一分一段表") {
		t.Errorf("山东 table: Code %d %q", r.Code, r.Message)
	}
	var final struct {
		IsFinalScore bool
		Year         int
	}
	// In July 2026 the season is 2026's (its candidates are filling).
	e.P.App.Admission.WithClock(func() time.Time { return time.Date(2026, 7, 15, 12, 0, 0, 0, time.UTC) })
	defer e.P.App.Admission.WithClock(time.Now)
	e.OK(t, "/api/Public/ProvinceIsFinalScore", "", map[string]any{"ProvinceId": 44}, &final)
	if !final.IsFinalScore || final.Year != 2026 {
		t.Errorf("广东 final: %+v", final)
	}
	e.OK(t, "/api/Public/ProvinceIsFinalScore", "", map[string]any{"ProvinceId": 37}, &final)
	if !final.IsFinalScore || final.Year != 2026 {
		t.Errorf("山东 final (its official 2026 table): %+v", final)
	}
	e.OK(t, "/api/Public/ProvinceIsFinalScore", "", map[string]any{"ProvinceId": 54}, &final)
	if final.IsFinalScore {
		t.Errorf("西藏 has no 2026 table but answers final: %+v", final)
	}
	var subjects struct{ First, Second []string }
	e.OK(t, "/api/Public/NewExamSubject", "", map[string]any{"ProvinceId": 33, "Year": 2025}, &subjects)
	if len(subjects.First) != 0 || len(subjects.Second) != 7 || subjects.Second[6] != "技术" {
		t.Errorf("浙江 subjects: %+v", subjects)
	}
	var provinces []struct {
		ProvinceId, MaxScore int
		ExamMode             string
	}
	e.OK(t, "/api/Public/ProvinceList", "", nil, &provinces)
	if len(provinces) != 31 || provinces[0].ProvinceId != 11 {
		t.Errorf("provinces: %d, first %+v", len(provinces), provinces[0])
	}
}

// testBatchLines: 广东 2025 lines from the 2011–2025 workbook's 线上人数 sheet (2026 from the
// official announcement).
func testBatchLines(t *testing.T, e *platformtest.Env) {
	var lines struct {
		Years []int
		Year  int
		List  []struct {
			BatchId, Track, Batch, Category string
			Score                           int
			Source                          struct {
				Title    string
				Official bool
			}
		}
	}
	e.OK(t, "/api/Public/LineBatchList", "", map[string]any{"ProvinceId": 44, "Year": 2025}, &lines)
	got := map[string]int{}
	for _, l := range lines.List {
		got[l.Track+l.Batch] = l.Score
		if l.Source.Title == "" || l.Source.Official {
			t.Errorf("%+v: a third-party compilation must say so", l)
		}
	}
	if got["物理类本科线"] != 436 || got["历史类本科线"] != 464 || got["物理类特控线"] != 534 || got["历史类特控线"] != 557 {
		t.Errorf("广东 2025 lines: %v", got)
	}
	if len(lines.Years) != 10 || lines.Years[0] != 2026 || lines.Years[9] != 2017 {
		t.Errorf("广东 line years: %v", lines.Years)
	}
	// Default year: the newest; 普通类 first.
	e.OK(t, "/api/Public/LineBatchList", "", map[string]any{"ProvinceId": 32}, &lines)
	if lines.Year != 2026 || len(lines.List) == 0 || lines.List[0].Category != "普通类" {
		t.Errorf("江苏 default: year %d, first %+v", lines.Year, lines.List[:1])
	}
	var batches []struct {
		BatchId, BatchName, Category string
		Score                        int
	}
	e.OK(t, "/api/Public/ProvinceBatchList", "", map[string]any{"ProvinceId": 32, "Year": 2026, "SelectSubject": "物理"}, &batches)
	names := map[string]int{}
	for i, b := range batches {
		names[b.BatchName] = b.Score
		if i > 0 && b.Score > batches[i-1].Score {
			t.Errorf("batches not highest first: %+v", batches)
		}
		if b.Category != "普通类" && !strings.HasPrefix(b.Category, "特殊类型") {
			t.Errorf("art/sport line in the score panel's batches: %+v", b)
		}
	}
	if names["普通类本科录取控制分数线"] != 456 || names["特殊类型招生控制线"] != 513 {
		t.Errorf("江苏 2026 物理类 batches: %+v", batches)
	}
	r := e.Call(t, "/api/Public/ProvinceBatchList", "", map[string]any{"ProvinceId": 32, "Year": 2026})
	if r.Code != 400 || r.Message != "请选择科目！" {
		t.Errorf("no subject: %d %q", r.Code, r.Message)
	}
}
