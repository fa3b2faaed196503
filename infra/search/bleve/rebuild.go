package bleve

import (
	"context"
	"sync"
	"zhiyuan/query/search/port"

	blevesearch "github.com/blevesearch/bleve/v2"
)

// rebuild is a generation being written beside the live one.
type rebuild struct {
	owner *Index
	gen   int

	mu   sync.RWMutex // held for reading by writes, for writing to finish
	idx  blevesearch.Index
	done bool
}

// BeginRebuild creates the next generation, empty. Searches and writes keep
// going to the live generation until Commit.
func (x *Index) BeginRebuild(ctx context.Context) (port.Rebuild, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.closed {
		return nil, port.ErrClosed
	}
	if x.rebuilding != nil {
		return nil, port.ErrRebuildInProgress
	}
	gen := x.gen + 1
	idx, err := x.store.create(gen)
	if err != nil {
		return nil, err
	}
	x.rebuilding = &rebuild{owner: x, gen: gen, idx: idx}
	return x.rebuilding, nil
}

func (r *rebuild) Upsert(ctx context.Context, docs ...port.Document) error {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if r.done {
		return port.ErrRebuildFinished
	}
	return upsert(ctx, r.idx, docs)
}

func (r *rebuild) Delete(ctx context.Context, ids ...string) error {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if r.done {
		return port.ErrRebuildFinished
	}
	return remove(ctx, r.idx, ids)
}

// Commit publishes the new generation, swaps it in, and closes and removes
// the old one. Searches in flight finish on the old generation first.
func (r *rebuild) Commit(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done {
		return port.ErrRebuildFinished
	}
	x := r.owner
	x.mu.Lock()
	if x.rebuilding != r { // the index was closed, which aborted us
		x.mu.Unlock()
		r.done = true
		return port.ErrRebuildFinished
	}
	if err := x.store.publish(r.gen); err != nil {
		x.mu.Unlock()
		return err // still open: the caller may retry or Abort
	}
	old, oldGen := x.live, x.gen
	x.live, x.gen, x.rebuilding = r.idx, r.gen, nil
	r.done = true
	x.mu.Unlock()

	if err := old.Close(); err != nil {
		return err
	}
	return x.store.discard(oldGen)
}

// Abort closes and removes the new generation; the live one is untouched.
func (r *rebuild) Abort(context.Context) error {
	x := r.owner
	x.mu.Lock()
	if x.rebuilding == r {
		x.rebuilding = nil
	}
	x.mu.Unlock()
	return r.discard()
}

// discard closes and removes the generation, once.
func (r *rebuild) discard() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done {
		return port.ErrRebuildFinished
	}
	r.done = true
	err := r.idx.Close()
	if derr := r.owner.store.discard(r.gen); err == nil {
		err = derr
	}
	return err
}
