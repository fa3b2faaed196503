package command

import (
	"slices"
	"testing"
)

type agg struct {
	v    int
	tags []string
}

func newAggs(size int) *Folded[agg] {
	return NewFolded(size, func(a agg) int { return a.v }, func(a agg) agg { a.tags = slices.Clone(a.tags); return a })
}

func TestFoldedKeepsTheNewestVersionAndCopies(t *testing.T) {
	f := newAggs(10)
	if _, ok := f.Get("a"); ok {
		t.Fatal("an empty cache answered")
	}
	f.Put("a", agg{v: 2, tags: []string{"x"}})
	f.Put("a", agg{v: 1, tags: []string{"old"}}) // older: ignored
	got, ok := f.Get("a")
	if !ok || got.v != 2 || got.tags[0] != "x" {
		t.Fatalf("got %+v %v", got, ok)
	}
	got.tags[0] = "changed" // a caller's fold never reaches the cache
	if again, _ := f.Get("a"); again.tags[0] != "x" {
		t.Fatalf("the cached aggregate was changed through a copy: %+v", again)
	}
}

func TestFoldedStaysWithinItsSize(t *testing.T) {
	f := newAggs(3)
	for i, id := range []string{"a", "b", "c", "d", "e"} {
		f.Put(id, agg{v: i + 1})
	}
	if n := len(f.entries); n != 3 {
		t.Fatalf("%d entries kept, want 3", n)
	}
	if got, ok := f.Get("e"); !ok || got.v != 5 {
		t.Fatalf("the newest entry is missing: %+v %v", got, ok)
	}
}
