package postgres

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
)

// snapshotCache holds an in-memory copy of a read model that changes only when
// an import completes (the college list, the rank tables). Filtering a copy
// costs microseconds where a query per request costs milliseconds under load.
// The copy is checked against the read model's version query at most recheck
// after its last check, so it trails an import by at most that long. Loads are
// serialised, and while one request checks the version the others answer from
// the current copy.
type snapshotCache[T any] struct {
	version string // SQL answering one text that changes with every import
	recheck time.Duration
	load    func(ctx context.Context, tx pgx.Tx) (T, error)

	mu       sync.Mutex
	checking sync.Mutex
	snap     atomic.Pointer[snapshot[T]]
}

type snapshot[T any] struct {
	version string
	checked atomic.Int64 // unix nanoseconds of the last check that found the version unchanged
	value   T
}

// get returns the current copy, checked within recheck.
func (c *snapshotCache[T]) get(ctx context.Context, db *DB) (T, error) {
	s := c.snap.Load()
	if s != nil && time.Since(time.Unix(0, s.checked.Load())) < c.recheck {
		return s.value, nil
	}
	if s != nil && !c.checking.TryLock() {
		return s.value, nil // another request is checking
	}
	if s != nil {
		defer c.checking.Unlock()
	}
	var version string
	var zero T
	if err := db.Pool.QueryRow(ctx, c.version).Scan(&version); err != nil {
		return zero, err
	}
	if s != nil && s.version == version {
		s.checked.Store(time.Now().UnixNano())
		return s.value, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if s := c.snap.Load(); s != nil && s.version == version {
		return s.value, nil
	}
	fresh := &snapshot[T]{}
	// The version and the rows are read in one repeatable-read transaction, so
	// the copy's version describes exactly its rows.
	err := pgx.BeginTxFunc(ctx, db.Pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly},
		func(tx pgx.Tx) error {
			if err := tx.QueryRow(ctx, c.version).Scan(&fresh.version); err != nil {
				return err
			}
			v, err := c.load(ctx, tx)
			fresh.value = v
			return err
		})
	if err != nil {
		return zero, err
	}
	fresh.checked.Store(time.Now().UnixNano())
	c.snap.Store(fresh)
	return fresh.value, nil
}
