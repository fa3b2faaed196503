package command

import "sync"

// Folded keeps aggregates folded from their streams, by id, so a command reads
// only the events after the cached version (usually none) instead of the whole
// stream. It is only a shortcut: the append still names the version the
// command read, so a stale entry (another process appended since) is caught up
// by the events after it, never trusted over the log.
type Folded[T any] struct {
	mu      sync.Mutex
	entries map[string]T
	size    int
	version func(T) int
	clone   func(T) T // a copy apply may change in place without touching the cached one
}

// NewFolded keeps at most size aggregates.
func NewFolded[T any](size int, version func(T) int, clone func(T) T) *Folded[T] {
	return &Folded[T]{entries: map[string]T{}, size: size, version: version, clone: clone}
}

// Get answers a copy of the cached aggregate.
func (f *Folded[T]) Get(id string) (T, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	t, ok := f.entries[id]
	if ok {
		t = f.clone(t)
	}
	return t, ok
}

// Put stores a copy unless a newer version is cached.
func (f *Folded[T]) Put(id string, t T) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if old, ok := f.entries[id]; ok && f.version(old) >= f.version(t) {
		return
	}
	if _, ok := f.entries[id]; !ok && len(f.entries) >= f.size {
		for k := range f.entries { // drop an arbitrary one: it reloads from the log
			delete(f.entries, k)
			break
		}
	}
	f.entries[id] = f.clone(t)
}
