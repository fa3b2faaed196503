package searchtest

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"zhiyuan/query/search/port"
)

// westlake is only ever written into a new generation.
var westlake = port.Document{ID: "college:14325", Kind: port.KindCollege, Title: "西湖大学",
	Aliases: []string{"西湖"}, Tags: []string{"浙江"}}

// rebuildTests each get a fresh index holding Fixtures.
var rebuildTests = []contractTest{
	{"CommitSwaps", func(t *testing.T, idx port.Index) {
		ctx := context.Background()
		r := begin(t, idx)
		if _, err := idx.BeginRebuild(ctx); !errors.Is(err, port.ErrRebuildInProgress) {
			t.Errorf("second BeginRebuild = %v, want ErrRebuildInProgress", err)
		}
		fixtures := Fixtures()
		if err := r.Upsert(ctx, westlake, fixtures[1]); err != nil { // 西湖大学, 清华大学
			t.Fatal(err)
		}
		// The old generation keeps answering, and takes writes.
		wantFirst(t, idx, "北京大学", PKU)
		wantNone(t, idx, "西湖")
		wantCount(t, idx, len(fixtures))
		if err := idx.Delete(ctx, Fudan); err != nil {
			t.Fatal(err)
		}
		wantNone(t, idx, "复旦大学")

		if err := r.Commit(ctx); err != nil {
			t.Fatalf("Commit: %v", err)
		}
		wantFirst(t, idx, "西湖", westlake.ID)
		wantFirst(t, idx, "qinghua", THU)
		wantNone(t, idx, "北京大学")
		wantCount(t, idx, 2)
		if err := r.Upsert(ctx, fixtures[0]); !errors.Is(err, port.ErrRebuildFinished) {
			t.Errorf("Upsert after Commit = %v, want ErrRebuildFinished", err)
		}
		if err := r.Commit(ctx); !errors.Is(err, port.ErrRebuildFinished) {
			t.Errorf("second Commit = %v, want ErrRebuildFinished", err)
		}
		// Writes now go to the new generation, and rebuilding again works.
		if err := idx.Upsert(ctx, fixtures[0]); err != nil {
			t.Fatal(err)
		}
		wantFirst(t, idx, "北大", PKU)
		r2 := begin(t, idx)
		if err := r2.Upsert(ctx, fixtures...); err != nil {
			t.Fatal(err)
		}
		if err := r2.Commit(ctx); err != nil {
			t.Fatal(err)
		}
		wantCount(t, idx, len(fixtures))
		wantNone(t, idx, "西湖")
	}},
	{"AbortKeepsOld", func(t *testing.T, idx port.Index) {
		ctx := context.Background()
		r := begin(t, idx)
		if err := r.Upsert(ctx, westlake); err != nil {
			t.Fatal(err)
		}
		if err := r.Delete(ctx, westlake.ID); err != nil {
			t.Fatal(err)
		}
		if err := r.Upsert(ctx, westlake); err != nil {
			t.Fatal(err)
		}
		if err := r.Abort(ctx); err != nil {
			t.Fatalf("Abort: %v", err)
		}
		wantNone(t, idx, "西湖")
		wantFirst(t, idx, "北京大学", PKU)
		wantCount(t, idx, len(Fixtures()))
		if err := r.Commit(ctx); !errors.Is(err, port.ErrRebuildFinished) {
			t.Errorf("Commit after Abort = %v, want ErrRebuildFinished", err)
		}
		r2 := begin(t, idx) // a new rebuild may start
		if err := r2.Abort(ctx); err != nil {
			t.Fatal(err)
		}
	}},
	{"ReadsDuringRebuild", func(t *testing.T, idx port.Index) {
		// Searches running concurrently with a whole rebuild and its
		// Commit never fail and always see a complete generation.
		ctx := context.Background()
		var stop atomic.Bool
		var wg sync.WaitGroup
		errs := make(chan error, 4)
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := 0; !stop.Load() && n < 10000; n++ {
					res, err := idx.Search(ctx, port.Query{Text: "清华"})
					if err == nil && (len(res.Hits) == 0 || res.Hits[0].ID != THU) {
						err = errors.New("清华大学 not found during rebuild")
					}
					if err != nil {
						errs <- err
						return
					}
				}
			}()
		}
		r := begin(t, idx)
		for _, d := range Fixtures() {
			if err := r.Upsert(ctx, d); err != nil {
				t.Fatal(err)
			}
		}
		err := r.Commit(ctx)
		stop.Store(true)
		wg.Wait()
		close(errs)
		if err != nil {
			t.Fatalf("Commit: %v", err)
		}
		for err := range errs {
			t.Errorf("concurrent search: %v", err)
		}
		wantCount(t, idx, len(Fixtures()))
	}},
	{"CloseAbortsRebuild", func(t *testing.T, idx port.Index) {
		r := begin(t, idx)
		if err := idx.Close(); err != nil {
			t.Fatal(err)
		}
		if err := r.Upsert(context.Background(), westlake); err == nil {
			t.Errorf("Upsert into a rebuild of a closed index: no error")
		}
	}},
}

func begin(t *testing.T, idx port.Index) port.Rebuild {
	t.Helper()
	r, err := idx.BeginRebuild(context.Background())
	if err != nil {
		t.Fatalf("BeginRebuild: %v", err)
	}
	return r
}
