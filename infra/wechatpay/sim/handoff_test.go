package sim_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"testing"
	"time"

	"zhiyuan/infra/wechatpay"
	"zhiyuan/infra/wechatpay/sim"
)

// The hand-over pays an order without delivering anything and answers the notification the
// merchant's parser accepts; a second hand-over of the same order answers it again; an unknown
// or unpaid-and-unpayable order is refused.
func TestHandOverNotice(t *testing.T) {
	h := newHarness(t, nil)
	h.order(t, "ZY-HAND-1", 1990)
	post := func(no string) (int, sim.HandedNotice) {
		t.Helper()
		resp, err := http.PostForm(h.srv.URL+"/dev/wechatpay/notice", url.Values{"out_trade_no": {no}})
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		var n sim.HandedNotice
		if resp.StatusCode == 200 {
			if err := json.Unmarshal(b, &n); err != nil {
				t.Fatalf("%s: %v", b, err)
			}
		}
		return resp.StatusCode, n
	}
	for round := range 2 {
		code, n := post("ZY-HAND-1")
		if code != 200 {
			t.Fatalf("round %d: %d", round, code)
		}
		hdr := http.Header{}
		for k, v := range n.Header {
			hdr.Set(k, v)
		}
		env, plain, err := wechatpay.ParseNotification(hdr, []byte(n.Body), h.verifier, apiV3Key, time.Now())
		if err != nil {
			t.Fatalf("round %d: the parser refuses the handed notice: %v", round, err)
		}
		checkPaid(t, received{n: env, plain: plain}, "ZY-HAND-1", 1990)
	}
	h.none(t, 100*time.Millisecond) // handed over, never delivered

	if code, _ := post("NOPE"); code != 404 {
		t.Fatalf("unknown order: %d", code)
	}
	h.order(t, "ZY-HAND-2", 5)
	if err := h.sim.Fail("ZY-HAND-2"); err != nil {
		t.Fatal(err)
	}
	if code, _ := post("ZY-HAND-2"); code != 409 {
		t.Fatalf("failed order: %d", code)
	}
}
