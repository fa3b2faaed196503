package searchtest

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"zhiyuan/query/search/port"
)

// queryTests run read-only against one index holding Fixtures.
var queryTests = []contractTest{
	{"FullName", func(t *testing.T, idx port.Index) {
		res := wantFirst(t, idx, "北京大学", PKU)
		if got := res.Hits[0].TitleSegments; !reflect.DeepEqual(got, []port.Segment{{Text: "北京大学", Match: true}}) {
			t.Errorf("segments %+v, want the whole title marked", got)
		}
		wantFirst(t, idx, "中国科学技术大学", USTC)
		wantFirst(t, idx, "计算机科学与技术", CS)
		wantFirst(t, idx, "  临床医学 ", Medicine)
	}},
	{"ExactBeforePrefix", func(t *testing.T, idx port.Index) {
		// The news title starts with 北京大学; the college is the exact match.
		res := wantFirst(t, idx, "北京大学", PKU)
		if !slices.Contains(ids(res), PKUNews) {
			t.Errorf("北京大学: news %s missing from %v", PKUNews, ids(res))
		}
	}},
	{"PartialName", func(t *testing.T, idx port.Index) {
		wantFirst(t, idx, "清华", THU)
		wantFirst(t, idx, "师范", BNU)
		wantFirst(t, idx, "工业", HIT)
		wantFirst(t, idx, "科技", HUST)
		wantFirst(t, idx, "复旦", Fudan)
	}},
	{"PrefixBeforeOtherMatches", func(t *testing.T, idx port.Index) {
		// Titles starting with 北京 rank before 清华大学, which only has it
		// as a tag and in its body.
		res := find(t, idx, port.Query{Text: "北京", Size: 20})
		seenOther := false
		for _, h := range res.Hits {
			prefix := strings.HasPrefix(h.Title, "北京")
			if prefix && seenOther {
				t.Fatalf("北京: title-prefix hit %s after a non-prefix hit: %v", h.ID, ids(res))
			}
			seenOther = seenOther || !prefix
		}
		for _, id := range []string{PKU, BNU, BIT, PKUNews, THU} {
			if !slices.Contains(ids(res), id) {
				t.Errorf("北京: %s missing from %v", id, ids(res))
			}
		}
	}},
	{"TitleBeforeBody", func(t *testing.T, idx port.Index) {
		res := find(t, idx, port.Query{Text: "软件"})
		got := ids(res)
		if len(got) != 3 || !slices.Contains(got[:2], SE) || !slices.Contains(got[:2], SEJob) || got[2] != CS {
			t.Fatalf("软件: got %v, want %s and %s (title) before %s (body)", got, SE, SEJob, CS)
		}
	}},
	{"SingleCharacter", func(t *testing.T, idx port.Index) {
		res := wantFirst(t, idx, "浙", ZJU)
		if res.Total != 1 {
			t.Errorf("浙: total %d (%v), want 1", res.Total, ids(res))
		}
		if got := marked(res.Hits[0].TitleSegments); !reflect.DeepEqual(got, []string{"浙"}) {
			t.Errorf("浙: marked %q, want [浙]", got)
		}
		wantFirst(t, idx, "医", Medicine)
		wantFirst(t, idx, "哈", HIT)
	}},
	{"Alias", func(t *testing.T, idx port.Index) {
		wantFirst(t, idx, "北大", PKU)
		wantFirst(t, idx, "浙大", ZJU)
		wantFirst(t, idx, "哈工大", HIT)
		wantFirst(t, idx, "中科大", USTC)
		wantFirst(t, idx, "华中工学院", HUST) // former name
		wantFirst(t, idx, "软工", SE)
	}},
	{"PinyinFull", func(t *testing.T, idx port.Index) {
		wantFirst(t, idx, "beijingdaxue", PKU)
		wantFirst(t, idx, "qinghua", THU)
		wantFirst(t, idx, "fudan", Fudan)
		wantFirst(t, idx, "Beijing DaXue", PKU) // case and spaces
		wantFirst(t, idx, "ｂｅｉｊｉｎｇｄａｘｕｅ", PKU)  // full-width
		wantFirst(t, idx, "linchuangyixue", Medicine)
		// A character with several readings: 重 is zhong first, chong in 重庆.
		wantFirst(t, idx, "chongqing", CQU)
		wantFirst(t, idx, "zhongqing", CQU)
	}},
	{"PinyinInitials", func(t *testing.T, idx port.Index) {
		wantFirst(t, idx, "bjdx", PKU)
		wantFirst(t, idx, "BJDX", PKU)
		wantFirst(t, idx, "hgd", HIT) // initials of the alias 哈工大
		wantFirst(t, idx, "zgkxjsdx", USTC)
		wantFirst(t, idx, "cqdx", CQU)
		res := find(t, idx, port.Query{Text: "bj"})
		for _, id := range []string{PKU, BNU, BIT} {
			if !slices.Contains(ids(res), id) {
				t.Errorf("bj: %s missing from %v", id, ids(res))
			}
		}
	}},
	{"MultipleTerms", func(t *testing.T, idx port.Index) {
		// Every term must match somewhere: 浙江 in the title, 985 as a tag.
		// 北京 大学 is found as two terms in 北京大学 and others.
		res := wantFirst(t, idx, "浙江 985", ZJU)
		if res.Total != 1 {
			t.Errorf("浙江 985: got %v, want only %s", ids(res), ZJU)
		}
		wantNone(t, idx, "浙江 临床")
		res = wantFirst(t, idx, "北京 大学", PKU)
		if got := marked(res.Hits[0].TitleSegments); !reflect.DeepEqual(got, []string{"北京大学"}) {
			t.Errorf("北京 大学: marked %q", got)
		}
		// 清华大学 matches too (北京 is its tag), but after the titles.
		got := ids(res)
		if i, j := slices.Index(got, BNU), slices.Index(got, THU); i < 0 || j < 0 || i > j {
			t.Errorf("北京 大学: got %v, want %s before %s", got, BNU, THU)
		}
	}},
	{"TypoFallback", func(t *testing.T, idx port.Index) {
		// Nothing matches exactly, so one wrong character is tolerated in
		// a whole name or pinyin spelling.
		wantFirst(t, idx, "青华大学", THU)
		wantFirst(t, idx, "复但大学", Fudan)
		wantFirst(t, idx, "beijingdaxe", PKU)
		res := wantFirst(t, idx, "哈尔滨工叶大学", HIT)
		if res.Total != 1 {
			t.Errorf("哈尔滨工叶大学: got %v, want only %s", ids(res), HIT)
		}
		// With the kind filter, counts still cover every kind.
		res = find(t, idx, port.Query{Text: "青华大学", Kinds: []string{port.KindMajor}})
		if res.Total != 0 || res.CountsByKind[port.KindCollege] != 1 {
			t.Errorf("青华大学 in majors: total %d counts %v", res.Total, res.CountsByKind)
		}
		// A query that matches is not widened by typos: 北京大学 is not
		// one edit from 清华大学, but 浙江大学 → 浙大 stays exact.
		if res := find(t, idx, port.Query{Text: "浙江大学"}); res.Total != 1 {
			t.Errorf("浙江大学: got %v, want only %s", ids(res), ZJU)
		}
		// Short queries never fall back: 北太 is not 北大.
		wantNone(t, idx, "北太")
	}},
	{"NoMatch", func(t *testing.T, idx port.Index) {
		wantNone(t, idx, "麻省理工")
		wantNone(t, idx, "xyzzy")
		wantNone(t, idx, "！！！") // analyses to no tokens at all
		wantNone(t, idx, "<> &")
	}},
	{"EmptyQuery", func(t *testing.T, idx port.Index) {
		// Decision: not an error, an empty result.
		for _, q := range []string{"", "   ", "\u3000\t"} {
			res := find(t, idx, port.Query{Text: q})
			if res.Total != 0 || len(res.Hits) != 0 || len(res.CountsByKind) != 0 {
				t.Errorf("Search(%q) = %+v, want an empty result", q, res)
			}
		}
	}},
	{"KindFilterAndCounts", testKinds},
	{"Paging", testPaging},
	{"Highlight", func(t *testing.T, idx port.Index) {
		res := wantFirst(t, idx, "清华", THU)
		want := []port.Segment{{Text: "清华", Match: true}, {Text: "大学", Match: false}}
		if got := res.Hits[0].TitleSegments; !reflect.DeepEqual(got, want) {
			t.Errorf("清华: segments %+v, want %+v", got, want)
		}
		res = wantFirst(t, idx, "科学技术", USTC)
		if got := marked(res.Hits[0].TitleSegments); !reflect.DeepEqual(got, []string{"科学技术"}) {
			t.Errorf("科学技术: marked %q, want [科学技术]", got)
		}
		// An abbreviation marks its characters where they occur.
		res = wantFirst(t, idx, "哈工大", HIT)
		if got := marked(res.Hits[0].TitleSegments); !reflect.DeepEqual(got, []string{"哈", "工", "大"}) {
			t.Errorf("哈工大: marked %q, want [哈 工 大]", got)
		}
	}},
	{"MarkupIsPlainText", func(t *testing.T, idx port.Index) {
		res := wantFirst(t, idx, "开放日", XSSNews)
		h := res.Hits[0]
		if h.Title != XSSTitle {
			t.Fatalf("title %q, want %q unchanged", h.Title, XSSTitle)
		}
		if got := marked(h.TitleSegments); !reflect.DeepEqual(got, []string{"开放日"}) {
			t.Errorf("marked %q, want [开放日]", got)
		}
		if !strings.Contains(h.TitleSegments[len(h.TitleSegments)-1].Text, "<script>") {
			t.Errorf("segments %+v: markup should be returned verbatim as text", h.TitleSegments)
		}
		wantFirst(t, idx, "script", XSSNews) // it is text, and searchable
	}},
	{"StoredFields", func(t *testing.T, idx port.Index) {
		res := wantFirst(t, idx, "北京大学", PKU)
		want := map[string]string{"code": "10001", "province": "北京"}
		if got := res.Hits[0].Fields; !reflect.DeepEqual(got, want) {
			t.Errorf("fields %v, want %v", got, want)
		}
		if h := res.Hits[0]; h.Kind != port.KindCollege || h.Title != "北京大学" || h.Score <= 0 {
			t.Errorf("hit %+v: wrong kind, title or score", h)
		}
	}},
}

func testKinds(t *testing.T, idx port.Index) {
	all := find(t, idx, port.Query{Text: "大学", Size: port.MaxSize})
	sum := 0
	for _, n := range all.CountsByKind {
		sum += n
	}
	if sum != all.Total || all.CountsByKind[port.KindCollege] != 10 || all.CountsByKind[port.KindNews] != 1 {
		t.Fatalf("大学: total %d, counts %v; want 10 colleges + 1 news adding up", all.Total, all.CountsByKind)
	}
	colleges := find(t, idx, port.Query{Text: "大学", Kinds: []string{port.KindCollege}, Size: port.MaxSize})
	if colleges.Total != 10 || len(colleges.Hits) != 10 {
		t.Errorf("大学 in colleges: total %d, %d hits, want 10", colleges.Total, len(colleges.Hits))
	}
	// Counts ignore the kind filter, so the other tabs keep their numbers.
	if !reflect.DeepEqual(colleges.CountsByKind, all.CountsByKind) {
		t.Errorf("counts with filter %v, without %v: want equal", colleges.CountsByKind, all.CountsByKind)
	}
	two := find(t, idx, port.Query{Text: "软件", Kinds: []string{port.KindMajor, port.KindProfession}})
	if two.Total != 3 {
		t.Errorf("软件 in majors+professions: %v, want 3 hits", ids(two))
	}
	none := find(t, idx, port.Query{Text: "软件", Kinds: []string{port.KindNews}})
	if none.Total != 0 || none.CountsByKind[port.KindMajor] != 2 {
		t.Errorf("软件 in news: total %d counts %v, want 0 hits and 2 majors counted", none.Total, none.CountsByKind)
	}
}

func testPaging(t *testing.T, idx port.Index) {
	all := find(t, idx, port.Query{Text: "大学", Size: port.MaxSize})
	if len(all.Hits) < 7 {
		t.Fatalf("大学: %d hits, want at least 7 for paging", len(all.Hits))
	}
	var paged []string
	for from := 0; from < all.Total; from += 3 {
		page := find(t, idx, port.Query{Text: "大学", From: from, Size: 3})
		if page.Total != all.Total {
			t.Fatalf("page at %d: total %d, want %d", from, page.Total, all.Total)
		}
		paged = append(paged, ids(page)...)
	}
	if !reflect.DeepEqual(paged, ids(all)) {
		t.Fatalf("pages of 3 give %v, one page gives %v", paged, ids(all))
	}
	past := find(t, idx, port.Query{Text: "大学", From: all.Total + 5, Size: 3})
	if len(past.Hits) != 0 || past.Total != all.Total {
		t.Errorf("past the end: %d hits, total %d", len(past.Hits), past.Total)
	}
	def := find(t, idx, port.Query{Text: "大学"})
	if len(def.Hits) != min(port.DefaultSize, all.Total) {
		t.Errorf("default size: %d hits", len(def.Hits))
	}
}
