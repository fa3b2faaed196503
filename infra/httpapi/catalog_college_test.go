package httpapi_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"zhiyuan/data/catalog"
	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// collegeRow is a CollegeItem as the page reads it (with the ranking fields).
type collegeRow struct {
	Id, CollegeCode, MOECode, CollegeName, StrengthTags, FeatureTags string
	ProvinceId                                                       int
	ProvinceName, CityName, NatureName, CategoryName                 string
	EducationLevel                                                   int
	EducationLevelStr                                                string
	MajorCount, Rank                                                 int
	Value                                                            *int
	ValueText                                                        string
}

type collegePage struct {
	Total, PageIndex, PageSize int
	List                       []collegeRow
	Description, Source        string
}

// TestCatalogCollege runs the College, School, Data and Options calls against the
// real imported catalogue (one platform for every subtest: the import takes seconds).
func TestCatalogCollege(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t, platformtest.Options{Catalog: true})
	t.Run("list totals match the MOE list", func(t *testing.T) { testCollegeTotals(t, e) })
	t.Run("filters return only matching rows", func(t *testing.T) { testCollegeFilters(t, e) })
	t.Run("paging", func(t *testing.T) { testCollegePaging(t, e) })
	t.Run("bad input", func(t *testing.T) { testCollegeBadInput(t, e) })
	t.Run("detail", func(t *testing.T) { testCollegeDetail(t, e) })
	t.Run("search by name", func(t *testing.T) { testCollegeSearch(t, e) })
	t.Run("compare", func(t *testing.T) { testCollegeCompare(t, e) })
	t.Run("rankings", func(t *testing.T) { testCollegeRankings(t, e) })
	t.Run("filter lists and options", func(t *testing.T) { testCollegeOptions(t, e) })
	t.Run("college news and charters", func(t *testing.T) { testCollegeContent(t, e) })
	// Last: it replaces the catalogue.
	t.Run("the list follows a new import", func(t *testing.T) { testCollegeReimport(t, e) })
}

// testCollegeReimport imports a catalogue of two colleges and expects the list,
// the filter lists and the detail to show exactly those two soon after.
func testCollegeReimport(t *testing.T, e *platformtest.Env) {
	ctx := t.Context()
	two := []events.CollegeRecord{{Code: "10001", MOECode: "4111010001", Name: "北京大学", Authority: "教育部", ProvinceID: 11,
		Province: "北京", City: "北京市", Level: "本科", Nature: "公办", EduLevel: 1, Category: "综合", Tags: []string{"985"},
		FeatureTags: []string{}, FormerNames: []string{}, Abbreviations: []string{"北大"}},
		{Code: "90001", MOECode: "4144090001", Name: "测试职业学院", Authority: "广东省", ProvinceID: 44, Province: "广东",
			City: "测试市", Level: "专科", Nature: "民办", EduLevel: 0, Category: "理工", Tags: []string{},
			FeatureTags: []string{"民办"}, FormerNames: []string{"旧名学院"}, Abbreviations: []string{}}}
	envs, err := e.P.Store.Load(ctx, events.CatalogCollegesStream)
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.P.Store.Append(ctx, platform.SystemMeta("catalog-import"), events.Append{StreamID: events.CatalogCollegesStream,
		ExpectedVersion: envs[len(envs)-1].Version, Events: []events.Event{
			events.CatalogCollegesImported{Import: "test-two", Colleges: two},
			events.CatalogDatasetImported{Dataset: events.DatasetColleges, Import: "test-two", Count: 2, Edition: "测试", Source: "测试"}}})
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, res.Position, "catalog", "search")
	var p collegePage
	platformtest.Eventually(t, 2*time.Second, "the list to show the new import", func() bool {
		e.OK(t, "/api/College/GetCollegeList", "", nil, &p)
		return p.Total == 2
	})
	if p.List[0].Id != "10001" || p.List[1].Id != "90001" || p.List[1].EducationLevelStr != "高职高专" {
		t.Fatalf("after the import: %+v", p.List)
	}
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"CollegeName": "旧名"}, &p)
	if p.Total != 1 || p.List[0].Id != "90001" {
		t.Fatalf("by former name after the import: %+v", p)
	}
	var areas []struct{ Value, Name string }
	e.OK(t, "/api/Options/GetAreaOptions", "", map[string]any{"ProvinceId": 44}, &areas)
	if len(areas) != 1 || areas[0].Name != "测试市" {
		t.Fatalf("广东 cities after the import: %+v", areas)
	}
	if r := e.Call(t, "/api/College/GetCollegeInfo", "", map[string]any{"Id": "10003"}); r.Code != 404 {
		t.Fatalf("清华大学 after the import: Code %d", r.Code)
	}
}

func testCollegeTotals(t *testing.T, e *platformtest.Env) {
	undergrad := 0
	for _, c := range catalog.Colleges() {
		undergrad += c.EducationLevel
	}
	if undergrad != 1412 || catalog.CollegeCount-undergrad != 1540 {
		t.Fatalf("source: %d 本科 of %d", undergrad, catalog.CollegeCount)
	}
	for _, c := range []struct {
		path string
		body map[string]any
		want int
	}{
		{"/api/College/GetCollegeList", map[string]any{}, catalog.CollegeCount},
		{"/api/School/SchoolList", map[string]any{}, catalog.CollegeCount},
		{"/api/College/GetCollegeList", map[string]any{"EducationLevel": "1"}, undergrad},
		{"/api/College/GetCollegeList", map[string]any{"EducationLevel": "0"}, catalog.CollegeCount - undergrad},
		{"/api/College/GetCollegeList", map[string]any{"EducationLevel": 0}, catalog.CollegeCount - undergrad},
		{"/api/College/GetCollegeList", map[string]any{"EducationLevel": ""}, catalog.CollegeCount},
	} {
		var p collegePage
		e.OK(t, c.path, "", c.body, &p)
		if p.Total != c.want || len(p.List) != 10 || p.PageIndex != 1 || p.PageSize != 10 {
			t.Errorf("%s %v: Total %d, %d rows, page %d size %d; want Total %d", c.path, c.body, p.Total, len(p.List),
				p.PageIndex, p.PageSize, c.want)
		}
	}
	// The default order: 985 first, 本科 before 专科 within a tier, then by code.
	var p collegePage
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"PageSize": 100}, &p)
	if !strings.HasPrefix(p.List[0].StrengthTags, "985") || p.List[0].CollegeCode != "10001" {
		t.Fatalf("first row %+v", p.List[0])
	}
}

// collegeFilterCase is a filter sent to GetCollegeList and the same filter over the source.
type collegeFilterCase struct {
	name  string
	body  map[string]any
	match func(c catalog.College) bool
}

func collegeFilterCases() []collegeFilterCase {
	return []collegeFilterCase{
		{"province 北京", map[string]any{"ProvinceId": 11}, func(c catalog.College) bool { return c.ProvinceID == 11 }},
		{"category 师范", map[string]any{"CategoryId": 3}, func(c catalog.College) bool { return c.Category == "师范" }},
		{"nature 民办", map[string]any{"SchoolNature": "2"}, func(c catalog.College) bool { return c.Nature == "民办" }},
		{"nature 中外合作 as a number", map[string]any{"SchoolNature": 3}, func(c catalog.College) bool { return c.Nature == "中外合作办学" }},
		{"level 0", map[string]any{"EducationLevel": "0"}, func(c catalog.College) bool { return c.EducationLevel == 0 }},
		{"tag 985", map[string]any{"Tag": "985"}, func(c catalog.College) bool { return c.Is985 }},
		{"tag 双一流", map[string]any{"Tag": "双一流"}, func(c catalog.College) bool { return c.IsDoubleFirstClass }},
		{"江苏 本科 211", map[string]any{"ProvinceId": 32, "EducationLevel": "1", "Tag": "211"},
			func(c catalog.College) bool { return c.ProvinceID == 32 && c.EducationLevel == 1 && c.Is211 }},
		{"name 师范 in 山东 公办", map[string]any{"CollegeName": "师范", "ProvinceId": 37, "SchoolNature": "1"},
			func(c catalog.College) bool {
				return c.ProvinceID == 37 && c.Nature == "公办" && (strings.Contains(c.Name, "师范") ||
					slices.ContainsFunc(c.Aliases, func(a string) bool { return strings.Contains(a, "师范") }) ||
					hasAbbreviation(c.Code, "师范"))
			}},
	}
}

func testCollegeFilters(t *testing.T, e *platformtest.Env) {
	for _, fc := range collegeFilterCases() {
		want := map[string]bool{}
		for _, c := range catalog.Colleges() {
			if fc.match(c) {
				want[c.Code] = true
			}
		}
		got := allColleges(t, e, "/api/College/GetCollegeList", fc.body)
		if len(got) != len(want) || len(want) == 0 {
			t.Errorf("%s: %d rows, the source has %d", fc.name, len(got), len(want))
		}
		for _, r := range got {
			c, _ := catalog.CollegeByCode(r.Id)
			if !want[r.Id] || !fc.match(c) {
				t.Errorf("%s: %s %s does not match", fc.name, r.Id, r.CollegeName)
			}
		}
	}
	if n := len(allColleges(t, e, "/api/College/GetCollegeList", map[string]any{"Tag": "985"})); n != 38 {
		t.Errorf("985 in the MOE list: %d, want 38 (国防科技大学 is military and not in it)", n)
	}
}

// allColleges pages through a college list with the largest page size and checks
// that every page agrees on the total.
func allColleges(t *testing.T, e *platformtest.Env, path string, filter map[string]any) []collegeRow {
	t.Helper()
	var out []collegeRow
	for page := 1; ; page++ {
		body := map[string]any{"PageIndex": page, "PageSize": 100}
		for k, v := range filter {
			body[k] = v
		}
		var p collegePage
		e.OK(t, path, "", body, &p)
		out = append(out, p.List...)
		if len(p.List) < 100 || len(out) >= p.Total {
			if len(out) != p.Total {
				t.Fatalf("%s %v: %d rows, Total %d", path, filter, len(out), p.Total)
			}
			return out
		}
	}
}

func testCollegePaging(t *testing.T, e *platformtest.Env) {
	all := allColleges(t, e, "/api/College/GetCollegeList", nil)
	for _, size := range []int{10, 20, 50, 100} {
		var p collegePage
		e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"PageIndex": 3, "PageSize": size}, &p)
		if p.Total != catalog.CollegeCount || p.PageSize != size || len(p.List) != size {
			t.Fatalf("size %d: Total %d PageSize %d rows %d", size, p.Total, p.PageSize, len(p.List))
		}
		for i, r := range p.List {
			if r.Id != all[2*size+i].Id {
				t.Fatalf("size %d page 3 row %d: %s, want %s", size, i, r.Id, all[2*size+i].Id)
			}
		}
	}
	var last collegePage
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"PageIndex": 296, "PageSize": 10}, &last)
	if last.Total != catalog.CollegeCount || len(last.List) != 2 {
		t.Fatalf("last page: Total %d, %d rows", last.Total, len(last.List))
	}
	var past collegePage
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"PageIndex": 10000, "PageSize": 100}, &past)
	if past.Total != catalog.CollegeCount || past.List == nil || len(past.List) != 0 {
		t.Fatalf("past the end: %+v", past)
	}
}

// hasAbbreviation reports whether a college has an abbreviation containing sub.
func hasAbbreviation(code, sub string) bool {
	for a, c := range catalog.Abbreviations() {
		if c == code && strings.Contains(a, sub) {
			return true
		}
	}
	return false
}
