package httpapi_test

import (
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/platform/platformtest"
)

// testSeason2027 is a 2027 candidate in December 2026: no 2027 table or line is published,
// so every answer converts through the newest (2026) ones and says so, never 暂无.
func testSeason2027(t *testing.T, e *platformtest.Env) {
	// 湖北 物理类 560: the 2026 table's cumulative at 560.
	var own, next lineRankReply
	e.OK(t, "/api/Public/LineRank", "", rankBody(42, 2026, "物理", 560), &own)
	e.OK(t, "/api/Public/LineRank", "", rankBody(42, 2027, "物理", 560), &next)
	if !own.Found || own.TableYear != 2026 || own.Basis != "" {
		t.Fatalf("2026's own table: %+v", own)
	}
	if !next.Found || next.Year != 2027 || next.TableYear != 2026 || next.Rank != own.Rank ||
		next.Basis != "按2026年一分一段表换算（2027年一分一段表尚未公布）" || next.Source == nil || next.Source.Title == "" {
		t.Fatalf("2027 through the 2026 table: %+v", next)
	}
	// A 2028 student (choosing subjects now) converts through the same table, with the right label.
	var later lineRankReply
	e.OK(t, "/api/Public/LineRank", "", rankBody(42, 2028, "物理", 560), &later)
	if !later.Found || later.TableYear != 2026 || later.Rank != own.Rank || later.Basis != "按2026年一分一段表换算（2028年一分一段表尚未公布）" {
		t.Errorf("2028 through the 2026 table: %+v", later)
	}
	// A past year without a table is not answered from another year's.
	var past lineRankReply
	e.OK(t, "/api/Public/LineRank", "", rankBody(37, 2022, "", 600), &past)
	if past.Found || past.Status != "NoTable" {
		t.Errorf("山东 2022 (never published) answered: %+v", past)
	}

	var eq struct {
		Current lineRankReply
		List    []struct {
			Year, Score int
			Found       bool
		}
	}
	e.OK(t, "/api/Public/LineRankEquivalent", "", rankBody(42, 2027, "物理", 560), &eq)
	years := map[int]int{}
	for _, it := range eq.List {
		if it.Found {
			years[it.Year] = it.Score
		}
	}
	if eq.Current.TableYear != 2026 || years[2026] != 560 || years[2025] == 0 {
		t.Errorf("湖北 2027 equivalents in 2026 and 2025 (its tables): current %+v, %+v", eq.Current, eq.List)
	}
	e.OK(t, "/api/Public/LineRankEquivalent", "", rankBody(44, 2027, "物理", 600), &eq)
	years = map[int]int{}
	for _, it := range eq.List {
		if it.Found {
			years[it.Year] = it.Score
		}
	}
	if eq.Current.TableYear != 2026 || years[2026] != 600 || years[2025] == 0 || years[2024] == 0 {
		t.Errorf("广东 2027 equivalents in 2026, 2025, 2024: current %+v, %+v", eq.Current, eq.List)
	}

	var batches []struct {
		Year      int
		BatchName string
		Score     int
	}
	r := e.OK(t, "/api/Public/ProvinceBatchList", "", map[string]any{"ProvinceId": 42, "Year": 2027, "SelectSubject": "物理"}, &batches)
	if len(batches) == 0 || batches[0].Year != 2026 || r.Message != "2027年批次线尚未公布，以下为2026年批次线" {
		t.Errorf("2027 batch lines: %q %+v", r.Message, batches)
	}
	var lines struct {
		Year  int
		Basis string
		List  []struct{ Score int }
	}
	e.OK(t, "/api/Public/LineBatchList", "", map[string]any{"ProvinceId": 42, "Year": 2027}, &lines)
	if lines.Year != 2026 || lines.Basis == "" || len(lines.List) == 0 {
		t.Errorf("2027 LineBatchList: %+v", lines)
	}

	// A 2027 wish table's history columns start at 2026, the newest results.
	var head []int
	e.OK(t, "/api/Wish/TableHeadYear", "", map[string]any{"ProvinceId": 42, "Year": 2027}, &head)
	if len(head) != 3 || head[0] != 2026 || head[1] != 2025 || head[2] != 2024 {
		t.Errorf("湖北 2027 head years: %v", head)
	}

	// 新疆 sits 物理类 / 历史类 from 2027 after 理科 / 文科 tables: a reason, not an error.
	var xj lineRankReply
	e.OK(t, "/api/Public/LineRank", "", rankBody(65, 2027, "物理", 500), &xj)
	if xj.Found || xj.Status != "NoTable" || !strings.Contains(xj.Message, "新疆自2027年起按新高考") {
		t.Errorf("新疆 2027 物理类: %+v", xj)
	}

	// The season's year: December 2026 serves 2027, whose table is not out yet.
	e.P.App.Admission.WithClock(func() time.Time { return time.Date(2026, 12, 7, 12, 0, 0, 0, time.UTC) })
	defer e.P.App.Admission.WithClock(time.Now)
	var final struct {
		IsFinalScore    bool
		Year, TableYear int
		Basis           string
	}
	e.OK(t, "/api/Public/ProvinceIsFinalScore", "", map[string]any{"ProvinceId": 42}, &final)
	if final.IsFinalScore || final.Year != 2027 || final.TableYear != 2026 || !strings.Contains(final.Basis, "按2026年一分一段表换算") {
		t.Errorf("湖北 in December 2026: %+v", final)
	}

	// The diagnosis of a 2027 湖北 物理 student with 560: rank, lines and past lines, labelled.
	tok := examCandidate(t, e, 5127, 42, 2027, []string{"物理", "化学", "生物"}, 560)
	var d struct {
		Year       int
		Rank       lineRankReply
		Lines      []struct{ Score int }
		LinesYear  int
		LinesBasis string
		Message    string
	}
	e.OK(t, "/api/Public/LineDiagnosisScore", tok, map[string]any{}, &d)
	if d.Year != 2027 || d.Rank.Rank != own.Rank || d.Rank.TableYear != 2026 || len(d.Lines) == 0 || d.LinesYear != 2026 ||
		d.LinesBasis == "" || !strings.Contains(d.Message, "按2026年一分一段表换算") {
		t.Errorf("2027 diagnosis: %+v", d)
	}
	var page struct {
		Total, Year, Rank, TableYear int
		Basis, Message               string
	}
	e.OK(t, "/api/Public/LineDiagnosisPaged", tok, map[string]any{"PageSize": 20}, &page)
	if page.Total == 0 || page.Rank != own.Rank || page.Message != "" || page.TableYear != 2026 || page.Basis == "" {
		t.Errorf("2027 diagnosis list: %+v", page)
	}
}
