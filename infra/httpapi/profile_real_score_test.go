package httpapi_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

type realScore struct {
	UserScore *struct {
		Score        *int
		IsFinalScore bool
	}
}

func readRealScore(t *testing.T, e *platformtest.Env, tok string, w written) (int, bool) {
	t.Helper()
	r := e.Call(t, "/api/User/GetUserStudent", tok, nil, "waitPosition", strconv.FormatInt(w.Position, 10))
	var s realScore
	if r.Code != 0 || json.Unmarshal(r.Data, &s) != nil || s.UserScore == nil || s.UserScore.Score == nil {
		t.Fatalf("GetUserStudent: %d %s %s", r.Code, r.Message, r.Data)
	}
	return *s.UserScore.Score, s.UserScore.IsFinalScore
}

// The real score entered on /setRealScore survives every later profile save: the
// examinee information, the exam information and a score form resending the same score.
func TestProfileSavesKeepTheRealScore(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(23))
	var w written
	e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": 44, "ExamYear": 2027, "SelectSubjects": []string{"物理", "化学", "生物"}}, &w)
	e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": 600, "Version": w.Version}, &w)
	e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": 643, "IsFinal": true, "Version": w.Version}, &w)
	if s, final := readRealScore(t, e, tok, w); s != 643 || !final {
		t.Fatalf("after /setRealScore: %d final=%v", s, final)
	}

	e.OK(t, "/api/User/UpdateUserStudent", tok, map[string]any{"NickName": "小明", "StudentName": "王小明", "Sex": 1, "Version": w.Version}, &w)
	if s, final := readRealScore(t, e, tok, w); s != 643 || !final {
		t.Fatalf("UpdateUserStudent changed the real score: %d final=%v", s, final)
	}
	e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": 44, "ExamYear": 2027, "SelectSubjects": []string{"物理", "化学", "地理"}, "Version": w.Version}, &w)
	if s, final := readRealScore(t, e, tok, w); s != 643 || !final {
		t.Fatalf("UpdateUserExam changed the real score: %d final=%v", s, final)
	}

	// The examinee form resends the score it shows without IsFinal: nothing changes, nothing is appended.
	var same written
	e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": 643, "Version": w.Version}, &same)
	if same.Version != w.Version {
		t.Fatalf("resending the real score appended: version %d → %d", w.Version, same.Version)
	}
	if s, final := readRealScore(t, e, tok, w); s != 643 || !final {
		t.Fatalf("resending the score dropped the real score: %d final=%v", s, final)
	}

	// An estimate cannot replace the real score by accident: it is refused and the log is unchanged.
	head, _ := e.P.Store.Head(t.Context())
	r := e.Call(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": 600, "Version": w.Version})
	if r.Code != 400 || r.Message != "已录入高考真实成绩，如需修改请到「录入真实成绩」页提交" {
		t.Fatalf("estimate over the real score: %d %q", r.Code, r.Message)
	}
	if h, _ := e.P.Store.Head(t.Context()); h != head {
		t.Fatalf("the refused estimate changed the log: head %d → %d", head, h)
	}

	// Changing the real score on purpose (IsFinal) still works.
	e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": 645, "IsFinal": true, "Version": w.Version}, &w)
	if s, final := readRealScore(t, e, tok, w); s != 645 || !final {
		t.Fatalf("changing the real score on purpose: %d final=%v", s, final)
	}
}
