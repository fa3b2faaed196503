// Package content answers the portal's published content (news, notices, help answers,
// pages) to readers, and the whole CMS to the operators' console, from the content read model.
package content

import (
	"context"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/events/apperr"
)

// Live is one published item as readers see it.
type Live struct {
	ID, Kind, Code, Category, Title, Summary, HTML, Source, SourceURL, Cover string
	CollegeCode                                                              string
	Provinces                                                                []int
	Year, Order                                                              int
	Top                                                                      bool
	ReleasedAt, RevisedAt                                                    time.Time
	Views                                                                    int64
}

// Filter selects live items of a kind.
type Filter struct {
	Kind, Category, Keyword string
	CollegeCode             string // "": any
	Province                int    // 0: any; else items for every province or naming this one
	TopOnly                 bool
	Offset, Limit           int
}

// Count is a category with its number of live items.
type Count struct {
	Category string
	N        int
}

// ReadModel is what the handler reads.
type ReadModel interface {
	LiveList(ctx context.Context, f Filter) ([]Live, int, error)
	LiveItem(ctx context.Context, kind, id string) (Live, bool, error)
	LiveByCode(ctx context.Context, kind, code string) (Live, bool, error)
	// Neighbours are the items released just before and after one (same kind).
	Neighbours(ctx context.Context, it Live) (prev, next *Live, err error)
	Categories(ctx context.Context, kind string, province int) ([]Count, error)
	Roles(ctx context.Context, userID string) ([]string, error)
	ConsoleList(ctx context.Context, f ConsoleFilter) ([]Item, int, error)
	ConsoleItem(ctx context.Context, id string) (Item, bool, error)
	History(ctx context.Context, id string) ([]Step, error)
	Operators(ctx context.Context) ([]Operator, error)
}

type Handler struct {
	rm  ReadModel
	now func() time.Time
}

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm, now: time.Now} }

var errNotFound = apperr.NotFound("内容不存在或已下线")

// Paging is a page request as the SPEC's lists send it (PageIndex from 1, PageSize 10).
type Paging struct{ PageIndex, PageSize int }

func (p Paging) bounds() (offset, limit, index, size int) {
	index, size = p.PageIndex, p.PageSize
	if index < 1 {
		index = 1
	}
	if size < 1 {
		size = 10
	}
	size = min(size, 100)
	index = min(index, 10_000/size+1)
	return (index - 1) * size, size, index, size
}

// Page is one page of a list.
type Page[T any] struct {
	List      []T
	Total     int
	PageIndex int
	PageSize  int
}

func date(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.In(beijing.Zone).Format("2006-01-02")
}
