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
