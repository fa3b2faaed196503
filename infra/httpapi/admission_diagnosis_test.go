package httpapi_test

import (
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/platform/platformtest"
)

func testDiagnosis(t *testing.T, e *platformtest.Env) {
	if r := e.Call(t, "/api/Public/LineDiagnosisScore", "", map[string]any{}); r.Code != 112 {
		t.Fatalf("diagnosis without login: Code %d", r.Code)
	}
	tok := diagnosisCandidate(t, e, 5101, 44, []string{"物理", "化学", "生物"}, 600)
	var d struct {
		Track string
		Rank  struct{ Rank int }
		Lines []struct {
			BatchName   string
			Score, Diff int
			Cleared     bool
		}
		Equivalents []struct{ Year, Score int }
	}
	e.OK(t, "/api/Public/LineDiagnosisScore", tok, map[string]any{}, &d)
	// 广东 2026 物理类: 600 has cumulative 30,891; the 本科 line is 425.
	if d.Track != "物理类" || d.Rank.Rank != 30891 || len(d.Equivalents) < 4 {
		t.Fatalf("diagnosis: %+v", d)
	}
	cleared := false
	for _, l := range d.Lines {
		if l.BatchName == "普通类本科录取最低分数线" {
			cleared = l.Cleared && l.Diff == 175 && l.Score == 425
		}
	}
	if !cleared {
		t.Errorf("本科 line: %+v", d.Lines)
	}
	var page struct {
		Total int
		Year  int
		Rank  int
		List  []struct {
			LineRank, RankGap int
			Reachable         bool
			Year              int
		}
	}
	e.OK(t, "/api/Public/LineDiagnosisPaged", tok, map[string]any{"PageSize": 20}, &page)
	if page.Total == 0 || page.Year != 2026 || page.Rank != 30891 { // 广东's newest results: 2026
		t.Fatalf("diagnosis list: total %d year %d rank %d", page.Total, page.Year, page.Rank)
	}
	for i, it := range page.List {
		if it.RankGap != it.LineRank-30891 || it.Reachable != (it.RankGap >= 0) || it.Year != 2026 {
			t.Errorf("item %+v", it)
		}
		if i > 0 && abs(it.RankGap) < abs(page.List[i-1].RankGap) {
			t.Errorf("not nearest first at %d", i)
		}
	}
	var areas []struct {
		ProvinceName string
		Count        int
	}
	e.OK(t, "/api/Public/LineDiagnosisArea", tok, map[string]any{}, &areas)
	if len(areas) < 10 || areas[0].Count < areas[len(areas)-1].Count {
		t.Errorf("areas: %+v", areas)
	}
	testDiagnosisZhejiang(t, e)
	testDiagnosisSubjects(t, e)
}

// A 江苏 物理类 candidate who took 生物 and 地理: of 江苏's 2025 groups, 1,814 require 化学 and 27
// 政治; none of those may appear among the lines nearest the candidate's rank.
func testDiagnosisSubjects(t *testing.T, e *platformtest.Env) {
	tok := diagnosisCandidate(t, e, 5103, 32, []string{"物理", "生物", "地理"}, 600)
	var page struct {
		Total, Year int
		List        []struct{ SubjectRule string }
	}
	e.OK(t, "/api/Public/LineDiagnosisPaged", tok, map[string]any{"PageSize": 100, "Year": 2025}, &page)
	rules := map[string]int{}
	for _, it := range page.List {
		rules[it.SubjectRule]++
		if strings.Contains(it.SubjectRule, "化学") || strings.Contains(it.SubjectRule, "政治") {
			t.Errorf("a line the candidate cannot file: %q", it.SubjectRule)
		}
	}
	if page.Year != 2025 || len(page.List) != 100 || rules["不限"] == 0 {
		t.Errorf("江苏 diagnosis: year %d, %d items, rules %v", page.Year, len(page.List), rules)
	}
}

// A 浙江 candidate (3+3, 专业+院校): 2026 600 is rank 54,748 (zj_sd_rank_tables), and the
// diagnosis compares it with 浙江's newest major-level filing lines (2026), whose ranks are printed.
func testDiagnosisZhejiang(t *testing.T, e *platformtest.Env) {
	tok := diagnosisCandidate(t, e, 5102, 33, []string{"物理", "化学", "技术"}, 600)
	var d struct {
		Track string
		Rank  struct{ Rank int }
	}
	e.OK(t, "/api/Public/LineDiagnosisScore", tok, map[string]any{}, &d)
	if d.Track != "综合" || d.Rank.Rank != 54748 {
		t.Fatalf("浙江 diagnosis: %+v", d)
	}
	var page struct {
		Total, Year, Rank int
		List              []struct {
			Level    string
			MinRank  *int
			LineRank int
		}
	}
	e.OK(t, "/api/Public/LineDiagnosisPaged", tok, map[string]any{"PageSize": 20}, &page)
	if page.Total == 0 || page.Year != 2026 || page.Rank != 54748 {
		t.Fatalf("浙江 diagnosis list: total %d year %d rank %d", page.Total, page.Year, page.Rank)
	}
	for _, it := range page.List {
		if it.Level != "major" || it.MinRank == nil || *it.MinRank != it.LineRank {
			t.Errorf("浙江 line %+v: want a major-level line with its printed rank", it)
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// diagnosisCandidate signs in a new user, checks the diagnosis asks for the profile, saves an exam
// profile (exam year 2026) and a score, and waits until the diagnosis sees both (the profile
// projection applies writes asynchronously). It returns the user's token.
func diagnosisCandidate(t *testing.T, e *platformtest.Env, phone, province int, subjects []string, score int) string {
	t.Helper()
	return examCandidate(t, e, phone, province, 2026, subjects, score)
}

// examCandidate signs a student in with an exam profile of the year and a score.
func examCandidate(t *testing.T, e *platformtest.Env, phone, province, year int, subjects []string, score int) string {
	t.Helper()
	tok, _ := e.Login(t, platformtest.Phone(phone))
	if r := e.Call(t, "/api/Public/LineDiagnosisScore", tok, map[string]any{}); r.Code != 400 || r.Message != "请先完善高考信息！" {
		t.Fatalf("no profile: %d %q", r.Code, r.Message)
	}
	e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": province, "ExamYear": year, "SelectSubjects": subjects}, nil)
	platformtest.Eventually(t, 10*time.Second, "the diagnosis to see the exam profile", func() bool {
		r := e.Call(t, "/api/Public/LineDiagnosisScore", tok, map[string]any{})
		return r.Code == 400 && r.Message == "请先完善高考成绩！"
	})
	e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": score}, nil)
	platformtest.Eventually(t, 10*time.Second, "the diagnosis to see the score", func() bool {
		return e.Call(t, "/api/Public/LineDiagnosisScore", tok, map[string]any{}).Code == 0
	})
	return tok
}
