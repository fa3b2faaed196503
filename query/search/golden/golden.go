// Package golden is the search-quality golden set: real queries people type on
// the search page with the answers they expect, checked against the shipped
// catalogue (data/catalog). Evaluate runs them against a search index and
// reports recall@10 and the mean reciprocal rank; golden_test.go holds the
// quality bar, `make bench` can report the same numbers.
package golden

import (
	"context"
	"fmt"
	"strings"
	"zhiyuan/query/search/port"
)

// Searcher is the part of the search port the evaluation needs.
type Searcher interface {
	Search(ctx context.Context, q port.Query) (port.Result, error)
}

// Case is one golden query.
type Case struct {
	Query string
	Kind  string   // the tab searched: college, major or profession
	Want  []string // codes of the relevant documents; the first is the best answer
	Note  string   // what the case covers
}

// Outcome is how one case fared.
type Outcome struct {
	Case
	Recall float64  // relevant documents in the top 10 / min(len(Want), 10)
	RR     float64  // 1 / rank of the first relevant hit (0 when none in the top 10)
	Top    []string // codes of the first hits, best first
}

// Failed reports a case that misses relevant documents in the top 10 or
// does not list a relevant one among the first two.
func (o Outcome) Failed() bool { return o.Recall < 1 || o.RR < 0.5 }

func (o Outcome) String() string {
	return fmt.Sprintf("%s %q (%s): recall@10 %.2f, RR %.2f, want %v, got %v",
		o.Kind, o.Query, o.Note, o.Recall, o.RR, o.Want, o.Top)
}

// Report sums the outcomes up.
type Report struct {
	Cases      int
	RecallAt10 float64 // mean recall@10
	MRR        float64 // mean reciprocal rank
	Outcomes   []Outcome
}

// Failures are the outcomes that failed.
func (r Report) Failures() []Outcome {
	var out []Outcome
	for _, o := range r.Outcomes {
		if o.Failed() {
			out = append(out, o)
		}
	}
	return out
}

// Depth is the number of hits examined per query.
const Depth = 10

// Evaluate runs every case against the index, each on its own tab.
func Evaluate(ctx context.Context, idx Searcher) (Report, error) {
	return EvaluateCases(ctx, idx, Cases)
}

// EvaluateCases runs the given cases.
func EvaluateCases(ctx context.Context, idx Searcher, cases []Case) (Report, error) {
	rep := Report{Cases: len(cases)}
	for _, c := range cases {
		res, err := idx.Search(ctx, port.Query{Text: c.Query, Kinds: []string{c.Kind}, Size: Depth})
		if err != nil {
			return Report{}, fmt.Errorf("%q: %w", c.Query, err)
		}
		o := Outcome{Case: c}
		want := map[string]bool{}
		for _, w := range c.Want {
			want[w] = true
		}
		found := 0
		for i, h := range res.Hits {
			code := strings.TrimPrefix(h.ID, h.Kind+":")
			o.Top = append(o.Top, code)
			if want[code] {
				found++
				if o.RR == 0 {
					o.RR = 1 / float64(i+1)
				}
			}
		}
		o.Recall = float64(found) / float64(min(len(c.Want), Depth))
		rep.RecallAt10 += o.Recall
		rep.MRR += o.RR
		rep.Outcomes = append(rep.Outcomes, o)
	}
	if n := float64(len(cases)); n > 0 {
		rep.RecallAt10 /= n
		rep.MRR /= n
	}
	return rep, nil
}
