package wechatpay_test

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/wechatpay"
	"zhiyuan/infra/wechatpay/sim"
)

const (
	mchID = "1900000001"
	appID = "wxd678efh567hg6787"
)

var apiV3Key = []byte("0123456789abcdef0123456789abcdef")

func merchant(t *testing.T) wechatpay.Merchant {
	t.Helper()
	key, err := wechatpay.ParsePrivateKeyPEM([]byte(wechatpay.SDKMerchantKeyPEM))
	if err != nil {
		t.Fatal(err)
	}
	return wechatpay.Merchant{MchID: mchID, AppID: appID, CertSerial: "F5765756002FDD77", PrivateKey: key, APIv3Key: apiV3Key}
}

// newSim starts a simulator mounted under /dev/wechatpay, as the product's
// development mode does, and a client pointed at it.
func newSim(t *testing.T, mod func(*sim.Config)) (*sim.Simulator, *wechatpay.Client, *httptest.Server) {
	t.Helper()
	m := merchant(t)
	cfg := sim.Config{MchID: mchID, AppID: appID, APIv3Key: apiV3Key,
		MerchantPublicKey: &m.PrivateKey.PublicKey, MerchantSerial: m.CertSerial, RefundDelay: 20 * time.Millisecond}
	if mod != nil {
		mod(&cfg)
	}
	s, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	mux := http.NewServeMux()
	mux.Handle("/dev/wechatpay/", http.StripPrefix("/dev/wechatpay", s))
	mux.HandleFunc("/notify", func(w http.ResponseWriter, r *http.Request) { wechatpay.Ack(w) })
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	v := wechatpay.NewVerifier()
	if _, err := v.AddCertificatePEM(s.PlatformCertificatePEM()); err != nil {
		t.Fatal(err)
	}
	return s, &wechatpay.Client{BaseURL: srv.URL + "/dev/wechatpay", Merchant: m, Verifier: v, HTTP: srv.Client()}, srv
}

func wantAPIError(t *testing.T, err error, status int, code string) {
	t.Helper()
	var ae *wechatpay.APIError
	if !errors.As(err, &ae) || ae.Status != status || ae.Code != code {
		t.Fatalf("error = %v, want HTTP %d %s", err, status, code)
	}
}

func TestClientAgainstSimulator(t *testing.T) {
	s, c, srv := newSim(t, nil)
	ctx := context.Background()
	// '|' and '*' are legal in out_trade_no and must be path-escaped and signed as sent.
	req := wechatpay.NativeRequest{Description: "志愿填报服务", OutTradeNo: "ZY|2024*0001", NotifyURL: srv.URL + "/notify",
		TimeExpire: time.Now().Add(30 * time.Minute), Total: 1990, Attach: "plan=basic"}
	code, err := c.NativePrepay(ctx, req)
	if err != nil || !strings.HasPrefix(code, "weixin://wxpay/bizpayurl?pr=") {
		t.Fatalf("prepay: %q %v", code, err)
	}
	again, err := c.NativePrepay(ctx, req)
	if err != nil || again != code {
		t.Fatalf("idempotent prepay: %q %v", again, err)
	}
	changed := req
	changed.Total = 2990
	_, err = c.NativePrepay(ctx, changed)
	wantAPIError(t, err, 400, "INVALID_REQUEST")

	tx, err := c.QueryOrder(ctx, req.OutTradeNo)
	if err != nil || tx.TradeState != wechatpay.TradeNotPay || tx.Amount.Total != 1990 || tx.Attach != "plan=basic" {
		t.Fatalf("query unpaid: %+v %v", tx, err)
	}
	if err := s.Pay(req.OutTradeNo); err != nil {
		t.Fatal(err)
	}
	tx, err = c.QueryOrder(ctx, req.OutTradeNo)
	if err != nil || tx.TradeState != wechatpay.TradeSuccess || tx.TransactionID == "" || tx.Payer == nil || tx.SuccessTime.IsZero() {
		t.Fatalf("query paid: %+v %v", tx, err)
	}
	wantAPIError(t, c.CloseOrder(ctx, req.OutTradeNo), 400, "ORDERPAID")

	rr := wechatpay.RefundRequest{OutTradeNo: req.OutTradeNo, OutRefundNo: "RF-1", Reason: "用户申请", Refund: 990, Total: 1990}
	r1, err := c.Refund(ctx, rr)
	if err != nil || r1.Status != wechatpay.RefundProcessing || r1.Amount.Refund != 990 || r1.RefundID == "" {
		t.Fatalf("refund: %+v %v", r1, err)
	}
	r2, err := c.Refund(ctx, rr)
	if err != nil || r2.RefundID != r1.RefundID {
		t.Fatalf("repeated refund: %+v %v", r2, err)
	}
	_, err = c.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: req.OutTradeNo, OutRefundNo: "RF-2", Refund: 1001, Total: 1990})
	wantAPIError(t, err, 400, "PARAM_ERROR")
	waitFor(t, func() bool {
		got, err := c.QueryRefund(ctx, "RF-1")
		return err == nil && got.Status == wechatpay.RefundSuccess && !got.SuccessTime.IsZero()
	})
	if tx, _ := c.QueryOrder(ctx, req.OutTradeNo); tx.TradeState != wechatpay.TradeRefund {
		t.Fatalf("after refund: %s", tx.TradeState)
	}

	_, err = c.QueryOrder(ctx, "NO_SUCH_ORDER")
	wantAPIError(t, err, 404, "ORDER_NOT_EXIST")
	_, err = c.QueryRefund(ctx, "NO_SUCH_REFUND")
	wantAPIError(t, err, 404, "RESOURCE_NOT_EXISTS")
}

func TestClientCloseOrder(t *testing.T) {
	_, c, srv := newSim(t, nil)
	ctx := context.Background()
	req := wechatpay.NativeRequest{Description: "d", OutTradeNo: "ZY-CLOSE-1", NotifyURL: srv.URL + "/notify", Total: 100}
	if _, err := c.NativePrepay(ctx, req); err != nil {
		t.Fatal(err)
	}
	if err := c.CloseOrder(ctx, req.OutTradeNo); err != nil {
		t.Fatal(err)
	}
	if tx, err := c.QueryOrder(ctx, req.OutTradeNo); err != nil || tx.TradeState != wechatpay.TradeClosed {
		t.Fatalf("%+v %v", tx, err)
	}
	_, err := c.NativePrepay(ctx, req)
	wantAPIError(t, err, 400, "ORDER_CLOSED")
}

func TestClientCredentialErrors(t *testing.T) {
	other, err := rsa.GenerateKey(rand.Reader, 1024) // only the simulator's view of the merchant key
	if err != nil {
		t.Fatal(err)
	}
	_, c, _ := newSim(t, func(cfg *sim.Config) { cfg.MerchantPublicKey = &other.PublicKey })
	_, err = c.QueryOrder(context.Background(), "ZY-ANY-1")
	wantAPIError(t, err, 401, "SIGN_ERROR")

	_, c, _ = newSim(t, nil)
	c.Merchant.MchID = "1900000002"
	_, err = c.QueryOrder(context.Background(), "ZY-ANY-1")
	wantAPIError(t, err, 403, "MCH_NOT_EXISTS")

	_, c, _ = newSim(t, nil)
	c.Merchant.AppID = "wx_other"
	_, err = c.NativePrepay(context.Background(), wechatpay.NativeRequest{Description: "d", OutTradeNo: "ZY-APP-1", NotifyURL: "https://example.com/n", Total: 1})
	wantAPIError(t, err, 400, "APPID_MCHID_NOT_MATCH")

	c.Merchant.APIv3Key = []byte("short")
	if _, err := c.QueryOrder(context.Background(), "ZY-ANY-1"); !errors.Is(err, wechatpay.ErrConfig) {
		t.Fatalf("short APIv3 key: %v", err)
	}
}

func TestClientRefusesTamperedAnswer(t *testing.T) {
	s, c, _ := newSim(t, nil)
	tamper := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, r)
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		body := rec.Body.Bytes()
		body[len(body)-2] ^= 1 // keeps the JSON shape plausible; the signature must catch it
		w.WriteHeader(rec.Code)
		_, _ = w.Write(body)
	}))
	defer tamper.Close()
	c.BaseURL = tamper.URL
	_, err := c.NativePrepay(context.Background(), wechatpay.NativeRequest{Description: "d", OutTradeNo: "ZY-TAMPER-1", NotifyURL: "https://example.com/n", Total: 1})
	if !errors.Is(err, wechatpay.ErrSignature) {
		t.Fatalf("tampered answer accepted: %v", err)
	}
}

func TestClientRefusesUnsignedAnswers(t *testing.T) {
	_, c, _ := newSim(t, nil)
	for _, a := range []struct {
		status int
		body   string
	}{
		{200, `{"code_url":"weixin://wxpay/bizpayurl?pr=forged"}`},
		{400, `{"code":"ORDERPAID","message":"forged"}`},
	} {
		fake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(a.status)
			_, _ = w.Write([]byte(a.body))
		}))
		c.BaseURL = fake.URL
		_, err := c.NativePrepay(context.Background(), wechatpay.NativeRequest{Description: "d", OutTradeNo: "ZY-FAKE-1", NotifyURL: "https://example.com/n", Total: 1})
		fake.Close()
		var ae *wechatpay.APIError
		if !errors.Is(err, wechatpay.ErrSignature) || !errors.Is(err, wechatpay.ErrMissingHeader) || errors.As(err, &ae) {
			t.Fatalf("unsigned %d answer: %v", a.status, err)
		}
	}
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met in time")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
