package httpapi_test

import (
	"context"
	"os"
	"testing"
	"time"
	qadmission "zhiyuan/query/admission"

	"zhiyuan/command/admissionimport"
	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// testRankTable is the hand-made 湖北 2027 物理类 table (invented numbers, test data only).
func testRankTable(t *testing.T) admissionimport.Request {
	t.Helper()
	raw, err := os.ReadFile("../../command/admissionimport/testdata/TEST-ONLY_hubei-2027-physics-rank-table.csv")
	if err != nil {
		t.Fatal(err)
	}
	return admissionimport.Request{Kind: events.ImportRankTable, Province: "湖北", Year: 2027, Track: "物理类",
		FileName: "TEST-ONLY_hubei-2027-physics-rank-table.csv", Data: raw, Authority: "测试机构（虚构）",
		Title: "测试用一分一段表（虚构数据）", URL: "https://example.org/test-rank-table", By: "张老师", OSUser: "ops"}
}

// An operator's 2027 rank table answers score → rank for 2027 through the same API, the
// import is listed, and the recommendation engine sees a new data version.
func TestAnOperatorsRankTableAnswersItsYear(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	e := platformtest.New(t) // no shipped admission data: the import is all there is
	body := rankBody(42, 2027, "物理", 698)

	var none lineRankReply
	e.OK(t, "/api/Public/LineRank", "", body, &none)
	if none.Found || none.Status != "NoTable" {
		t.Fatalf("with no table at all: %+v", none)
	}
	// The same test table stands as an earlier year's: a 2027 score converts through the newest
	// table until 2027's is in. The binary ships 湖北's 2024 table, so the operator confirms the
	// replacement (this platform's read model holds no shipped data: the import is all there is).
	prev := testRankTable(t)
	prev.Year, prev.Replace = 2024, true
	resPrev, err := e.P.SeasonImport.Import(ctx, platform.SystemMeta("cli"), prev)
	if err != nil || !resPrev.Written {
		t.Fatalf("import of 2024: %+v, %v", resPrev, err)
	}
	e.WaitProjections(t, resPrev.Position, "admission")
	var before lineRankReply
	platformtest.Eventually(t, 5*time.Second, "the 2024 table", func() bool {
		e.OK(t, "/api/Public/LineRank", "", body, &before)
		return before.Found
	})
	if !before.Found || before.TableYear != 2024 || before.Basis != "按2024年一分一段表换算（2027年一分一段表尚未公布）" {
		t.Fatalf("before the 2027 import, converted through 2024: %+v", before)
	}
	if tb, err := e.P.AdmissionRM.Table(ctx, 42, 2027, "物理类"); err != nil || tb != nil {
		t.Fatalf("a 2027 table before the import: %v, %v", tb, err)
	}
	if _, err := e.P.App.Recommend.Refresh(ctx); err != nil {
		t.Fatal(err)
	}

	res, err := e.P.SeasonImport.Import(ctx, platform.SystemMeta("cli"), testRankTable(t))
	if err != nil || !res.Written {
		t.Fatalf("import: %+v, %v", res, err)
	}
	e.WaitProjections(t, res.Position, "admission")

	// The read model's copy is rechecked every 100 ms: wait for it to see the import.
	platformtest.Eventually(t, 5*time.Second, "the 2027 table", func() bool {
		tb, err := e.P.AdmissionRM.Table(ctx, 42, 2027, "物理类")
		return err == nil && tb != nil
	})
	tb, err := e.P.AdmissionRM.Table(ctx, 42, 2027, "物理类")
	if err != nil || tb == nil || tb.Info.Year != 2027 || tb.Info.Candidates != 1000 || tb.Info.Bands != 9 {
		t.Fatalf("the read model's 2027 table: %+v, %v", tb, err)
	}
	// 698 in the test table: 8 candidates, ranks 18–25, now from 2027's own table.
	var after lineRankReply
	e.OK(t, "/api/Public/LineRank", "", body, &after)
	if !after.Found || after.Year != 2027 || after.TableYear != 2027 || after.Basis != "" || after.RankBest != 18 || after.RankWorst != 25 || after.SameScoreCount != 8 ||
		after.Table == nil || after.Table.Candidates != 1000 || after.Source == nil ||
		after.Source.Title != "测试用一分一段表（虚构数据）" || after.Source.Authority != "测试机构（虚构）" || !after.Source.Official {
		t.Fatalf("after the import: %+v %+v %+v", after, after.Table, after.Source)
	}

	all, err := e.P.AdmissionRM.AdmissionImports(ctx)
	var list []qadmission.ImportEntry
	for _, it := range all {
		if it.Year == 2027 {
			list = append(list, it)
		}
	}
	if err != nil || len(all) != 2 || len(list) != 1 || list[0].By != "张老师" || list[0].OSUser != "ops" || list[0].SHA256 != res.SHA256 ||
		list[0].Actor != "system:cli" || !list[0].Current || list[0].Source.Url != "https://example.org/test-rank-table" {
		t.Fatalf("imports: %+v, %v", list, err)
	}
	if swapped, err := e.P.App.Recommend.Refresh(ctx); err != nil || !swapped {
		t.Fatalf("the engine did not see the import as a new data version: %v, %v", swapped, err)
	}
}
