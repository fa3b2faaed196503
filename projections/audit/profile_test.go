package audit_test

import (
	"reflect"
	"strconv"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
)

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

var (
	student = events.StudentInfoUpdated{UserID: "u-1", NickName: "小张", StudentName: "张三", Sex: 1}
	exam    = events.ExamInfoUpdated{UserID: "u-1", ExamProvinceID: 44, ExamProvinceName: "广东", ExamYear: 2027,
		SelectSubjects: []string{"物理", "化学", "生物"}}
)

// Given profile updates, then entries that say what each one changed against the values before.
func TestProfileEntries(t *testing.T) {
	t.Parallel()
	acc, prof := events.AccountStream("u-1"), events.ProfileStream("u-1")
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  []string // the summaries of the profile stream's entries, in order
	}{
		{name: "the first edit starts from the nickname given at registration", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, acc, registered("u-1", "13900000001"))
			e.Given(t, meta, prof, student)
		}, want: []string{"修改基本信息：昵称：用户0001 → 小张；学生姓名：未填 → 张三；性别：未填 → 男"}},
		{name: "without a registration every field starts unfilled", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, prof, student)
		}, want: []string{"修改基本信息：昵称：未填 → 小张；学生姓名：未填 → 张三；性别：未填 → 男"}},
		{name: "an edit shows only the fields it changed; the same values again change nothing", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, acc, registered("u-1", "13900000001"))
			e.Given(t, meta, prof, student)
			e.Given(t, meta, prof, events.StudentInfoUpdated{UserID: "u-1", NickName: "小张", StudentName: "张三", Sex: 2})
			e.Given(t, meta, prof, events.StudentInfoUpdated{UserID: "u-1", NickName: "小张", StudentName: "张三", Sex: 2})
		}, want: []string{"修改基本信息：昵称：用户0001 → 小张；学生姓名：未填 → 张三；性别：未填 → 男",
			"修改基本信息：性别：男 → 女", "修改基本信息：内容未变化"}},
		{name: "exam info: subjects for the new exam, a 科类 for the old one", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, prof, exam)
			e.Given(t, meta, prof, events.ExamInfoUpdated{UserID: "u-1", ExamProvinceID: 41, ExamProvinceName: "河南",
				ExamYear: 2024, SubjectType: 2})
			e.Given(t, meta, prof, events.ExamInfoUpdated{UserID: "u-1", ExamProvinceID: 41, ExamProvinceName: "河南",
				ExamYear: 2024, SubjectType: 1})
		}, want: []string{"修改高考信息：高考省份：未填 → 广东；高考年份：未填 → 2027；选考科目：未填 → 物理/化学/生物",
			"修改高考信息：高考省份：广东 → 河南；高考年份：2027 → 2024；科类：未填 → 理科",
			"修改高考信息：科类：理科 → 文科"}},
		{name: "a score, estimated then real", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, prof, events.ScoreUpdated{UserID: "u-1", Score: 600})
			e.Given(t, meta, prof, events.ScoreUpdated{UserID: "u-1", Score: 598, IsFinal: true})
		}, want: []string{"修改高考成绩：成绩：未填 → 600分（预估成绩）", "修改高考成绩：成绩：600分（预估成绩） → 598分（实际成绩）"}},
		{name: "updates in one batch compare with each other", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, meta, acc, registered("u-1", "13900000001"))...)
			batch = append(batch, e.Append(t, meta, prof, events.ScoreUpdated{UserID: "u-1", Score: 600},
				events.ScoreUpdated{UserID: "u-1", Score: 610}, events.ScoreUpdated{UserID: "u-1", Score: 610})...)
			e.Batch(t, batch)
		}, want: []string{"修改高考成绩：成绩：未填 → 600分（预估成绩）", "修改高考成绩：成绩：600分（预估成绩） → 610分（预估成绩）",
			"修改高考成绩：内容未变化"}},
		{name: "a batch delivered again adds no entry and keeps the last values", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, meta, prof, events.ScoreUpdated{UserID: "u-1", Score: 600})
			e.Batch(t, envs)
			e.Given(t, meta, prof, events.ScoreUpdated{UserID: "u-1", Score: 620})
			e.Batch(t, envs)
			e.Given(t, meta, prof, events.ScoreUpdated{UserID: "u-1", Score: 630})
		}, want: []string{"修改高考成绩：成绩：未填 → 600分（预估成绩）", "修改高考成绩：成绩：600分（预估成绩） → 620分（预估成绩）",
			"修改高考成绩：成绩：620分（预估成绩） → 630分（预估成绩）"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			c.given(t, e)
			var got []string
			for _, r := range e.Rows(t, `SELECT user_id, summary FROM entries WHERE type LIKE 'profile.%' ORDER BY position`) {
				if r[0] != "u-1" {
					t.Fatalf("entry of %s", r[0])
				}
				got = append(got, r[1])
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("summaries\n%q\nwant\n%q", got, c.want)
			}
		})
	}
}

// Two users in one batch keep their own values and their own entries.
func TestProfileEntriesOfTwoUsers(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	var batch []events.Envelope
	batch = append(batch, e.Append(t, meta, events.AccountStream("u-1"), registered("u-1", "13900000001"))...)
	batch = append(batch, e.Append(t, meta, events.AccountStream("u-2"), registered("u-2", "13900000002"))...)
	batch = append(batch, e.Append(t, meta, events.ProfileStream("u-2"), events.ScoreUpdated{UserID: "u-2", Score: 480})...)
	batch = append(batch, e.Append(t, meta, events.ProfileStream("u-1"), events.ScoreUpdated{UserID: "u-1", Score: 600})...)
	e.Batch(t, batch)
	e.Given(t, meta, events.ProfileStream("u-2"), events.StudentInfoUpdated{UserID: "u-2", NickName: "小李", Sex: 2})
	want := [][]string{
		{"u-1", "account.registered", "注册账号（手机号 139****0001）"},
		{"u-2", "account.registered", "注册账号（手机号 139****0002）"},
		{"u-2", "profile.score_updated", "修改高考成绩：成绩：未填 → 480分（预估成绩）"},
		{"u-1", "profile.score_updated", "修改高考成绩：成绩：未填 → 600分（预估成绩）"},
		{"u-2", "profile.student_info_updated", "修改基本信息：昵称：用户0002 → 小李；性别：未填 → 女"},
	}
	if got := e.Rows(t, entryRow); !reflect.DeepEqual(got, want) {
		t.Fatalf("entries\n%v\nwant\n%v", got, want)
	}
	got := e.Rows(t, `SELECT user_id, field, value FROM last_values ORDER BY user_id, field COLLATE "C"`)
	wantLast := [][]string{{"u-1", "成绩", "600分（预估成绩）"}, {"u-1", "昵称", "用户0001"},
		{"u-2", "性别", "女"}, {"u-2", "成绩", "480分（预估成绩）"}, {"u-2", "昵称", "小李"}}
	if !reflect.DeepEqual(got, wantLast) {
		t.Fatalf("last values\n%v\nwant\n%v", got, wantLast)
	}
}
