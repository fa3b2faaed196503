// Package searchtest holds the contract suite every port.Index adapter
// must pass, with its Chinese fixtures.
package searchtest

import (
	"context"
	"slices"
	"strings"
	"testing"
	"zhiyuan/query/search/port"
)

// Run runs the contract suite. newIndex must return a fresh, empty index
// each time it is called; Run closes the indexes it gets (Close must
// tolerate being called twice) and newIndex may register its own cleanup.
func Run(t *testing.T, newIndex func(t *testing.T) port.Index) {
	t.Run("EmptyIndex", func(t *testing.T) { testEmptyIndex(t, newIndex(t)) })
	t.Run("Queries", func(t *testing.T) {
		idx := loaded(t, newIndex)
		for _, tc := range queryTests {
			t.Run(tc.name, func(t *testing.T) { tc.run(t, idx) })
		}
	})
	t.Run("Writes", func(t *testing.T) {
		for _, tc := range writeTests {
			t.Run(tc.name, func(t *testing.T) { tc.run(t, loaded(t, newIndex)) })
		}
	})
	t.Run("Ranking", func(t *testing.T) {
		for _, tc := range rankingTests {
			t.Run(tc.name, func(t *testing.T) { tc.run(t, loaded(t, newIndex)) })
		}
	})
	t.Run("Rebuild", func(t *testing.T) {
		for _, tc := range rebuildTests {
			t.Run(tc.name, func(t *testing.T) { tc.run(t, loaded(t, newIndex)) })
		}
	})
}

type contractTest struct {
	name string
	run  func(t *testing.T, idx port.Index)
}

// loaded returns a new index holding Fixtures, closed at the end of the test.
func loaded(t *testing.T, newIndex func(t *testing.T) port.Index) port.Index {
	t.Helper()
	idx := newIndex(t)
	t.Cleanup(func() { _ = idx.Close() })
	if err := idx.Upsert(context.Background(), Fixtures()...); err != nil {
		t.Fatalf("Upsert(fixtures): %v", err)
	}
	wantCount(t, idx, len(Fixtures()))
	return idx
}

func testEmptyIndex(t *testing.T, idx port.Index) {
	t.Cleanup(func() { _ = idx.Close() })
	wantCount(t, idx, 0)
	res := find(t, idx, port.Query{Text: "北京大学"})
	if res.Total != 0 || len(res.Hits) != 0 {
		t.Fatalf("empty index: got %d hits (total %d)", len(res.Hits), res.Total)
	}
}

// find searches and checks the invariants every result must satisfy.
func find(t *testing.T, idx port.Index, q port.Query) port.Result {
	t.Helper()
	res, err := idx.Search(context.Background(), q)
	if err != nil {
		t.Fatalf("Search(%q): %v", q.Text, err)
	}
	checkResult(t, q, res)
	return res
}

func checkResult(t *testing.T, q port.Query, res port.Result) {
	t.Helper()
	if res.CountsByKind == nil {
		t.Errorf("Search(%q): CountsByKind is nil", q.Text)
	}
	if res.Total < len(res.Hits) {
		t.Errorf("Search(%q): Total %d < %d hits", q.Text, res.Total, len(res.Hits))
	}
	size := q.Size
	if size <= 0 {
		size = port.DefaultSize
	}
	if len(res.Hits) > size {
		t.Errorf("Search(%q): %d hits for page size %d", q.Text, len(res.Hits), size)
	}
	for _, h := range res.Hits {
		if len(q.Kinds) > 0 && !slices.Contains(q.Kinds, h.Kind) {
			t.Errorf("Search(%q, kinds %v): hit %s has kind %q", q.Text, q.Kinds, h.ID, h.Kind)
		}
		if got := joined(h.TitleSegments); got != h.Title {
			t.Errorf("Search(%q): hit %s segments join to %q, title is %q", q.Text, h.ID, got, h.Title)
		}
	}
}

func wantCount(t *testing.T, idx port.Index, want int) {
	t.Helper()
	n, err := idx.Count(context.Background())
	if err != nil {
		t.Fatalf("Count: %v", err)
	}
	if n != want {
		t.Fatalf("Count = %d, want %d", n, want)
	}
}

// wantFirst checks that the query's best hit is id.
func wantFirst(t *testing.T, idx port.Index, text, id string) port.Result {
	t.Helper()
	res := find(t, idx, port.Query{Text: text})
	if len(res.Hits) == 0 || res.Hits[0].ID != id {
		t.Fatalf("Search(%q): first hit %v, want %s", text, ids(res), id)
	}
	return res
}

// wantNone checks that the query finds nothing.
func wantNone(t *testing.T, idx port.Index, text string) {
	t.Helper()
	if res := find(t, idx, port.Query{Text: text}); res.Total != 0 || len(res.Hits) != 0 {
		t.Fatalf("Search(%q): got %v (total %d), want nothing", text, ids(res), res.Total)
	}
}

func ids(res port.Result) []string {
	out := make([]string, len(res.Hits))
	for i, h := range res.Hits {
		out[i] = h.ID
	}
	return out
}

func joined(segs []port.Segment) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteString(s.Text)
	}
	return b.String()
}

// marked returns the matched segments' text.
func marked(segs []port.Segment) []string {
	var out []string
	for _, s := range segs {
		if s.Match {
			out = append(out, s.Text)
		}
	}
	return out
}
