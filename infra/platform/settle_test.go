package platform_test

import (
	"context"
	"os"
	"testing"
	"time"

	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/platform/platformtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// A start that imports the shipped catalogue vacuums and analyses the read
// models it filled once the projections hold it, instead of leaving the work
// to autovacuum at a moment nobody chose.
func TestFirstImportIsVacuumedAndAnalysed(t *testing.T) {
	e := platformtest.New(t, platformtest.Options{Catalog: true, FreshImport: true})
	ctx := context.Background()
	var tables int
	if err := e.P.DB.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_tables WHERE schemaname = 'rm_catalog'`).Scan(&tables); err != nil {
		t.Fatal(err)
	}
	if tables < 3 {
		t.Fatalf("rm_catalog has %d tables", tables)
	}
	platformtest.Eventually(t, 5*time.Minute, "every catalogue table vacuumed and analysed by the product", func() bool {
		var done int
		err := e.P.DB.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_user_tables
			WHERE schemaname = 'rm_catalog' AND last_vacuum IS NOT NULL AND last_analyze IS NOT NULL`).Scan(&done)
		return err == nil && done == tables
	})
}
