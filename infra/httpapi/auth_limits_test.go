package httpapi_test

import (
	"fmt"
	"sync"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// parallel runs n calls at once and returns their replies in call order.
func parallel(n int, call func(i int) platformtest.Reply) []platformtest.Reply {
	out := make([]platformtest.Reply, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			out[i] = call(i)
		}(i)
	}
	close(start)
	wg.Wait()
	return out
}

// Wrong guesses sent at once each count: after five the code is void, however
// many arrive together.
func TestParallelWrongSMSCodesVoidTheCode(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phone := platformtest.Phone(31)
	e.OK(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil)
	code := e.LatestCode(t, phone)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	replies := parallel(12, func(i int) platformtest.Reply {
		return e.Call(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": wrong},
			"X-Forwarded-For", fmt.Sprintf("10.31.0.%d", i+1)) // one guess per client: no captcha
	})
	for i, r := range replies {
		if r.Code != 400 || r.Status >= 500 {
			t.Fatalf("wrong guess %d: HTTP %d code %d %s", i, r.Status, r.Code, r.Message)
		}
	}
	var rejected int
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT count(*) FROM events WHERE stream_id = $1 AND type = 'phone.code_rejected'`,
		"phone-"+phone).Scan(&rejected); err != nil {
		t.Fatal(err)
	}
	if rejected != 5 {
		t.Errorf("%d wrong guesses recorded, want 5 (the code is void after five; later guesses change nothing)", rejected)
	}
	r := e.Call(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": code},
		"X-Forwarded-For", "10.31.1.1")
	if r.Code == 0 {
		t.Fatal("the right code still logged in after twelve wrong guesses")
	}
}

// guardChecks counts the password checks started on a guard stream.
func guardChecks(t *testing.T, e *platformtest.Env, key string) int {
	t.Helper()
	var n int
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT count(*) FROM events WHERE stream_id = $1 AND type = 'auth.password_check_started'`,
		"pwguard-"+key).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Guesses at one account sent at once from many addresses are counted one by
// one on the account: after the captcha threshold no more passwords are
// checked without a captcha, and none of them answers 5xx.
func TestParallelPasswordGuessesAreCountedPerAccount(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, uid := e.Login(t, platformtest.Phone(32))
	setLoginName(t, e, tok, "wangwu32", "right1234")
	replies := parallel(16, func(i int) platformtest.Reply {
		return e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "wangwu32", "Password": "wrong1234"},
			"X-Forwarded-For", fmt.Sprintf("10.32.0.%d", i+1))
	})
	for i, r := range replies {
		if r.Status >= 500 || (r.Code != 400 && r.Code != 113) {
			t.Fatalf("guess %d: HTTP %d code %d %s", i, r.Status, r.Code, r.Message)
		}
	}
	if n, want := guardChecks(t, e, "user:"+uid), e.P.App.Accounts.Limits().CaptchaAfterFails; n != want {
		t.Fatalf("%d passwords checked on the account, want %d (then a captcha is required)", n, want)
	}
}

// Many wrong guesses from one address at once: each is counted, none answers 5xx.
func TestParallelPasswordFailuresFromOneIPNever5xx(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	replies := parallel(16, func(i int) platformtest.Reply {
		return e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": fmt.Sprintf("nobody%d", i), "Password": "wrong1234"},
			"X-Forwarded-For", "10.33.0.1")
	})
	for i, r := range replies {
		if r.Status >= 500 || (r.Code != 400 && r.Code != 113) {
			t.Fatalf("guess %d: HTTP %d code %d %s", i, r.Status, r.Code, r.Message)
		}
	}
	if n, want := guardChecks(t, e, "ip:10.33.0.1"), e.P.App.Accounts.Limits().CaptchaAfterFails; n != want {
		t.Fatalf("%d passwords checked from the address, want %d (then a captcha is required)", n, want)
	}
}

// After the account's limit even the right password is refused for a while,
// from any address and with a captcha: SMS login stays open.
func TestPasswordLoginRefusedAfterManyFailuresOnOneAccount(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(34))
	setLoginName(t, e, tok, "zhaoliu34", "right1234")
	limit := e.P.App.Accounts.Limits().PasswordFailPerAccount
	for i := 0; i < limit; i++ {
		e.IP = fmt.Sprintf("10.34.0.%d", i+1)
		in := map[string]string{"LoginName": "zhaoliu34", "Password": "wrong1234"}
		if i >= e.P.App.Accounts.Limits().CaptchaAfterFails {
			in["CaptchaId"], in["CaptchaCode"] = captchaAnswer(t, e)
		}
		if r := e.Call(t, "/api/Auth/Login", "", in); r.Code != 400 && r.Code != 113 {
			t.Fatalf("failure %d: %d %s", i, r.Code, r.Message)
		}
	}
	e.IP = "10.34.1.1"
	id, ans := captchaAnswer(t, e)
	r := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "zhaoliu34", "Password": "right1234", "CaptchaId": id, "CaptchaCode": ans})
	if r.Code != 429 {
		t.Fatalf("the right password after %d failures on the account: %d %s", limit, r.Code, r.Message)
	}
}

// Checking the old password is limited like a login: guesses at once are
// counted one by one, and past the limit even the right one is refused.
func TestUpdatePasswordGuessesAreLimited(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := e.Login(t, platformtest.Phone(35))
	setLoginName(t, e, tok, "sunqi35", "right1234")
	limit := e.P.App.Accounts.Limits().PasswordFailPerAccount
	replies := parallel(limit+6, func(i int) platformtest.Reply {
		return e.Call(t, "/api/Auth/UpdatePassword", tok, map[string]string{"OldPassword": "wrong1234", "NewPassword": "newpw1234"})
	})
	// A guess whose check was reserved may still find every hashing slot busy (a loaded machine,
	// the race detector): it answers 请求过于频繁 and counts as a failure, never as a free guess.
	wrong, busy, refused := 0, 0, 0
	for i, r := range replies {
		switch {
		case r.Status >= 500:
			t.Fatalf("guess %d: HTTP %d %s", i, r.Status, r.Message)
		case r.Code == 400 && r.Message == "原密码错误":
			wrong++
		case r.Code == 429 && r.Message == "请求过于频繁，请稍后重试":
			busy++
		case r.Code == 429:
			refused++
		default:
			t.Fatalf("guess %d: %d %s", i, r.Code, r.Message)
		}
	}
	if wrong+busy != limit || refused != 6 {
		t.Fatalf("%d old passwords checked, %d reserved but busy, %d refused; want %d checked or busy and 6 refused", wrong, busy, refused, limit)
	}
	if r := e.Call(t, "/api/Auth/UpdatePassword", tok, map[string]string{"OldPassword": "right1234", "NewPassword": "newpw1234"}); r.Code != 429 {
		t.Fatalf("the right old password past the limit: %d %s", r.Code, r.Message)
	}
}

// Captchas asked for at once from one address: the per-address allowance is
// issued, the rest are refused with 429, and only the issued ones are stored.
func TestCaptchaIssuingIsLimitedPerAddress(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	replies := parallel(45, func(int) platformtest.Reply {
		return e.Call(t, "/api/Auth/GetCaptcha", "", nil, "X-Forwarded-For", "10.37.0.1")
	})
	issued := 0
	for i, r := range replies {
		switch {
		case r.Code == 0:
			issued++
		case r.Code != 429 || r.Status >= 500:
			t.Fatalf("captcha %d: HTTP %d code %d %s", i, r.Status, r.Code, r.Message)
		}
	}
	var stored int
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT count(*) FROM captchas`).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if issued != 30 || stored != issued {
		t.Fatalf("%d captchas issued and %d stored, want 30 and 30", issued, stored)
	}
	if r := e.Call(t, "/api/Auth/GetCaptcha", "", nil, "X-Forwarded-For", "10.37.0.2"); r.Code != 0 {
		t.Fatalf("another address was refused: %d %s", r.Code, r.Message)
	}
}

// Sixty codes asked for at once from one address, each for its own phone and with a right
// captcha: exactly the hourly allowance is sent, the rest answer 429, none 5xx. Then twenty
// wrong codes at once from one address: no more than the captcha threshold are compared.
func TestParallelSMSLimitsPerAddressHoldExactly(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	type answer struct{ id, code string }
	caps := make([]answer, 60)
	for i := range caps { // issued by the server's captcha service: the HTTP call is itself rate-limited
		id, _, err := e.P.App.Captcha.Generate()
		if err != nil {
			t.Fatal(err)
		}
		caps[i].id = id
		if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT answer FROM captchas WHERE id = $1`, id).Scan(&caps[i].code); err != nil {
			t.Fatal(err)
		}
	}
	replies := parallel(60, func(i int) platformtest.Reply {
		return e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(3800 + i),
			"CaptchaId": caps[i].id, "CaptchaCode": caps[i].code}, "X-Forwarded-For", "10.38.0.1")
	})
	sent := 0
	for i, r := range replies {
		switch {
		case r.Code == 0:
			sent++
		case r.Code != 429 || r.Status >= 500:
			t.Fatalf("send %d: HTTP %d code %d %s", i, r.Status, r.Code, r.Message)
		}
	}
	var texts int
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT count(*) FROM sms_messages WHERE phone LIKE '139000038%'`).Scan(&texts); err != nil {
		t.Fatal(err)
	}
	if limit := e.P.App.Accounts.Limits().IPPerHour; sent != limit || texts != limit {
		t.Fatalf("%d sends answered 0 and %d texts sent from one address at once, want %d", sent, texts, limit)
	}

	phone := platformtest.Phone(3900)
	e.IP = "10.38.2.1"
	e.OK(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil)
	wrong := "000000"
	if e.LatestCode(t, phone) == wrong {
		wrong = "111111"
	}
	replies = parallel(20, func(i int) platformtest.Reply {
		return e.Call(t, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": wrong},
			"X-Forwarded-For", "10.38.3.1")
	})
	compared := 0
	for i, r := range replies {
		switch {
		case r.Code == 400:
			compared++
		case r.Code != 113 || r.Status >= 500:
			t.Fatalf("guess %d: HTTP %d code %d %s", i, r.Status, r.Code, r.Message)
		}
	}
	if want := e.P.App.Accounts.Limits().CaptchaAfterFails; compared > want {
		t.Fatalf("%d codes compared from one address at once, want at most %d before a captcha", compared, want)
	}
}
