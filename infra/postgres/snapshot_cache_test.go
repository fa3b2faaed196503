package postgres

import (
	"context"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// Many requests read the cache while imports change the read model: every answer is a
// copy some version of the read model had (its rows match its version), no request
// fails, loads are serialised (never two at once), and after the last import the
// cache catches up within its recheck. Run under -race it checks the cache's locking.
func TestSnapshotCacheUnderConcurrentReadsAndImports(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, pgtest.NewDatabase(t), 8)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	if _, err := db.Pool.Exec(ctx, `CREATE TABLE cache_version (v int NOT NULL);
		INSERT INTO cache_version VALUES (1);
		CREATE TABLE cache_rows (v int NOT NULL, n int NOT NULL);
		INSERT INTO cache_rows SELECT 1, g FROM generate_series(1, 10) g`); err != nil {
		t.Fatal(err)
	}

	type copyOf struct {
		version int
		rows    []int // each row's version
	}
	var loading, loads atomic.Int32
	c := &snapshotCache[*copyOf]{
		version: `SELECT v::text FROM cache_version`,
		recheck: 5 * time.Millisecond,
		load: func(ctx context.Context, tx pgx.Tx) (*copyOf, error) {
			if loading.Add(1) != 1 {
				return nil, fmt.Errorf("two loads at once")
			}
			defer loading.Add(-1)
			loads.Add(1)
			out := &copyOf{}
			if err := tx.QueryRow(ctx, `SELECT v FROM cache_version`).Scan(&out.version); err != nil {
				return nil, err
			}
			rows, err := tx.Query(ctx, `SELECT v FROM cache_rows ORDER BY n`)
			if err != nil {
				return nil, err
			}
			out.rows, err = pgx.CollectRows(rows, pgx.RowTo[int])
			return out, err
		},
	}

	// The first copy before the imports start: concurrent first loads may load a version
	// twice when an import lands between them, which is allowed and not what is counted.
	if first, err := c.get(ctx, db); err != nil || first.version != 1 {
		t.Fatalf("first copy %v, %v", first, err)
	}

	// An import replaces the rows and bumps the version in one transaction.
	const imports = 20
	importDone := make(chan struct{})
	go func() {
		defer close(importDone)
		for v := 2; v <= imports+1; v++ {
			time.Sleep(3 * time.Millisecond)
			err := pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
				if _, err := tx.Exec(ctx, `UPDATE cache_rows SET v = $1`, v); err != nil {
					return err
				}
				_, err := tx.Exec(ctx, `UPDATE cache_version SET v = $1`, v)
				return err
			})
			if err != nil {
				t.Error(err)
				return
			}
		}
	}()

	var wg sync.WaitGroup
	var mu sync.Mutex
	seen := map[int]bool{}
	for r := 0; r < 8; r++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				got, err := c.get(ctx, db)
				if err != nil {
					t.Error(err)
					return
				}
				if len(got.rows) != 10 {
					t.Errorf("version %d: %d rows", got.version, len(got.rows))
					return
				}
				for _, v := range got.rows {
					if v != got.version {
						t.Errorf("version %d holds a row of version %d", got.version, v)
						return
					}
				}
				mu.Lock()
				seen[got.version] = true
				mu.Unlock()
				select {
				case <-importDone:
					if got.version == imports+1 || t.Failed() {
						return
					}
				default:
				}
			}
		}()
	}
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	select {
	case <-finished:
	case <-time.After(time.Minute):
		t.Fatal("the readers never saw the last import")
	}
	t.Logf("%d loads, %d versions seen of %d", loads.Load(), len(seen), imports+1)
	if n := loads.Load(); n > imports+1 {
		t.Errorf("%d loads for %d versions: a version was loaded twice", n, imports+1)
	}
	if len(seen) < 2 {
		t.Errorf("the readers saw only versions %v", seen)
	}
}
