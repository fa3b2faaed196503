package bleve

import (
	"context"

	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	index "github.com/blevesearch/bleve_index_api"
)

// Scoring: per term, a document scores the boost of the best clause it
// matches; the terms' scores add up (plan.go). Bleve's own scores weigh
// term statistics and field lengths (a shorter name scores higher) and
// multiply disjunctions by the share of clauses matched; with them, equally
// good matches never tie, so the prominence order (985/211/双一流, then
// size) could not decide between them, and Elasticsearch, scored by
// constant_score clauses under dis_max, would order differently. constScore
// and bestQuery give both the same scores.

// constScore matches what q matches, each document scoring boost.
type constScore struct {
	q     query.Query
	boost float64
}

func (c constScore) Searcher(ctx context.Context, r index.IndexReader, m mapping.IndexMapping,
	o search.SearcherOptions) (search.Searcher, error) {
	s, err := c.q.Searcher(ctx, r, m, o)
	if err != nil {
		return nil, err
	}
	return &constSearcher{Searcher: s, boost: c.boost}, nil
}

type constSearcher struct {
	search.Searcher
	boost float64
}

func (s *constSearcher) set(d *search.DocumentMatch, err error) (*search.DocumentMatch, error) {
	if d != nil {
		d.Score, d.Expl = s.boost, nil
	}
	return d, err
}

func (s *constSearcher) Next(ctx *search.SearchContext) (*search.DocumentMatch, error) {
	return s.set(s.Searcher.Next(ctx))
}

func (s *constSearcher) Advance(ctx *search.SearchContext, id index.IndexInternalID) (*search.DocumentMatch, error) {
	return s.set(s.Searcher.Advance(ctx, id))
}

func (s *constSearcher) Weight() float64      { return s.boost }
func (s *constSearcher) SetQueryNorm(float64) {} // the score is the boost, unnormalised

// bestQuery matches what any child matches, scoring the highest score of the
// children that match (a bleve disjunction sums them, scaled by their share).
type bestQuery struct{ children []query.Query }

func (q bestQuery) Searcher(ctx context.Context, r index.IndexReader, m mapping.IndexMapping,
	o search.SearcherOptions) (search.Searcher, error) {
	s := &bestSearcher{}
	for _, c := range q.children {
		cs, err := c.Searcher(ctx, r, m, o)
		if err != nil {
			_ = s.Close()
			return nil, err
		}
		s.children = append(s.children, cs)
	}
	s.currs = make([]*search.DocumentMatch, len(s.children))
	return s, nil
}

// bestSearcher merges its children's hits, which come in internal-ID order.
type bestSearcher struct {
	children []search.Searcher
	currs    []*search.DocumentMatch // each child's next hit; nil once it is done
	started  bool
}

func (s *bestSearcher) start(ctx *search.SearchContext) error {
	s.started = true
	for i, c := range s.children {
		d, err := c.Next(ctx)
		if err != nil {
			return err
		}
		s.currs[i] = d
	}
	return nil
}

func (s *bestSearcher) Next(ctx *search.SearchContext) (*search.DocumentMatch, error) {
	if !s.started {
		if err := s.start(ctx); err != nil {
			return nil, err
		}
	}
	var rv *search.DocumentMatch
	for _, d := range s.currs {
		if d != nil && (rv == nil || d.IndexInternalID.Compare(rv.IndexInternalID) < 0) {
			rv = d
		}
	}
	if rv == nil {
		return nil, nil
	}
	id, best := rv.IndexInternalID, 0.0
	for i, d := range s.currs {
		if d == nil || d.IndexInternalID.Compare(id) != 0 {
			continue
		}
		best = max(best, d.Score)
		if d != rv {
			ctx.DocumentMatchPool.Put(d)
		}
		next, err := s.children[i].Next(ctx)
		if err != nil {
			return nil, err
		}
		s.currs[i] = next
	}
	rv.Score, rv.Expl = best, nil
	return rv, nil
}

func (s *bestSearcher) Advance(ctx *search.SearchContext, id index.IndexInternalID) (*search.DocumentMatch, error) {
	if !s.started {
		if err := s.start(ctx); err != nil {
			return nil, err
		}
	}
	for i, d := range s.currs {
		if d == nil || d.IndexInternalID.Compare(id) >= 0 {
			continue
		}
		ctx.DocumentMatchPool.Put(d)
		next, err := s.children[i].Advance(ctx, id)
		if err != nil {
			return nil, err
		}
		s.currs[i] = next
	}
	return s.Next(ctx)
}

func (s *bestSearcher) Close() error {
	var first error
	for _, c := range s.children {
		if err := c.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

func (s *bestSearcher) Weight() float64      { return 1 }
func (s *bestSearcher) SetQueryNorm(float64) {}
func (s *bestSearcher) Min() int             { return 0 }
func (s *bestSearcher) Size() int            { return 64 + 16*len(s.children) }

// Count is an upper bound, as bleve's disjunctions report it.
func (s *bestSearcher) Count() uint64 {
	var n uint64
	for _, c := range s.children {
		n += c.Count()
	}
	return n
}

func (s *bestSearcher) DocumentMatchPoolSize() int {
	n := len(s.children)
	for _, c := range s.children {
		n += c.DocumentMatchPoolSize()
	}
	return n
}
