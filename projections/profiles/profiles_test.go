package profiles_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/profiles"
)

var meta = events.Metadata{ActorUserID: "u-1", ClientIP: "10.0.0.1"}

const row = `SELECT user_id, phone, coalesce(login_name, 'NULL'), nick_name, coalesce(student_name, 'NULL'), sex,
	exam_province_id, exam_province_name, exam_year, subject_type, select_subjects, score, score_is_final, profile_version
	FROM users ORDER BY user_id`

func registered(id, phone string) events.AccountRegistered {
	return events.AccountRegistered{UserID: id, Phone: phone, NickName: "用户" + phone[7:]}
}

// Given accounts and profile events, then these rows of users.
func TestUsersRows(t *testing.T) {
	t.Parallel()
	exam := events.ExamInfoUpdated{UserID: "u-1", ExamProvinceID: 44, ExamProvinceName: "广东", ExamYear: 2027,
		SelectSubjects: []string{"物理", "化学", "生物"}}
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "a registration is a row with nothing filled in", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.AccountStream("u-1"), registered("u-1", "13900000001"))
		}, want: [][]string{{"u-1", "13900000001", "NULL", "用户0001", "NULL", "0", "NULL", "NULL", "NULL", "0", "{}", "NULL", "false", "0"}}},
		{name: "the profile's events fill it, with the profile stream's version", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.AccountStream("u-1"), registered("u-1", "13900000001"), events.LoginNameSet{UserID: "u-1", LoginName: "ZhangSan"})
			e.Given(t, meta, events.ProfileStream("u-1"), events.StudentInfoUpdated{UserID: "u-1", NickName: "小张", StudentName: "张三", Sex: 1},
				exam, events.ScoreUpdated{UserID: "u-1", Score: 600})
		}, want: [][]string{{"u-1", "13900000001", "ZhangSan", "小张", "张三", "1", "44", "广东", "2027", "0", "{物理,化学,生物}", "600", "false", "3"}}},
		{name: "an old-exam 科类 keeps no subjects; the real score is marked", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.AccountStream("u-1"), registered("u-1", "13900000001"))
			e.Given(t, meta, events.ProfileStream("u-1"), events.ExamInfoUpdated{UserID: "u-1", ExamProvinceID: 41, ExamProvinceName: "河南",
				ExamYear: 2024, SubjectType: 2}, events.ScoreUpdated{UserID: "u-1", Score: 512, IsFinal: true})
		}, want: [][]string{{"u-1", "13900000001", "NULL", "用户0001", "NULL", "0", "41", "河南", "2024", "2", "{}", "512", "true", "2"}}},
		{name: "an update of a user not registered changes nothing", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.ProfileStream("u-9"), events.ScoreUpdated{UserID: "u-9", Score: 600})
		}},
		{name: "registration and updates in one batch, two users", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, meta, events.AccountStream("u-2"), registered("u-2", "13900000002"))...)
			batch = append(batch, e.Append(t, meta, events.AccountStream("u-1"), registered("u-1", "13900000001"))...)
			batch = append(batch, e.Append(t, meta, events.ProfileStream("u-1"), exam, events.ScoreUpdated{UserID: "u-1", Score: 610})...)
			batch = append(batch, e.Append(t, meta, events.ProfileStream("u-2"), events.ScoreUpdated{UserID: "u-2", Score: 480})...)
			e.Batch(t, batch)
		}, want: [][]string{
			{"u-1", "13900000001", "NULL", "用户0001", "NULL", "0", "44", "广东", "2027", "0", "{物理,化学,生物}", "610", "false", "2"},
			{"u-2", "13900000002", "NULL", "用户0002", "NULL", "0", "NULL", "NULL", "NULL", "0", "{}", "480", "false", "1"}}},
		{name: "a registration delivered again keeps the row", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, meta, events.AccountStream("u-1"), registered("u-1", "13900000001"))
			e.Batch(t, envs)
			e.Given(t, meta, events.ProfileStream("u-1"), events.ScoreUpdated{UserID: "u-1", Score: 600})
			e.Batch(t, envs)
		}, want: [][]string{{"u-1", "13900000001", "NULL", "用户0001", "NULL", "0", "NULL", "NULL", "NULL", "0", "{}", "600", "false", "1"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, profiles.Projection{})
			c.given(t, e)
			if got := e.Rows(t, row); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("rows\n%v\nwant\n%v", got, c.want)
			}
		})
	}
}

// updated_at follows the newest event; registered_at stays the registration's.
func TestUsersTimes(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, profiles.Projection{})
	e.Given(t, meta, events.AccountStream("u-1"), registered("u-1", "13900000001"))
	time.Sleep(20 * time.Millisecond)
	e.Given(t, meta, events.ProfileStream("u-1"), events.ScoreUpdated{UserID: "u-1", Score: 600})
	got := e.Rows(t, `SELECT (updated_at > registered_at)::text FROM users`)
	if len(got) != 1 || got[0][0] != "true" {
		t.Fatalf("updated after registered: %v", got)
	}
}
