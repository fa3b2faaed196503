package projector_test

import (
	"context"
	"testing"
	"zhiyuan/query/search/port"

	ccatalog "zhiyuan/command/catalog"
	"zhiyuan/data/catalog"
	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

func count(t *testing.T, p *platform.Platform, q string) int {
	t.Helper()
	var n int
	if err := p.DB.Pool.QueryRow(context.Background(), q).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}

// The catalogue is imported through commands once, projected into the read
// model and the search index, rebuilt to the same content, and a later import
// with fewer rows removes the rows it no longer has from both.
func TestCatalogImportProjectsRebuildsAndDropsStaleRows(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	e := platformtest.New(t, platformtest.Options{Catalog: true, FreshImport: true})
	p := e.P
	for q, want := range map[string]int{
		`SELECT count(*) FROM rm_catalog.colleges`:                          catalog.CollegeCount,
		`SELECT count(*) FROM rm_catalog.colleges WHERE edu_level = 1`:      1412,
		`SELECT count(*) FROM rm_catalog.majors`:                            catalog.MajorCount,
		`SELECT count(*) FROM rm_catalog.professions`:                       catalog.ProfessionCount,
		`SELECT count(*) FROM rm_catalog.industries`:                        len(catalog.Industries()),
		`SELECT count(DISTINCT category_code) FROM rm_catalog.majors`:       catalog.MajorCategoryCount,
		`SELECT count(*) FROM rm_catalog.datasets`:                          6,
		`SELECT count(*) FROM rm_catalog.occupations`:                       catalog.OccupationDraftCount + catalog.OccupationNewCount,
		`SELECT count(*) FROM rm_catalog.occupation_classes`:                8 + 79 + 399,
		`SELECT count(*) FROM rm_catalog.occupation_guide`:                  catalog.OccupationGuideRows,
		`SELECT count(*) FROM rm_catalog.vocational_majors`:                 catalog.HigherVocationalCount + catalog.VocationalBachelorCount,
		`SELECT count(*) FROM rm_catalog.vocational_missing`:                39,
		`SELECT count(*) FROM rm_catalog.occupations WHERE major_count > 0`: 1056,
		// 38, not 39: 国防科技大学 is a military academy, not on the MOE list.
		`SELECT count(*) FROM rm_catalog.colleges WHERE '985' = ANY(tags)`: 38,
	} {
		if got := count(t, p, q); got != want {
			t.Errorf("%s = %d, want %d", q, got, want)
		}
	}
	var name, moe string
	if err := p.DB.Pool.QueryRow(ctx, `SELECT name, moe_code FROM rm_catalog.colleges WHERE code = '10001'`).Scan(&name, &moe); err != nil || name != "北京大学" || moe != "4111010001" {
		t.Fatalf("10001 = %q %q (%v)", name, moe, err)
	}
	docs, err := p.Index.Count(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := catalog.CollegeCount + catalog.MajorCount + catalog.ProfessionCount + catalog.OccupationDraftCount +
		catalog.OccupationNewCount + catalog.HigherVocationalCount + catalog.VocationalBachelorCount; docs < want {
		t.Fatalf("search index holds %d documents, want at least the %d catalogue documents", docs, want)
	}

	// Importing the same data again writes nothing.
	head, _ := p.Store.Head(ctx)
	again, err := ccatalog.NewService(p.Store).ImportAll(ctx, platform.SystemMeta("catalog-import"))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range again {
		if r.Written {
			t.Errorf("unchanged %s imported again", r.Dataset)
		}
	}
	if h, _ := p.Store.Head(ctx); h != head {
		t.Fatalf("re-import appended events: head %d -> %d", head, h)
	}

	// A rebuild from the log gives the same read model.
	before := platformtest.Fingerprint(t, p, "rm_catalog")
	if _, err := p.Runtime.Rebuild(ctx, "catalog"); err != nil {
		t.Fatal(err)
	}
	if after := platformtest.Fingerprint(t, p, "rm_catalog"); after != before {
		t.Fatal("the rebuilt catalogue differs from the live one")
	}

	// A new import holding two colleges leaves exactly those two.
	two := []events.CollegeRecord{{Code: "10001", MOECode: "4111010001", Name: "北京大学", Authority: "教育部", ProvinceID: 11,
		Province: "北京", City: "北京市", Level: "本科", Nature: "公办", EduLevel: 1, Category: "综合", Tags: []string{"985"},
		FeatureTags: []string{}, FormerNames: []string{}, Abbreviations: []string{"北大"}},
		{Code: "10003", MOECode: "4111010003", Name: "清华大学", Authority: "教育部", ProvinceID: 11, Province: "北京",
			City: "北京市", Level: "本科", Nature: "公办", EduLevel: 1, Category: "理工", Tags: []string{"985"},
			FeatureTags: []string{}, FormerNames: []string{}, Abbreviations: []string{"清华"}}}
	envs, err := p.Store.Load(ctx, events.CatalogCollegesStream)
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Store.Append(ctx, platform.SystemMeta("catalog-import"), events.Append{StreamID: events.CatalogCollegesStream,
		ExpectedVersion: envs[len(envs)-1].Version, Events: []events.Event{
			events.CatalogCollegesImported{Import: "test-two", Colleges: two},
			events.CatalogDatasetImported{Dataset: events.DatasetColleges, Import: "test-two", Count: 2, Edition: "test", Source: "test"}}})
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, res.Position, "catalog", "search")
	if got := count(t, p, `SELECT count(*) FROM rm_catalog.colleges`); got != 2 {
		t.Fatalf("%d colleges after the two-college import", got)
	}
	r, err := p.Index.Search(ctx, port.Query{Text: "大学", Kinds: []string{port.KindCollege}, Size: 10})
	if err != nil {
		t.Fatal(err)
	}
	if r.Total != 2 {
		t.Fatalf("search finds %d colleges after the two-college import, want 2", r.Total)
	}
}
