package projector_test

import (
	"context"
	"fmt"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/postgres"
	"zhiyuan/infra/projector"
	"zhiyuan/infra/search/bleve"
	"zhiyuan/projections"
	psearch "zhiyuan/projections/search"
)

const shadowSuffix = "_shadow"

// renamed runs a projection under another name, so it gets its own schema and
// its own consumer group on the bus.
type renamed struct {
	projections.Projection
	name string
}

func (r renamed) Name() string { return r.name }

// startShadow runs a copy of every projection, fed only by the embedded bus
// and never rebuilt, into rm_<name>_shadow (search into a private memory index).
func startShadow(t *testing.T, p *platform.Platform) {
	t.Helper()
	var shadows []projections.Projection
	for _, pr := range p.Runtime.Projections() {
		if pr.Name() == "search" {
			idx, err := bleve.NewMemory()
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = idx.Close() })
			pr = psearch.New(idx)
		}
		shadows = append(shadows, renamed{pr, pr.Name() + shadowSuffix})
	}
	runRuntime(t, p, projector.New(p.DB, p.Store, p.Registry, p.Log, shadows...))
}

// Rebuilding every projection while commands keep writing and queries keep
// reading: no query fails during the swap, nothing is lost or applied twice,
// and the rebuilt read models equal a second rebuild and a copy fed only by the bus.
func TestRebuildUnderWritesAndReadsMatchesBusFedCopy(t *testing.T) {
	t.Parallel()
	p := platformtest.New(t).P // projectors running on the embedded bus
	startShadow(t, p)
	ctx := context.Background()
	const users, writers, rounds = 40, 4, 4 // 480 profile events
	uid := func(i int) string { return fmt.Sprintf("user-%03d", i) }
	for i := 0; i < users; i++ {
		if err := register(ctx, p, uid(i), i+1); err != nil {
			t.Fatal(err)
		}
	}
	waitApplied(t, p, "rm_profiles") // every user is in the read model before the queries start

	var (
		writersDone = make(chan struct{})
		writes      atomic.Int64
		reads       atomic.Int64
		wg          sync.WaitGroup
		failMu      sync.Mutex
		failures    []string
		readersWg   sync.WaitGroup
		stopReads   = make(chan struct{})
	)
	var stopOnce sync.Once
	stopReaders := func() { stopOnce.Do(func() { close(stopReads); readersWg.Wait() }) }
	t.Cleanup(stopReaders) // before the platform closes, also when the test fails early
	fail := func(format string, args ...any) {
		failMu.Lock()
		failures = append(failures, fmt.Sprintf(format, args...))
		failMu.Unlock()
	}
	for w := 0; w < writers; w++ {
		wg.Add(1)
		go func(w int) { // each writer owns the users i ≡ w (mod writers)
			defer wg.Done()
			for round := 0; round < rounds; round++ {
				for i := w; i < users; i += writers {
					if err := writeProfile(ctx, p, uid(i), round); err != nil {
						fail("writer %d: %v", w, err)
						return
					}
					writes.Add(3)
					time.Sleep(5 * time.Millisecond) // a steady load rather than a flood
				}
			}
		}(w)
	}
	go func() { wg.Wait(); close(writersDone) }()
	rm := postgres.NewUsersReadModel(p.DB)
	for r := 0; r < 2; r++ {
		readersWg.Add(1)
		go func(r int) {
			defer readersWg.Done()
			for i := r; ; i++ {
				select {
				case <-stopReads:
					return
				default:
				}
				if _, _, err := rm.User(ctx, uid(i%users)); err != nil {
					fail("query User: %v", err)
				}
				if _, err := rm.History(ctx, uid(i%users), 0, 10); err != nil {
					fail("query History: %v", err)
				}
				var n int
				if err := p.DB.Pool.QueryRow(ctx, `SELECT COUNT(*) FROM rm_profiles.users`).Scan(&n); err != nil {
					fail("count users: %v", err)
				} else if n != users {
					fail("rm_profiles.users has %d rows during a rebuild, want %d", n, users)
				}
				reads.Add(1)
			}
		}(r)
	}

	// Rebuild everything, again and again while the writers are still writing.
	for round, writing := 0, true; writing; round++ {
		for _, n := range names(p) {
			count, err := p.Runtime.Rebuild(ctx, n)
			if err != nil {
				t.Fatalf("rebuild %s under load: %v", n, err)
			}
			t.Logf("round %d: rebuild %s replayed %d events, %d written so far", round, n, count, writes.Load())
		}
		select {
		case <-writersDone:
			writing = false
		default:
		}
	}
	waitApplied(t, p, append(schemas(p, ""), schemas(p, shadowSuffix)...)...)
	stopReaders()
	if len(failures) > 0 {
		t.Fatalf("%d failures during rebuilds, first: %s; last: %s", len(failures), failures[0], failures[len(failures)-1])
	}
	if reads.Load() == 0 {
		t.Fatal("no query ran during the rebuilds")
	}
	t.Logf("%d command events written, %d read rounds", writes.Load(), reads.Load())

	live := fingerprints(t, p, "")
	if shadow := fingerprints(t, p, shadowSuffix); !reflect.DeepEqual(live, shadow) {
		t.Fatalf("rebuilt read models differ from the ones fed only by the bus:\n rebuilt %v\n bus     %v", live, shadow)
	}
	rebuildAll(t, ctx, p)
	if again := fingerprints(t, p, ""); !reflect.DeepEqual(again, live) {
		t.Fatalf("a second rebuild differs:\n first  %v\n second %v", live, again)
	}
	waitApplied(t, p, schemas(p, "")...)
}
