package command_test

// Native fuzzing of the command side's decoders and input parsers: the event
// decoder every aggregate replays through (command.Replay), the profile
// commands (names, sex, province, year, subjects, score, version) and the
// account commands' phone and SMS-code parsing. A refusal must be an apperr
// below 500 that appends nothing but the designed failure records; whatever is
// appended must decode again.

import (
	"context"
	"math"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"zhiyuan/command"
	"zhiyuan/command/account"
	"zhiyuan/command/profile"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

func refusal(t *testing.T, what string, err error) bool {
	t.Helper()
	if err == nil {
		return false
	}
	if e, ok := apperr.As(err); !ok || e.Code >= 500 || e.Message == "" {
		t.Fatalf("%s: %v is not a refusal", what, err)
	}
	return true
}

// replayAll decodes the whole log, failing on any event that does not decode.
func replayAll(t *testing.T, m *memStore) {
	t.Helper()
	if err := command.Replay(m.reg, m.all, func(events.Envelope, events.Event) {}); err != nil {
		t.Fatalf("appended an event that does not decode: %v", err)
	}
}

func FuzzReplay(f *testing.F) {
	reg := events.NewRegistry()
	for _, name := range reg.Names() {
		v, _ := reg.Version(name)
		f.Add(name, v, []byte(`{}`))
		f.Add(name, 1, []byte(`{"user_id":"u1","phone":"13800138000","exam_province_id":44,"select_subjects":["物理"]}`))
	}
	f.Add("profile.exam_info_updated", 0, []byte(`{"ExamProvinceId":44}`))
	f.Add("nope", 1, []byte(`null`))
	f.Add("account.registered", math.MinInt, []byte(`[`))
	f.Fuzz(func(t *testing.T, typ string, version int, data []byte) {
		env := events.Envelope{Type: typ, SchemaVersion: version, Data: data}
		err := command.Replay(reg, []events.Envelope{env}, func(_ events.Envelope, ev events.Event) {
			if ev.EventType() != typ {
				t.Fatalf("decoded %s as %s", typ, ev.EventType())
			}
		})
		_ = err // an error is the answer for a bad event; a panic is the failure
	})
}

func FuzzProfileCommands(f *testing.F) {
	f.Add("小明", "王小明", 1, 44, 2025, 0, "物理,化学,生物", 612.0, true, 0, false)
	f.Add("考生", "李华", 2, 11, 2024, 1, "", 598.0, false, 1, true)
	f.Add(" ", "\x00", 3, 0, 99999999999, -1, "物理,物理,物理", -1.0, false, -1, true)
	f.Add(strings.Repeat("长", 21), "a\u202eb", 1, 65, 2026, 2, ",,", 750.5, true, 99, true)
	f.Fuzz(func(t *testing.T, nick, student string, sex, province, year, subjectType int, subjects string,
		score float64, final bool, version int, useVersion bool) {
		reg := events.NewRegistry()
		m := newMemStore(reg)
		s := profile.NewService(m, reg)
		ctx, meta := context.Background(), events.Metadata{ClientIP: "10.0.0.1"}
		var v *int
		if useVersion {
			v = &version
		}
		before := m.count()
		_, err := s.UpdateStudent(ctx, meta, "u1", profile.UpdateStudent{NickName: nick, StudentName: student, Sex: sex, Version: v})
		if refusal(t, "UpdateStudent", err) {
			if m.count() != before {
				t.Fatal("a refused UpdateStudent appended")
			}
		} else {
			n, st := strings.TrimSpace(nick), strings.TrimSpace(student)
			if n == "" || st == "" || utf8.RuneCountInString(n) > 20 || utf8.RuneCountInString(st) > 20 || (sex != 1 && sex != 2) {
				t.Fatalf("accepted %q %q %d", nick, student, sex)
			}
		}
		var list []string
		if subjects != "" {
			list = strings.Split(subjects, ",")
		}
		_, err = s.UpdateExam(ctx, meta, "u1", profile.UpdateExam{ExamProvinceID: province, ExamYear: year,
			SubjectType: subjectType, SelectSubjects: list})
		refusal(t, "UpdateExam", err)
		before = m.count()
		_, err = s.UpdateScore(ctx, meta, "u1", profile.UpdateScore{Score: &score, IsFinal: final})
		if refusal(t, "UpdateScore", err) {
			if m.count() != before {
				t.Fatal("a refused UpdateScore appended")
			}
		} else if score < 0 || score > 900 || score != math.Trunc(score) {
			t.Fatalf("accepted score %v", score)
		}
		replayAll(t, m)
	})
}

type smsSink struct{ sent []string }

func (s *smsSink) Send(_ context.Context, phone, _ string) error {
	s.sent = append(s.sent, phone)
	return nil
}

type noCaptcha struct{}

func (noCaptcha) Verify(context.Context, string, string) bool { return false }

var mobile = regexp.MustCompile(`^1[3-9]\d{9}$`)

func FuzzAccountPhoneAndCode(f *testing.F) {
	for _, s := range [][2]string{{"13800138000", "123456"}, {" 13912345678 ", "000000"}, {"12800138000", "12345"},
		{"138001380001", "1234567"}, {"１３８００１３８０００", "１２３４５６"}, {"+8613800138000", "12345a"},
		{"13800138000\x00", "123456\n"}, {"", ""}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, phone, code string) {
		reg := events.NewRegistry()
		m := newMemStore(reg)
		sms := &smsSink{}
		s := account.NewService(m, reg, sms, noCaptcha{}, account.DefaultLimits(), []byte(strings.Repeat("k", 32)))
		ctx, meta := context.Background(), events.Metadata{ClientIP: "10.0.0.1"}
		err := s.SendCode(ctx, meta, account.SendCode{Phone: phone})
		if !refusal(t, "SendCode", err) && (!mobile.MatchString(strings.TrimSpace(phone)) || len(sms.sent) != 1) {
			t.Fatalf("sent a code to %q (%v)", phone, sms.sent)
		}
		n := m.count()
		_, err = s.LoginByCode(ctx, meta, account.CodeLogin{Phone: phone, Code: code})
		if refusal(t, "LoginByCode", err) {
			for _, e := range m.all[n:] {
				if e.Type != (events.LoginCodeRejected{}).EventType() && e.Type != (events.CodeCheckStarted{}).EventType() {
					t.Fatalf("a refused login appended %s", e.Type)
				}
			}
		}
		replayAll(t, m)
	})
}
