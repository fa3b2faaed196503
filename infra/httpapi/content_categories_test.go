package httpapi_test

import (
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// The news categories count what a reader of the province is shown: the national items and the
// province's own, like the list the category opens; without a province, everyone's.
func TestNewsCategoryCountsFollowTheProvince(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	o := newOperators(t, e, 2061)
	var last saved
	for _, p := range [][]int{{44}, {}, {33}} {
		body := newsBody("分省计数")
		body["Provinces"] = p
		last = o.publish(t, body)
	}
	e.WaitProjections(t, last.Position, "content")
	count := func(body map[string]any) int {
		var cats []struct {
			CategoryName string
			Count        int
		}
		e.OK(t, "/api/Web/GetNewsCategoryList", "", body, &cats)
		for _, c := range cats {
			if c.CategoryName == "填报指南" {
				return c.Count
			}
		}
		return 0
	}
	for body, want := range map[*map[string]any]int{
		{"ExamProvinceId": 44}: 2, {"ExamProvinceId": 33}: 2, {}: 3, {"ExamProvinceId": 11}: 1,
	} {
		if got := count(*body); got != want {
			t.Errorf("%v: %d, want %d", *body, got, want)
		}
		var page newsPage
		e.OK(t, "/api/Web/GetNewsInfoList", "", *body, &page)
		if page.Total != want {
			t.Errorf("%v: the list holds %d, the count says %d", *body, page.Total, want)
		}
	}
	if r := e.Call(t, "/api/Web/GetNewsCategoryList", "", map[string]any{"ExamProvinceId": 99}); r.Code != 400 {
		t.Errorf("unknown province: %d %s", r.Code, r.Message)
	}
}
