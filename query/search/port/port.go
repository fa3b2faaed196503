// Package port is the full-text search port of Zhiyuan: typed documents
// (colleges, majors, professions, news) go in, ranked hits with plain-text
// highlight segments and per-kind counts come out.
//
// Two adapters implement Index: infra/search/bleve (embedded, on disk or in
// memory) and infra/search/elastic (Elasticsearch 8 behind an alias). Both are
// held to the same behaviour by the contract suite in infra/search/searchtest.
//
// Matching semantics shared by both adapters (see plan.go):
//   - The query is normalised (trim, full-width to half-width, lowercase) and
//     split on whitespace into at most MaxTerms terms.
//   - A document matches when every term matches it somewhere: as the exact
//     title or alias, as a prefix of the title or an alias, as a substring of
//     the title, aliases or body (unigram phrase, so single characters work),
//     as a CJK-bigram match, as a tag, or as a prefix of the full pinyin
//     (beijingdaxue) or pinyin initials (bjdx) of the title or an alias.
//     The whole query with spaces removed is also tried against pinyin, so
//     "beijing daxue" works, and as an exact title or alias when it holds
//     Chinese, so "南京 大学" finds 南京大学 first.
//   - Typo fallback: only when nothing of any kind matches, the whole query
//     is retried within one edit of a title or alias (4 characters or
//     more), within one edit of a full pinyin spelling (6 letters or more),
//     or, for Chinese, as a name that sounds the same (青华大学 → 清华大学).
//   - Ranking: for each term a document scores the boost of the best clause
//     it matches (plan.go), and the terms' scores add up; nothing else
//     counts (no term statistics, no field lengths), in both adapters. So an
//     exact title/alias match ranks first, then prefix, then pinyin, then
//     substring/bigram matches; title weighs more than aliases, aliases more
//     than body; and documents whose best match is of the same kind tie.
//     Ties go to the higher Prominence, then to the lower ID, so paging is
//     stable.
//   - An empty or whitespace-only query is not an error: it returns an empty
//     Result (Total 0, no hits, empty CountsByKind). The search page shows
//     its own "type something" state instead of listing everything.
package port

import (
	"context"
	"errors"
)

// Document kinds used by Zhiyuan. Kind is a free string; these are the ones
// the portal knows about.
const (
	KindCollege    = "college"
	KindMajor      = "major"
	KindProfession = "profession"
	KindNews       = "news"
	// KindVocationalMajor is a 高职专科 or 职教本科 major, KindOccupation an occupation of
	// 职业分类大典: the search page lists them in the major and profession tabs, after the
	// undergraduate majors and the O*NET occupations.
	KindVocationalMajor = "vocational_major"
	KindOccupation      = "occupation"
)

// SchemaVersion is the version of what the adapters index: their mappings and the forms
// Expand derives from a document. Raise it with any change to either (or to the documents
// projections/search builds): an index built at another version is rebuilt from the event
// log when the process starts (projections.Versioned).
//
//	1: prominence sort key, pinyin inside titles (issue 15)
//	2: news articles from the content log
const SchemaVersion = 2

// Paging limits applied by every adapter.
const (
	DefaultSize = 10  // used when Query.Size <= 0
	MaxSize     = 100 // larger Query.Size values are clamped to this
	MaxFrom     = 10000
)

var (
	// ErrInvalidDocument is returned by Upsert for a document without ID or Kind.
	ErrInvalidDocument = errors.New("search: document needs a non-empty ID and Kind")
	// ErrRebuildInProgress is returned by BeginRebuild while another rebuild is open.
	ErrRebuildInProgress = errors.New("search: a rebuild is already in progress")
	// ErrRebuildFinished is returned by a Rebuild used after Commit or Abort.
	ErrRebuildFinished = errors.New("search: rebuild already committed or aborted")
	// ErrClosed is returned by an Index used after Close.
	ErrClosed = errors.New("search: index is closed")
)

// Document is one searchable item.
type Document struct {
	ID      string            // globally unique, e.g. "college:10001"
	Kind    string            // "college" | "major" | "profession" | "news"
	Title   string            // the display name, e.g. 北京大学
	Aliases []string          // abbreviations, former names: 北大
	Body    string            // short description text
	Tags    []string          // e.g. 985, 211, 双一流, province names (matched whole)
	Fields  map[string]string // extra stored display fields (not searched)
	// Prominence orders equally good matches, highest first (a college's
	// 985/211/双一流 tier, then its number of majors). It never lifts a
	// weaker match above a better one.
	Prominence int
}

// Query is one search request.
type Query struct {
	Text  string   // what the user typed; see the package doc for semantics
	Kinds []string // restrict hits to these kinds; empty means all kinds
	From  int      // offset of the first hit, clamped to [0, MaxFrom]
	Size  int      // page size; <= 0 means DefaultSize, clamped to MaxSize
}

// Segment is a piece of a highlighted title. Segments are plain text, never
// markup: the caller escapes Text and wraps Match segments as it likes.
type Segment struct {
	Text  string
	Match bool
}

// Hit is one search result.
type Hit struct {
	ID            string
	Kind          string
	Score         float64 // adapter-specific scale; only the order is meaningful
	Title         string
	TitleSegments []Segment // joined, the segments' Text equals Title
	Fields        map[string]string
}

// Result is one page of hits.
type Result struct {
	// Total is the number of documents that match the text and the kind
	// filter; paging runs over these.
	Total int
	Hits  []Hit
	// CountsByKind counts the documents matching the text per kind,
	// ignoring Query.Kinds, so the tabs of the search page can show their
	// numbers while one tab is selected. Kinds with no match are absent.
	CountsByKind map[string]int
}

// Index is the search port.
//
// Writes are visible to Search once Upsert/Delete return (the Elasticsearch
// adapter can be configured to relax this). Upsert replaces a document with
// the same ID entirely. Deleting an unknown ID is not an error.
type Index interface {
	Upsert(ctx context.Context, docs ...Document) error
	Delete(ctx context.Context, ids ...string) error
	Search(ctx context.Context, q Query) (Result, error)
	// Count is the number of documents in the live generation.
	Count(ctx context.Context) (int, error)
	// BeginRebuild starts writing a fresh, empty generation while the
	// current one keeps answering searches and taking writes. Only one
	// rebuild may be open at a time. Writes made through the Index while a
	// rebuild is open go to the live generation only: the rebuilder (e.g. a
	// projection replaying the event log) must bring the new generation up
	// to date before Commit.
	BeginRebuild(ctx context.Context) (Rebuild, error)
	// Close releases resources; an open rebuild is aborted.
	Close() error
}

// Rebuild is a generation being written. Commit atomically makes it the live
// generation and discards the old one; Abort discards it and leaves the live
// generation untouched. After either, the Rebuild is unusable.
type Rebuild interface {
	Upsert(ctx context.Context, docs ...Document) error
	Delete(ctx context.Context, ids ...string) error
	Commit(ctx context.Context) error
	Abort(ctx context.Context) error
}

// Validate reports whether a document can be indexed.
func (d Document) Validate() error {
	if d.ID == "" || d.Kind == "" {
		return ErrInvalidDocument
	}
	return nil
}
