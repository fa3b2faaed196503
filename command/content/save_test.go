package content_test

import (
	"regexp"
	"strings"
	"testing"

	"zhiyuan/command/content"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Given nothing, when an editor saves a new item, then it is drafted under a new id with its
// fields cleaned, or refused with the field's message and nothing in the log.
func TestSaveNew(t *testing.T) {
	t.Parallel()
	long := func(n int) string { return strings.Repeat("字", n) }
	with := func(change func(f *events.ContentFields)) events.ContentFields {
		f := first
		change(&f)
		return f
	}
	for _, c := range []struct {
		name    string
		actor   string
		fields  events.ContentFields
		idLike  string
		want    events.ContentFields
		wantErr string
	}{
		{name: "news, trimmed, provinces in order", actor: editor, idLike: `^news-[0-9a-f]{12}$`,
			fields: events.ContentFields{Kind: " news ", Category: " 政策解读 ", Title: " 2027 年高考报名须知 ", Summary: " 摘要 ",
				Body: "\n正文\n", Source: " 广东省教育考试院 ", SourceURL: " https://eea.gd.gov.cn/ ", Cover: " /uploads/ab12.png ",
				Provinces: []int{44, 11}, Year: 2027, Top: true, Order: 9999, Code: " gd-2027 "},
			want: events.ContentFields{Kind: "news", Category: "政策解读", Title: "2027 年高考报名须知", Summary: "摘要", Body: "正文",
				Source: "广东省教育考试院", SourceURL: "https://eea.gd.gov.cn/", Cover: "/uploads/ab12.png", Provinces: []int{11, 44},
				Year: 2027, Top: true, Order: 9999, Code: "gd-2027"}},
		{name: "a reviewer may write", actor: reviewer, fields: first, idLike: `^news-[0-9a-f]{12}$`, want: first},
		{name: "a title of 80 characters", actor: editor, fields: with(func(f *events.ContentFields) { f.Title = long(80) }),
			idLike: `^news-`, want: with(func(f *events.ContentFields) { f.Title = long(80) })},
		{name: "a college's news is filed under 院校新闻", actor: editor, idLike: `^collegenews-[0-9a-f]{12}$`,
			fields: events.ContentFields{Kind: "collegenews", CollegeCode: "10001", Title: "北京大学招生动态", Body: "正文"},
			want:   events.ContentFields{Kind: "collegenews", CollegeCode: "10001", Category: "院校新闻", Title: "北京大学招生动态", Body: "正文"}},
		{name: "a page's id is its code, and it needs no category", actor: editor, idLike: `^page-about-us$`,
			fields: events.ContentFields{Kind: "page", Code: "about-us", Title: "关于我们", Body: "正文"},
			want:   events.ContentFields{Kind: "page", Code: "about-us", Title: "关于我们", Body: "正文"}},
		{name: "a reader without a role", actor: reader, fields: first, wantErr: forbidden("编辑或审核")},
		{name: "an unknown kind", actor: editor, fields: with(func(f *events.ContentFields) { f.Kind = "video" }),
			wantErr: "内容类型不正确：只能是 news、notice、help、page、rise、collegenews、charter、book、story、case、study、teaching、courseware"},
		{name: "a college's news without its college", actor: editor,
			fields: events.ContentFields{Kind: "collegenews", Title: "招生动态", Body: "正文"}, wantErr: "请选择所属院校"},
		{name: "news naming a college", actor: editor, fields: with(func(f *events.ContentFields) { f.CollegeCode = "10001" }),
			wantErr: "资讯不属于某一所院校：请清空所属院校"},
		{name: "a charter without its official link", actor: editor,
			fields:  events.ContentFields{Kind: "charter", CollegeCode: "10001", Year: 2027, Title: "2027 年招生章程", Body: "正文"},
			wantErr: "招生章程须填写年份和官方原文链接（阳光高考平台或学校招生网）"},
		{name: "a blank title", actor: editor, fields: with(func(f *events.ContentFields) { f.Title = "  " }), wantErr: "标题须为 1–80 个字"},
		{name: "a title of 81 characters", actor: editor, fields: with(func(f *events.ContentFields) { f.Title = long(81) }),
			wantErr: "标题须为 1–80 个字"},
		{name: "news without a category", actor: editor, fields: with(func(f *events.ContentFields) { f.Category = "" }),
			wantErr: "请选择栏目（不超过 20 个字）"},
		{name: "a page's category too long", actor: editor,
			fields:  events.ContentFields{Kind: "page", Code: "about", Category: long(21), Title: "关于", Body: "正文"},
			wantErr: "栏目不能超过 20 个字"},
		{name: "no body", actor: editor, fields: with(func(f *events.ContentFields) { f.Body = " \n " }), wantErr: "正文不能为空"},
		{name: "a body too long", actor: editor, fields: with(func(f *events.ContentFields) { f.Body = long(content.MaxBody + 1) }),
			wantErr: "正文不能超过 50000 个字"},
		{name: "a summary too long", actor: editor, fields: with(func(f *events.ContentFields) { f.Summary = long(201) }),
			wantErr: "摘要不能超过 200 个字"},
		{name: "a source too long", actor: editor, fields: with(func(f *events.ContentFields) { f.Source = long(51) }),
			wantErr: "来源不能超过 50 个字"},
		{name: "a link that is not the web", actor: editor, fields: with(func(f *events.ContentFields) { f.SourceURL = "javascript:alert(1)" }),
			wantErr: "来源链接须为 http:// 或 https:// 开头的网址"},
		{name: "a cover from elsewhere", actor: editor, fields: with(func(f *events.ContentFields) { f.Cover = "https://evil.example/x.png" }),
			wantErr: "封面须为本站上传的图片"},
		{name: "a page code in capitals", actor: editor,
			fields: events.ContentFields{Kind: "page", Code: "About", Title: "关于", Body: "正文"}, wantErr: "页面代码须为 2–40 位小写字母、数字或连字符"},
		{name: "a year before 2000", actor: editor, fields: with(func(f *events.ContentFields) { f.Year = 1999 }), wantErr: "年份不正确"},
		{name: "a negative order", actor: editor, fields: with(func(f *events.ContentFields) { f.Order = -1 }), wantErr: "排序须在 0 到 9999 之间"},
		{name: "an unknown province", actor: editor, fields: with(func(f *events.ContentFields) { f.Provinces = []int{44, 99} }),
			wantErr: "省份代码不正确：99"},
		{name: "a province twice", actor: editor, fields: with(func(f *events.ContentFields) { f.Provinces = []int{44, 11, 44} }),
			wantErr: "省份代码不正确：44"},
		{name: "more than 34 provinces", actor: editor, fields: with(func(f *events.ContentFields) { f.Provinces = make([]int, 35) }),
			wantErr: "省份过多"},
		{name: "a news slug with spaces", actor: editor, fields: with(func(f *events.ContentFields) { f.Code = "gd 2027" }),
			wantErr: "代码须为小写字母、数字或连字符"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			saved, err := svc.Save(ctx, as(c.actor), "", 0, c.fields)
			if c.wantErr != "" {
				if e, ok := apperr.As(err); !ok || e.Message != c.wantErr {
					t.Fatalf("error %v, want %q", err, c.wantErr)
				}
				if got := logged(t, sc); len(got) > 0 {
					t.Fatalf("a refused save appended %v", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !regexp.MustCompile(c.idLike).MatchString(saved.ID) || saved.Version != 1 {
				t.Fatalf("saved as %+v, want an id like %s at version 1", saved, c.idLike)
			}
			check(t, sc, events.ContentStream(saved.ID), 0, c.actor, nil, "",
				[]events.Event{events.ContentDrafted{ID: saved.ID, ContentFields: c.want}})
		})
	}
}

// Given an item, when an editor saves a revision, then it is drafted at the next version, or
// refused: a stale version, a changed kind or page code, an unknown id, a page code in use.
func TestSaveRevision(t *testing.T) {
	t.Parallel()
	about := events.ContentFields{Kind: "page", Code: "about", Title: "关于我们", Body: "正文"}
	aboutID := content.PageID("about")
	for _, c := range []struct {
		name    string
		given   []events.Event
		id      string
		version int
		fields  events.ContentFields
		then    []events.Event
		wantErr string
	}{
		{name: "at the current version", given: []events.Event{drafted}, id: id, version: 1, fields: second,
			then: []events.Event{redrafted}},
		{name: "a live item's next revision", given: []events.Event{drafted, published}, id: id, version: 2, fields: second,
			then: []events.Event{redrafted}},
		{name: "a revision in review, revised again", given: []events.Event{drafted, submitted}, id: id, version: 2, fields: second,
			then: []events.Event{redrafted}},
		{name: "over a revision saved meanwhile", given: []events.Event{drafted, redrafted}, id: id, version: 1, fields: first,
			wantErr: apperr.StaleVersion().Message},
		{name: "without the version it was written over", given: []events.Event{drafted}, id: id, version: 0, fields: second,
			wantErr: apperr.StaleVersion().Message},
		{name: "news made a notice", given: []events.Event{drafted}, id: id, version: 1,
			fields:  events.ContentFields{Kind: "notice", Category: "通知", Title: "公告", Body: "正文"},
			wantErr: "内容类型和页面代码保存后不能修改：请新建一条"},
		{name: "a page's code changed", given: []events.Event{events.ContentDrafted{ID: aboutID, ContentFields: about}},
			id: aboutID, version: 1, fields: events.ContentFields{Kind: "page", Code: "about-us", Title: "关于我们", Body: "正文"},
			wantErr: "内容类型和页面代码保存后不能修改：请新建一条"},
		{name: "a page's text changed", given: []events.Event{events.ContentDrafted{ID: aboutID, ContentFields: about}},
			id: aboutID, version: 1, fields: events.ContentFields{Kind: "page", Code: "about", Title: "关于本站", Body: "正文"},
			then: []events.Event{events.ContentDrafted{ID: aboutID, ContentFields: events.ContentFields{Kind: "page", Code: "about",
				Title: "关于本站", Body: "正文"}}}},
		{name: "a new page with a code in use", given: []events.Event{events.ContentDrafted{ID: aboutID, ContentFields: about}},
			id: "", fields: about, wantErr: "页面代码已被使用：about"},
		{name: "an id that does not exist", id: id, version: 1, fields: second, wantErr: "内容不存在"},
		{name: "an id that cannot exist", id: "News 1", version: 1, fields: second, wantErr: "内容不存在"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			s := stream
			if len(c.given) > 0 {
				s = events.ContentStream(c.given[0].(events.ContentDrafted).ID)
			}
			sc.Given(t, s, c.given...)
			saved, err := svc.Save(ctx, as(editor), c.id, c.version, c.fields)
			check(t, sc, s, len(c.given), editor, err, c.wantErr, c.then)
			if c.wantErr != "" {
				if got := logged(t, sc); len(got) > 1 || len(got[s]) != len(c.given) {
					t.Fatalf("a refused save appended: %v", got)
				}
				return
			}
			if want := len(c.given) + 1; saved.ID != c.id || saved.Version != want {
				t.Fatalf("saved as %+v, want %s at version %d", saved, c.id, want)
			}
			if saved.Version != sc.Version(t, s) {
				t.Fatalf("answered version %d, the stream is at %d", saved.Version, sc.Version(t, s))
			}
		})
	}
}
