package httpapi_test

import (
	"testing"
	"time"

	"zhiyuan/infra/platform/platformtest"
)

func TestResetPasswordWithSMSCode(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phone := platformtest.Phone(15)
	tok, _ := e.Login(t, phone)
	setLoginName(t, e, tok, "wangwu", "first123")
	e.IP = "10.9.0.2"
	e.P.App.Accounts.SetClock(func() time.Time { return time.Now().Add(61 * time.Second) })
	e.OK(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil)
	code := e.LatestCode(t, phone)
	if r := e.Call(t, "/api/Auth/ResetPassword", "", map[string]string{"Phone": phone, "Code": code, "NewPassword": "weak"}); r.Code != 400 {
		t.Fatalf("weak password accepted: %d", r.Code)
	}
	e.OK(t, "/api/Auth/ResetPassword", "", map[string]string{"Phone": phone, "Code": code, "NewPassword": "reset123"}, nil)
	if r := e.Call(t, "/api/User/GetUserStudent", tok, nil); r.Code != 112 {
		t.Fatalf("sessions survive a reset: %d", r.Code)
	}
	if r := e.Call(t, "/api/Auth/ResetPassword", "", map[string]string{"Phone": phone, "Code": code, "NewPassword": "again123"}); r.Code != 400 {
		t.Fatalf("code reused for a reset: %d", r.Code)
	}
	e.OK(t, "/api/Auth/Login", "", map[string]string{"LoginName": "wangwu", "Password": "reset123"}, nil)
}
