package search

import (
	"strings"
	"testing"
	"unicode/utf8"

	"zhiyuan/events/apperr"
)

// FuzzRequestCheck: the keyword, kind and paging of Search/Query. What it
// accepts goes to the search index, so it must be bounded and trimmed.
func FuzzRequestCheck(f *testing.F) {
	f.Add("北京", "college", 1, 10)
	f.Add(" 计算机 ", "", 0, 0)
	f.Add(strings.Repeat("长", 21), "news", 1001, 7)
	f.Add("\u3000", "COLLEGE", -1, 100)
	f.Add("a*b?c~\"", " major ", 1000, 50)
	f.Fuzz(func(t *testing.T, keyword, kind string, page, size int) {
		r := Request{Keyword: keyword, Kind: kind, PageIndex: page, PageSize: size}
		if err := r.Check(); err != nil {
			if e, ok := apperr.As(err); !ok || e.Code != apperr.CodeInvalid || e.Message == "" {
				t.Fatalf("%+v: %v is not a 400 refusal", r, err)
			}
			return
		}
		if r.Keyword == "" || r.Keyword != strings.TrimSpace(r.Keyword) || utf8.RuneCountInString(r.Keyword) > MaxKeywordRunes ||
			(r.Kind != "" && !isKind(r.Kind)) || r.PageIndex < 1 || r.PageIndex > MaxPageIndex {
			t.Fatalf("accepted %+v", r)
		}
	})
}
