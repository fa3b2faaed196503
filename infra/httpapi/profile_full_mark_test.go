package httpapi_test

import (
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// A score is capped at the exam province's full mark: 海南 900 (a standard score), 上海 660,
// 750 elsewhere; above it answers 400 in Chinese and appends nothing.
func TestProfileScoreCapFollowsTheProvince(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(24))
	cases := []struct {
		province   int
		subjects   []string
		top, above int
	}{
		{46, []string{"物理", "化学", "生物"}, 900, 901},
		{31, []string{"物理", "化学", "地理"}, 660, 661},
		{44, []string{"物理", "化学", "生物"}, 750, 751},
	}
	for _, c := range cases {
		e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": c.province, "ExamYear": 2027, "SelectSubjects": c.subjects}, nil)
		for _, final := range []bool{false, true} {
			head, _ := e.P.Store.Head(t.Context())
			if r := e.Call(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": c.above, "IsFinal": final}); r.Code != 400 || r.Message != "请输入有效的高考成绩！" {
				t.Errorf("province %d score %d final=%v: %d %q", c.province, c.above, final, r.Code, r.Message)
			}
			if h, _ := e.P.Store.Head(t.Context()); h != head {
				t.Errorf("province %d: the refused score changed the log", c.province)
			}
		}
		e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": c.top, "IsFinal": true}, nil)
	}
}
