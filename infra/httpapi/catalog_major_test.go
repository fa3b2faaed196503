package httpapi_test

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"zhiyuan/data/catalog"
	"zhiyuan/infra/platform/platformtest"
	qcatalog "zhiyuan/query/catalog"
)

type majorNode struct {
	ID, Name  string
	Synthetic bool
	SubList   []majorNode
}

type majorPage struct {
	Total, PageIndex, PageSize int
	List                       []qcatalog.MajorItem
	Description, Source        string
}

// TestCatalogMajor runs the Major, Specialty, Profession and Career-industry calls
// against the real imported catalogue (one platform for every subtest).
func TestCatalogMajor(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t, platformtest.Options{Catalog: true})
	ok := func(t *testing.T, path string, body, out any) { t.Helper(); e.OK(t, path, "", body, out) }
	fails := func(t *testing.T, path string, body any, code int, msg string) {
		t.Helper()
		r := e.Call(t, path, "", body)
		if r.Code != code || (msg != "" && r.Message != msg) {
			t.Errorf("%s %v: Code %d %q, want %d %q", path, body, r.Code, r.Message, code, msg)
		}
	}

	t.Run("full list holds the whole catalogue", func(t *testing.T) {
		var list []qcatalog.MajorItem
		ok(t, "/api/Specialty/SpecialtyFullList", nil, &list)
		if len(list) != catalog.MajorCount {
			t.Fatalf("%d majors, want %d", len(list), catalog.MajorCount)
		}
		byCode := map[string]qcatalog.MajorItem{}
		for _, m := range list {
			byCode[m.Code] = m
		}
		cs := byCode["080901"]
		if cs.Name != "计算机科学与技术" || cs.CategoryName != "工学" || cs.ClassName != "计算机类" || cs.ClassCode != "0809" ||
			cs.Degree != "工学或理学" || cs.Years != "4" || cs.IsSpecial || cs.Id != "080901" {
			t.Errorf("080901: %+v", cs)
		}
		for _, m := range catalog.Majors() {
			got := byCode[m.Code]
			years := fmt.Sprint(m.YearsMin)
			if m.YearsMax != m.YearsMin {
				years += fmt.Sprintf("-%d", m.YearsMax)
			}
			if got.IsSpecial != m.Special || got.IsControlled != m.Controlled || got.SchoolCount != m.SchoolCount ||
				got.Years != years || got.Degree != strings.Join(m.Degrees, "或") {
				t.Errorf("%s: %+v, want T=%v K=%v schools=%d", m.Code, got, m.Special, m.Controlled, m.SchoolCount)
			}
		}
		if !byCode["080910T"].IsSpecial || !byCode["100201K"].IsControlled || byCode["100201K"].Years != "5" {
			t.Errorf("T/K flags: %+v %+v", byCode["080910T"], byCode["100201K"])
		}
	})

	t.Run("trees", func(t *testing.T) { testMajorTrees(t, e) })
	t.Run("category detail and lists", func(t *testing.T) { testMajorGroups(t, e) })

	t.Run("detail", func(t *testing.T) {
		want, _ := catalog.MajorByCode("080901")
		for _, path := range []string{"/api/Major/GetMajorDetail", "/api/Specialty/SpecialtyInfo"} {
			var d qcatalog.MajorDetail
			ok(t, path, map[string]string{"Code": "080901"}, &d)
			if d.Name != want.Name || d.SchoolCount != want.SchoolCount || !reflect.DeepEqual(d.Employment, majorNonNil(want.Employment)) {
				t.Errorf("%s: %s schools %d employment %v", path, d.Name, d.SchoolCount, d.Employment)
			}
			if len(d.Postgrad) != len(want.Postgrad) || (len(want.Postgrad) > 0 && d.Postgrad[0].Code != want.Postgrad[0].Code) {
				t.Errorf("postgrad %v, want %v", d.Postgrad, want.Postgrad)
			}
			if d.Description != catalog.MajorDescription("080901") || d.Description == "" || !strings.Contains(d.Source, "教育部") ||
				!strings.Contains(d.Attribution, "O*NET") || d.GraduateScale != want.GraduateScale {
				t.Errorf("description/source/attribution: %q %q %q %q", d.Description, d.Source, d.Attribution, d.GraduateScale)
			}
			if d.MalePct == nil || *d.MalePct != want.MalePct || d.InterestCode != catalog.MajorInterestCode("080901") {
				t.Errorf("gender %v, interest %q", d.MalePct, d.InterestCode)
			}
			var ids []string
			for _, p := range d.Professions {
				ids = append(ids, p.ID)
			}
			if !slices.Equal(ids, catalog.MajorProfessions("080901")) {
				t.Errorf("professions %v, want %v", ids, catalog.MajorProfessions("080901"))
			}
		}
		var d qcatalog.MajorDetail
		ok(t, "/api/Major/GetMajorDetail", map[string]string{"Code": "080910"}, &d) // the digits of 080910T
		if d.Code != "080910T" || !d.IsSpecial || d.BaseCode != "080910" {
			t.Errorf("080910: %s special %v base %s", d.Code, d.IsSpecial, d.BaseCode)
		}
		fails(t, "/api/Major/GetMajorDetail", map[string]string{"Code": "999999"}, 404, "未找到该专业")
		fails(t, "/api/Major/GetMajorDetail", map[string]string{"Code": " "}, 400, "请选择专业")
		fails(t, "/api/Major/GetMajorDetail", map[string]int{"Code": 80901}, 400, "参数 Code 的类型不正确")
	})

	t.Run("colleges offering a major", func(t *testing.T) {
		want := catalog.MajorColleges("080901")
		var p struct {
			Total int
			List  []qcatalog.CollegeItem
		}
		for _, path := range []string{"/api/Major/GetMajorCollegeList", "/api/Specialty/SpecialtySchoolList"} {
			ok(t, path, map[string]any{"Code": "080901", "PageSize": 100}, &p)
			if p.Total != len(want) || len(p.List) != 100 {
				t.Errorf("%s: total %d (%d listed), want %d", path, p.Total, len(p.List), len(want))
			}
		}
		for _, c := range p.List {
			if !slices.Contains(want, c.CollegeCode) {
				t.Errorf("%s does not offer 080901", c.CollegeName)
			}
		}
		inBeijing := 0
		for _, code := range want {
			if c, _ := catalog.CollegeByCode(code); c.ProvinceID == 11 {
				inBeijing++
			}
		}
		ok(t, "/api/Major/GetMajorCollegeList", map[string]any{"Code": "080901", "ProvinceId": 11}, &p)
		if p.Total != inBeijing || inBeijing == 0 {
			t.Errorf("北京: %d, want %d", p.Total, inBeijing)
		}
		fails(t, "/api/Major/GetMajorCollegeList", map[string]any{"Code": "080901", "ProvinceId": 99}, 400, "院校省份无效")
		fails(t, "/api/Major/GetMajorCollegeList", map[string]any{"Code": "999999"}, 404, "未找到该专业")
	})

	t.Run("rank list", func(t *testing.T) { testMajorRank(t, e) })
	t.Run("hot list and search", func(t *testing.T) { testMajorHotAndSearch(t, e) })
	t.Run("industries", func(t *testing.T) { testIndustries(t, e) })
	t.Run("professions", func(t *testing.T) { testProfessions(t, e) })
	t.Run("Chinese occupations", func(t *testing.T) { testChineseOccupations(t, e) })
	t.Run("vocational majors", func(t *testing.T) { testVocationalMajors(t, e) })
	t.Run("interest codes and recommendations", func(t *testing.T) { testInterestCodes(t, e) })

	t.Run("bad requests change nothing", func(t *testing.T) {
		ctx := context.Background()
		before, err := e.P.Store.Head(ctx)
		if err != nil {
			t.Fatal(err)
		}
		const size = "每页条数只能是 10、20、50 或 100"
		for _, path := range []string{"/api/Specialty/SpecialtyList", "/api/Major/GetMajorRankList", "/api/Profession/ProfessionList"} {
			for _, n := range []int{7, -10, 1000} {
				fails(t, path, map[string]int{"PageSize": n}, 400, size)
			}
			fails(t, path, map[string]int{"PageIndex": -1}, 400, "页码无效")
			fails(t, path, `{"PageSize":`, 400, "请求内容不是有效的 JSON")
			fails(t, path, `[1]`, 400, "请求内容须为 JSON 对象")
		}
		fails(t, "/api/Major/GetMajorCollegeList", map[string]any{"Code": "080901", "PageSize": 30}, 400, size)
		fails(t, "/api/Profession/ProfessionSearchByName", map[string]any{"Name": "工程", "PageSize": 11}, 400, size)
		fails(t, "/api/Profession/ProfessionSearchByInterestCode", map[string]any{"InterestCode": "R", "PageSize": 0.5}, 400, "")
		fails(t, "/api/Major/GetMajorHotList", map[string]int{"Count": 51}, 400, "条数只能是 1～50")
		fails(t, "/api/Major/SearchMajorByName", map[string]string{"Name": strings.Repeat("计", 5000)}, 400, "专业名称不能超过20个字")
		after, err := e.P.Store.Head(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if after != before {
			t.Errorf("the log moved from %d to %d", before, after)
		}
	})
}

func majorNonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
