package httpapi_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/platform/platformtest"
)

func TestSMSLoginRegistersOnceAndCodesAreSingleUse(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phone := platformtest.Phone(1)
	tok1, uid1 := e.Login(t, phone)
	if tok1 == "" || uid1 == "" {
		t.Fatal("no token")
	}
	var status struct{ UserId, NickName string }
	e.OK(t, "/api/Auth/LoginStatus", tok1, nil, &status)
	if status.UserId != uid1 || status.NickName != "用户0001" {
		t.Fatalf("login status %+v", status)
	}
	code := e.LatestCode(t, phone)
	r := e.Call(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": code})
	if r.Code != 400 || r.Message != "验证码错误或已失效，请重新获取" {
		t.Fatalf("reused code: %d %s", r.Code, r.Message)
	}
	e.IP = "10.1.0.2" // another client, so per-IP limits do not interfere
	e.P.App.Accounts.SetClock(func() time.Time { return time.Now().Add(61 * time.Second) })
	_, uid2 := e.Login(t, phone)
	if uid2 != uid1 {
		t.Fatalf("second login made a new account: %s vs %s", uid2, uid1)
	}
}

func TestSMSSendLimitsPerPhone(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phone := platformtest.Phone(2)
	send := func(ip string, offset time.Duration) platformtest.Reply {
		e.IP = ip
		e.P.App.Accounts.SetClock(func() time.Time { return time.Now().Add(offset) })
		return e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone})
	}
	if r := send("10.2.0.1", 0); r.Code != 0 {
		t.Fatalf("first send: %d %s", r.Code, r.Message)
	}
	if r := send("10.2.0.2", 0); r.Code != 429 || r.Message != "验证码发送过于频繁，请60秒后再试" {
		t.Fatalf("second send within a minute: %d %s", r.Code, r.Message)
	}
	for i := 1; i < 5; i++ { // sends 2..5, a minute apart
		if r := send(fmt.Sprintf("10.2.1.%d", i), time.Duration(i)*61*time.Second); r.Code != 0 {
			t.Fatalf("send %d: %d %s", i+1, r.Code, r.Message)
		}
	}
	if r := send("10.2.2.1", 6*61*time.Second); r.Code != 429 || r.Message != "该手机号1小时内获取验证码次数过多，请稍后再试" {
		t.Fatalf("sixth send in an hour: %d %s", r.Code, r.Message)
	}
	for i := 0; i < 5; i++ { // five more, over an hour later
		if r := send(fmt.Sprintf("10.2.3.%d", i), 2*time.Hour+time.Duration(i)*61*time.Second); r.Code != 0 {
			t.Fatalf("send %d: %d %s", i+6, r.Code, r.Message)
		}
	}
	if r := send("10.2.4.1", 3*time.Hour+10*time.Minute); r.Code != 429 || r.Message != "该手机号今日获取验证码次数已达上限，请明天再试" {
		t.Fatalf("eleventh send in a day: %d %s", r.Code, r.Message)
	}
}

// captchaAnswer reads the answer of a captcha the server issued (the test plays
// a human who can read the image).
func captchaAnswer(t *testing.T, e *platformtest.Env) (id, answer string) {
	t.Helper()
	var c struct{ CaptchaId, Image string }
	e.OK(t, "/api/Auth/GetCaptcha", "", nil, &c)
	if len(c.Image) < 100 || c.Image[:22] != "data:image/png;base64," {
		t.Fatalf("captcha image %.40q", c.Image)
	}
	if err := e.P.DB.Pool.QueryRow(context.Background(), `SELECT answer FROM captchas WHERE id = $1`, c.CaptchaId).Scan(&answer); err != nil {
		t.Fatal(err)
	}
	return c.CaptchaId, answer
}

func TestSMSSendLimitsPerIPAndCaptcha(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	e.IP = "10.3.0.1"
	for i := 0; i < 3; i++ {
		if r := e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(100 + i)}); r.Code != 0 {
			t.Fatalf("send %d: %d %s", i, r.Code, r.Message)
		}
	}
	r := e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(103)})
	var need struct{ NeedCaptcha bool }
	_ = json.Unmarshal(r.Data, &need)
	if r.Code != 113 || !need.NeedCaptcha {
		t.Fatalf("fourth send from one IP should need a captcha: %d %s", r.Code, r.Message)
	}
	id, _ := captchaAnswer(t, e)
	if r := e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(103), "CaptchaId": id, "CaptchaCode": "0000x"}); r.Code != 113 {
		t.Fatalf("wrong captcha accepted: %d", r.Code)
	}
	limit := e.P.App.Accounts.Limits().IPPerHour
	for i := 3; i < limit; i++ {
		id, ans := captchaAnswer(t, e)
		if r := e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(100 + i), "CaptchaId": id, "CaptchaCode": ans}); r.Code != 0 {
			t.Fatalf("send %d with captcha: %d %s", i, r.Code, r.Message)
		}
	}
	id, ans := captchaAnswer(t, e)
	r = e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(999), "CaptchaId": id, "CaptchaCode": ans})
	if r.Code != 429 {
		t.Fatalf("send over the per-IP hourly limit: %d %s", r.Code, r.Message)
	}
	e.IP = "10.3.0.2" // another network is not affected
	if r := e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(999)}); r.Code != 0 {
		t.Fatalf("other IP: %d %s", r.Code, r.Message)
	}
}

func TestSMSCodeExpiresAndDiesAfterFiveWrongTries(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phone := platformtest.Phone(3)
	e.OK(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil)
	code := e.LatestCode(t, phone)
	e.P.App.Accounts.SetClock(func() time.Time { return time.Now().Add(10*time.Minute + time.Second) })
	if r := e.Call(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": code}); r.Code != 400 {
		t.Fatalf("expired code accepted: %d", r.Code)
	}
	e.P.App.Accounts.SetClock(func() time.Time { return time.Now().Add(11 * time.Minute) })
	e.IP = "10.4.0.2"
	e.OK(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil)
	code = e.LatestCode(t, phone)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	for i := 0; i < 5; i++ {
		e.IP = fmt.Sprintf("10.4.1.%d", i) // spread over IPs so no captcha is asked
		if r := e.Call(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": wrong}); r.Code != 400 {
			t.Fatalf("wrong code %d: %d", i, r.Code)
		}
	}
	e.IP = "10.4.2.1"
	if r := e.Call(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": code}); r.Code != 400 {
		t.Fatalf("right code accepted after five wrong tries: %d %s", r.Code, r.Message)
	}
	var n int
	_ = e.P.DB.Pool.QueryRow(context.Background(), `SELECT COUNT(*) FROM events WHERE type = 'account.registered'`).Scan(&n)
	if n != 0 {
		t.Fatalf("an account was registered: %d", n)
	}
}

func TestMessagesDoNotRevealRegistration(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	e.Login(t, platformtest.Phone(4))
	e.IP = "10.5.0.2"
	a := e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(5)})
	e.IP = "10.5.0.3"
	e.P.App.Accounts.SetClock(func() time.Time { return time.Now().Add(61 * time.Second) })
	b := e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(4)})
	if a.Code != b.Code || string(a.Data) != string(b.Data) || a.Message != b.Message {
		t.Fatalf("new and registered phones answer differently: %+v vs %+v", a, b)
	}
}

// A code is kept as an HMAC under the server's key (made once under the data
// directory, readable by its owner only), not as a plain hash anyone holding a
// copy of the log could reverse by trying the million codes.
func TestSMSCodesAreStoredUnderTheServerKey(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phone := platformtest.Phone(36)
	e.OK(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil)
	code := e.LatestCode(t, phone)
	var stored string
	if err := e.P.DB.Pool.QueryRow(context.Background(), `SELECT data->>'code_hash' FROM events WHERE stream_id = $1
		AND type = 'phone.code_issued' ORDER BY version DESC LIMIT 1`, "phone-"+phone).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	plain := sha256.Sum256([]byte("sms-code:" + phone + ":" + code))
	if stored == "" || stored == hex.EncodeToString(plain[:]) {
		t.Fatalf("the code is stored as %q, a plain hash", stored)
	}
	path := filepath.Join(e.P.Config.DataDir, "secrets", "sms-code.key")
	info, err := os.Stat(path)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file %s: %v %v", path, info, err)
	}
	raw, _ := os.ReadFile(path)
	key, err := hex.DecodeString(strings.TrimSpace(string(raw)))
	if err != nil || len(key) < 32 {
		t.Fatalf("key file holds %q", raw)
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte("sms-code:" + phone + ":" + code))
	if stored != hex.EncodeToString(m.Sum(nil)) {
		t.Fatal("the stored hash is not the HMAC of the code under the key file's key")
	}
}
