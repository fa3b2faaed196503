package bleve_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"zhiyuan/query/search/port"

	"zhiyuan/infra/search/bleve"
	"zhiyuan/infra/search/searchtest"
)

func pointer(t *testing.T, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "CURRENT"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(b))
}

func generations(t *testing.T, dir string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "gen-*"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range m {
		m[i] = filepath.Base(m[i])
	}
	return m
}

func count(t *testing.T, idx port.Index) int {
	t.Helper()
	n, err := idx.Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestDiskGenerations(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "search")
	idx, err := bleve.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if p, g := pointer(t, dir), generations(t, dir); p != "gen-1" || len(g) != 1 {
		t.Fatalf("new index: pointer %q, generations %v", p, g)
	}
	if err := idx.Upsert(ctx, searchtest.Fixtures()...); err != nil {
		t.Fatal(err)
	}
	if err := idx.Close(); err != nil {
		t.Fatal(err)
	}

	// Reopen: the data is still there.
	idx, err = bleve.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if n := count(t, idx); n != len(searchtest.Fixtures()) {
		t.Fatalf("after reopen: %d documents", n)
	}

	// A rebuild writes gen-2 beside gen-1; Commit moves the pointer and
	// removes gen-1.
	r, err := idx.BeginRebuild(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if g := generations(t, dir); len(g) != 2 || pointer(t, dir) != "gen-1" {
		t.Fatalf("during rebuild: pointer %q, generations %v", pointer(t, dir), g)
	}
	if err := r.Upsert(ctx, searchtest.Fixtures()[:3]...); err != nil {
		t.Fatal(err)
	}
	if err := r.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if p, g := pointer(t, dir), generations(t, dir); p != "gen-2" || len(g) != 1 || g[0] != "gen-2" {
		t.Fatalf("after commit: pointer %q, generations %v", p, g)
	}

	// Abort removes the new generation.
	r, err = idx.BeginRebuild(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Abort(ctx); err != nil {
		t.Fatal(err)
	}
	if g := generations(t, dir); len(g) != 1 || g[0] != "gen-2" {
		t.Fatalf("after abort: generations %v", g)
	}

	// A rebuild left open by a crash is removed by the next Open.
	if _, err := idx.BeginRebuild(ctx); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "gen-9"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := idx.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "gen-3"), 0o755); err != nil { // as if not cleaned up
		t.Fatal(err)
	}
	idx, err = bleve.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	if g := generations(t, dir); len(g) != 1 || g[0] != "gen-2" {
		t.Fatalf("after reopen: generations %v, want only gen-2", g)
	}
	if n := count(t, idx); n != 3 {
		t.Fatalf("after reopen: %d documents, want the 3 committed", n)
	}
}

func TestDiskOpenErrors(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "CURRENT"), []byte("garbage\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := bleve.Open(dir); err == nil {
		t.Errorf("bad pointer file accepted")
	}
	if err := os.WriteFile(filepath.Join(dir, "CURRENT"), []byte("gen-4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := bleve.Open(dir); err == nil {
		t.Errorf("pointer to a missing generation accepted")
	}
}

func TestDiskOpenedTwice(t *testing.T) {
	dir := t.TempDir()
	idx, err := bleve.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	start := time.Now()
	if second, err := bleve.Open(dir); err == nil {
		second.Close()
		t.Fatalf("a second Open of a directory in use succeeded")
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("second Open took %v to fail", d)
	}
}
