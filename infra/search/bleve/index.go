// Package bleve implements port.Index on an embedded bleve v2 index, kept
// on disk under a directory (Open) or in memory (NewMemory).
//
// Generations: the live index is dir/gen-<n>; dir/CURRENT names it.
// BeginRebuild writes gen-<n+1> while gen-<n> keeps answering; Commit
// rewrites CURRENT atomically, swaps the in-process index, then closes and
// removes the old generation. Leftover generations of rebuilds that never
// finished are removed by the next Open. One process at a time may open a
// directory.
package bleve

import (
	"context"
	"sync"
	"zhiyuan/query/search/port"

	blevesearch "github.com/blevesearch/bleve/v2"

	"zhiyuan/infra/search"
)

// Index is a port.Index on bleve.
type Index struct {
	store store

	// mu guards the fields below. It is held for reading during every
	// operation on live, so Commit and Close (which take it for writing)
	// never close an index that is in use.
	mu         sync.RWMutex
	live       blevesearch.Index
	gen        int
	rebuilding *rebuild
	closed     bool
}

var _ port.Index = (*Index)(nil)

// Open opens or creates an on-disk index under dir, e.g. ./var/search.
func Open(dir string) (*Index, error) { return open(diskStore{dir: dir}) }

// NewMemory returns an index that lives in memory only, for tests and tools.
func NewMemory() (*Index, error) { return open(memStore{}) }

func open(s store) (*Index, error) {
	gen, live, err := s.load()
	if err != nil {
		return nil, err
	}
	return &Index{store: s, live: live, gen: gen}, nil
}

// Upsert indexes docs into the live generation, replacing same-ID documents.
func (x *Index) Upsert(ctx context.Context, docs ...port.Document) error {
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.closed {
		return port.ErrClosed
	}
	return upsert(ctx, x.live, docs)
}

// Delete removes documents from the live generation.
func (x *Index) Delete(ctx context.Context, ids ...string) error {
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.closed {
		return port.ErrClosed
	}
	return remove(ctx, x.live, ids)
}

// Search runs q against the live generation.
func (x *Index) Search(ctx context.Context, q port.Query) (port.Result, error) {
	p := search.NewPlan(q)
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.closed {
		return port.Result{}, port.ErrClosed
	}
	if p.Empty() {
		return search.EmptyResult(), nil
	}
	return run(ctx, x.live, p)
}

// Count returns the number of documents in the live generation.
func (x *Index) Count(ctx context.Context) (int, error) {
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.closed {
		return 0, port.ErrClosed
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	n, err := x.live.DocCount()
	return int(n), err
}

// Close closes the live generation and aborts an open rebuild.
func (x *Index) Close() error {
	x.mu.Lock()
	if x.closed {
		x.mu.Unlock()
		return nil
	}
	x.closed = true
	r := x.rebuilding
	x.rebuilding = nil
	x.mu.Unlock()
	if r != nil {
		_ = r.discard()
	}
	return x.live.Close()
}

func upsert(ctx context.Context, idx blevesearch.Index, docs []port.Document) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	b := idx.NewBatch()
	for _, d := range docs {
		if err := d.Validate(); err != nil {
			return err
		}
		bd, err := toBleveDoc(d)
		if err != nil {
			return err
		}
		if err := b.Index(d.ID, bd); err != nil {
			return err
		}
	}
	return idx.Batch(b)
}

func remove(ctx context.Context, idx blevesearch.Index, ids []string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	b := idx.NewBatch()
	for _, id := range ids {
		if id != "" {
			b.Delete(id)
		}
	}
	return idx.Batch(b)
}
