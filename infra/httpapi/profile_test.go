package httpapi_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

type student struct {
	HasLoginName bool
	NickName     string
	UserScore    *struct {
		ExamProvinceId   int
		ExamProvinceName string
		ExamYear         int
		SubjectType      int
		SelectSubjects   []string
		Score            *int
	}
	Student *struct {
		Sex         int
		StudentName string
	}
	Version int
}

type written struct {
	Version  int
	Position int64
}

// get reads the profile after a write, waiting for the write's position.
func get(t *testing.T, e *platformtest.Env, tok string, w written) student {
	t.Helper()
	r := e.Call(t, "/api/User/GetUserStudent", tok, nil, "waitPosition", strconv.FormatInt(w.Position, 10))
	if r.Code != 0 {
		t.Fatalf("GetUserStudent: %d %s", r.Code, r.Message)
	}
	var s student
	_ = json.Unmarshal(r.Data, &s)
	return s
}

func TestProfileReadYourWritesAndCompleteness(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(20))
	var flags map[string]int
	e.OK(t, "/api/User/CheckUserStudentComplate", tok, nil, &flags)
	if flags["IsNeedComplateBaseInfo"] != 1 || flags["IsNeedComplateScore"] != 1 || flags["IsNeedComplateSubjects"] != 1 {
		t.Fatalf("new user flags %v", flags)
	}
	var w written
	e.OK(t, "/api/User/UpdateUserStudent", tok, map[string]any{"NickName": "小明", "StudentName": "王小明", "Sex": 1}, &w)
	s := get(t, e, tok, w)
	if s.NickName != "小明" || s.Student == nil || s.Student.StudentName != "王小明" || s.Version != w.Version {
		t.Fatalf("after student update: %+v", s)
	}
	e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": 44, "ExamYear": 2027, "SelectSubjects": []string{"物理", "化学", "生物"}}, &w)
	e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": 612}, &w)
	s = get(t, e, tok, w)
	if s.UserScore == nil || s.UserScore.ExamProvinceName != "广东" || *s.UserScore.Score != 612 || len(s.UserScore.SelectSubjects) != 3 {
		t.Fatalf("after exam and score: %+v", s.UserScore)
	}
	r := e.Call(t, "/api/User/CheckUserStudentComplate", tok, nil, "waitPosition", strconv.FormatInt(w.Position, 10))
	_ = json.Unmarshal(r.Data, &flags)
	for k, v := range flags {
		if v != 0 {
			t.Fatalf("complete profile still flags %s", k)
		}
	}
}

func TestProfileValidationChangesNothing(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(21))
	head := func() int64 { h, _ := e.P.Store.Head(t.Context()); return h }
	before := head()
	cases := []struct {
		path string
		body any
		msg  string
	}{
		{"/api/User/UpdateUserStudent", map[string]any{"NickName": "", "StudentName": "王", "Sex": 1}, "请填写昵称"},
		{"/api/User/UpdateUserStudent", map[string]any{"NickName": "a", "StudentName": "王", "Sex": 3}, "请选择性别"},
		{"/api/User/UpdateUserScore", map[string]any{"Score": 600}, "请先完善高考信息！"},
		{"/api/User/UpdateUserExam", map[string]any{"ExamProvinceId": 99, "ExamYear": 2027}, "请选择招生地区"},
		{"/api/User/UpdateUserExam", map[string]any{"ExamProvinceId": 44, "ExamYear": 2027, "SelectSubjects": []string{"化学", "物理", "生物"}}, "首选科目须为物理或历史"},
		{"/api/User/UpdateUserExam", map[string]any{"ExamProvinceId": 44, "ExamYear": 2027}, "请选择科目！"},
		{"/api/User/UpdateUserExam", map[string]any{"ExamProvinceId": 33, "ExamYear": 2027, "SelectSubjects": []string{"物理", "物理", "技术"}}, "选考科目须为物理、化学、生物、政治、历史、地理、技术中的三门"},
		{"/api/User/UpdateUserExam", map[string]any{"ExamProvinceId": 65, "ExamYear": 2026, "SubjectType": 0}, "请选择科类！"},
	}
	for _, c := range cases {
		r := e.Call(t, c.path, tok, c.body)
		if r.Code != 400 || r.Message != c.msg {
			t.Errorf("%s %v: %d %q, want %q", c.path, c.body, r.Code, r.Message, c.msg)
		}
	}
	var w written
	e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": 44, "ExamYear": 2027, "SelectSubjects": []string{"物理", "化学", "地理"}}, &w)
	for _, bad := range []any{-1, 751, 600.5, nil} {
		if r := e.Call(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": bad}); r.Code != 400 || r.Message != "请输入有效的高考成绩！" {
			t.Errorf("score %v: %d %s", bad, r.Code, r.Message)
		}
	}
	if got := head(); got != w.Position || got <= before {
		t.Fatalf("rejected writes changed the log: head %d, last write %d", got, w.Position)
	}
	// 海南 uses a 900-point standard score: 751 is valid there.
	e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": 46, "ExamYear": 2027, "SelectSubjects": []string{"物理", "化学", "生物"}}, nil)
	e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": 751}, nil)
}

func TestStaleVersionIsRefusedWith409(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(22))
	var w written
	e.OK(t, "/api/User/UpdateUserStudent", tok, map[string]any{"NickName": "甲", "StudentName": "甲", "Sex": 1, "Version": 0}, &w)
	e.OK(t, "/api/User/UpdateUserStudent", tok, map[string]any{"NickName": "乙", "StudentName": "乙", "Sex": 2, "Version": w.Version}, &w)
	r := e.Call(t, "/api/User/UpdateUserStudent", tok, map[string]any{"NickName": "丙", "StudentName": "丙", "Sex": 1, "Version": w.Version - 1})
	if r.Code != 409 {
		t.Fatalf("stale version: %d %s", r.Code, r.Message)
	}
	if s := get(t, e, tok, w); s.NickName != "乙" || s.Version != 2 {
		t.Fatalf("stale write changed the profile: %+v", s)
	}
}
