package profile_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command/profile"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

const user = "u-1"

var (
	stream = events.ProfileStream(user)
	meta   = events.Metadata{ActorUserID: user, ClientIP: "10.0.0.1"}
	// December 2026: families prepare for the 2027 exam.
	december2026 = time.Date(2026, 12, 7, 9, 0, 0, 0, beijing.Zone)
)

func score(v float64) *float64 { return &v }
func version(v int) *int       { return &v }

func guangdong(year int) events.ExamInfoUpdated {
	return events.ExamInfoUpdated{UserID: user, ExamProvinceID: 44, ExamProvinceName: "广东", ExamYear: year,
		SelectSubjects: []string{"物理", "化学", "生物"}}
}

// Given a profile's history, when the score is updated, then these events or this error.
func TestUpdateScore(t *testing.T) {
	t.Parallel()
	shanghai := events.ExamInfoUpdated{UserID: user, ExamProvinceID: 31, ExamProvinceName: "上海", ExamYear: 2027,
		SelectSubjects: []string{"物理", "化学", "生物"}}
	final600 := events.ScoreUpdated{UserID: user, Score: 600, IsFinal: true}
	for _, c := range []struct {
		name    string
		given   []events.Event
		when    profile.UpdateScore
		then    []events.Event
		wantErr string
	}{
		{name: "no exam information yet", when: profile.UpdateScore{Score: score(600)}, wantErr: "请先完善高考信息！"},
		{name: "an estimate", given: []events.Event{guangdong(2027)}, when: profile.UpdateScore{Score: score(600)},
			then: []events.Event{events.ScoreUpdated{UserID: user, Score: 600}}},
		{name: "the full mark of 广东", given: []events.Event{guangdong(2027)}, when: profile.UpdateScore{Score: score(750)},
			then: []events.Event{events.ScoreUpdated{UserID: user, Score: 750}}},
		{name: "above 广东's 750", given: []events.Event{guangdong(2027)}, when: profile.UpdateScore{Score: score(751)},
			wantErr: "请输入有效的高考成绩！"},
		{name: "above 上海's 660", given: []events.Event{shanghai}, when: profile.UpdateScore{Score: score(700)},
			wantErr: "请输入有效的高考成绩！"},
		{name: "a fraction", given: []events.Event{guangdong(2027)}, when: profile.UpdateScore{Score: score(600.5)},
			wantErr: "请输入有效的高考成绩！"},
		{name: "negative", given: []events.Event{guangdong(2027)}, when: profile.UpdateScore{Score: score(-1)},
			wantErr: "请输入有效的高考成绩！"},
		{name: "missing", given: []events.Event{guangdong(2027)}, when: profile.UpdateScore{}, wantErr: "请输入有效的高考成绩！"},
		{name: "the real score", given: []events.Event{guangdong(2027)}, when: profile.UpdateScore{Score: score(600), IsFinal: true},
			then: []events.Event{final600}},
		{name: "a form resending the real score as an estimate changes nothing", given: []events.Event{guangdong(2027), final600},
			when: profile.UpdateScore{Score: score(600)}},
		{name: "an estimate never replaces the real score", given: []events.Event{guangdong(2027), final600},
			when: profile.UpdateScore{Score: score(610)}, wantErr: "已录入高考真实成绩，如需修改请到「录入真实成绩」页提交"},
		{name: "a corrected real score", given: []events.Event{guangdong(2027), final600},
			when: profile.UpdateScore{Score: score(610), IsFinal: true}, then: []events.Event{events.ScoreUpdated{UserID: user, Score: 610, IsFinal: true}}},
		{name: "a stale version", given: []events.Event{guangdong(2027), events.ScoreUpdated{UserID: user, Score: 580}},
			when: profile.UpdateScore{Score: score(600), Version: version(1)}, wantErr: apperr.StaleVersion().Message},
		{name: "the current version", given: []events.Event{guangdong(2027), events.ScoreUpdated{UserID: user, Score: 580}},
			when: profile.UpdateScore{Score: score(600), Version: version(2)}, then: []events.Event{events.ScoreUpdated{UserID: user, Score: 600}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := profile.NewService(sc.Store, sc.Registry)
			svc.SetClock(func() time.Time { return december2026 })
			sc.Given(t, stream, c.given...)
			_, err := svc.UpdateScore(context.Background(), meta, user, c.when)
			check(t, sc, len(c.given), err, c.wantErr, c.then)
		})
	}
}

// Which exam years a profile accepts follows today's date, and the province's mode in that year
// decides between a 科类 and a subject choice.
func TestUpdateExam(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name    string
		today   time.Time
		when    profile.UpdateExam
		then    []events.Event
		wantErr string
	}{
		{name: "广东 2027, the coming exam", today: december2026,
			when: profile.UpdateExam{ExamProvinceID: 44, ExamYear: 2027, SelectSubjects: []string{"物理", "化学", "生物"}},
			then: []events.Event{guangdong(2027)}},
		{name: "a year too far ahead", today: december2026,
			when:    profile.UpdateExam{ExamProvinceID: 44, ExamYear: 2030, SelectSubjects: []string{"物理", "化学", "生物"}},
			wantErr: "请选择有效的高考年份"},
		{name: "a past year within three", today: december2026,
			when: profile.UpdateExam{ExamProvinceID: 44, ExamYear: 2023, SelectSubjects: []string{"物理", "化学", "生物"}},
			then: []events.Event{guangdong(2023)}},
		{name: "a past year beyond three", today: december2026,
			when:    profile.UpdateExam{ExamProvinceID: 44, ExamYear: 2022, SelectSubjects: []string{"物理", "化学", "生物"}},
			wantErr: "请选择有效的高考年份"},
		{name: "2030 is near once it is 2027", today: december2026.AddDate(1, 0, 0),
			when: profile.UpdateExam{ExamProvinceID: 44, ExamYear: 2030, SelectSubjects: []string{"物理", "化学", "生物"}},
			then: []events.Event{guangdong(2030)}},
		{name: "河南 2024 was the old exam: a 科类, no subjects kept", today: december2026,
			when: profile.UpdateExam{ExamProvinceID: 41, ExamYear: 2024, SubjectType: 1, SelectSubjects: []string{"物理"}},
			then: []events.Event{events.ExamInfoUpdated{UserID: user, ExamProvinceID: 41, ExamProvinceName: "河南", ExamYear: 2024, SubjectType: 1}}},
		{name: "河南 2027 is 3+1+2: a 科类 alone is not enough", today: december2026,
			when: profile.UpdateExam{ExamProvinceID: 41, ExamYear: 2027, SubjectType: 1}, wantErr: "请选择科目！"},
		{name: "the first subject must be 物理 or 历史", today: december2026,
			when:    profile.UpdateExam{ExamProvinceID: 44, ExamYear: 2027, SelectSubjects: []string{"化学", "物理", "生物"}},
			wantErr: "首选科目须为物理或历史"},
		{name: "浙江 keeps 技术", today: december2026,
			when: profile.UpdateExam{ExamProvinceID: 33, ExamYear: 2027, SelectSubjects: []string{"物理", "化学", "技术"}},
			then: []events.Event{events.ExamInfoUpdated{UserID: user, ExamProvinceID: 33, ExamProvinceName: "浙江", ExamYear: 2027,
				SelectSubjects: []string{"物理", "化学", "技术"}}}},
		{name: "an unknown province", today: december2026, when: profile.UpdateExam{ExamProvinceID: 99, ExamYear: 2027},
			wantErr: "请选择招生地区"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := profile.NewService(sc.Store, sc.Registry)
			svc.SetClock(func() time.Time { return c.today })
			_, err := svc.UpdateExam(context.Background(), meta, user, c.when)
			check(t, sc, 0, err, c.wantErr, c.then)
		})
	}
}

// check compares the command's error and the events it appended after the given history; every
// appended event records who wrote it and from where.
func check(t *testing.T, sc eventlogtest.Scenario, from int, err error, wantErr string, then []events.Event) {
	t.Helper()
	got, envs := sc.Since(t, stream, from)
	if wantErr != "" {
		e, ok := apperr.As(err)
		if !ok || e.Message != wantErr {
			t.Fatalf("error %v, want %q", err, wantErr)
		}
		if len(got) > 0 {
			t.Fatalf("a refused command appended %v", got)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(then) || (len(then) > 0 && !reflect.DeepEqual(got, then)) {
		t.Fatalf("appended %#v, want %#v", got, then)
	}
	for _, env := range envs {
		if env.Meta.ActorUserID != user || env.Meta.ClientIP != "10.0.0.1" {
			t.Fatalf("event recorded as %+v, want the user and their address", env.Meta)
		}
	}
}
