package searchtest

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"zhiyuan/query/search/port"
)

// writeTests each get a fresh index holding Fixtures.
var writeTests = []contractTest{
	{"UpsertReplaces", func(t *testing.T, idx port.Index) {
		ctx := context.Background()
		doc := port.Document{ID: "news:9001", Kind: port.KindNews, Title: "甲乙丙公告",
			Fields: map[string]string{"v": "1"}}
		if err := idx.Upsert(ctx, doc); err != nil {
			t.Fatal(err)
		}
		wantFirst(t, idx, "甲乙丙", doc.ID)
		doc.Title, doc.Aliases, doc.Fields = "丁戊己通知", []string{"丁戊"}, map[string]string{"v": "2"}
		if err := idx.Upsert(ctx, doc); err != nil {
			t.Fatal(err)
		}
		wantNone(t, idx, "甲乙丙")
		res := wantFirst(t, idx, "丁戊", doc.ID)
		if !reflect.DeepEqual(res.Hits[0].Fields, map[string]string{"v": "2"}) {
			t.Errorf("fields %v, want the new ones", res.Hits[0].Fields)
		}
		wantCount(t, idx, len(Fixtures())+1)
		// Replacing a fixture changes what it is found by.
		fudan := port.Document{ID: Fudan, Kind: port.KindCollege, Title: "复旦大学", Aliases: []string{"旦大"}}
		if err := idx.Upsert(ctx, fudan); err != nil {
			t.Fatal(err)
		}
		wantFirst(t, idx, "旦大", Fudan)
		if res := find(t, idx, port.Query{Text: "上海"}); len(res.Hits) != 0 {
			t.Errorf("上海: old body still found: %v", ids(res))
		}
	}},
	{"Delete", func(t *testing.T, idx port.Index) {
		ctx := context.Background()
		if err := idx.Delete(ctx, ZJU, "college:does-not-exist"); err != nil {
			t.Fatalf("Delete: %v", err)
		}
		wantNone(t, idx, "浙江大学")
		wantNone(t, idx, "zjdx")
		wantCount(t, idx, len(Fixtures())-1)
		if err := idx.Delete(ctx); err != nil {
			t.Errorf("Delete(): %v", err)
		}
		wantFirst(t, idx, "北京大学", PKU)
	}},
	{"InvalidDocument", func(t *testing.T, idx port.Index) {
		ctx := context.Background()
		for _, d := range []port.Document{
			{Kind: port.KindCollege, Title: "无名大学"},
			{ID: "college:1", Title: "无类大学"},
		} {
			if err := idx.Upsert(ctx, d); !errors.Is(err, port.ErrInvalidDocument) {
				t.Errorf("Upsert(%+v) = %v, want ErrInvalidDocument", d, err)
			}
		}
		wantCount(t, idx, len(Fixtures()))
	}},
	{"BatchOfMany", func(t *testing.T, idx port.Index) {
		docs := make([]port.Document, 250)
		for i := range docs {
			docs[i] = port.Document{ID: "major:gen-" + string(rune('a'+i%26)) + string(rune('a'+i/26)),
				Kind: port.KindMajor, Title: "批量专业", Body: "批量导入测试"}
		}
		if err := idx.Upsert(context.Background(), docs...); err != nil {
			t.Fatal(err)
		}
		wantCount(t, idx, len(Fixtures())+len(docs))
		res := find(t, idx, port.Query{Text: "批量专业", Kinds: []string{port.KindMajor}})
		if res.Total != len(docs) || res.CountsByKind[port.KindMajor] != len(docs) {
			t.Errorf("批量专业: total %d counts %v, want %d", res.Total, res.CountsByKind, len(docs))
		}
	}},
	{"Close", func(t *testing.T, idx port.Index) {
		if err := idx.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
		if _, err := idx.Search(context.Background(), port.Query{Text: "北京"}); err == nil {
			t.Errorf("Search after Close: no error")
		}
		if err := idx.Close(); err != nil {
			t.Errorf("second Close: %v", err)
		}
	}},
}
