package httpapi_test

import (
	"strings"
	"testing"

	"zhiyuan/data/catalog"
	"zhiyuan/infra/platform/platformtest"
	qcatalog "zhiyuan/query/catalog"
	qsearch "zhiyuan/query/search"
)

// Subtest of TestCatalogMajor: the vocational majors (高职专科, 职教本科) in the major library.

func testVocationalMajors(t *testing.T, e *platformtest.Env) {
	for level, want := range map[int][4]int{0: {catalog.HigherVocationalCount, 30, 811, 39}, 2: {catalog.VocationalBachelorCount, 21, 0, 0},
		1: {catalog.MajorCount, 0, 0, 0}} {
		var info qcatalog.MajorCatalogInfo
		e.OK(t, "/api/Major/GetMajorCatalogInfo", "", map[string]int{"EducationLevel": level}, &info)
		if info.MajorCount != want[0] || info.NewCount != want[1] || info.OfficialCount != want[2] || len(info.Missing) != want[3] ||
			info.EducationLevel != level || info.Source == "" {
			t.Errorf("catalogue info %d: %+v", level, info)
		}
	}
	var info qcatalog.MajorCatalogInfo
	e.OK(t, "/api/Major/GetMajorCatalogInfo", "", map[string]int{"EducationLevel": 0}, &info)
	notes := strings.Join(info.Notes, "")
	for _, s := range []string{"811", "754", "智能体通信技术", "老年教育服务与管理", "国家控制布点（K）", "临床医学", "2025年12月新增"} {
		if !strings.Contains(notes, s) {
			t.Errorf("高职专科 notes do not say %q: %v", s, info.Notes)
		}
	}
	if info.Level != "高职专科" || info.CategoryCount != 19 || info.ClassCount != 92 || info.Missing[0].Code != "520101K" ||
		info.Missing[0].ReasonText == "" || !strings.Contains(info.Source, "第三方") {
		t.Errorf("高职专科: %+v", info)
	}
	if r := e.Call(t, "/api/Major/GetMajorCatalogInfo", "", map[string]int{"EducationLevel": 5}); r.Code != 400 {
		t.Errorf("EducationLevel 5: %d %q", r.Code, r.Message)
	}

	// A 专科 major's detail: code, name, class, level, the guide's occupations, the source.
	var d qcatalog.MajorDetail
	e.OK(t, "/api/Major/GetMajorDetail", "", map[string]string{"Code": "510201"}, &d)
	if d.Name != "计算机应用技术" || d.Level != "高职专科" || d.CategoryCode != "51" || d.CategoryName != "电子与信息大类" ||
		d.ClassCode != "5102" || d.ClassName != "计算机类" || d.Degree != "" || d.Years != "" || d.Flag != "" ||
		len(d.Professions) != 0 || d.Professions == nil || !strings.Contains(d.Source, "职业教育专业目录") {
		t.Errorf("510201: %+v", d)
	}
	if len(d.Occupations) != 2 || d.Occupations[0].Name != "数据分析处理工程技术人员" || d.OccupationSource == "" {
		t.Errorf("510201 occupations: %+v", d.Occupations)
	}
	d = qcatalog.MajorDetail{}
	e.OK(t, "/api/Major/GetMajorDetail", "", map[string]string{"Code": "410123"}, &d)
	if d.Name != "热带作物生产与加工技术" || d.Flag != "2025年12月新增" {
		t.Errorf("410123: %+v", d.MajorItem)
	}
	d = qcatalog.MajorDetail{}
	e.OK(t, "/api/Major/GetMajorDetail", "", map[string]string{"Code": "210101"}, &d)
	if d.Level != "职教本科" || d.Name != "现代种业技术" {
		t.Errorf("210101: %+v", d.MajorItem)
	}
	for code, want := range map[string]int{"610101": 404, "520101": 404} { // 中职, and a K major the copy lacks
		if r := e.Call(t, "/api/Major/GetMajorDetail", "", map[string]string{"Code": code}); r.Code != want {
			t.Errorf("%s: %d %q", code, r.Code, r.Message)
		}
	}

	// Groups and lists.
	var g qcatalog.MajorGroupDetail
	e.OK(t, "/api/Major/GetMajorCategoryDetail", "", map[string]string{"Code": "5102"}, &g)
	if g.Level != "专业类" || g.Name != "计算机类" || g.CatalogLevel != "高职专科" || len(g.Majors) != 21 || g.CategoryName != "电子与信息大类" {
		t.Errorf("5102: %s %s %s %d", g.Level, g.Name, g.CatalogLevel, len(g.Majors))
	}
	g = qcatalog.MajorGroupDetail{}
	e.OK(t, "/api/Major/GetMajorCategoryDetail", "", map[string]string{"Code": "51"}, &g)
	if g.Level != "专业大类" || len(g.Majors) != 46 || len(g.Classes) == 0 {
		t.Errorf("51: %s %d majors %d classes", g.Level, len(g.Majors), len(g.Classes))
	}
	if r := e.Call(t, "/api/Major/GetMajorCategoryDetail", "", map[string]string{"Code": "5199"}); r.Code != 404 ||
		r.Message != "未找到该专业大类或专业类" {
		t.Errorf("5199: %d %q", r.Code, r.Message)
	}
	var page majorPage
	e.OK(t, "/api/Specialty/SpecialtyList", "", map[string]any{"ClassCode": "5102", "PageSize": 20}, &page)
	if page.Total != 21 || len(page.List) != 20 || page.List[0].Code != "510201" || page.List[0].Level != "高职专科" {
		t.Errorf("SpecialtyList 5102: %d %+v", page.Total, page.List[0])
	}
	if r := e.Call(t, "/api/Specialty/SpecialtyList", "", map[string]string{"ClassCode": "5199"}); r.Code != 400 ||
		r.Message != "专业大类或专业类无效" {
		t.Errorf("SpecialtyList 5199: %d %q", r.Code, r.Message)
	}

	// The search page finds vocational majors in the major tab.
	var s qsearch.Answer
	e.OK(t, "/api/Search/Query", "", map[string]string{"Keyword": "计算机应用技术", "Kind": "major"}, &s)
	if len(s.List) == 0 || s.List[0].Id != "510201" || !strings.Contains(s.List[0].Subtitle, "专科（高职）") ||
		s.List[0].Link != "/specialty-detail?id=510201" {
		t.Errorf("Search/Query 计算机应用技术: %+v", s.List)
	}
}
