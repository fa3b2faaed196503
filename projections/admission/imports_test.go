package admission_test

import (
	"context"
	"os"
	"sort"
	"strings"
	"testing"

	"zhiyuan/command/admissionimport"
	"zhiyuan/events"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// shipped appends a small shipped-style import (the events command/admission writes at
// start) of rank tables and results, as a release's data would.
func shipped(t *testing.T, e *platformtest.Env, id string, tables []events.RankTableRecord, results []events.AdmissionResultRecord) int64 {
	t.Helper()
	packed, err := events.PackRows(results)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	meta := platform.SystemMeta("admission-import")
	var pos int64
	for _, a := range []events.Append{
		{StreamID: events.AdmissionRankTablesStream, ExpectedVersion: events.AnyVersion, Events: []events.Event{
			events.RankTablesImported{Import: id, Tables: tables},
			events.AdmissionDatasetImported{Dataset: events.DatasetRankTables, Import: id, Count: len(tables)}}},
		{StreamID: events.AdmissionResultsStream, ExpectedVersion: events.AnyVersion, Events: []events.Event{
			events.AdmissionResultsImported{Import: id, Count: len(results), Rows: packed},
			events.AdmissionDatasetImported{Dataset: events.DatasetResults, Import: id, Count: len(results)}}},
	} {
		res, err := e.P.Store.Append(ctx, meta, a)
		if err != nil {
			t.Fatal(err)
		}
		pos = res.Position
	}
	return pos
}

func table(year, top int) events.RankTableRecord {
	return events.RankTableRecord{ProvinceID: 42, Year: year, Track: "物理类", SourceID: "s", Bands: [][4]int{{top, top, 1, 1}}}
}

func result(seq int, batch, school string) events.AdmissionResultRecord {
	return events.AdmissionResultRecord{Seq: seq, ProvinceID: 42, Year: 2027, Track: "物理类", Batch: batch, Level: "group",
		SchoolCode: "1", SchoolName: school, GroupCode: "01", MinScore: 600, MinScoreText: "600", SourceID: "s"}
}

// An operator's import replaces the rows of its scopes, whoever wrote them, and a later
// shipped import (a restart on a new release) neither drops it nor brings the replaced rows back.
func TestAShippedImportLeavesOperatorImportsAlone(t *testing.T) {
	ctx := context.Background()
	e := platformtest.New(t)
	e.WaitProjections(t, shipped(t, e, "s1", []events.RankTableRecord{table(2026, 700), table(2027, 701)},
		[]events.AdmissionResultRecord{result(1, "本科批", "旧内置"), result(2, "专科批", "旧内置专科")}), "admission")

	req := admissionimport.Request{Kind: events.ImportResults, Province: "42", Year: 2027,
		FileName: "TEST-ONLY_results.csv", Data: []byte("track,batch,level,school_code,school_name,group_code,min_score\n" +
			"物理类,本科批,group,1,测试导入,01,610\n"), Authority: "测试机构（虚构）", Title: "测试投档线（虚构）",
		URL: "https://example.org/t", By: "张老师", OSUser: "ops"}
	res, err := e.P.SeasonImport.Import(ctx, platform.SystemMeta("cli"), req)
	if err != nil {
		t.Fatal(err)
	}
	tr := testRankTable(t)
	rt, err := e.P.SeasonImport.Import(ctx, platform.SystemMeta("cli"), tr)
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, max(res.Position, rt.Position), "admission")
	check := func(when string, wantTables map[int]string, wantResults []string) {
		t.Helper()
		rows, err := e.P.DB.Pool.Query(ctx, `SELECT year, import FROM rm_admission.rank_tables WHERE province_id = 42`)
		if err != nil {
			t.Fatal(err)
		}
		got := map[int]string{}
		for rows.Next() {
			var y int
			var imp string
			_ = rows.Scan(&y, &imp)
			got[y] = imp
		}
		rows.Close()
		for y, imp := range wantTables {
			if got[y] != imp {
				t.Errorf("%s: table %d from %q, want %q (%v)", when, y, got[y], imp, got)
			}
		}
		var names []string
		rows, err = e.P.DB.Pool.Query(ctx, `SELECT batch || ':' || school_name || ':' || min_score FROM rm_admission.results`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var s string
			_ = rows.Scan(&s)
			names = append(names, s)
		}
		rows.Close()
		sort.Strings(names)
		if strings.Join(names, ",") != strings.Join(wantResults, ",") {
			t.Errorf("%s: results %v, want %v", when, names, wantResults)
		}
	}
	check("after the operator's imports", map[int]string{2026: "s1", 2027: rt.Import},
		[]string{"专科批:旧内置专科:600", "本科批:测试导入:610"})

	// A new release: its 2027 table and 本科批 results fall in the operator's scopes.
	e.WaitProjections(t, shipped(t, e, "s2", []events.RankTableRecord{table(2026, 702), table(2027, 703)},
		[]events.AdmissionResultRecord{result(1, "本科批", "新内置"), result(2, "专科批", "新内置专科")}), "admission")
	check("after a shipped re-import", map[int]string{2026: "s2", 2027: rt.Import},
		[]string{"专科批:新内置专科:600", "本科批:测试导入:610"})

	// A rebuild replays the log to the same rows.
	if _, err := e.P.Runtime.Rebuild(ctx, "admission"); err != nil {
		t.Fatal(err)
	}
	check("after a rebuild", map[int]string{2026: "s2", 2027: rt.Import},
		[]string{"专科批:新内置专科:600", "本科批:测试导入:610"})
}

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
