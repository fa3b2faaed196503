package golden

import (
	"context"
	"zhiyuan/query/search/port"

	qsearch "zhiyuan/query/search"
)

// Page runs the golden set through the search page's handler, each case on its tab: the
// undergraduate majors then the vocational ones, the O*NET occupations then those of
// 职业分类大典, as the page lists them and as `make bench` measures them over HTTP.
type Page struct{ Handler *qsearch.Handler }

func (p Page) Search(ctx context.Context, q port.Query) (port.Result, error) {
	a, err := p.Handler.Query(ctx, qsearch.Request{Keyword: q.Text, Kind: q.Kinds[0], PageSize: q.Size})
	if err != nil {
		return port.Result{}, err
	}
	res := port.Result{Total: a.Total}
	for _, it := range a.List {
		res.Hits = append(res.Hits, port.Hit{ID: it.Kind + ":" + it.Id, Kind: it.Kind, Title: it.Title})
	}
	return res, nil
}
