package httpapi_test

import (
	"slices"
	"testing"

	"zhiyuan/data"
	"zhiyuan/data/catalog"
	"zhiyuan/infra/platform/platformtest"
)

// checkCompetitionRanks checks that a ranking is ordered by value and that each
// rank is 1 + the number of rows ranked strictly before (ties share a rank);
// it returns the number of ties.
func checkCompetitionRanks(t *testing.T, name string, rows []collegeRow, better func(a, b int) bool) int {
	t.Helper()
	ties := 0
	for i, r := range rows {
		if r.Value == nil {
			t.Fatalf("%s row %d: no Value", name, i)
		}
		if i == 0 {
			if r.Rank != 1 {
				t.Fatalf("%s: first rank %d", name, r.Rank)
			}
			continue
		}
		prev := rows[i-1]
		switch {
		case *prev.Value == *r.Value:
			ties++
			if r.Rank != prev.Rank {
				t.Fatalf("%s: %s and %s tie at %d but rank %d and %d", name, prev.CollegeName, r.CollegeName, *r.Value, prev.Rank, r.Rank)
			}
		case better(*prev.Value, *r.Value):
			if r.Rank != i+1 {
				t.Fatalf("%s row %d: rank %d, want %d", name, i, r.Rank, i+1)
			}
		default:
			t.Fatalf("%s: rows %d and %d out of order (%d, %d)", name, i-1, i, *prev.Value, *r.Value)
		}
	}
	return ties
}

func testCollegeRankings(t *testing.T, e *platformtest.Env) {
	var cats []struct{ ID, Name, Description string }
	e.OK(t, "/api/College/GetCollegeRankCategoryList", "", nil, &cats)
	// The first, "admission" (the page's default), ranks by admission lines (admission_results_test.go);
	// the majors count is named for what it counts.
	if len(cats) != 3 || cats[0].ID != "admission" || cats[1].ID != "majors" || cats[2].ID != "tags" ||
		cats[1].Name != "开设专业数" || cats[0].Description == "" || cats[1].Description == "" || cats[2].Description == "" {
		t.Fatalf("rank categories %+v", cats)
	}
	counts := collegeMajorCounts()
	majors := allColleges(t, e, "/api/College/GetCollegeRankList", map[string]any{"CategoryId": "majors"})
	if len(majors) != len(counts) {
		t.Fatalf("majors ranking: %d colleges, the source has majors for %d", len(majors), len(counts))
	}
	for _, r := range majors {
		if *r.Value != counts[r.Id] || r.MajorCount != counts[r.Id] || r.ValueText == "" {
			t.Fatalf("%s: Value %d, MajorCount %d, source %d", r.CollegeName, *r.Value, r.MajorCount, counts[r.Id])
		}
	}
	if ties := checkCompetitionRanks(t, "majors", majors, func(a, b int) bool { return a > b }); ties == 0 {
		t.Fatal("majors ranking: no ties")
	}
	var page collegePage
	e.OK(t, "/api/School/SchoolRanking", "", map[string]any{"CategoryId": "majors", "PageIndex": 2, "PageSize": 20}, &page)
	if page.Description != cats[1].Description || page.Source == "" || page.List[0].Rank != majors[20].Rank {
		t.Fatalf("page 2: %q %q rank %d, want %d", page.Description, page.Source, page.List[0].Rank, majors[20].Rank)
	}
	// Within a province, ranks start again from 1.
	bj := allColleges(t, e, "/api/College/GetCollegeRankList", map[string]any{"CategoryId": "majors", "ProvinceId": 11})
	checkCompetitionRanks(t, "majors in 北京", bj, func(a, b int) bool { return a > b })
	for _, r := range bj {
		if r.ProvinceId != 11 {
			t.Fatalf("北京 ranking holds %s", r.CollegeName)
		}
	}
	// Tags: three tiers, 985 first, everyone in a tier sharing its rank.
	tags := allColleges(t, e, "/api/College/GetCollegeRankList", map[string]any{"CategoryId": "tags"})
	n985, n211, nDouble := 0, 0, 0
	for _, c := range catalog.Colleges() {
		switch {
		case c.Is985:
			n985++
		case c.Is211:
			n211++
		case c.IsDoubleFirstClass:
			nDouble++
		}
	}
	if len(tags) != n985+n211+nDouble {
		t.Fatalf("tags ranking: %d colleges, want %d", len(tags), n985+n211+nDouble)
	}
	checkCompetitionRanks(t, "tags", tags, func(a, b int) bool { return a < b })
	if tags[0].Rank != 1 || tags[0].ValueText != "985" || tags[n985].Rank != n985+1 || tags[n985].ValueText != "211" ||
		tags[n985+n211].Rank != n985+n211+1 || tags[len(tags)-1].ValueText != "双一流" {
		t.Fatalf("tiers: %+v / %+v / %+v", tags[0], tags[n985], tags[n985+n211])
	}
	only211 := allColleges(t, e, "/api/College/GetCollegeRankList", map[string]any{"CategoryId": "tags", "Tag": "211"})
	if len(only211) != n985+n211 {
		t.Fatalf("211 ranking: %d, want %d", len(only211), n985+n211)
	}
}

func testCollegeOptions(t *testing.T, e *platformtest.Env) {
	var qp struct {
		ProvinceList []struct {
			ID   int
			Name string
		}
		CategoryList []struct {
			ID           int
			CategoryName string
		}
		NatureList, EducationLevelList, TagList []struct{ Value, Name string }
	}
	e.OK(t, "/api/Data/GetCollegeQueryParameter", "", nil, &qp)
	if len(qp.ProvinceList) != 31 || len(qp.CategoryList) != 12 || qp.CategoryList[2].CategoryName != "师范" ||
		qp.CategoryList[11].CategoryName != "军事" || len(qp.NatureList) != 3 || qp.NatureList[1].Name != "民办" ||
		len(qp.EducationLevelList) != 2 || qp.EducationLevelList[1].Value != "0" || len(qp.TagList) != 3 {
		t.Fatalf("query parameters %+v", qp)
	}
	for i, name := range catalog.CollegeCategories {
		if qp.CategoryList[i].ID != i+1 || qp.CategoryList[i].CategoryName != name {
			t.Fatalf("category %d: %+v, want %s", i+1, qp.CategoryList[i], name)
		}
	}
	var tags []struct{ Value, Name string }
	e.OK(t, "/api/Data/GetTagList", "", nil, &tags)
	if len(tags) != 3 || tags[0].Value != "985" || tags[2].Name != "双一流" {
		t.Fatalf("tags %+v", tags)
	}
	for _, path := range []string{"/api/Data/GetWishProvinceAll", "/api/Options/GetProvinceOptions"} {
		var ps []struct {
			ID   int
			Name string
		}
		e.OK(t, path, "", nil, &ps)
		if len(ps) != 31 || ps[0].ID != 11 || ps[0].Name != "北京" {
			t.Fatalf("%s: %+v", path, ps)
		}
	}
	cities := map[int][]string{}
	for _, c := range catalog.Colleges() {
		if !slices.Contains(cities[c.ProvinceID], c.City) {
			cities[c.ProvinceID] = append(cities[c.ProvinceID], c.City)
		}
	}
	var tree []struct {
		ID      int
		Name    string
		SubList []struct {
			ID, Name string
			SubList  []any
		}
	}
	e.OK(t, "/api/Data/GetAreaTreeList", "", nil, &tree)
	if len(tree) != len(data.Provinces()) {
		t.Fatalf("area tree: %d provinces", len(tree))
	}
	for _, p := range tree {
		if len(p.SubList) != len(cities[p.ID]) || len(p.SubList) == 0 {
			t.Fatalf("%s: %d cities, the source has %d", p.Name, len(p.SubList), len(cities[p.ID]))
		}
		for _, c := range p.SubList {
			if !slices.Contains(cities[p.ID], c.Name) || c.SubList == nil {
				t.Fatalf("%s: city %+v", p.Name, c)
			}
		}
	}
	var areas []struct{ Value, Name string }
	e.OK(t, "/api/Options/GetAreaOptions", "", map[string]any{"ProvinceId": 32}, &areas)
	if len(areas) != len(cities[32]) || areas[0].Name != "南京市" {
		t.Fatalf("江苏 cities: %+v", areas)
	}
	var schools []struct{ Value, Name string }
	e.OK(t, "/api/Options/GetSchoolOptions", "", map[string]any{"Name": "清华"}, &schools)
	if len(schools) == 0 || len(schools) > 20 || schools[0].Value != "10003" || schools[0].Name != "清华大学" {
		t.Fatalf("school options for 清华: %+v", schools)
	}
	e.OK(t, "/api/Options/GetSchoolOptions", "", map[string]any{}, &schools)
	if len(schools) != 20 || schools[0].Value != "10001" {
		t.Fatalf("school options without a name: %+v", schools)
	}
}
