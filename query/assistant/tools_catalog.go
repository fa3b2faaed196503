package assistant

import (
	"context"
	"strings"

	"zhiyuan/data/catalog"
	"zhiyuan/events"
	qcatalog "zhiyuan/query/catalog"
	"zhiyuan/query/content"
)

var catalogTools = []*Tool{
	{Name: "college_search", Label: "查院校名录", Description: "按名称查院校，得到院校代码",
		Params: []string{"keyword"}, Required: []string{"keyword"}, Run: runCollegeSearch},
	{Name: "college_info", Label: "查院校信息", Description: "院校的所在地、办学性质、层次和标签（教育部名单）",
		Params: []string{"college_code"}, Required: []string{"college_code"}, Run: runCollegeInfo},
	{Name: "major_info", Label: "查专业介绍", Description: "本科专业目录中的专业：门类、学位、学制、就业方向",
		Params: []string{"major"}, Required: []string{"major"}, Run: runMajorInfo},
	{Name: "occupation_info", Label: "查职业介绍", Description: "职业分类大典中的职业及对应专业",
		Params: []string{"occupation_id"}, Required: []string{"occupation_id"}, Run: runOccupationInfo},
}

var contentTools = []*Tool{
	{Name: "help_search", Label: "查帮助中心", Description: "本站使用帮助：会员、志愿表、账号等",
		Params: []string{"keyword"}, Required: []string{"keyword"}, Run: runHelpSearch},
	{Name: "article_search", Label: "查资讯", Description: "本站已发布的升学资讯文章",
		Params: []string{"keyword"}, Required: []string{"keyword"}, Run: runArticleSearch},
}

func catalogCite(id, title, url string) events.ChatCitation {
	return events.ChatCitation{ID: id, Title: title, URL: url, Kind: "catalog", Official: true}
}

func runCollegeSearch(ctx context.Context, e *Engine, a Args) (Output, error) {
	list, err := e.d.Colleges.SearchByName(ctx, a.Keyword, 5)
	if err != nil {
		return Output{}, err
	}
	out := Output{Data: list}
	if len(list) == 0 {
		out.Message = "本站院校库中没有名称含“" + a.Keyword + "”的院校"
	}
	for _, c := range list {
		out.Sources = append(out.Sources, catalogCite("college-"+c.CollegeCode, "教育部全国高等学校名单："+c.CollegeName,
			"/#/query/collegedetail?id="+c.Id))
	}
	return out, nil
}

func runCollegeInfo(ctx context.Context, e *Engine, a Args) (Output, error) {
	d, err := e.d.Colleges.Info(ctx, a.College)
	if err != nil {
		return Output{}, err
	}
	d.Majors = nil // the list is long; the page has it
	return Output{Data: d, Sources: []events.ChatCitation{catalogCite("college-"+d.CollegeCode, d.Source+"："+d.CollegeName,
		"/#/query/collegedetail?id="+d.Id)}}, nil
}

// majorName finds a major's name in the catalogue by its code or its name.
func majorName(s string) (string, bool) {
	if m, ok := catalog.MajorByCode(s); ok {
		return m.Name, true
	}
	if t, _, ok := find(s, words().majors); ok {
		return t.name, true
	}
	return "", false
}

func majorCode(s string) (string, bool) {
	if m, ok := catalog.MajorByCode(s); ok {
		return m.Code, true
	}
	if t, _, ok := find(s, words().majors); ok {
		return t.id, true
	}
	return "", false
}

// majorDetail reads the major a code or name names; nil with the answer to give when the
// catalogue has none (or with the error).
func majorDetail(ctx context.Context, e *Engine, major string) (*qcatalog.MajorDetail, Output, error) {
	code, ok := majorCode(major)
	if !ok {
		return nil, Output{Message: "本科专业目录中没有“" + major + "”"}, nil
	}
	d, err := e.d.Majors.Detail(ctx, code)
	if err != nil {
		return nil, Output{}, err
	}
	return d, Output{}, nil
}

func runMajorInfo(ctx context.Context, e *Engine, a Args) (Output, error) {
	d, unknown, err := majorDetail(ctx, e, a.Major)
	if d == nil {
		return unknown, err
	}
	d.Professions = nil
	title := strings.TrimSpace(d.Source)
	if title == "" {
		title = "普通高等学校本科专业目录"
	}
	return Output{Data: d, Sources: []events.ChatCitation{catalogCite("major-"+d.Code, title+"："+d.Name,
		"/#/query/majordetail?id="+d.Code)}}, nil
}

func runOccupationInfo(ctx context.Context, e *Engine, a Args) (Output, error) {
	d, err := e.d.Professions.Info(ctx, a.Occupation)
	if err != nil {
		return Output{}, err
	}
	out := Output{Data: d}
	title, name := "中华人民共和国职业分类大典", a.Occupation
	if o, ok := catalog.OccupationByID(a.Occupation); ok {
		name = o.Name
	}
	out.Sources = []events.ChatCitation{catalogCite("occupation-"+a.Occupation, title+"："+name,
		"/#/profession-detail?id="+a.Occupation)}
	return out, nil
}

func runHelpSearch(ctx context.Context, e *Engine, a Args) (Output, error) {
	page, err := e.d.Content.HelpList(ctx, content.HelpQuery{Keyword: a.Keyword, Paging: content.Paging{PageIndex: 1, PageSize: 3}})
	if err != nil {
		return Output{}, err
	}
	out := Output{Data: page.List}
	for _, h := range page.List {
		out.Sources = append(out.Sources, events.ChatCitation{ID: "help-" + h.Id, Title: "帮助中心：" + h.Title,
			URL: "/#/helpcenter?id=" + h.Id, Kind: "content"})
	}
	return out, nil
}

func runArticleSearch(ctx context.Context, e *Engine, a Args) (Output, error) {
	var out Output
	var list []content.NewsItem
	// 升学指南 (news) first, then 升学资讯 (the paths into higher education), three at most.
	for _, shelf := range []struct{ kind, title, url string }{
		{events.ContentNews, "资讯：", "/#/newsdetail?id="}, {events.ContentRise, "升学资讯：", "/#/risenewsdetail?id="}} {
		page, err := e.d.Content.List(ctx, shelf.kind, content.NewsQuery{NewsTitle: a.Keyword,
			Paging: content.Paging{PageIndex: 1, PageSize: 3 - len(list)}})
		if err != nil {
			return Output{}, err
		}
		for _, n := range page.List {
			list = append(list, n)
			out.Sources = append(out.Sources, events.ChatCitation{ID: shelf.kind + "-" + n.Id, Title: shelf.title + n.NewsTitle,
				URL: shelf.url + n.Id, Kind: "content"})
		}
		if len(list) >= 3 {
			break
		}
	}
	out.Data = list
	return out, nil
}
