package httpapi_test

import (
	"slices"
	"strings"
	"testing"

	"zhiyuan/data/catalog"
	"zhiyuan/infra/platform/platformtest"
)

type collegeDetailRow struct {
	collegeRow
	Authority, Level, Remark string
	Aliases, Abbreviations   []string
	HasLocation              bool
	Lat, Lng                 float64
	CoordSystem, Source      string
	Majors                   []struct{ Code, Name, CategoryName, ClassName string }
}

// collegeMajorCounts counts, per college code, the majors the source says it offers.
func collegeMajorCounts() map[string]int {
	n := map[string]int{}
	for _, m := range catalog.Majors() {
		for _, c := range catalog.MajorColleges(m.Code) {
			n[c]++
		}
	}
	return n
}

func testCollegeBadInput(t *testing.T, e *platformtest.Env) {
	head := func() int64 { h, _ := e.P.Store.Head(t.Context()); return h }
	before := head()
	list, rank := "/api/College/GetCollegeList", "/api/College/GetCollegeRankList"
	cases := []struct {
		path string
		body any
		code int
		msg  string
	}{
		{list, map[string]any{"PageSize": 7}, 400, "每页条数只能是 10、20、50 或 100"},
		{list, map[string]any{"PageIndex": -1}, 400, "页码无效"},
		{list, map[string]any{"PageIndex": 10001}, 400, "页码无效"},
		{list, map[string]any{"ProvinceId": 99}, 400, "院校省份无效"},
		{list, map[string]any{"CategoryId": 13}, 400, "院校类型无效"},
		{list, map[string]any{"CategoryId": -1}, 400, "院校类型无效"},
		{list, map[string]any{"SchoolNature": "9"}, 400, "办学性质无效"},
		{list, map[string]any{"EducationLevel": "2"}, 400, "办学层次无效"},
		{list, map[string]any{"Tag": "清北"}, 400, "院校标签无效"},
		{list, map[string]any{"CollegeName": strings.Repeat("大", 31)}, 400, "院校名称不能超过30个字"},
		{list, map[string]any{"Tag": []int{985}}, 400, "参数 Tag 的类型不正确"},
		{list, `{"ProvinceId":`, 400, "请求内容不是有效的 JSON"},
		{"/api/School/SchoolList", map[string]any{"PageSize": 7}, 400, "每页条数只能是 10、20、50 或 100"},
		{"/api/College/GetCollegeInfo", map[string]any{"Id": "99999"}, 404, "未找到该院校"},
		{"/api/School/SchoolInfo", map[string]any{"Id": "abc"}, 404, "未找到该院校"},
		{"/api/College/GetCollegeInfo", map[string]any{}, 400, "请指定院校"},
		{"/api/College/GetCollegeMajorStrengthList", map[string]any{"Id": "99999"}, 404, "未找到该院校"},
		{"/api/College/SearchCollegeByName", map[string]any{"CollegeName": " "}, 400, "请输入院校名称"},
		{"/api/College/SearchCollegeByName", map[string]any{"CollegeName": "北大", "Count": 21}, 400, "返回条数只能是 1～20"},
		{"/api/College/GetCollegeCompare", map[string]any{"Ids": []string{"10001"}}, 400, "请选择 2～4 所院校进行对比"},
		{"/api/College/GetCollegeCompare", map[string]any{"Ids": []string{"10001", "10002", "10003", "10004", "10005"}}, 400, "请选择 2～4 所院校进行对比"},
		{"/api/College/GetCollegeCompare", map[string]any{"Ids": []string{"10001", "10002", "10001"}}, 400, "对比的院校不能重复"},
		{"/api/School/CompareCollege", map[string]any{"Ids": []any{10001, "10001"}}, 400, "对比的院校不能重复"},
		{"/api/College/GetCollegeCompare", map[string]any{"Ids": []string{"10001", "99999"}}, 404, "未找到该院校"},
		{rank, map[string]any{"CategoryId": "score"}, 400, "排行类型无效"},
		{rank, map[string]any{"CategoryId": "majors", "ProvinceId": 1}, 400, "院校省份无效"},
		{rank, map[string]any{"CategoryId": "tags", "Tag": "C9"}, 400, "院校标签无效"},
		{rank, map[string]any{"CategoryId": "tags", "PageSize": 30}, 400, "每页条数只能是 10、20、50 或 100"},
		{"/api/Options/GetAreaOptions", map[string]any{"ProvinceId": 10}, 400, "省份无效"},
		{"/api/Options/GetSchoolOptions", map[string]any{"Name": strings.Repeat("a", 31)}, 400, "院校名称不能超过30个字"},
	}
	for _, c := range cases {
		r := e.Call(t, c.path, "", c.body)
		if r.Code != c.code || r.Message != c.msg {
			t.Errorf("%s %v: Code %d %q, want %d %q", c.path, c.body, r.Code, r.Message, c.code, c.msg)
		}
	}
	if h := head(); h != before {
		t.Fatalf("bad requests appended events: %d -> %d", before, h)
	}
}

func testCollegeDetail(t *testing.T, e *platformtest.Env) {
	counts := collegeMajorCounts()
	for _, body := range []any{map[string]any{"Id": "10001"}, map[string]any{"Id": 10001}, `{"Id":" 10001 "}`} {
		var d collegeDetailRow
		e.OK(t, "/api/College/GetCollegeInfo", "", body, &d)
		tags := strings.Split(d.StrengthTags, ",")
		if d.Id != "10001" || d.MOECode != "4111010001" || d.CollegeName != "北京大学" || !slices.Contains(tags, "985") ||
			!slices.Contains(tags, "211") || !slices.Contains(tags, "双一流") || d.ProvinceId != 11 || d.EducationLevelStr != "本科" {
			t.Fatalf("北京大学: %+v", d.collegeRow)
		}
		if !strings.Contains(d.FeatureTags, "教育部直属") || d.Authority != "教育部" || d.CoordSystem != "BD-09" || !d.HasLocation ||
			!slices.Contains(d.Abbreviations, "北大") || d.Aliases == nil || !strings.Contains(d.Source, "教育部") {
			t.Fatalf("北京大学 detail: %+v", d)
		}
		if len(d.Majors) == 0 || len(d.Majors) != counts["10001"] || d.MajorCount != counts["10001"] {
			t.Fatalf("北京大学 majors: %d listed, MajorCount %d, source %d", len(d.Majors), d.MajorCount, counts["10001"])
		}
	}
	var s struct {
		Note   string
		Groups []struct {
			CategoryCode, CategoryName string
			Majors                     []struct{ Code, Name, ClassName string }
		}
	}
	e.OK(t, "/api/School/SchoolSpecialty", "", map[string]any{"Id": "10001"}, &s)
	n := 0
	for _, g := range s.Groups {
		for _, m := range g.Majors {
			if !strings.HasPrefix(m.Code, g.CategoryCode) {
				t.Errorf("%s %s in group %s", m.Code, m.Name, g.CategoryCode)
			}
			n++
		}
	}
	if n != counts["10001"] || len(s.Groups) < 5 || !strings.Contains(s.Note, "暂无学科评估") {
		t.Fatalf("major strength: %d majors in %d groups, note %q", n, len(s.Groups), s.Note)
	}
}

func testCollegeSearch(t *testing.T, e *platformtest.Env) {
	find := func(name string, want string) {
		t.Helper()
		var list []collegeRow
		e.OK(t, "/api/College/SearchCollegeByName", "", map[string]any{"CollegeName": name}, &list)
		if len(list) == 0 || len(list) > 10 || list[0].Id != want {
			var names []string
			for _, c := range list {
				names = append(names, c.CollegeName)
			}
			t.Errorf("%q: %v, want %s first", name, names, want)
		}
	}
	for _, q := range []string{"北大", "北京大学", "beijingdaxue", "bjdx", "BeiJingDaXue"} {
		find(q, "10001")
	}
	// A former name finds the school that bears it now.
	former := ""
	var current catalog.College
	for _, c := range catalog.Colleges() {
		for _, a := range c.Aliases {
			if byName, ok := catalog.CollegeByName(a); ok && byName.Code == c.Code && !strings.Contains(c.Name, a) {
				former, current = a, c
				break
			}
		}
		if former != "" {
			break
		}
	}
	if former == "" {
		t.Fatal("the source has no former name")
	}
	find(former, current.Code)
	// Text with query syntax or LIKE wildcards is plain text: an answer, never an error.
	for _, odd := range []string{"北大*", `"[`, "%", "_", "a:b", "~!@#", "ＢＪＤＸ", "\\"} {
		e.OK(t, "/api/College/SearchCollegeByName", "", map[string]any{"CollegeName": odd}, nil)
		var p collegePage
		e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"CollegeName": odd}, &p)
		if p.Total != 0 {
			t.Errorf("list by name %q: %d rows", odd, p.Total)
		}
	}
	var list []collegeRow
	e.OK(t, "/api/School/SchoolListBySchoolName", "", map[string]any{"CollegeName": "大学", "Count": 20}, &list)
	if len(list) != 20 {
		t.Fatalf("大学, Count 20: %d rows", len(list))
	}
}

func testCollegeCompare(t *testing.T, e *platformtest.Env) {
	offers := map[string]map[string]bool{}
	for _, m := range catalog.Majors() {
		for _, c := range catalog.MajorColleges(m.Code) {
			if offers[c] == nil {
				offers[c] = map[string]bool{}
			}
			offers[c][m.Code] = true
		}
	}
	for _, ids := range [][]string{{"10001", "10003"}, {"10001", "10003", "10002"}, {"10001", "10003", "10002", "10027"}} {
		var cmp struct {
			List             []collegeDetailRow
			CommonMajorCount int
			CommonMajors     []struct{ Code, Name string }
		}
		e.OK(t, "/api/College/GetCollegeCompare", "", map[string]any{"Ids": ids}, &cmp)
		want := 0
		for code := range offers[ids[0]] {
			all := true
			for _, id := range ids[1:] {
				all = all && offers[id][code]
			}
			if all {
				want++
			}
		}
		if len(cmp.List) != len(ids) || cmp.CommonMajorCount != want || len(cmp.CommonMajors) != want || want == 0 {
			t.Fatalf("compare %v: %d colleges, %d common (%d listed), want %d", ids, len(cmp.List), cmp.CommonMajorCount,
				len(cmp.CommonMajors), want)
		}
		for i, d := range cmp.List {
			if d.Id != ids[i] || d.Majors != nil || d.MajorCount != len(offers[ids[i]]) || d.Source == "" {
				t.Fatalf("compare %v row %d: %s, %d majors listed, MajorCount %d", ids, i, d.Id, len(d.Majors), d.MajorCount)
			}
		}
	}
}
