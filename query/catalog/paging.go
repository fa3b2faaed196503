package catalog

import "zhiyuan/events/apperr"

// Paging is the PageIndex/PageSize pair of every paged call (SPEC §2: sizes 10,
// 20, 50, 100; pages from 1).
type Paging struct {
	PageIndex int
	PageSize  int
}

// MaxPageIndex bounds how deep a client may page.
const MaxPageIndex = 10000

// Page is one page of a list.
type Page[T any] struct {
	Total     int
	PageIndex int
	PageSize  int
	List      []T
}

// Check fills the defaults (page 1, size 10) and refuses anything else than
// the sizes the pager offers.
func (p *Paging) Check() error {
	if p.PageIndex == 0 {
		p.PageIndex = 1
	}
	if p.PageSize == 0 {
		p.PageSize = 10
	}
	if p.PageIndex < 1 || p.PageIndex > MaxPageIndex {
		return apperr.Invalid("页码无效")
	}
	switch p.PageSize {
	case 10, 20, 50, 100:
		return nil
	}
	return apperr.Invalid("每页条数只能是 10、20、50 或 100")
}

// Offset is the index of the page's first row.
func (p Paging) Offset() int { return (p.PageIndex - 1) * p.PageSize }

// NewPage wraps a list, never returning a nil List (the web reads List.length).
func NewPage[T any](p Paging, list []T, total int) Page[T] {
	if list == nil {
		list = []T{}
	}
	return Page[T]{Total: total, PageIndex: p.PageIndex, PageSize: p.PageSize, List: list}
}
