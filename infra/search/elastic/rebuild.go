package elastic

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"
	"zhiyuan/query/search/port"
)

// rebuild is a generation index being written beside the live one.
type rebuild struct {
	owner    *Index
	oldIndex string // what the alias pointed at when the rebuild began
	newIndex string

	mu   sync.Mutex
	done bool
}

// BeginRebuild creates the next generation index (deleting a leftover of a
// crashed rebuild with the same name first). The alias keeps pointing at the
// live generation until Commit.
func (x *Index) BeginRebuild(ctx context.Context) (port.Rebuild, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.closed {
		return nil, port.ErrClosed
	}
	if x.rebuilding != nil {
		return nil, port.ErrRebuildInProgress
	}
	oldIndex, gen, err := x.current(ctx)
	if err != nil {
		return nil, err
	}
	newIndex := generationIndex(x.alias, gen+1)
	if err := x.deleteIndex(ctx, newIndex, true); err != nil {
		return nil, err
	}
	if err := x.createIndex(ctx, newIndex, ""); err != nil {
		return nil, err
	}
	x.rebuilding = &rebuild{owner: x, oldIndex: oldIndex, newIndex: newIndex}
	return x.rebuilding, nil
}

func (x *Index) deleteIndex(ctx context.Context, name string, ignoreMissing bool) error {
	res, err := x.es.Indices.Delete([]string{name}, x.es.Indices.Delete.WithContext(ctx),
		x.es.Indices.Delete.WithIgnoreUnavailable(ignoreMissing))
	return check("delete index "+name, res, err, nil)
}

// Upsert writes into the new generation, without waiting for a refresh.
func (r *rebuild) Upsert(ctx context.Context, docs ...port.Document) error {
	if r.isDone() {
		return port.ErrRebuildFinished
	}
	return r.owner.bulkUpsert(ctx, r.newIndex, "", docs)
}

func (r *rebuild) Delete(ctx context.Context, ids ...string) error {
	if r.isDone() {
		return port.ErrRebuildFinished
	}
	return r.owner.bulkDelete(ctx, r.newIndex, "", ids)
}

func (r *rebuild) isDone() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.done
}

// Commit refreshes the new generation, moves the alias to it atomically and
// deletes the old one. If the alias swap fails the rebuild stays open (the
// caller may retry or Abort) and the live generation is untouched.
func (r *rebuild) Commit(ctx context.Context) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done {
		return port.ErrRebuildFinished
	}
	x := r.owner
	x.mu.Lock()
	current := x.rebuilding == r
	x.mu.Unlock()
	if !current {
		r.done = true
		return port.ErrRebuildFinished
	}
	res, err := x.es.Indices.Refresh(x.es.Indices.Refresh.WithContext(ctx),
		x.es.Indices.Refresh.WithIndex(r.newIndex))
	if err := check("refresh "+r.newIndex, res, err, nil); err != nil {
		return err
	}
	body, err := swapAliasBody(x.alias, r.oldIndex, r.newIndex)
	if err != nil {
		return err
	}
	res, err = x.es.Indices.UpdateAliases(bytes.NewReader(body), x.es.Indices.UpdateAliases.WithContext(ctx))
	if err := check("swap alias", res, err, nil); err != nil {
		return err
	}
	r.done = true
	x.mu.Lock()
	if x.rebuilding == r {
		x.rebuilding = nil
	}
	x.mu.Unlock()
	if err := x.deleteIndex(ctx, r.oldIndex, true); err != nil {
		return fmt.Errorf("search/elastic: committed, but the old generation remains: %w", err)
	}
	return nil
}

// Abort deletes the new generation; the live one is untouched.
func (r *rebuild) Abort(ctx context.Context) error {
	x := r.owner
	x.mu.Lock()
	if x.rebuilding == r {
		x.rebuilding = nil
	}
	x.mu.Unlock()
	return r.discard(ctx)
}

// discard deletes the new generation, once.
func (r *rebuild) discard(ctx context.Context) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done {
		return port.ErrRebuildFinished
	}
	r.done = true
	return r.owner.deleteIndex(ctx, r.newIndex, true)
}

func decode(r io.Reader, v any) error {
	if err := json.NewDecoder(r).Decode(v); err != nil {
		return fmt.Errorf("search/elastic: decode response: %w", err)
	}
	return nil
}
