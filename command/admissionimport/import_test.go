package admissionimport_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"zhiyuan/command/admissionimport"
	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/eventlog/eventlogtest"
	"zhiyuan/infra/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// newService opens a migrated, empty database with the real event log on it.
func newService(t *testing.T) (*admissionimport.Service, *eventlog.Store, *events.Registry) {
	t.Helper()
	store, reg := eventlogtest.NewStore(t)
	return admissionimport.NewService(store, reg), store, reg
}

var meta = events.Metadata{ActorUserID: "system:cli", TerminalType: "cli", ClientIP: "local"}

func rankTableRequest(t *testing.T) admissionimport.Request {
	t.Helper()
	raw, err := os.ReadFile("testdata/TEST-ONLY_hubei-2027-physics-rank-table.csv")
	if err != nil {
		t.Fatal(err)
	}
	return admissionimport.Request{Kind: events.ImportRankTable, Province: "湖北省", Year: 2027, Track: "物理类",
		FileName: "/tmp/x/TEST-ONLY_hubei-2027-physics-rank-table.csv", Data: raw,
		Authority: "测试机构（虚构）", Title: "测试用一分一段表（虚构数据）", URL: "https://example.org/test-rank-table",
		By: "张老师", OSUser: "ops"}
}

func head(t *testing.T, store *eventlog.Store) int64 {
	t.Helper()
	h, err := store.Head(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestABadFileIsRefusedWithItsLineAndChangesNothing(t *testing.T) {
	svc, store, _ := newService(t)
	req := rankTableRequest(t)
	req.Data = []byte(strings.Replace(string(req.Data), "696,10,35", "696,10,24", 1)) // line 6
	before := head(t, store)
	_, err := svc.Import(context.Background(), meta, req)
	var refused *admissionimport.Refused
	if !errors.As(err, &refused) {
		t.Fatalf("want a refusal, got %v", err)
	}
	if !strings.Contains(err.Error(), "第6行：累计人数24小于上一行（25）") || !strings.Contains(err.Error(), "什么也没有写入") {
		t.Fatalf("refusal: %v", err)
	}
	if after := head(t, store); after != before {
		t.Fatalf("the log moved from %d to %d", before, after)
	}
}

func TestImportingTheSameFileTwiceWritesOnce(t *testing.T) {
	svc, store, reg := newService(t)
	ctx := context.Background()
	first, err := svc.Import(ctx, meta, rankTableRequest(t))
	if err != nil || !first.Written {
		t.Fatalf("first import: %+v, %v", first, err)
	}
	after := head(t, store)
	second, err := svc.Import(ctx, meta, rankTableRequest(t))
	if err != nil || second.Written || second.Already == nil || second.Already.Import != first.Import {
		t.Fatalf("second import: %+v, %v", second, err)
	}
	if h := head(t, store); h != after {
		t.Fatalf("the second import wrote: head %d → %d", after, h)
	}

	// The record names who, the file and its hash, and the source; the rows cite the source.
	envs, err := store.Load(ctx, events.AdmissionImportsStream)
	if err != nil || len(envs) != 1 {
		t.Fatalf("index: %d events, %v", len(envs), err)
	}
	ev, err := reg.Decode(envs[0])
	if err != nil {
		t.Fatal(err)
	}
	rec := ev.(events.AdmissionImportRecorded)
	if rec.By != "张老师" || rec.OSUser != "ops" || envs[0].Meta.ActorUserID != "system:cli" ||
		rec.File != "TEST-ONLY_hubei-2027-physics-rank-table.csv" || rec.SHA256 != first.SHA256 || len(rec.SHA256) != 64 ||
		rec.Source.Authority != "测试机构（虚构）" || rec.Source.Title != "测试用一分一段表（虚构数据）" ||
		rec.Source.URL != "https://example.org/test-rank-table" || rec.Source.Quality != "official" ||
		rec.Kind != events.ImportRankTable || rec.ProvinceID != 42 || rec.Year != 2027 || rec.Track != "物理类" ||
		rec.Rows != 9 || rec.Chunks != 1 || rec.Replace || len(rec.Replaced) != 0 {
		t.Fatalf("record %+v", rec)
	}
	rows, err := store.Load(ctx, events.AdmissionImportStream(rec.Import))
	if err != nil || len(rows) != 1 {
		t.Fatalf("rows: %d, %v", len(rows), err)
	}
	ev, _ = reg.Decode(rows[0])
	raw, _ := events.UnpackRows(ev.(events.AdmissionImportRows).Rows)
	var tables []events.RankTableRecord
	if err := json.Unmarshal(raw, &tables); err != nil || tables[0].SourceID != rec.Source.ID || len(tables[0].Bands) != 9 {
		t.Fatalf("rows %s, %v", raw, err)
	}
}

// Data of a scope that already holds some is replaced only with Replace, and the record says what.
func TestReplacingNeedsTheOperatorsWord(t *testing.T) {
	svc, store, _ := newService(t)
	ctx := context.Background()
	req := rankTableRequest(t)
	req.Year = 2026 // the shipped data has 湖北 2026 物理类
	before := head(t, store)
	_, err := svc.Import(ctx, meta, req)
	if err == nil || !strings.Contains(err.Error(), "湖北 2026年 物理类已有一分一段表（内置数据）：确认用本文件替换请加 --replace") {
		t.Fatalf("want a refusal naming the shipped table, got %v", err)
	}
	if head(t, store) != before {
		t.Fatal("a refused replacement wrote")
	}
	req.Replace = true
	res, err := svc.Import(ctx, meta, req)
	if err != nil || !res.Written || len(res.Replaced) != 1 || res.Replaced[0] != events.ReplacedShipped {
		t.Fatalf("%+v, %v", res, err)
	}

	// A corrected 2027 file replaces the first 2027 import only with Replace too.
	first, err := svc.Import(ctx, meta, rankTableRequest(t))
	if err != nil || !first.Written {
		t.Fatal(err)
	}
	fixed := rankTableRequest(t)
	fixed.Data = []byte(strings.Replace(string(fixed.Data), "700-750,12,12", "700-750,11,12", 1))
	if _, err := svc.Import(ctx, meta, fixed); err == nil || !strings.Contains(err.Error(), "张老师导入的 TEST-ONLY_hubei-2027-physics-rank-table.csv") {
		t.Fatalf("want a refusal naming the earlier import, got %v", err)
	}
	fixed.Replace = true
	res, err = svc.Import(ctx, meta, fixed)
	if err != nil || !res.Written || len(res.Replaced) != 1 || res.Replaced[0] != first.Import {
		t.Fatalf("%+v, %v", res, err)
	}
	// Going back to the first file is a new import (the later one holds the scope now).
	back := rankTableRequest(t)
	back.Replace = true
	res, err = svc.Import(ctx, meta, back)
	if err != nil || !res.Written || res.Import == first.Import {
		t.Fatalf("back: %+v, %v", res, err)
	}
}
