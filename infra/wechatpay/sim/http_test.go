package sim_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/wechatpay"
	"zhiyuan/infra/wechatpay/sim"
)

func TestBadAuthorizationIs401(t *testing.T) {
	h := newHarness(t, nil)
	path := h.srv.URL + "/dev/wechatpay/v3/pay/transactions/out-trade-no/ZY-AUTH-1?mchid=" + mchID
	good, err := wechatpay.SignRequest(h.client.Merchant, "GET", "/dev/wechatpay/v3/pay/transactions/out-trade-no/ZY-AUTH-1?mchid="+mchID, nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	other := strings.Replace(path, "ZY-AUTH-1", "ZY-AUTH-2", 1)
	for _, c := range []struct{ name, target, auth string }{
		{"missing", path, ""},
		{"garbage", path, "Bearer abc"},
		{"signed for another path", other, good},
		{"bad signature", path, strings.Replace(good, `signature="`, `signature="AAAA`, 1)},
		{"wrong serial", path, strings.Replace(good, h.client.Merchant.CertSerial, "0000", 1)},
	} {
		name, target, auth := c.name, c.target, c.auth
		req, _ := http.NewRequest("GET", target, nil)
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var e wechatpay.APIError
		_ = json.Unmarshal(body, &e)
		if resp.StatusCode != 401 || e.Code != "SIGN_ERROR" {
			t.Fatalf("%s: %d %s", name, resp.StatusCode, body)
		}
		// Even the refusal is signed by the platform key.
		if err := h.verifier.VerifyHeader(resp.Header, body, time.Now()); err != nil {
			t.Fatalf("%s: refusal not signed: %v", name, err)
		}
	}
	// Sanity: the good header works.
	req, _ := http.NewRequest("GET", path, nil)
	req.Header.Set("Authorization", good)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 { // signed correctly; the order just does not exist
		t.Fatalf("good header: %d", resp.StatusCode)
	}
}

func noRedirect(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }

func TestDevelopmentPage(t *testing.T) {
	h := newHarness(t, nil)
	h.order(t, "ZY-PAGE-1", 1990)
	h.order(t, "ZY-PAGE-2", 5)
	hc := &http.Client{CheckRedirect: noRedirect}
	base := h.srv.URL + "/dev/wechatpay/"

	get := func(u string) (int, string, http.Header) {
		t.Helper()
		resp, err := hc.Get(u)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b), resp.Header
	}
	code, page, _ := get(base)
	for _, want := range []string{"本地微信支付模拟器（开发环境）", "不会产生任何真实扣款", "ZY-PAGE-1", "19.90", "0.05", "未支付",
		"商户订单号", "金额（元）", "状态", "创建时间", `action="pay"`, `action="fail"`, `action="expire"`, "支付成功", "支付失败", "让订单过期"} {
		if !strings.Contains(page, want) {
			t.Fatalf("list page (%d) lacks %q:\n%s", code, want, page)
		}
	}
	if strings.Contains(page, "http://") || strings.Contains(page, "https://") {
		t.Fatal("page references an outside resource")
	}
	code, page, _ = get(base + "pay?out_trade_no=ZY-PAGE-2")
	if code != 200 || !strings.Contains(page, "ZY-PAGE-2") || strings.Contains(page, "ZY-PAGE-1") || !strings.Contains(page, `name="back" value="order"`) {
		t.Fatalf("order page %d:\n%s", code, page)
	}
	if code, _, _ = get(base + "pay?out_trade_no=NOPE"); code != 404 {
		t.Fatalf("unknown order page: %d", code)
	}
	// Mounted with StripPrefix on the bare path, the simulator adds the slash
	// its relative links need.
	rec := httptest.NewRecorder()
	http.StripPrefix("/dev/wechatpay", h.sim).ServeHTTP(rec, httptest.NewRequest("GET", "/dev/wechatpay", nil))
	if rec.Code != 301 || rec.Header().Get("Location") != "/dev/wechatpay/" {
		t.Fatalf("mount point without slash: %d %q", rec.Code, rec.Header().Get("Location"))
	}

	// The 支付成功 button: POST pay, then back to the order page.
	resp, err := hc.PostForm(base+"pay", url.Values{"out_trade_no": {"ZY-PAGE-2"}, "back": {"order"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 303 || resp.Header.Get("Location") != "pay?out_trade_no=ZY-PAGE-2" {
		t.Fatalf("pay form: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	checkPaid(t, h.next(t), "ZY-PAGE-2", 5)
	resp, _ = hc.PostForm(base+"expire", url.Values{"out_trade_no": {"ZY-PAGE-1"}})
	resp.Body.Close()
	if resp.StatusCode != 303 || resp.Header.Get("Location") != "./" {
		t.Fatalf("expire form: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, _ = hc.PostForm(base+"fail", url.Values{"out_trade_no": {"ZY-PAGE-2"}})
	resp.Body.Close()
	if resp.StatusCode != 409 {
		t.Fatalf("failing a paid order: %d", resp.StatusCode)
	}
	_, page, _ = get(base)
	if !strings.Contains(page, "已过期（未支付）") || !strings.Contains(page, "支付成功") {
		t.Fatalf("states not shown:\n%s", page)
	}
	if tx, _ := h.client.QueryOrder(context.Background(), "ZY-PAGE-2"); tx.TradeState != wechatpay.TradeSuccess {
		t.Fatalf("after the button: %s", tx.TradeState)
	}
}

func TestCloseStopsPendingDeliveries(t *testing.T) {
	h := newHarness(t, func(c *sim.Config) { c.Retry = []time.Duration{0, time.Hour} })
	h.status = func(int32) int { return 500 }
	h.order(t, "ZY-STOP-1", 100)
	_ = h.sim.Pay("ZY-STOP-1")
	h.next(t) // first attempt refused; the next one is an hour away
	start := time.Now()
	h.sim.Close()
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("Close took %v", d)
	}
	h.order(t, "ZY-STOP-2", 100) // the API still answers after Close
	_ = h.sim.Pay("ZY-STOP-2")
	h.none(t, 100*time.Millisecond) // but nothing is delivered any more
}
