// Package search answers Search/Query, the keyword search of the portal's
// search page (docs/API-CATALOG.md, Search): one tab of hits (news, colleges,
// majors or professions) with the number of hits of every tab.
package search

import (
	"context"
	"zhiyuan/query/search/port"
)

// Index is the part of the search port the search page reads.
type Index interface {
	Search(ctx context.Context, q port.Query) (port.Result, error)
}

// Handler answers Search/Query.
type Handler struct{ index Index }

func NewHandler(index Index) *Handler { return &Handler{index: index} }

// Answer is one page of one tab.
type Answer struct {
	Total     int
	PageIndex int
	PageSize  int
	Kind      string // the tab answered: the requested one, or the first with hits
	Counts    Counts
	List      []Item
}

// Counts are the hits per tab; every key is present.
type Counts struct {
	News       int `json:"news"`
	College    int `json:"college"`
	Major      int `json:"major"`
	Profession int `json:"profession"`
}

func (c Counts) of(kind string) int {
	switch kind {
	case port.KindNews:
		return c.News
	case port.KindCollege:
		return c.College
	case port.KindMajor:
		return c.Major
	default:
		return c.Profession
	}
}

// tabKinds are the document kinds of a tab, in the order the tab lists them: the
// undergraduate majors before the vocational ones, the O*NET occupations before those of
// 职业分类大典. Each kind keeps its own ranking; a tab pages over them one after the other.
var tabKinds = map[string][]string{
	port.KindMajor:      {port.KindMajor, port.KindVocationalMajor},
	port.KindProfession: {port.KindProfession, port.KindOccupation},
}

func kindsOf(tab string) []string {
	if k, ok := tabKinds[tab]; ok {
		return k
	}
	return []string{tab}
}

func countsOf(m map[string]int) Counts {
	sum := func(tab string) int {
		n := 0
		for _, k := range kindsOf(tab) {
			n += m[k]
		}
		return n
	}
	return Counts{News: sum(port.KindNews), College: sum(port.KindCollege), Major: sum(port.KindMajor),
		Profession: sum(port.KindProfession)}
}

// Query searches one tab. Without a Kind it answers the first of college,
// major, profession and news that has hits (college when none has).
func (h *Handler) Query(ctx context.Context, req Request) (Answer, error) {
	if err := req.Check(); err != nil {
		return Answer{}, err
	}
	kind := req.Kind
	if kind == "" {
		kind = defaultOrder[0]
	}
	res, err := h.page(ctx, req, kind)
	if err != nil {
		return Answer{}, err
	}
	counts := countsOf(res.CountsByKind)
	if req.Kind == "" && counts.of(kind) == 0 {
		for _, k := range defaultOrder {
			if counts.of(k) > 0 {
				kind = k
				if res, err = h.page(ctx, req, kind); err != nil {
					return Answer{}, err
				}
				break
			}
		}
	}
	list := make([]Item, 0, len(res.Hits))
	for _, hit := range res.Hits {
		it := itemOf(hit)
		it.Kind = kind
		list = append(list, it)
	}
	return Answer{Total: res.Total, PageIndex: req.PageIndex, PageSize: req.PageSize, Kind: kind,
		Counts: counts, List: list}, nil
}

// page runs the search for one tab: over its kinds one after the other, so a page may
// take its first hits from one kind and the rest from the next. A page beyond the
// engine's paging limit is empty, but still carries the totals.
func (h *Handler) page(ctx context.Context, req Request, tab string) (port.Result, error) {
	from := (req.PageIndex - 1) * req.PageSize
	beyond := from+req.PageSize > port.MaxFrom+port.MaxSize
	var out port.Result
	skip, want := from, req.PageSize
	for i, kind := range kindsOf(tab) {
		q := port.Query{Text: req.Keyword, Kinds: []string{kind}, From: skip, Size: max(want, 1)}
		if beyond || want == 0 {
			q.From, q.Size = 0, 1
		}
		res, err := h.index.Search(ctx, q)
		if err != nil {
			return port.Result{}, err
		}
		if i == 0 {
			out.CountsByKind = res.CountsByKind
		}
		out.Total += res.Total
		if !beyond && want > 0 && skip < res.Total {
			out.Hits = append(out.Hits, res.Hits...)
			want -= len(res.Hits)
		}
		skip = max(skip-res.Total, 0)
	}
	return out, nil
}
