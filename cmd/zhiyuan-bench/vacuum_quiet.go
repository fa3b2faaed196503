package main

import (
	"context"
	"time"
)

// waitVacuumDone waits (bounded) until no vacuum runs in the server's Postgres:
// a first start imports over a million read-model rows and the product then
// vacuums and analyses them in the background. A release night comes months
// after the import, so the scenarios measure after that work, not during it.
// A wait of more than 3 s is reported.
func waitVacuumDone(ctx context.Context, pgDataDir string, bound time.Duration) {
	start := time.Now()
	defer func() {
		if waited := time.Since(start); waited > 3*time.Second {
			progress("waited %s for the vacuum after the first import", waited.Round(100*time.Millisecond))
		}
	}()
	conn, err := benchConnect(ctx, pgURLOf(pgDataDir))
	if err != nil {
		return
	}
	defer conn.Close(context.Background())
	quietSince := time.Time{}
	for time.Since(start) < bound && ctx.Err() == nil {
		var running int
		if err := conn.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE backend_type = 'autovacuum worker' OR (query ILIKE 'vacuum%' AND pid <> pg_backend_pid())`).Scan(&running); err != nil {
			return
		}
		switch {
		case running > 0:
			quietSince = time.Time{}
		case quietSince.IsZero():
			quietSince = time.Now()
		case time.Since(quietSince) >= 2*time.Second: // the settling goes table by table
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}
