package postgres_test

import (
	"context"
	"testing"
	"time"

	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/postgres"
)

// The occupation classes (Profession/OccupationClassTree, and every class filter of the list)
// are read once and answered from memory until an import completes: a change to the tables
// alone is not read again, and an import (a new datasets row) is, within the recheck.
func TestOccupationClassesAreCachedUntilAnImport(t *testing.T) {
	e := platformtest.New(t, platformtest.Options{NoProjectors: true}) // nothing else writes rm_catalog
	ctx := context.Background()
	exec := func(sql string, args ...any) {
		t.Helper()
		if _, err := e.P.DB.Pool.Exec(ctx, sql, args...); err != nil {
			t.Fatal(err)
		}
	}
	exec(`INSERT INTO rm_catalog.occupation_classes (code, level, gbm_code, name, origin, import)
		VALUES ('2', '大类', 'GBM20000', '专业技术人员', 'draft2022', 'i1')`)
	exec(`INSERT INTO rm_catalog.datasets (dataset, import, count, edition, source, imported_at)
		VALUES ('occupations', 'i1', 1, '2022', 'test', now())`)
	rm := postgres.NewCatalogReadModel(e.P.DB)
	name := func() string {
		t.Helper()
		classes, err := rm.OccupationClasses(ctx)
		if err != nil || len(classes) != 1 {
			t.Fatalf("classes %+v, %v", classes, err)
		}
		return classes[0].Name
	}
	if got := name(); got != "专业技术人员" {
		t.Fatalf("first read: %q", got)
	}

	exec(`UPDATE rm_catalog.occupation_classes SET name = '改名' WHERE code = '2'`)
	time.Sleep(300 * time.Millisecond) // past the recheck: the version is asked again, and is the same
	if got := name(); got != "专业技术人员" {
		t.Fatalf("read again without an import: %q (the classes are not cached)", got)
	}

	exec(`UPDATE rm_catalog.datasets SET import = 'i2' WHERE dataset = 'occupations'`)
	deadline := time.Now().Add(10 * time.Second)
	for name() != "改名" {
		if time.Now().After(deadline) {
			t.Fatal("an import completed and the cached classes never changed")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
