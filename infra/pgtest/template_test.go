package pgtest

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"
)

// A template is built once however many tests ask at once; each copy holds its
// rows and files, and a change to one copy reaches neither the template nor another copy.
func TestTemplateIsBuiltOnceAndCopiedApart(t *testing.T) {
	var builds atomic.Int32
	build := func(url, dir string) error {
		builds.Add(1)
		ctx := context.Background()
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, `CREATE TABLE rows (n int); INSERT INTO rows SELECT generate_series(1, 1000)`); err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Join(dir, "index"), 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, "index", "segment"), []byte("one thousand"), 0o600)
	}
	var wg sync.WaitGroup
	got := make([]Template, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tmpl, err := PrepareTemplate("rows", true, build)
			if err != nil {
				t.Error(err)
			}
			got[i] = tmpl
		}()
	}
	wg.Wait()
	if builds.Load() != 1 {
		t.Fatalf("built %d times, want once", builds.Load())
	}
	for _, g := range got[1:] {
		if g != got[0] {
			t.Fatalf("callers got different templates: %+v and %+v", g, got[0])
		}
	}

	a, b := NewDatabaseFrom(t, got[0]), NewDatabaseFrom(t, got[0])
	if n := query(t, a, `SELECT count(*)::text FROM rows`); n != "1000" {
		t.Fatalf("copy holds %s rows, want 1000", n)
	}
	query(t, a, `WITH d AS (DELETE FROM rows RETURNING 1) SELECT count(*)::text FROM d`)
	if n := query(t, b, `SELECT count(*)::text FROM rows`); n != "1000" {
		t.Fatalf("the other copy holds %s rows after a delete in the first, want 1000", n)
	}
	if n := query(t, withDatabase(adminURL, got[0].Database), `SELECT count(*)::text FROM rows`); n != "1000" {
		t.Fatalf("the template holds %s rows after a delete in a copy, want 1000", n)
	}

	dst := t.TempDir()
	if err := CopyDir(got[0].Dir, dst); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dst, "index", "segment")); err != nil || string(b) != "one thousand" {
		t.Fatalf("copied file: %q, %v", b, err)
	}
}

// A failed build is answered to every caller, and not retried behind their backs.
func TestFailedTemplateBuildIsReported(t *testing.T) {
	boom := errors.New("import failed")
	calls := 0
	for range 3 {
		_, err := PrepareTemplate("broken", false, func(string, string) error { calls++; return boom })
		if !errors.Is(err, boom) {
			t.Fatalf("err = %v, want the build's", err)
		}
	}
	if calls != 1 {
		t.Fatalf("build ran %d times, want once", calls)
	}
}
