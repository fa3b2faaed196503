package httpapi

import (
	"testing"

	"zhiyuan/events/apperr"
)

// A NUL character reached PostgreSQL (invalid byte sequence 0x00, SQLSTATE
// 22021) and answered 500 on the searches and lookups, and would fail an
// append to the jsonb event log: found by the adversarial suite
// (internal/apifuzz). Bind refuses it with 400 and names the field.
func TestBindRefusesNULInAnyString(t *testing.T) {
	t.Parallel()
	cases := []struct {
		body, field string
		target      any
	}{
		{`{"Code":"a\u0000b"}`, "Code", &majorIDRequest{}},
		{`{"Id":"\u0000"}`, "Id", &collegeIDBody{}},
		{`{"Ids":["10001","1\u0000"]}`, "Ids", &struct{ Ids []flexText }{}},
		{`{"Phone":"1","CaptchaCode":"\u0000"}`, "CaptchaCode", &struct {
			Phone string
			captchaFields
		}{}},
		{`{"SelectSubject":"物理\u0000"}`, "SelectSubject", &scoreBody{}},
		{`{"SchoolHisotyScore":{"BatchId":"\u0000"}}`, "BatchId", &collegeFilterBody{}},
		{`{"M":{"k\u0000":"v"}}`, "M", &struct{ M map[string]string }{}},
	}
	for _, c := range cases {
		err := newCall(c.body, "application/json", "").Bind(c.target)
		e, ok := apperr.As(err)
		if !ok || e.Code != httpBadRequest || e.Message != "参数 "+c.field+" 含有无效字符" {
			t.Errorf("%s: %v", c.body, err)
		}
	}
	// The same through a form body, and nothing else is refused.
	if err := newCall("Phone=138%00", "application/x-www-form-urlencoded", "").Bind(&struct{ Phone string }{}); err == nil {
		t.Error("form NUL accepted")
	}
	if err := newCall(`{"Name":"a\u0001\tb\\u0000"}`, "application/json", "").Bind(&struct{ Name string }{}); err != nil {
		t.Errorf("other control characters refused: %v", err)
	}
}
