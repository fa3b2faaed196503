package httpapi_test

import (
	"strings"
	"testing"

	shipped "zhiyuan/data/content"
	"zhiyuan/infra/platform/platformtest"
)

// What the portal ships with reaches readers: the editors' articles, 升学资讯, 生涯教案 and help
// answers, the pages, a notice per province for its newest rank table (with its source), and the home page
// that gathers them for the visitor's province.
func TestShippedContentAndHomePage(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t, platformtest.Options{Content: true})
	var news struct {
		List []struct {
			Id, NewsTitle, Source, ReleaseDate string
			ProvinceNames                      []string
		}
		Total int
	}
	e.OK(t, "/api/Web/GetNewsInfoList", "", map[string]any{"PageSize": 100}, &news)
	if news.Total < 30 || len(news.List) != news.Total {
		t.Fatalf("articles: %d", news.Total)
	}
	var cats []struct {
		CategoryName string
		Count        int
	}
	e.OK(t, "/api/Web/GetNewsCategoryList", "", nil, &cats)
	sum := 0
	for _, c := range cats {
		sum += c.Count
	}
	if len(cats) < 4 || sum != news.Total {
		t.Fatalf("categories %+v", cats)
	}

	testShippedRiseAndTeaching(t, e)

	var help struct{ Total int }
	e.OK(t, "/api/Web/GetHelpList", "", map[string]any{"PageSize": 10}, &help)
	if help.Total < 40 {
		t.Fatalf("help answers: %d", help.Total)
	}
	var top []struct{ Id, Title string }
	e.OK(t, "/api/Web/GetHelpTopList", "", nil, &top)
	if len(top) < 5 {
		t.Fatalf("top questions: %d", len(top))
	}
	var answer struct {
		Title, Content string
		Related        []struct{ Id string }
	}
	e.OK(t, "/api/Web/GetHelpDetail", "", map[string]string{"Id": top[0].Id}, &answer)
	if answer.Title != top[0].Title || !strings.Contains(answer.Content, "<p>") || len(answer.Related) == 0 {
		t.Fatalf("help detail %+v", answer)
	}
	var searched struct{ Total int }
	e.OK(t, "/api/Question/GetQuestionInfoList", "", map[string]any{"Keyword": "密码"}, &searched)
	if searched.Total == 0 {
		t.Fatal("help search for 密码 found nothing")
	}

	var page struct{ Title, Content string }
	e.OK(t, "/api/Web/GetContentDetail", "", map[string]string{"Code": "data-sources"}, &page)
	if page.Title != "数据来源说明" || !strings.Contains(page.Content, "一分一段表") || !strings.Contains(page.Content, "教育考试院") {
		t.Fatalf("data-sources page %.300s", page.Content)
	}
	if r := e.Call(t, "/api/Web/GetContentDetail", "", map[string]string{"Code": "nope"}); r.Code != 404 {
		t.Fatalf("unknown page: %d", r.Code)
	}

	var home struct {
		Countdown struct {
			ProvinceName, ExamDate string
			Days                   int
		}
		News, Notices []struct {
			Id, NewsTitle, Source, SourceUrl string
			ProvinceNames                    []string
		}
		FriendLinks []struct{ Name, Url string }
	}
	e.OK(t, "/api/Web/GetHomeData", "", map[string]int{"ExamProvinceId": 44}, &home)
	if home.Countdown.ProvinceName != "广东" || home.Countdown.Days < 0 || len(home.News) == 0 || len(home.FriendLinks) == 0 {
		t.Fatalf("home %+v", home)
	}
	found := false
	for _, n := range home.Notices {
		for _, p := range n.ProvinceNames {
			if p != "广东" {
				t.Fatalf("another province's notice on 广东's home page: %+v", n)
			}
		}
		if strings.Contains(n.NewsTitle, "广东一分一段表已收录") && n.Source != "" {
			found = true
		}
	}
	if !found {
		t.Fatalf("no rank-table notice for 广东: %+v", home.Notices)
	}
	// A province's notice leads only to notices for that province or for everyone.
	var notice struct {
		Summary    string
		Prev, Next *struct{ Id, NewsTitle string }
	}
	e.OK(t, "/api/Web/GetNoticeDetail", "", map[string]string{"Id": home.Notices[0].Id}, &notice)
	for _, l := range []*struct{ Id, NewsTitle string }{notice.Prev, notice.Next} {
		if l != nil && !strings.Contains(l.NewsTitle, "广东") {
			t.Fatalf("广东's notice leads to %+v", l)
		}
	}
	if strings.Contains(notice.Summary, " 一分一段查询 ") {
		t.Fatalf("summary keeps the spaces of stripped links: %q", notice.Summary)
	}
	if r := e.Call(t, "/api/Web/GetHomeData", "", map[string]int{"ExamProvinceId": 99}); r.Code != 400 {
		t.Fatalf("unknown province: %d", r.Code)
	}
}

// testShippedRiseAndTeaching: the 升学资讯 list (/risenewslist) and career management's 生涯教案
// list answer every shipped file, by the editors, and their details read.
func testShippedRiseAndTeaching(t *testing.T, e *platformtest.Env) {
	t.Helper()
	type list struct {
		List []struct {
			Id, NewsTitle, CategoryName, Source string
		}
		Total int
	}
	type detail struct {
		NewsTitle, Content string
		Prev, Next         *struct{ Id string }
	}
	rise, err := shipped.Rise()
	if err != nil {
		t.Fatal(err)
	}
	teaching, err := shipped.Teaching()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kind, list, detail string
		body               map[string]any
		want               []shipped.Item
	}{
		{"rise", "/api/Career/UpgradeNewsList", "/api/Career/UpgradeNewsDetail", map[string]any{"PageSize": 100}, rise},
		{"teaching", "/api/Career/GetCareerContentList", "/api/Career/GetCareerContentDetail",
			map[string]any{"Kind": "teaching", "PageSize": 100}, teaching},
	} {
		var l list
		e.OK(t, c.list, "", c.body, &l)
		if l.Total != len(c.want) || len(l.List) != l.Total {
			t.Fatalf("%s: %d listed, %d shipped", c.kind, l.Total, len(c.want))
		}
		titles := map[string]string{}
		for _, it := range c.want {
			titles[c.kind+"-"+it.Slug] = it.Title
		}
		for _, it := range l.List {
			if titles[it.Id] != it.NewsTitle || it.CategoryName == "" || it.Source != "志愿编辑部" {
				t.Fatalf("%s: listed %+v", c.kind, it)
			}
		}
		var d detail
		e.OK(t, c.detail, "", map[string]any{"Kind": c.kind, "Id": l.List[0].Id}, &d)
		if d.NewsTitle != l.List[0].NewsTitle || !strings.Contains(d.Content, "<h2>") {
			t.Fatalf("%s detail: %.300s", c.kind, d.Content)
		}
		for _, n := range []*struct{ Id string }{d.Prev, d.Next} {
			if n != nil && !strings.HasPrefix(n.Id, c.kind+"-") {
				t.Fatalf("%s detail leads to %s", c.kind, n.Id)
			}
		}
		// A category lists exactly its shipped items.
		cat, n := l.List[0].CategoryName, 0
		for _, it := range c.want {
			if it.Category == cat {
				n++
			}
		}
		body := map[string]any{"CategoryName": cat}
		for k, v := range c.body {
			body[k] = v
		}
		var narrowed list
		e.OK(t, c.list, "", body, &narrowed)
		if narrowed.Total != n {
			t.Fatalf("%s: category %s lists %d, %d shipped", c.kind, cat, narrowed.Total, n)
		}
	}
}
