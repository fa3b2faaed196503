package projector_test

import (
	"context"
	"reflect"
	"testing"
	"zhiyuan/query/search/port"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/projector"
	"zhiyuan/infra/search/bleve"
	"zhiyuan/projections"
	psearch "zhiyuan/projections/search"
)

// versionedSearch is the search projection under another name, at a version of the test's choosing.
type versionedSearch struct {
	*psearch.Projection
	name    string
	version int
}

func (v versionedSearch) Name() string { return v.name }
func (v versionedSearch) Version() int { return v.version }

func (v versionedSearch) StartRebuild(ctx context.Context) (projections.Projection, func(context.Context) error,
	func(context.Context) error, error) {
	fresh, commit, abort, err := v.Projection.StartRebuild(ctx)
	return renamed{fresh, v.name}, commit, abort, err
}

func memoryIndex(t *testing.T) port.Index {
	t.Helper()
	idx, err := bleve.NewMemory()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = idx.Close() })
	return idx
}

func builtAt(t *testing.T, p *platform.Platform, name string) int {
	t.Helper()
	var v int
	if err := p.DB.Pool.QueryRow(context.Background(), `SELECT version FROM `+
		pgx.Identifier{projector.Schema(name), "_checkpoint"}.Sanitize()).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

// A search index built by another version of the code is rebuilt from the log when the
// process starts (Ensure, then RebuildOutdated); one built by this version is left alone.
func TestIndexOfAnotherVersionIsRebuiltAtStart(t *testing.T) {
	t.Parallel()
	p := platformtest.New(t, platformtest.Options{NoProjectors: true}).P // the log holds the seeded menus
	ctx := context.Background()
	start := func(idx port.Index, version int) *projector.Runtime {
		rt := projector.New(p.DB, p.Store, p.Registry, p.Log, versionedSearch{psearch.New(idx), "search_v", version})
		if err := rt.Ensure(ctx); err != nil {
			t.Fatal(err)
		}
		return rt
	}

	// A fresh read model is built by this code: nothing to rebuild.
	old := memoryIndex(t)
	rt := start(old, 1)
	if got := rt.Outdated(); len(got) != 0 || builtAt(t, p, "search_v") != 1 {
		t.Fatalf("fresh: outdated %v, built at %d; want none at 1", got, builtAt(t, p, "search_v"))
	}
	if _, err := rt.Rebuild(ctx, "search_v"); err != nil {
		t.Fatal(err)
	}
	pages, err := old.Count(ctx)
	if err != nil || pages == 0 {
		t.Fatalf("version 1 index: %d documents (%v), want the menus' pages", pages, err)
	}

	// The next release changes the index's shape: its index starts empty, as after a mapping change.
	fresh := memoryIndex(t)
	rt = start(fresh, 2)
	if got := rt.Outdated(); !reflect.DeepEqual(got, []string{"search_v"}) {
		t.Fatalf("after the version change: outdated %v, want [search_v]", got)
	}
	rt.RebuildOutdated(ctx)
	if n, _ := fresh.Count(ctx); n != pages || builtAt(t, p, "search_v") != 2 {
		t.Errorf("after RebuildOutdated: %d documents, built at %d; want %d at 2", n, builtAt(t, p, "search_v"), pages)
	}
	if got := rt.Outdated(); len(got) != 0 {
		t.Errorf("outdated %v after the rebuild", got)
	}

	// The start after that finds it current.
	if got := start(fresh, 2).Outdated(); len(got) != 0 {
		t.Errorf("second start at version 2: outdated %v", got)
	}
	// A read model built before versions existed reads as version 0.
	if _, err := p.DB.Pool.Exec(ctx, `UPDATE rm_search_v._checkpoint SET version = 0`); err != nil {
		t.Fatal(err)
	}
	if got := start(fresh, 2).Outdated(); !reflect.DeepEqual(got, []string{"search_v"}) {
		t.Errorf("built before versions: outdated %v, want [search_v]", got)
	}
	if got := start(fresh, 0).Outdated(); len(got) != 0 {
		t.Errorf("a projection without a version: outdated %v", got)
	}
}
