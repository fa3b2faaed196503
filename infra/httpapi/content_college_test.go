package httpapi_test

import (
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// publish drafts, submits and publishes an item; its id.
func (o operators) publish(t *testing.T, body map[string]any) saved {
	t.Helper()
	s := o.save(t, o.editor, body)
	s = o.step(t, "/api/Admin/SubmitContent", o.editor, s)
	return o.step(t, "/api/Admin/PublishContent", o.reviewer, s)
}

// testCollegeContent runs in TestCatalogCollege: a college's charter and news name a real
// college and show on that college's lists only; career reading lists by kind.
func testCollegeContent(t *testing.T, e *platformtest.Env) {
	o := newOperators(t, e, 2300)
	charter := map[string]any{"Kind": "charter", "Title": "北京林业大学2026年本科招生章程", "Year": 2026,
		"Body": "要点：……（全文以学校公布的为准）", "Source": "北京林业大学", "CollegeId": "10022"}
	for _, c := range []struct {
		change map[string]any
		code   int
		msg    string
	}{
		{map[string]any{"SourceUrl": ""}, 400, "官方原文链接"},
		{map[string]any{"SourceUrl": "https://example.edu.cn/zc", "CollegeId": ""}, 400, "所属院校"},
		{map[string]any{"SourceUrl": "https://example.edu.cn/zc", "CollegeId": "99999"}, 404, "未找到该院校"},
		{map[string]any{"Kind": "news", "Category": "填报指南", "SourceUrl": "https://example.edu.cn/zc"}, 400, "不属于某一所院校"},
	} {
		body := map[string]any{}
		for k, v := range charter {
			body[k] = v
		}
		for k, v := range c.change {
			body[k] = v
		}
		wantCode(t, e.Call(t, "/api/Admin/SaveContent", o.editor, body), c.code, c.msg)
	}
	charter["SourceUrl"] = "https://example.edu.cn/zc"
	ch := o.publish(t, charter)
	news := o.publish(t, map[string]any{"Kind": "collegenews", "Title": "北京林业大学开放日安排", "Body": "开放日……", "CollegeId": "10022"})
	o.publish(t, map[string]any{"Kind": "collegenews", "Title": "北京大学开放日安排", "Body": "开放日……", "CollegeId": "10001"})
	book := o.publish(t, map[string]any{"Kind": "book", "Category": "认识自我", "Title": "书名", "Body": "推荐理由……"})
	e.WaitProjections(t, book.Position, "content")

	var list struct {
		Total int
		List  []struct{ Id, NewsTitle, CategoryName, CollegeCode, SourceUrl string }
	}
	e.OK(t, "/api/College/GetCollegeConstitutionList", "", map[string]any{"CollegeId": "10022"}, &list)
	if list.Total != 1 || list.List[0].Id != ch.ID || list.List[0].CategoryName != "招生章程" || list.List[0].SourceUrl == "" {
		t.Fatalf("charters of 10022: %+v", list)
	}
	e.OK(t, "/api/College/GetCollegeNewsList?pageIndex=1&pageSize=5", "", map[string]any{"CollegeId": "10022"}, &list)
	if list.Total != 1 || list.List[0].Id != news.ID || list.List[0].CollegeCode != "10022" {
		t.Fatalf("news of 10022: %+v", list)
	}
	wantCode(t, e.Call(t, "/api/College/GetCollegeNewsList", "", map[string]any{"CollegeId": "99999"}), 404, "")
	var d struct {
		NewsTitle, Content string
		Prev, Next         *struct{ Id string }
	}
	e.OK(t, "/api/College/GetCollegeConstitutionDetail", "", map[string]any{"Id": ch.ID}, &d)
	if d.NewsTitle != "北京林业大学2026年本科招生章程" || d.Prev != nil || d.Next != nil {
		t.Fatalf("charter detail: %+v", d)
	}
	wantCode(t, e.Call(t, "/api/College/GetCollegeNewsDetail", "", map[string]any{"Id": ch.ID}), 404, "")
	e.OK(t, "/api/Career/GetRecommendBookList?pageIndex=1&pageSize=10", "", nil, &list)
	if list.Total != 1 || list.List[0].Id != book.ID {
		t.Fatalf("books: %+v", list)
	}
	e.OK(t, "/api/Career/GetCareerContentList", "", map[string]any{"Kind": "book"}, &list)
	if list.Total != 1 {
		t.Fatalf("career list of books: %+v", list)
	}
	wantCode(t, e.Call(t, "/api/Career/GetCareerContentList", "", map[string]any{"Kind": "news"}), 400, "类别只能是")
	e.OK(t, "/api/Career/UpgradeNewsList", "", nil, &list)
	if list.Total != 0 {
		t.Fatalf("升学资讯 lists other kinds: %+v", list)
	}
}
