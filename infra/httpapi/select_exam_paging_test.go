package httpapi_test

import (
	"math"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// A page index the offset cannot hold is an empty page, not a server error (the API fuzzer's
// finding: Career/SelectExamPaged answered 500 to PageIndex 2^63-1).
func TestSelectExamPagedHugePage(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	var page struct {
		List  []any
		Total int
	}
	e.OK(t, "/api/Career/SelectExamPaged", "", map[string]any{"PageIndex": int64(math.MaxInt64), "PageSize": 10}, &page)
	if len(page.List) != 0 {
		t.Fatalf("a page past the end: %+v", page)
	}
}
