package searchtest

import (
	"context"
	"reflect"
	"slices"
	"testing"
	"zhiyuan/query/search/port"
)

// rankingTests each get a fresh index holding Fixtures.
var rankingTests = []contractTest{
	{"ProminenceBreaksTies", func(t *testing.T, idx port.Index) {
		// Five 师范学院 that match 师范学院 the same way except the exact one, with
		// IDs in the opposite order of their prominence and names of several lengths.
		docs := []port.Document{
			{ID: "college:90001", Title: "甲师范学院", Prominence: 0},
			{ID: "college:90002", Title: "乙省第一师范学院", Prominence: 1},
			{ID: "college:90003", Title: "丙师范学院", Prominence: 2038},
			{ID: "college:90004", Title: "丁地区高等师范学院", Prominence: 3100},
			{ID: "college:90005", Title: "师范学院", Prominence: 0}, // the exact name
		}
		for i := range docs {
			docs[i].Kind = port.KindCollege
		}
		if err := idx.Upsert(context.Background(), docs...); err != nil {
			t.Fatal(err)
		}
		res := find(t, idx, port.Query{Text: "师范学院", Kinds: []string{port.KindCollege}})
		want := []string{"college:90005", "college:90004", "college:90003", "college:90002", "college:90001"}
		if got := ids(res); !reflect.DeepEqual(got, want) {
			t.Fatalf("师范学院: got %v, want %v (the exact name, then by prominence whatever the length)", got, want)
		}
		if s := res.Hits; s[1].Score != s[2].Score || s[2].Score != s[4].Score || s[0].Score <= s[1].Score {
			t.Errorf("scores %v %v %v %v: equal matches must tie below the exact one", s[0].Score, s[1].Score,
				s[2].Score, s[4].Score)
		}
		// Paging follows the same order.
		var paged []string
		for from := 0; from < len(want); from += 2 {
			paged = append(paged, ids(find(t, idx, port.Query{Text: "师范学院", Kinds: []string{port.KindCollege},
				From: from, Size: 2}))...)
		}
		if !reflect.DeepEqual(paged, want) {
			t.Errorf("pages of 2: %v, want %v", paged, want)
		}
	}},
	{"PinyinInsideTitle", func(t *testing.T, idx port.Index) {
		// 软件工程 and 软件工程技术人员 hold gongcheng after their first word.
		res := find(t, idx, port.Query{Text: "gongcheng"})
		if got := ids(res); !reflect.DeepEqual(got, []string{SE, SEJob}) {
			t.Errorf("gongcheng: got %v, want %s then %s", got, SE, SEJob)
		}
		wantFirst(t, idx, "jishurenyuan", SEJob)
		wantFirst(t, idx, "yixue", Medicine) // 临床医学
		wantFirst(t, idx, "gong cheng", SE)  // syllables apart
		// A pinyin spelling of the start still ranks above one found inside.
		res = find(t, idx, port.Query{Text: "ruanjian"})
		if got := ids(res); len(got) != 2 || !slices.Contains(got, SE) || !slices.Contains(got, SEJob) {
			t.Errorf("ruanjian: got %v", got)
		}
		// Too short to be looked for inside a title: 3 letters.
		if res := find(t, idx, port.Query{Text: "xue"}); res.Total != 0 {
			t.Errorf("xue: got %v, want nothing", ids(res))
		}
	}},
}
