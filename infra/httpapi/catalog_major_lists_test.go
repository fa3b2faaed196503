package httpapi_test

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"zhiyuan/data/catalog"
	"zhiyuan/infra/platform/platformtest"
	qcatalog "zhiyuan/query/catalog"
)

// Subtests of TestCatalogMajor: the catalogue tree, groups, rankings, hot list, search.

func testMajorTrees(t *testing.T, e *platformtest.Env) {
	var tree, cats []majorNode
	e.OK(t, "/api/Data/GetMajorTreeList", "", nil, &tree)
	e.OK(t, "/api/Data/GetMajorCategoryTreeList", "", nil, &cats)
	classes, leaves, synthetic := 0, 0, ""
	for _, c := range tree {
		classes += len(c.SubList)
		for _, cl := range c.SubList {
			leaves += len(cl.SubList)
			if cl.Synthetic {
				synthetic += c.Name + "/" + cl.ID + " " + cl.Name
			}
		}
	}
	// 92 official 专业类 and 1400 交叉学科类, which the catalogue does not define (data/catalog/README.md).
	if len(tree) != catalog.MajorCategoryCount || classes != catalog.MajorClassCount+1 || leaves != catalog.MajorCount {
		t.Errorf("tree: %d 门类, %d 专业类, %d 专业", len(tree), classes, leaves)
	}
	if synthetic != "交叉学科/1400 交叉学科类" {
		t.Errorf("synthetic classes: %q", synthetic)
	}
	if len(cats) != len(tree) {
		t.Fatalf("category tree has %d 门类", len(cats))
	}
	for i, c := range cats {
		if c.ID != tree[i].ID || len(c.SubList) != len(tree[i].SubList) {
			t.Errorf("category tree %s differs from the tree", c.ID)
		}
		for _, cl := range c.SubList {
			if len(cl.SubList) != 0 {
				t.Errorf("category tree lists majors under %s", cl.ID)
			}
		}
	}
	var eng majorNode
	for _, c := range tree {
		if c.ID == "08" {
			eng = c
		}
	}
	if eng.Name != "工学" {
		t.Errorf("08 is %q", eng.Name)
	}
	for _, body := range []any{nil, map[string]int{"EducationLevel": 1}} {
		var got []majorNode
		if r := e.OK(t, "/api/Specialty/SpecialtyCategoryList", "", body, &got); !reflect.DeepEqual(got, cats) || r.Message != "成功" {
			t.Errorf("SpecialtyCategoryList %v differs from the category tree (%q)", body, r.Message)
		}
	}
	// 专科 and 职业本科: the vocational catalogue's 专业大类 → 专业类 (catalog_vocational_test.go checks more).
	for level, want := range map[int]int{0: catalog.HigherVocationalCount, 2: catalog.VocationalBachelorCount} {
		var voc, full []majorNode
		r := e.OK(t, "/api/Specialty/SpecialtyCategoryList", "", map[string]int{"EducationLevel": level}, &voc)
		e.OK(t, "/api/Data/GetMajorTreeList", "", map[string]int{"EducationLevel": level}, &full)
		classes, leaves := 0, 0
		for i, c := range full {
			classes += len(c.SubList)
			for _, cl := range c.SubList {
				leaves += len(cl.SubList)
			}
			if c.ID != voc[i].ID || len(voc[i].SubList) != len(c.SubList) || len(voc[i].SubList[0].SubList) != 0 {
				t.Errorf("level %d: category list %s differs from the tree", level, c.ID)
			}
		}
		if len(voc) != 19 || classes != 92 || leaves != want || r.Message != "成功" {
			t.Errorf("level %d: %d 大类, %d 专业类, %d 专业 (%q)", level, len(voc), classes, leaves, r.Message)
		}
	}
	for _, path := range []string{"/api/Specialty/SpecialtyCategoryList", "/api/Data/GetMajorTreeList"} {
		r := e.Call(t, path, "", map[string]int{"EducationLevel": 3})
		if r.Code != 400 || r.Message != "办学层次无效：1 为本科，2 为职业本科，0 为专科（高职）" {
			t.Errorf("%s EducationLevel 3: %d %q", path, r.Code, r.Message)
		}
	}
}

func testMajorGroups(t *testing.T, e *platformtest.Env) {
	var cat, class qcatalog.MajorGroupDetail
	e.OK(t, "/api/Major/GetMajorCategoryDetail", "", map[string]string{"Code": "08"}, &cat)
	e.OK(t, "/api/Major/GetMajorCategoryDetail", "", map[string]string{"Code": "0809"}, &class)
	var want catalog.MajorClass
	engClasses, engMajors := 0, 0
	for _, c := range catalog.MajorTree() {
		if c.Code != "08" {
			continue
		}
		engClasses = len(c.Classes)
		for _, cl := range c.Classes {
			engMajors += len(cl.Majors)
			if cl.Code == "0809" {
				want = cl
			}
		}
	}
	if cat.Level != "门类" || cat.Name != "工学" || len(cat.Classes) != engClasses || len(cat.Majors) != engMajors {
		t.Errorf("08: %s %s, %d classes, %d majors", cat.Level, cat.Name, len(cat.Classes), len(cat.Majors))
	}
	if class.Level != "专业类" || class.Name != "计算机类" || class.CategoryName != "工学" || len(class.Majors) != len(want.Majors) ||
		len(class.Classes) != 1 || class.Classes[0].MajorCount != len(want.Majors) || class.Majors[0].Code != "080901" {
		t.Errorf("0809: %+v", class)
	}
	for body, want := range map[string][2]any{"99": {404, "未找到该专业门类或专业类"}, "abc": {400, ""}, "080901": {400, ""}, "": {400, ""}} {
		r := e.Call(t, "/api/Major/GetMajorCategoryDetail", "", map[string]string{"Code": body})
		if r.Code != want[0] || (want[1] != "" && r.Message != want[1]) {
			t.Errorf("GetMajorCategoryDetail %q: %d %q", body, r.Code, r.Message)
		}
	}

	var p majorPage
	e.OK(t, "/api/Specialty/SpecialtyList", "", map[string]any{"ClassCode": "0809", "PageSize": 20, "PageIndex": 2}, &p)
	if p.Total != len(want.Majors) || p.PageIndex != 2 || p.PageSize != 20 || len(p.List) != max(0, min(20, len(want.Majors)-20)) {
		t.Errorf("SpecialtyList 0809 page 2: total %d, %d listed", p.Total, len(p.List))
	}
	e.OK(t, "/api/Specialty/SpecialtyList", "", map[string]any{"CategoryCode": "08", "PageIndex": 10000}, &p)
	if p.Total != engMajors || len(p.List) != 0 {
		t.Errorf("SpecialtyList 08 page 10000: total %d, %d listed", p.Total, len(p.List))
	}
	e.OK(t, "/api/Specialty/SpecialtyList", "", nil, &p)
	if p.Total != catalog.MajorCount || len(p.List) != 10 || p.List[0].Code != catalog.Majors()[0].Code {
		t.Errorf("SpecialtyList: total %d, %d listed", p.Total, len(p.List))
	}
	for body, msg := range map[string]string{`{"CategoryCode":"99"}`: "专业门类无效", `{"ClassCode":"0899"}`: "专业类无效"} {
		if r := e.Call(t, "/api/Specialty/SpecialtyList", "", body); r.Code != 400 || r.Message != msg {
			t.Errorf("%s: %d %q", body, r.Code, r.Message)
		}
	}
}

func testMajorRank(t *testing.T, e *platformtest.Env) {
	known := 0
	for _, m := range catalog.Majors() {
		if m.SchoolCount > 0 {
			known++
		}
	}
	var all []qcatalog.MajorItem
	for page := 1; ; page++ {
		var p majorPage
		e.OK(t, "/api/Major/GetMajorRankList", "", map[string]int{"PageIndex": page, "PageSize": 100}, &p)
		if p.Total != known || p.Description == "" || !strings.Contains(p.Source, "阳光高考") {
			t.Fatalf("rank page %d: total %d (want %d), %q %q", page, p.Total, known, p.Description, p.Source)
		}
		all = append(all, p.List...)
		if len(p.List) < 100 {
			break
		}
	}
	if len(all) != known {
		t.Fatalf("ranked %d, want %d", len(all), known)
	}
	ties := 0
	for i, m := range all {
		if m.Value == nil || *m.Value != m.SchoolCount || m.ValueText == "" {
			t.Fatalf("%s: value %v %q", m.Code, m.Value, m.ValueText)
		}
		switch {
		case i == 0 && m.Rank != 1:
			t.Errorf("first rank %d", m.Rank)
		case i > 0 && m.SchoolCount == all[i-1].SchoolCount:
			ties++
			if m.Rank != all[i-1].Rank {
				t.Errorf("%s and %s tie at %d schools but rank %d and %d", all[i-1].Code, m.Code, m.SchoolCount, all[i-1].Rank, m.Rank)
			}
		case i > 0 && (m.SchoolCount > all[i-1].SchoolCount || m.Rank != i+1):
			t.Errorf("%s: rank %d at position %d with %d schools", m.Code, m.Rank, i+1, m.SchoolCount)
		}
	}
	if ties == 0 {
		t.Error("no ties: the test proves nothing about shared ranks")
	}
	for _, path := range []string{"/api/Major/GetMajorRankingList", "/api/Specialty/SpecialtyRankList"} {
		var p majorPage
		e.OK(t, path, "", map[string]any{"CategoryCode": "08"}, &p)
		if len(p.List) == 0 || p.List[0].Rank != 1 || p.List[0].CategoryCode != "08" {
			t.Errorf("%s 工学: %+v", path, p.List)
		}
	}
	if r := e.Call(t, "/api/Major/GetMajorRankList", "", map[string]string{"CategoryCode": "99"}); r.Code != 400 || r.Message != "专业门类无效" {
		t.Errorf("CategoryCode 99: %d %q", r.Code, r.Message)
	}
}

func scaleFloor(s string) int {
	n, _ := strconv.Atoi(strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })[0])
	return n
}

func testMajorHotAndSearch(t *testing.T, e *platformtest.Env) {
	for _, path := range []string{"/api/Major/GetMajorHotList", "/api/Specialty/SpecialtyHotList"} {
		var hot []qcatalog.MajorItem
		e.OK(t, path, "", map[string]int{"Count": 20}, &hot)
		if len(hot) != 20 {
			t.Fatalf("%s: %d majors", path, len(hot))
		}
		for i, m := range hot {
			if m.GraduateScale == "" || (i > 0 && scaleFloor(m.GraduateScale) > scaleFloor(hot[i-1].GraduateScale)) {
				t.Errorf("hot list out of order at %d: %s %q", i, m.Name, m.GraduateScale)
			}
		}
	}
	var hot []qcatalog.MajorItem
	e.OK(t, "/api/Major/GetMajorHotList?count=3", "", nil, &hot)
	if len(hot) != 3 {
		t.Errorf("count in the query string: %d majors", len(hot))
	}

	for _, path := range []string{"/api/Major/SearchMajorByName", "/api/Specialty/SpecialtySearch"} {
		var found []qcatalog.MajorItem
		e.OK(t, path, "", map[string]any{"Name": " 计算机 ", "Count": 50}, &found)
		if len(found) == 0 || found[0].Code != "080901" {
			t.Fatalf("%s 计算机: %+v", path, found)
		}
		for _, m := range found {
			if !strings.Contains(m.Name, "计算机") {
				t.Errorf("%s matched 计算机", m.Name)
			}
		}
	}
	var none []qcatalog.MajorItem
	e.OK(t, "/api/Major/SearchMajorByName", "", map[string]string{"Name": "%_"}, &none)
	if len(none) != 0 {
		t.Errorf("%%_ matched %d majors", len(none))
	}
	var both qcatalog.MajorOrClassHits
	e.OK(t, "/api/Specialty/SpecialtyOrCategorySearch", "", map[string]string{"Name": "计算机"}, &both)
	if len(both.Classes) != 1 || both.Classes[0].Code != "0809" || both.Classes[0].CategoryName != "工学" || len(both.Majors) == 0 {
		t.Errorf("SpecialtyOrCategorySearch 计算机: %+v", both)
	}
	for body, msg := range map[string]string{`{"Name":""}`: "请输入专业名称", `{"Name":"` + strings.Repeat("学", 21) + `"}`: "专业名称不能超过20个字",
		`{"Name":"法学","Count":-1}`: "条数只能是 1～50"} {
		if r := e.Call(t, "/api/Major/SearchMajorByName", "", body); r.Code != 400 || r.Message != msg {
			t.Errorf("%s: %d %q", body, r.Code, r.Message)
		}
	}
}
