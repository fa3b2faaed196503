package httpapi_test

import (
	"slices"
	"strings"
	"testing"

	"zhiyuan/data/catalog"
	"zhiyuan/infra/platform/platformtest"
	qcatalog "zhiyuan/query/catalog"
	qsearch "zhiyuan/query/search"
)

// Subtest of TestCatalogMajor: the Chinese occupations (职业分类大典), their classes, detail,
// search, and the 2023 guide's links both ways. Expected values come from data/catalog or
// were checked by hand against the source files.

func testChineseOccupations(t *testing.T, e *platformtest.Env) {
	var tree []qcatalog.OccupationClassNode
	e.OK(t, "/api/Profession/OccupationClassTree", "", nil, &tree)
	total, mids, smalls := 0, 0, 0
	var c204 *qcatalog.OccupationClassNode
	for _, big := range tree {
		total += big.Count
		mids += len(big.SubList)
		for i, mid := range big.SubList {
			smalls += len(mid.SubList)
			if mid.Code == "7-04" && mid.Name != "" {
				t.Errorf("7-04 has a name: %+v", mid)
			}
			for j := range mid.SubList {
				if mid.SubList[j].Code == "2-02-10" {
					c204 = &big.SubList[i].SubList[j]
				}
			}
		}
	}
	// Every draft 细类 and the 20 new occupations with a code count under their 大类.
	if len(tree) != 8 || mids != 79 || smalls != 399 || total != catalog.OccupationDraftCount+20 {
		t.Errorf("tree: %d 大类, %d 中类, %d 小类, %d occupations", len(tree), mids, smalls, total)
	}
	if c204 == nil || c204.Name != "信息和通信工程技术人员" || c204.GBMCode != "GBM20210" || c204.Count != 8 {
		t.Errorf("2-02-10: %+v", c204)
	}

	var p professionPage
	e.OK(t, "/api/Profession/OccupationList", "", map[string]any{"ClassCode": "2-02-10"}, &p)
	if p.Total != 8 || p.List[0].ID != "2-02-10-01" || p.List[0].ProfessionName != "通信工程技术人员" ||
		p.List[0].System != "dadian" || p.List[0].ClassName != "信息和通信工程技术人员" || !p.List[0].Digital {
		t.Errorf("OccupationList 2-02-10: %+v", p)
	}
	for body, want := range map[string]int{`{"Mark":"green"}`: 137, `{"Mark":"digital"}`: 107, `{"New":true}`: 35,
		`{}`: catalog.OccupationDraftCount + catalog.OccupationNewCount, `{"ClassCode":"2","Mark":"green"}`: -1} {
		var got professionPage
		e.OK(t, "/api/Profession/OccupationList", "", body, &got)
		if want >= 0 && got.Total != want || want < 0 && (got.Total == 0 || got.Total >= 137) {
			t.Errorf("OccupationList %s: %d", body, got.Total)
		}
	}
	for body, msg := range map[string]string{
		`{"ClassCode":"2-2"}`:        "职业分类代码格式为 2、2-02 或 2-02-10",
		`{"ClassCode":"9"}`:          "职业分类无效",
		`{"Mark":"red"}`:             "职业标识只能是 green（绿色职业）或 digital（数字职业）",
		`{"New":"yes"}`:              "参数 New 的类型不正确",
		`{"PageSize":7}`:             "每页条数只能是 10、20、50 或 100",
		`{"ClassCode":"2-02-10-03"}`: "职业分类代码格式为 2、2-02 或 2-02-10",
	} {
		if r := e.Call(t, "/api/Profession/OccupationList", "", body); r.Code != 400 || r.Message != msg {
			t.Errorf("OccupationList %s: %d %q", body, r.Code, r.Message)
		}
	}

	// The detail of a 细类: hierarchy, mark, the guide's majors of every level, sources.
	var d qcatalog.OccupationDetail
	e.OK(t, "/api/Profession/ProfessionInfo", "", map[string]string{"ID": "2-02-10-03"}, &d)
	classes := []string{}
	for _, c := range d.Classes {
		classes = append(classes, c.Level+" "+c.Code+" "+c.GBMCode+" "+c.Name)
	}
	if d.System != "dadian" || d.ProfessionName != "计算机软件工程技术人员" || d.Code != "2-02-10-03" || !d.Digital || d.Green ||
		!slices.Equal(classes, []string{"大类 2 GBM20000 专业技术人员", "中类 2-02 GBM20200 工程技术人员",
			"小类 2-02-10 GBM20210 信息和通信工程技术人员"}) {
		t.Errorf("2-02-10-03: %+v %v", d.ProfessionItem, classes)
	}
	var majors []string
	for _, m := range d.GuideMajors {
		majors = append(majors, m.Level+" "+m.Code+" "+m.Id)
	}
	if !slices.Equal(majors, []string{"普通本科 080902 080902", "职教本科 310201 310201", "职教本科 310203 310203",
		"高职专科 510203 510203"}) || d.SecondaryMajorCount != 0 {
		t.Errorf("majors of 2-02-10-03: %v, 中职 %d", majors, d.SecondaryMajorCount)
	}
	if !strings.Contains(d.Source, "征求意见稿") || !strings.Contains(d.Source, "1636") ||
		// The copy is named (its repository); the curators' commit hash is not the reader's business.
		!strings.Contains(d.Source, "flyboat403/occupation-analysis（GitHub 公开仓库）") || strings.Contains(d.Source, "a935db42") ||
		!strings.Contains(d.GuideSource, "2023年版") || d.ProfessionDesc != "" {
		t.Errorf("sources: %q / %q", d.Source, d.GuideSource)
	}
	// 中职 majors are counted, not listed: 种子繁育员 has some.
	d = qcatalog.OccupationDetail{}
	e.OK(t, "/api/Profession/ProfessionInfo", "", map[string]string{"ID": "5-01-01-01"}, &d)
	if d.SecondaryMajorCount == 0 || slices.ContainsFunc(d.GuideMajors, func(m qcatalog.GuideMajor) bool { return m.Level == "中职" }) {
		t.Errorf("5-01-01-01: 中职 %d, listed %+v", d.SecondaryMajorCount, d.GuideMajors)
	}
	// Codes that disagree: the guide prints 心理治疗技师 as 2-05-07-14, the draft as 2-05-07-13.
	d = qcatalog.OccupationDetail{}
	e.OK(t, "/api/Profession/ProfessionInfo", "", map[string]string{"ID": "2-05-07-13"}, &d)
	if d.ProfessionName != "心理治疗技师" || len(d.GuideCodes) != 1 || d.GuideCodes[0].Code != "2-05-07-14" {
		t.Errorf("2-05-07-13: %s %+v", d.ProfessionName, d.GuideCodes)
	}
	// A new occupation whose code is 待公布.
	d = qcatalog.OccupationDetail{}
	e.OK(t, "/api/Profession/ProfessionInfo", "", map[string]string{"ID": "new2025-01"}, &d)
	if d.ID != "NEW2025-01" || d.Code != "" || !d.IsNew || len(d.Classes) != 0 || !strings.HasPrefix(d.Release, "2025 年 7 月") {
		t.Errorf("NEW2025-01: %+v", d)
	}
	for id, want := range map[string][2]any{"9-99-99-99": {404, "未找到该职业"}, "NEW2030-01": {404, "未找到该职业"}} {
		if r := e.Call(t, "/api/Profession/ProfessionInfo", "", map[string]string{"ID": id}); r.Code != want[0] || r.Message != want[1] {
			t.Errorf("ProfessionInfo %q: %d %q", id, r.Code, r.Message)
		}
	}
	if r := e.Call(t, "/api/Profession/ProfessionRecommendList", "", map[string]string{"ID": "2-02-10-03"}); r.Code != 400 ||
		!strings.Contains(r.Message, "没有兴趣评分") {
		t.Errorf("recommend from a 大典 occupation: %d %q", r.Code, r.Message)
	}

	// Name search spans both libraries.
	e.OK(t, "/api/Profession/ProfessionSearchByName", "", map[string]any{"Name": "计算机软件工程技术人员"}, &p)
	if p.Total != 1 || p.List[0].ID != "2-02-10-03" || p.List[0].System != "dadian" {
		t.Errorf("search by a 大典 name: %+v", p)
	}
	var all, onet, dadian professionPage
	e.OK(t, "/api/Profession/ProfessionSearchByName", "", map[string]any{"Name": "工程技术人员", "PageSize": 100}, &all)
	e.OK(t, "/api/Profession/ProfessionSearchByName", "", map[string]any{"Name": "工程技术人员", "System": "onet"}, &onet)
	e.OK(t, "/api/Profession/ProfessionSearchByName", "", map[string]any{"Name": "工程技术人员", "System": "dadian"}, &dadian)
	if dadian.Total == 0 || all.Total != onet.Total+dadian.Total {
		t.Errorf("工程技术人员: all %d, onet %d, dadian %d", all.Total, onet.Total, dadian.Total)
	}
	e.OK(t, "/api/Profession/ProfessionSearchByName", "", map[string]any{"Name": "2-02-10"}, &p)
	if p.Total != 8 {
		t.Errorf("search by a code prefix: %d", p.Total)
	}
	if r := e.Call(t, "/api/Profession/ProfessionSearchByName", "", map[string]any{"Name": "护士", "System": "cn"}); r.Code != 400 ||
		r.Message != "职业库只能是 onet（O*NET）或 dadian（职业分类大典）" {
		t.Errorf("System cn: %d %q", r.Code, r.Message)
	}

	// The search page finds it too, linking to the same detail route.
	var s qsearch.Answer
	e.OK(t, "/api/Search/Query", "", map[string]string{"Keyword": "计算机软件工程技术人员", "Kind": "profession"}, &s)
	if len(s.List) == 0 || s.List[0].Id != "2-02-10-03" || s.List[0].Link != "/profession-detail?ID=2-02-10-03" ||
		!strings.Contains(s.List[0].Subtitle, "职业分类大典") || !strings.Contains(s.List[0].Subtitle, "数字职业") {
		t.Errorf("Search/Query: %+v", s.List)
	}

	// The guide from the major's side: linked, linked by name, not linked.
	var m qcatalog.MajorDetail
	e.OK(t, "/api/Major/GetMajorDetail", "", map[string]string{"Code": "080902"}, &m)
	ids := []string{}
	for _, o := range m.Occupations {
		ids = append(ids, o.ID)
	}
	if !slices.Contains(ids, "2-02-10-03") || !strings.Contains(m.OccupationSource, "人力资源和社会保障部") || len(m.Professions) == 0 {
		t.Errorf("080902 occupations %v (%q), O*NET %d", ids, m.OccupationSource, len(m.Professions))
	}
	m = qcatalog.MajorDetail{}
	e.OK(t, "/api/Major/GetMajorDetail", "", map[string]string{"Code": "520416"}, &m)
	got := map[string]qcatalog.GuideOccupation{}
	for _, o := range m.Occupations {
		got[o.Code+" "+o.Name] = o
	}
	if o := got["2-05-07-13 康复技师"]; o.ID != "" || o.LibraryName != "" {
		t.Errorf("康复技师 is not in the draft: %+v", o)
	}
	if o := got["2-05-07-16 中医技师"]; o.ID != "2-05-07-15" || o.LibraryCode != "2-05-07-15" || o.LibraryName != "中医技师" {
		t.Errorf("中医技师 is 2-05-07-15 in the draft: %+v", o)
	}
	// A major the guide does not cover: no occupations, the editorial O*NET links stay.
	m = qcatalog.MajorDetail{}
	e.OK(t, "/api/Major/GetMajorDetail", "", map[string]string{"Code": "080901"}, &m)
	if len(m.Occupations) != 0 || len(m.Professions) == 0 || m.Occupations == nil {
		t.Errorf("080901: %d guide occupations, %d O*NET links", len(m.Occupations), len(m.Professions))
	}
}
