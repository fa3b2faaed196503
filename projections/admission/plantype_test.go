package admission_test

import (
	"context"
	"fmt"
	"maps"
	"testing"

	"zhiyuan/command/admissionimport"
	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/postgres"
)

// A result's plan type reaches rm_admission.results from the shipped import and from an operator's
// file; a record stored before plan types existed (no "pt") reads as not said. The read models
// answer it.
func TestPlanTypesAreStoredAndRead(t *testing.T) {
	ctx := context.Background()
	e := platformtest.New(t)
	record := func(seq int, group, planType string) events.AdmissionResultRecord {
		r := result(seq, "本科普通批", "北京大学")
		r.Year, r.Track, r.SchoolCode, r.CollegeCode, r.GroupCode, r.PlanType = 2026, "历史类", "1001", "10001", group, planType
		return r
	}
	// The chunk of an older release: its records have no plan type field at all.
	old, err := events.PackRows([]map[string]any{{"q": 3, "p": 42, "y": 2025, "t": "历史类", "b": "本科普通批", "l": "group",
		"sc": "1001", "sn": "北京大学", "cc": "10001", "g": "06", "mc": "", "mn": "", "rq": "", "pc": 0, "ms": 640, "mt": "640",
		"mr": 0, "cr": 0, "xs": 0, "as": "", "ad": 0, "n": "", "s": "s"}})
	if err != nil {
		t.Fatal(err)
	}
	recs := []events.AdmissionResultRecord{record(1, "05", "国家专项"), record(2, "04", "普通")}
	packed, err := events.PackRows(recs)
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.P.Store.Append(ctx, platform.SystemMeta("admission-import"), events.Append{
		StreamID: events.AdmissionResultsStream, ExpectedVersion: events.AnyVersion, Events: []events.Event{
			events.AdmissionResultsImported{Import: "s1", Count: 2, Rows: packed},
			events.AdmissionResultsImported{Import: "s1", Count: 1, Rows: old},
			events.AdmissionDatasetImported{Dataset: events.DatasetResults, Import: "s1", Count: 3}}})
	if err != nil {
		t.Fatal(err)
	}
	imp, err := e.P.SeasonImport.Import(ctx, platform.SystemMeta("cli"), admissionimport.Request{Kind: events.ImportResults,
		Province: "42", Year: 2027, FileName: "TEST-ONLY_results.csv", Data: []byte(
			"track,batch,level,school_code,school_name,college_code,group_code,plan_type,min_score\n" +
				"历史类,本科普通批,group,1001,北京大学,10001,06,高校专项,650\n" +
				"历史类,本科普通批,group,1001,北京大学,10001,04,,660\n"),
		Authority: "测试机构（虚构）", Title: "测试投档线（虚构）", URL: "https://example.org/t", By: "张老师", OSUser: "ops"})
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, max(res.Position, imp.Position), "admission")

	want := map[string]string{"2025 06": "", "2026 04": "普通", "2026 05": "国家专项", "2027 04": "", "2027 06": "高校专项"}
	got := map[string]string{}
	rows, err := e.P.DB.Pool.Query(ctx, `SELECT year || ' ' || group_code, plan_type FROM rm_admission.results WHERE province_id = 42`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var k, pt string
		if err := rows.Scan(&k, &pt); err != nil {
			t.Fatal(err)
		}
		got[k] = pt
	}
	rows.Close()
	if !equal(got, want) {
		t.Errorf("stored plan types %v, want %v", got, want)
	}

	items, err := postgres.NewAdmissionResultsReadModel(e.P.DB).SchoolResults(ctx, "10001", 42, false)
	if err != nil {
		t.Fatal(err)
	}
	got = map[string]string{}
	for _, it := range items {
		got[itoa(it.Year)+" "+it.GroupCode] = it.PlanType
	}
	if !equal(got, want) {
		t.Errorf("a school's lines answer plan types %v, want %v", got, want)
	}
	recRows, err := postgres.NewRecommendReadModel(e.P.DB, nil).ResultRows(ctx, 42)
	if err != nil {
		t.Fatal(err)
	}
	got = map[string]string{}
	for _, r := range recRows {
		got[itoa(r.Year)+" "+r.GroupCode] = r.PlanType
	}
	if !equal(got, want) {
		t.Errorf("the recommendation's rows carry plan types %v, want %v", got, want)
	}
}

func equal(a, b map[string]string) bool { return maps.Equal(a, b) }

func itoa(n int) string { return fmt.Sprint(n) }
