package platformtest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"testing"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/platform"
)

// Fingerprint hashes every row of every table of a read-model schema (the
// bookkeeping tables excluded), so a live read model can be compared with a rebuild.
func Fingerprint(t testing.TB, p *platform.Platform, schema string) string {
	t.Helper()
	ctx := context.Background()
	rows, err := p.DB.Pool.Query(ctx, `SELECT table_name FROM information_schema.tables
		WHERE table_schema = $1 AND table_name NOT IN ('_streams', '_checkpoint') ORDER BY table_name`, schema)
	if err != nil {
		t.Fatal(err)
	}
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.New()
	for _, tbl := range tables {
		q := fmt.Sprintf(`SELECT t::text FROM %s t`, pgx.Identifier{schema, tbl}.Sanitize())
		rs, err := p.DB.Pool.Query(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		lines, err := pgx.CollectRows(rs, pgx.RowTo[string])
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(lines)
		fmt.Fprintf(h, "%s:%d\n", tbl, len(lines))
		for _, l := range lines {
			fmt.Fprintln(h, l)
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// CaughtUp waits until every projection has reached the head of the log.
func CaughtUp(t testing.TB, p *platform.Platform) {
	t.Helper()
	Eventually(t, 20e9, "projections to catch up", func() bool {
		st, err := p.Runtime.Status(context.Background())
		if err != nil {
			return false
		}
		for _, s := range st {
			if s.Lag > 0 {
				return false
			}
		}
		return true
	})
}
