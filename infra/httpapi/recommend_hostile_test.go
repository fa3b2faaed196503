package httpapi_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/platform/platformtest"
)

// hostileValues are values a client may send in any field of a recommendation request.
var hostileValues = []any{nil, 0, -1, 1, 2, 7, 99, 2026, 2027, 1999, 1e9, -1e9, 3.5, "", "600", "六百", " 44 ", "物理", "历史",
	"化学", "group", "major", "school", "稳", "无", "WDF", "本科", "专科", true, false, []any{}, []any{"物理", "化学", "生物"},
	[]any{44, 11}, []any{"985"}, map[string]any{}, strings.Repeat("组", 300), "\u202e", "'; DROP TABLE results; --"}

var hostileFields = []string{"ProvinceId", "Year", "SubjectType", "SelectSubject", "SelectSubjects", "Score", "Rank", "PredictScore",
	"Method", "Level", "Label", "CollegeProvinceIds", "Tags", "Natures", "Categories", "Keyword", "Majors", "MaxTuition",
	"Special", "Batch", "PageIndex", "PageSize", "UnitKey"}

// testRecommendHostile sends every Recommend route bodies that mix a valid candidate with
// hostile fields, on the shipped data: no answer may be a 5xx or an envelope-less reply.
func testRecommendHostile(t *testing.T, e *platformtest.Env) {
	rng := rand.New(rand.NewPCG(16, 2026))
	var paths []string
	for _, r := range httpapi.Routes {
		if strings.HasPrefix(r.Path, "/api/Recommend/") {
			paths = append(paths, r.Path)
		}
	}
	if len(paths) != 17 {
		t.Fatalf("%d Recommend routes", len(paths))
	}
	for i := 0; i < 400; i++ {
		body := map[string]any{"ProvinceId": []int{44, 33, 37, 32, 13, 54}[rng.IntN(6)], "Year": 2026, "SelectSubject": "物理", "Score": 600}
		for n := 1 + rng.IntN(4); n > 0; n-- {
			body[hostileFields[rng.IntN(len(hostileFields))]] = hostileValues[rng.IntN(len(hostileValues))]
		}
		path := paths[rng.IntN(len(paths))]
		if rng.IntN(4) == 0 {
			path += fmt.Sprintf("?pageIndex=%d&pageSize=%d", rng.IntN(5)-1, []int{0, 5, 10, 100, 1000}[rng.IntN(5)])
		}
		r := e.Call(t, path, "", body)
		if r.Status >= 500 || r.Code >= 500 {
			t.Errorf("%s %v: HTTP %d Code %d %q", path, body, r.Status, r.Code, r.Message)
		}
	}
}
