package httpapi_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
	qsearch "zhiyuan/query/search"
)

// searchAnswer decodes Search/Query, keeping the raw Counts to check its keys.
type searchAnswer struct {
	qsearch.Answer
	RawCounts map[string]int `json:"-"`
}

func callSearch(t *testing.T, e *platformtest.Env, body any) searchAnswer {
	t.Helper()
	var a searchAnswer
	r := e.OK(t, "/api/Search/Query", "", body, &a.Answer)
	var raw struct{ Counts map[string]int }
	if err := json.Unmarshal(r.Data, &raw); err != nil {
		t.Fatal(err)
	}
	a.RawCounts = raw.Counts
	return a
}

func testSearchRefusesBadInput(t *testing.T, e *platformtest.Env) {
	long := strings.Repeat("北", 21)
	cases := []struct {
		body any
		msg  string
	}{
		{map[string]any{}, "请输入搜索关键词"},
		{map[string]any{"Keyword": " \u3000\t"}, "请输入搜索关键词"},
		{map[string]any{"Keyword": long}, "搜索关键词不能超过20个字"},
		{map[string]any{"Keyword": "北大", "Kind": "school"}, "搜索类别只能是 news（资讯）、college（院校）、major（专业）或 profession（职业）"},
		{map[string]any{"Keyword": "北大", "PageIndex": -1}, "页码须在 1 到 1000 之间"},
		{map[string]any{"Keyword": "北大", "PageIndex": 1001}, "页码须在 1 到 1000 之间"},
		{map[string]any{"Keyword": "北大", "PageSize": 15}, "每页条数只能是 10、20、50 或 100"},
		{`{"Keyword": 12}`, "参数 Keyword 的类型不正确"},
	}
	for _, c := range cases {
		r := e.Call(t, "/api/Search/Query", "", c.body)
		if r.Code != 400 || r.Message != c.msg {
			t.Errorf("%v: Code %d %q, want 400 %q", c.body, r.Code, r.Message, c.msg)
		}
	}
	// Twenty characters, padded with spaces, are fine.
	callSearch(t, e, map[string]any{"Keyword": "  " + strings.Repeat("北", 20) + "  "})
}

func testSearchAnswersCollegesFirst(t *testing.T, e *platformtest.Env) {
	a := callSearch(t, e, map[string]any{"Keyword": " 北大 "})
	if a.Kind != "college" || a.PageIndex != 1 || a.PageSize != 10 || a.Total != a.Counts.College || a.Total == 0 {
		t.Fatalf("北大: kind %s page %d/%d total %d counts %+v", a.Kind, a.PageIndex, a.PageSize, a.Total, a.Counts)
	}
	if len(a.RawCounts) != 4 || a.RawCounts["news"] != 0 {
		t.Errorf("Counts %v: want the four keys, news 0", a.RawCounts)
	}
	first := a.List[0]
	want := qsearch.Item{Id: "10001", Kind: "college", Title: "北京大学",
		Segments: []qsearch.Segment{{Text: "北", Match: true}, {Text: "京", Match: false}, {Text: "大", Match: true}, {Text: "学", Match: false}},
		Subtitle: "北京 · 北京市 · 本科 · 985 211 双一流", Link: "/university-detail?id=10001"}
	if !reflect.DeepEqual(first, want) {
		t.Errorf("北大: first %+v, want %+v", first, want)
	}
}

func testSearchMajorsAndProfessions(t *testing.T, e *platformtest.Env) {
	a := callSearch(t, e, map[string]any{"Keyword": "计算机", "Kind": "major"})
	want := qsearch.Item{Id: "080901", Kind: "major", Title: "计算机科学与技术",
		Segments: []qsearch.Segment{{Text: "计算机", Match: true}, {Text: "科学与技术", Match: false}},
		Subtitle: "080901 · 工学 · 计算机类", Link: "/specialty-detail?id=080901"}
	if a.Kind != "major" || a.Total != a.Counts.Major || !reflect.DeepEqual(a.List[0], want) {
		t.Errorf("计算机 in majors: kind %s total %d counts %+v first %+v", a.Kind, a.Total, a.Counts, a.List[0])
	}
	a = callSearch(t, e, map[string]any{"Keyword": "软件开发", "Kind": "profession"})
	p := a.List[0]
	if p.Id != "15-1252.00" || p.Link != "/profession-detail?ID=15-1252.00" ||
		p.Subtitle != "计算机与数学 · 兴趣代码 ICR" || p.Title != "软件开发工程师" {
		t.Errorf("软件开发: first %+v", p)
	}
	// The 资讯 tab lists the portal's articles, each linking to its page, the keyword marked.
	a = callSearch(t, e, map[string]any{"Keyword": "平行志愿", "Kind": "news"})
	if a.Kind != "news" || a.Total == 0 || a.Total != a.Counts.News || len(a.List) == 0 {
		t.Fatalf("平行志愿 in news: %+v", a.Answer)
	}
	first := a.List[0]
	if first.Id != "news-parallel-wishes" || first.Link != "/newsdetail?id=news-parallel-wishes" ||
		!strings.HasPrefix(first.Subtitle, "志愿编辑部 · ") || !first.Segments[0].Match || first.Segments[0].Text != "平行志愿" {
		t.Errorf("平行志愿 in news: first %+v", first)
	}
}

func testSearchDefaultKind(t *testing.T, e *platformtest.Env) {
	for _, q := range []string{"计算机科学与技术", "registered nurse", "北京大学", "xyzzy"} {
		a := callSearch(t, e, map[string]any{"Keyword": q})
		want := "college"
		for _, k := range []struct {
			kind string
			n    int
		}{{"college", a.Counts.College}, {"major", a.Counts.Major}, {"profession", a.Counts.Profession}} {
			if k.n > 0 {
				want = k.kind
				break
			}
		}
		if a.Kind != want || a.Total != a.RawCounts[want] {
			t.Errorf("%s: kind %s total %d, counts %+v: want the first tab with hits (%s)", q, a.Kind, a.Total, a.Counts, want)
		}
	}
	if a := callSearch(t, e, map[string]any{"Keyword": "registered nurse"}); a.Kind != "profession" {
		t.Errorf("registered nurse: kind %s, counts %+v", a.Kind, a.Counts)
	}
	if a := callSearch(t, e, map[string]any{"Keyword": "xyzzy"}); a.Total != 0 || a.List == nil {
		t.Errorf("xyzzy: %+v", a.Answer)
	}
}

func testSearchPaging(t *testing.T, e *platformtest.Env) {
	one := callSearch(t, e, map[string]any{"Keyword": "大学", "Kind": "college", "PageSize": 20})
	p1 := callSearch(t, e, map[string]any{"Keyword": "大学", "Kind": "college"})
	p2 := callSearch(t, e, map[string]any{"Keyword": "大学", "Kind": "college", "PageIndex": 2})
	if len(one.List) != 20 || len(p1.List) != 10 || len(p2.List) != 10 || p2.PageIndex != 2 {
		t.Fatalf("大学: %d, %d, %d hits", len(one.List), len(p1.List), len(p2.List))
	}
	if !reflect.DeepEqual(append(p1.List, p2.List...), one.List) {
		t.Errorf("大学: pages 1 and 2 of 10 differ from the first page of 20")
	}
	far := callSearch(t, e, map[string]any{"Keyword": "大学", "Kind": "college", "PageIndex": 1000, "PageSize": 100})
	if len(far.List) != 0 || far.Total != one.Total || far.Counts != one.Counts {
		t.Errorf("page 1000: %d hits, total %d counts %+v", len(far.List), far.Total, far.Counts)
	}
}
