package httpapi_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// A shared computer signed out must be signed out: ten devices of one account logging out
// together, each twice at once, never answer 5xx and every session ends.
func TestParallelLogoutsAllEndTheirSessions(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	phone := platformtest.Phone(77)
	const devices = 10
	tokens := make([]string, devices)
	tokens[0], _ = e.Login(t, phone)
	setLoginName(t, e, tokens[0], "shared77", "abc12345")
	// The other devices sign in with the password, one after another (checks at once count as
	// guesses in flight and ask for a captcha).
	for i := range devices - 1 {
		r := e.Call(t, "/api/Auth/Login", "", map[string]string{"LoginName": "shared77", "Password": "abc12345"},
			"X-Forwarded-For", fmt.Sprintf("10.77.0.%d", i+1))
		var ld struct{ Token string }
		if r.Status >= 500 || r.Code != 0 || json.Unmarshal(r.Data, &ld) != nil || ld.Token == "" {
			t.Fatalf("device %d login: HTTP %d code %d %s", i+1, r.Status, r.Code, r.Message)
		}
		tokens[i+1] = ld.Token
	}
	replies := parallel(2*devices, func(i int) platformtest.Reply {
		return e.Call(t, "/api/Auth/Loginout", tokens[i%devices], nil)
	})
	for i, r := range replies {
		// The second logout of a token may arrive after the first ended it: 未登录, not an error.
		if r.Status >= 500 || (r.Code != 0 && r.Code != 112) {
			t.Errorf("logout %d: HTTP %d code %d %s", i, r.Status, r.Code, r.Message)
		}
	}
	for i, tok := range tokens {
		if r := e.Call(t, "/api/User/GetUserStudent", tok, nil); r.Code != 112 {
			t.Errorf("device %d still signed in after its logout: code %d", i, r.Code)
		}
	}
}
