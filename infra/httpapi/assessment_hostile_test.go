package httpapi_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/platform/platformtest"
)

var testHostileFields = []string{"Bank", "Version", "Answers", "SubmissionId", "Kind", "Code", "ProvinceId", "ExamYear", "Sex",
	"FromWeek", "ToWeek", "Majors", "PageIndex", "PageSize"}

var testHostileValues = []any{nil, 0, -1, 1, 5, 6, 44, 99, 2027, 1e12, -1e12, 2.5, "", "holland", "bigfive", "type16", "subjects",
	"path", "allround", "iq", "major", "profession", "0809", "2026-06-22", "2026-13-45", "H01", true, []any{},
	[]any{map[string]any{"Id": "H01", "Value": 3}}, []any{map[string]any{"Id": nil, "Value": "三"}}, []any{1, 2, 3},
	[]any{"0809", "0809", "9999"}, map[string]any{"H01": 5}, strings.Repeat("测", 500), "\u202e", "'; DROP TABLE results; --"}

// Every assessment route with a valid-looking body mixed with hostile fields, signed in and not:
// no answer is a 5xx.
func testAssessmentHostile(t *testing.T, e *platformtest.Env, tok string) {
	rng := rand.New(rand.NewPCG(18, 2026))
	var paths []string
	for _, r := range httpapi.Routes {
		if strings.Contains(r.Path, "Test") || strings.Contains(r.Path, "Allround") || strings.Contains(r.Path, "SelSubject") ||
			strings.Contains(r.Path, "SelectExam") || strings.HasPrefix(r.Path, "/api/Assessment/") || strings.Contains(r.Path, "UpgradePath") {
			paths = append(paths, r.Path)
		}
	}
	if len(paths) < 34 {
		t.Fatalf("%d assessment routes", len(paths))
	}
	for i := 0; i < 500; i++ {
		body := map[string]any{"Bank": "holland"}
		for n := 1 + rng.IntN(4); n > 0; n-- {
			body[testHostileFields[rng.IntN(len(testHostileFields))]] = testHostileValues[rng.IntN(len(testHostileValues))]
		}
		token := tok
		if rng.IntN(5) == 0 {
			token = ""
		}
		path := paths[rng.IntN(len(paths))]
		if r := e.Call(t, path, token, body); r.Status >= 500 || r.Code >= 500 {
			t.Errorf("%s %v: HTTP %d Code %d %q", path, body, r.Status, r.Code, r.Message)
		}
	}
}
