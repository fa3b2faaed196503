package httpapi_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"zhiyuan/data/catalog"
	"zhiyuan/infra/platform/platformtest"
	qcatalog "zhiyuan/query/catalog"
)

// Subtests of TestCatalogMajor: occupational fields, occupations, interest codes.

type professionPage struct {
	Total int
	List  []qcatalog.ProfessionItem
}

// linkedMajors lists the majors that link to an occupation according to data/catalog.
func linkedMajors(code string) []string {
	var out []string
	for _, m := range catalog.Majors() {
		if slices.Contains(catalog.MajorProfessions(m.Code), code) {
			out = append(out, m.Code)
		}
	}
	return out
}

func testIndustries(t *testing.T, e *platformtest.Env) {
	for _, path := range []string{"/api/Profession/CategoryList", "/api/Career/IndustryList"} {
		var list []qcatalog.Industry
		e.OK(t, path, "", nil, &list)
		sum := 0
		for _, in := range list {
			sum += in.Count
			if in.Name == "" || in.Description == "" || in.Count == 0 {
				t.Errorf("field %+v", in)
			}
		}
		if len(list) != 22 || sum != catalog.ProfessionCount || list[2].ID != "15" || list[2].Name != "计算机与数学" {
			t.Errorf("%s: %d fields, %d occupations", path, len(list), sum)
		}
	}
	var d qcatalog.IndustryDetail
	e.OK(t, "/api/Career/IndustryInfo", "", map[string]string{"ID": "15"}, &d)
	inField := 0
	for _, p := range catalog.Professions() {
		if strings.HasPrefix(p.Code, "15-") {
			inField++
		}
	}
	if d.Name != "计算机与数学" || len(d.Professions) != inField || !strings.Contains(d.Attribution, "O*NET") ||
		!strings.Contains(d.Source, "O*NET") || len(d.Majors) > 30 {
		t.Errorf("IndustryInfo 15: %s, %d occupations (want %d), %d majors, %q", d.Name, len(d.Professions), inField, len(d.Majors), d.Source)
	}
	links := func(major string) (n int) {
		for _, p := range catalog.MajorProfessions(major) {
			if strings.HasPrefix(p, "15-") {
				n++
			}
		}
		return n
	}
	for i, m := range d.Majors {
		if links(m.Code) == 0 || (i > 0 && links(m.Code) > links(d.Majors[i-1].Code)) {
			t.Errorf("IndustryInfo 15 majors out of order at %s", m.Code)
		}
	}
	if len(linkedMajors("15-1252.00")) > 0 && len(d.Majors) == 0 {
		t.Error("IndustryInfo 15 lists no major although majors link to its occupations")
	}
	for id, want := range map[string][2]any{"99": {404, "未找到该行业"}, "": {400, "请选择行业"}} {
		if r := e.Call(t, "/api/Career/IndustryInfo", "", map[string]string{"ID": id}); r.Code != want[0] || r.Message != want[1] {
			t.Errorf("IndustryInfo %q: %d %q", id, r.Code, r.Message)
		}
	}
}

func testProfessions(t *testing.T, e *platformtest.Env) {
	var p professionPage
	e.OK(t, "/api/Profession/ProfessionList", "", map[string]any{"CategoryId": "15", "PageSize": 100}, &p)
	for _, it := range p.List {
		if it.IndustryId != "15" || it.IndustryName != "计算机与数学" || it.ProfessionName == "" {
			t.Errorf("ProfessionList 15: %+v", it)
		}
	}
	e.OK(t, "/api/Profession/ProfessionList", "", map[string]any{"PageIndex": 93, "PageSize": 10}, &p)
	if p.Total != catalog.ProfessionCount || len(p.List) != 3 {
		t.Errorf("ProfessionList page 93: total %d, %d listed", p.Total, len(p.List))
	}
	if r := e.Call(t, "/api/Profession/ProfessionList", "", map[string]string{"CategoryId": "55"}); r.Code != 400 {
		t.Errorf("CategoryId 55: %d %q", r.Code, r.Message)
	}

	var d qcatalog.ProfessionDetail
	e.OK(t, "/api/Profession/ProfessionInfo", "", map[string]string{"ID": "15-1252.00"}, &d)
	src, _ := catalog.ProfessionByCode("15-1252.00")
	if d.ProfessionNameEn != "Software Developers" || d.InterestCode != src.Top3 || d.HighPoint != src.HighPoint ||
		len(d.Interests) != 6 || !strings.Contains(d.Attribution, "O*NET") || d.Source == "" {
		t.Fatalf("ProfessionInfo: %+v", d)
	}
	for i, in := range d.Interests {
		if in.Code != catalog.RIASEC[i:i+1] || in.Name == "" || in.Score != src.Interests[i] {
			t.Errorf("interest %d: %+v, want %v", i, in, src.Interests[i])
		}
	}
	var majors []string
	for _, m := range d.Majors {
		majors = append(majors, m.Code)
	}
	if want := linkedMajors("15-1252.00"); !slices.Equal(majors, want) {
		t.Errorf("majors of 15-1252.00: %v, want %v", majors, want)
	}
	if slices.Contains(catalog.MajorProfessions("080901"), "15-1252.00") && !slices.Contains(majors, "080901") {
		t.Error("080901 links to 15-1252.00 but ProfessionInfo does not list it")
	}
	for id, want := range map[string][2]any{"99-9999.99": {404, "未找到该职业"}, " ": {400, "请选择职业"}} {
		if r := e.Call(t, "/api/Profession/ProfessionInfo", "", map[string]string{"ID": id}); r.Code != want[0] || r.Message != want[1] {
			t.Errorf("ProfessionInfo %q: %d %q", id, r.Code, r.Message)
		}
	}

	zh, _ := catalog.ProfessionChinese("15-1252.00")
	for _, name := range []string{"software dev", zh.Name} {
		e.OK(t, "/api/Profession/ProfessionSearchByName", "", map[string]any{"Name": name, "PageSize": 50}, &p)
		if len(p.List) == 0 || p.List[0].ID != "15-1252.00" {
			t.Errorf("ProfessionSearchByName %q: %+v", name, p.List)
		}
	}
	for body, msg := range map[string]string{`{"Name":""}`: "请输入职业名称", `{"Name":"` + strings.Repeat("x", 31) + `"}`: "职业名称不能超过30个字"} {
		if r := e.Call(t, "/api/Profession/ProfessionSearchByName", "", body); r.Code != 400 || r.Message != msg {
			t.Errorf("%s: %d %q", body, r.Code, r.Message)
		}
	}

	var hot []qcatalog.ProfessionItem
	e.OK(t, "/api/Profession/ProfessionHotList", "", map[string]int{"Count": 50}, &hot)
	if len(linkedMajors("15-1252.00")) > 0 && len(hot) != 50 {
		t.Errorf("hot list has %d occupations although majors link to occupations", len(hot))
	}
	for i, it := range hot {
		if n := len(linkedMajors(it.ID)); it.MajorCount != n || n == 0 || (i > 0 && n > hot[i-1].MajorCount) {
			t.Errorf("hot %s: MajorCount %d, %d majors link to it", it.ID, it.MajorCount, n)
		}
	}
}

func testInterestCodes(t *testing.T, e *platformtest.Env) {
	count := func(prefix string) (n int) {
		for _, p := range catalog.Professions() {
			if strings.HasPrefix(p.Top3, prefix) {
				n++
			}
		}
		return n
	}
	var p professionPage
	for code, want := range map[string]string{"ICR": "ICR", "ic": "IC", " s ": "S"} {
		e.OK(t, "/api/Profession/ProfessionSearchByInterestCode", "", map[string]any{"InterestCode": code, "PageSize": 100}, &p)
		if p.Total != count(want) || p.Total == 0 {
			t.Errorf("%q: %d, want %d", code, p.Total, count(want))
		}
		for _, it := range p.List {
			if !strings.HasPrefix(it.InterestCode, want) {
				t.Errorf("%q matched %s %s", code, it.ID, it.InterestCode)
			}
		}
	}
	const bad = "兴趣代码只能由 R I A S E C 中的 1～3 个不同字母组成"
	for _, code := range []string{"XYZ", "RRR", "RIASE", "R1", "现实"} {
		r := e.Call(t, "/api/Profession/ProfessionSearchByInterestCode", "", map[string]string{"InterestCode": code})
		if r.Code != 400 || r.Message != bad {
			t.Errorf("%q: %d %q", code, r.Code, r.Message)
		}
	}

	src, _ := catalog.ProfessionByCode("15-1252.00")
	dist := func(code string) float64 {
		p, _ := catalog.ProfessionByCode(code)
		s := 0.0
		for i := range p.Interests {
			s += (p.Interests[i] - src.Interests[i]) * (p.Interests[i] - src.Interests[i])
		}
		return math.Sqrt(s)
	}
	var near []qcatalog.ProfessionItem
	e.OK(t, "/api/Profession/ProfessionRecommendList", "", map[string]any{"ID": "15-1252.00", "Count": 20}, &near)
	if len(near) != 20 {
		t.Fatalf("recommend: %d", len(near))
	}
	for i, it := range near {
		if it.ID == "15-1252.00" || (i > 0 && dist(it.ID) < dist(near[i-1].ID)) {
			t.Errorf("recommend out of order at %d: %s %.3f", i, it.ID, dist(it.ID))
		}
	}
	beaten := 0 // no occupation left out may be nearer than the last one listed
	for _, o := range catalog.Professions() {
		if o.Code != "15-1252.00" && !slices.ContainsFunc(near, func(it qcatalog.ProfessionItem) bool { return it.ID == o.Code }) &&
			dist(o.Code) < dist(near[len(near)-1].ID) {
			beaten++
		}
	}
	if beaten > 0 {
		t.Errorf("%d occupations nearer than the 20th were left out", beaten)
	}
	e.OK(t, "/api/Profession/ProfessionRecommendList", "", map[string]any{"InterestCode": "ICR"}, &near)
	if len(near) != 10 || !strings.ContainsAny(near[0].InterestCode[:1], "ICR") {
		t.Errorf("recommend ICR: %+v", near)
	}
	for body, want := range map[string][2]any{`{}`: {400, "请选择职业或输入兴趣代码"}, `{"ID":"99-9999.99"}`: {404, "未找到该职业"},
		`{"InterestCode":"RRR"}`: {400, bad}, `{"ID":"15-1252.00","Count":60}`: {400, "条数只能是 1～50"}} {
		if r := e.Call(t, "/api/Profession/ProfessionRecommendList", "", body); r.Code != want[0] || r.Message != want[1] {
			t.Errorf("%s: %d %q", body, r.Code, r.Message)
		}
	}
}
