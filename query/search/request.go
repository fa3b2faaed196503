package search

import (
	"strings"
	"unicode/utf8"
	"zhiyuan/query/search/port"

	"zhiyuan/events/apperr"
)

// Input limits of Search/Query (SPEC §2: keyword at most 20 characters, pages
// of 10 from page 1).
const (
	MaxKeywordRunes = 20
	MaxPageIndex    = 1000
	DefaultPageSize = 10
)

// Kinds are the four tabs of the search page, in the order the page shows them.
var Kinds = []string{port.KindNews, port.KindCollege, port.KindMajor, port.KindProfession}

// defaultOrder is the order in which an unspecified Kind picks the first tab
// with hits (news last while the portal has none).
var defaultOrder = []string{port.KindCollege, port.KindMajor, port.KindProfession, port.KindNews}

// Request is the body of Search/Query.
type Request struct {
	Keyword   string
	Kind      string // news | college | major | profession; empty: the first tab with hits
	PageIndex int    // default 1
	PageSize  int    // default 10; one of 10, 20, 50, 100
}

// Check trims the keyword, fills the defaults and refuses bad input with a
// Chinese message.
func (r *Request) Check() error {
	r.Keyword = strings.TrimSpace(r.Keyword)
	if r.Keyword == "" {
		return apperr.Invalid("请输入搜索关键词")
	}
	if utf8.RuneCountInString(r.Keyword) > MaxKeywordRunes {
		return apperr.Invalid("搜索关键词不能超过20个字")
	}
	r.Kind = strings.TrimSpace(r.Kind)
	if r.Kind != "" && !isKind(r.Kind) {
		return apperr.Invalid("搜索类别只能是 news（资讯）、college（院校）、major（专业）或 profession（职业）")
	}
	if r.PageIndex == 0 {
		r.PageIndex = 1
	}
	if r.PageIndex < 1 || r.PageIndex > MaxPageIndex {
		return apperr.Invalid("页码须在 1 到 1000 之间")
	}
	if r.PageSize == 0 {
		r.PageSize = DefaultPageSize
	}
	switch r.PageSize {
	case 10, 20, 50, 100:
		return nil
	}
	return apperr.Invalid("每页条数只能是 10、20、50 或 100")
}

func isKind(k string) bool {
	for _, x := range Kinds {
		if x == k {
			return true
		}
	}
	return false
}
