package sim_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/wechatpay"
	"zhiyuan/infra/wechatpay/sim"
)

func (h *harness) order(t *testing.T, no string, total int64) wechatpay.NativeRequest {
	t.Helper()
	req := wechatpay.NativeRequest{Description: "志愿填报 VIP", OutTradeNo: no, NotifyURL: h.notifyURL(),
		TimeExpire: time.Now().Add(30 * time.Minute), Total: total}
	if _, err := h.client.NativePrepay(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	return req
}

func checkPaid(t *testing.T, r received, no string, total int64) wechatpay.Transaction {
	t.Helper()
	if r.n.EventType != wechatpay.EventTransactionSuccess || r.n.ResourceType != "encrypt-resource" ||
		r.n.Summary != "支付成功" || r.n.Resource.OriginalType != "transaction" || r.n.ID == "" {
		t.Fatalf("envelope %+v", r.n)
	}
	tx, err := wechatpay.DecodeTransaction(r.plain)
	if err != nil {
		t.Fatal(err)
	}
	if tx.OutTradeNo != no || tx.TradeState != wechatpay.TradeSuccess || tx.Amount.Total != total ||
		tx.Amount.PayerTotal != total || tx.MchID != mchID || tx.AppID != appID || tx.TransactionID == "" ||
		tx.Payer == nil || tx.Payer.OpenID == "" || tx.TradeType != "NATIVE" || tx.SuccessTime.IsZero() {
		t.Fatalf("transaction %+v", tx)
	}
	return tx
}

func TestPayNotifiesCertificateMode(t *testing.T) {
	h := newHarness(t, nil)
	h.order(t, "ZY-CERT-1", 1990)
	if err := h.sim.Pay("ZY-CERT-1"); err != nil {
		t.Fatal(err)
	}
	tx := checkPaid(t, h.next(t), "ZY-CERT-1", 1990)
	if strings.HasPrefix(h.sim.PlatformSerial(), wechatpay.PublicKeyIDPrefix) || len(h.sim.PlatformSerial()) != 40 {
		t.Fatalf("certificate serial %q", h.sim.PlatformSerial())
	}
	q, err := h.client.QueryOrder(context.Background(), "ZY-CERT-1")
	if err != nil || q.TransactionID != tx.TransactionID {
		t.Fatalf("query %+v %v", q, err)
	}
	if err := h.sim.Pay("ZY-CERT-1"); !errors.Is(err, sim.ErrState) {
		t.Fatalf("paid twice: %v", err)
	}
}

func TestPayNotifiesPublicKeyMode(t *testing.T) {
	h := newHarness(t, func(c *sim.Config) { c.PublicKeyMode = true })
	if !strings.HasPrefix(h.sim.PlatformSerial(), "PUB_KEY_ID_") || len(h.sim.PlatformSerial()) != len("PUB_KEY_ID_0114232134912410000000000000") {
		t.Fatalf("serial %q", h.sim.PlatformSerial())
	}
	h.order(t, "ZY-PUBKEY-1", 500)
	if err := h.sim.Pay("ZY-PUBKEY-1"); err != nil {
		t.Fatal(err)
	}
	checkPaid(t, h.next(t), "ZY-PUBKEY-1", 500)

	// A product that only trusts the certificate cannot verify public-key
	// signatures: the serial is unknown to it.
	certOnly := wechatpay.NewVerifier()
	if _, err := certOnly.AddCertificatePEM(h.sim.PlatformCertificatePEM()); err != nil {
		t.Fatal(err)
	}
	c := *h.client
	c.Verifier = certOnly
	if _, err := c.QueryOrder(context.Background(), "ZY-PUBKEY-1"); !errors.Is(err, wechatpay.ErrUnknownSerial) || !errors.Is(err, wechatpay.ErrSignature) {
		t.Fatalf("cert-only verifier: %v", err)
	}
}

func TestRetriesUntilAcknowledged(t *testing.T) {
	h := newHarness(t, nil)
	h.status = func(n int32) int {
		if n <= 2 {
			return 500
		}
		return 204
	}
	h.order(t, "ZY-RETRY-1", 100)
	if err := h.sim.Pay("ZY-RETRY-1"); err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for range 3 {
		ids[h.next(t).n.ID] = true
	}
	h.none(t, 100*time.Millisecond)
	if len(ids) != 1 {
		t.Fatalf("retries carried different ids: %v", ids)
	}
	var statuses []int
	for _, d := range h.sim.Deliveries("ZY-RETRY-1") {
		statuses = append(statuses, d.Status)
	}
	if len(statuses) != 3 || statuses[0] != 500 || statuses[1] != 500 || statuses[2] != 204 {
		t.Fatalf("delivery log %v", statuses)
	}
}

func TestGivesUpAfterSchedule(t *testing.T) {
	h := newHarness(t, func(c *sim.Config) { c.Retry = []time.Duration{0, 5 * time.Millisecond} })
	h.status = func(int32) int { return 503 }
	h.order(t, "ZY-GIVEUP-1", 100)
	_ = h.sim.Pay("ZY-GIVEUP-1")
	h.next(t)
	h.next(t)
	h.none(t, 100*time.Millisecond)
	if n := len(h.sim.Deliveries("ZY-GIVEUP-1")); n != 2 {
		t.Fatalf("%d attempts, want 2", n)
	}
}

func TestDuplicateDelivery(t *testing.T) {
	h := newHarness(t, func(c *sim.Config) { c.Duplicates = true })
	h.order(t, "ZY-DUP-1", 100)
	_ = h.sim.Pay("ZY-DUP-1")
	first, second := h.next(t), h.next(t)
	if first.n.ID != second.n.ID || string(first.plain) != string(second.plain) {
		t.Fatalf("duplicate differs: %s vs %s", first.n.ID, second.n.ID)
	}
	h.none(t, 100*time.Millisecond)
	log := h.sim.Deliveries("ZY-DUP-1")
	if len(log) != 2 || log[0].Duplicate || !log[1].Duplicate {
		t.Fatalf("delivery log %+v", log)
	}
}

func TestPayAmountMismatch(t *testing.T) {
	h := newHarness(t, nil)
	h.order(t, "ZY-AMOUNT-1", 1990)
	if err := h.sim.PayAmount("ZY-AMOUNT-1", 1); err != nil {
		t.Fatal(err)
	}
	checkPaid(t, h.next(t), "ZY-AMOUNT-1", 1)
}

func TestFailAndExpire(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	h.order(t, "ZY-FAIL-1", 100)
	if err := h.sim.Fail("ZY-FAIL-1"); err != nil {
		t.Fatal(err)
	}
	if tx, _ := h.client.QueryOrder(ctx, "ZY-FAIL-1"); tx.TradeState != wechatpay.TradePayError {
		t.Fatalf("after Fail: %s", tx.TradeState)
	}
	h.order(t, "ZY-EXPIRE-1", 100)
	if err := h.sim.Expire("ZY-EXPIRE-1"); err != nil {
		t.Fatal(err)
	}
	if err := h.sim.Pay("ZY-EXPIRE-1"); !errors.Is(err, sim.ErrExpired) {
		t.Fatalf("paid an expired order: %v", err)
	}
	// WeChat keeps an expired order NOTPAY until the merchant closes it.
	if tx, _ := h.client.QueryOrder(ctx, "ZY-EXPIRE-1"); tx.TradeState != wechatpay.TradeNotPay {
		t.Fatalf("expired order: %s", tx.TradeState)
	}
	if err := h.sim.Pay("NOPE-404"); !errors.Is(err, sim.ErrNoOrder) {
		t.Fatalf("unknown order: %v", err)
	}
	h.none(t, 50*time.Millisecond) // failures are not notified
}

func TestCloseOrder(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	req := h.order(t, "ZY-CLOSE-1", 100)
	if err := h.client.CloseOrder(ctx, req.OutTradeNo); err != nil {
		t.Fatal(err)
	}
	if err := h.client.CloseOrder(ctx, req.OutTradeNo); err != nil {
		t.Fatalf("closing twice: %v", err)
	}
	if err := h.sim.Pay(req.OutTradeNo); !errors.Is(err, sim.ErrState) {
		t.Fatalf("paid a closed order: %v", err)
	}
	if _, err := h.client.NativePrepay(ctx, req); !wechatpay.IsCode(err, "ORDER_CLOSED") {
		t.Fatalf("prepay on closed order: %v", err)
	}
	h.order(t, "ZY-CLOSE-2", 100)
	_ = h.sim.Pay("ZY-CLOSE-2")
	if err := h.client.CloseOrder(ctx, "ZY-CLOSE-2"); !wechatpay.IsCode(err, "ORDERPAID") {
		t.Fatalf("closing a paid order: %v", err)
	}
	if err := h.client.CloseOrder(ctx, "ZY-CLOSE-404"); !wechatpay.IsCode(err, "ORDER_NOT_EXIST") {
		t.Fatalf("closing an unknown order: %v", err)
	}
}

func TestIdempotentPrepay(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	req := h.order(t, "ZY-IDEM-1", 100)
	a, _ := h.client.NativePrepay(ctx, req)
	b, _ := h.client.NativePrepay(ctx, req)
	if a == "" || a != b {
		t.Fatalf("code_url %q vs %q", a, b)
	}
	req.Description = "另一个商品"
	_, err := h.client.NativePrepay(ctx, req)
	var ae *wechatpay.APIError
	if !errors.As(err, &ae) || ae.Status != 400 || ae.Code != "INVALID_REQUEST" || ae.Message != "订单号重复" {
		t.Fatalf("changed parameters: %v", err)
	}
	for _, bad := range []wechatpay.NativeRequest{
		{Description: "d", OutTradeNo: "short", NotifyURL: h.notifyURL(), Total: 1},
		{Description: "d", OutTradeNo: "ZY-BAD-1", NotifyURL: h.notifyURL(), Total: 0},
		{Description: "", OutTradeNo: "ZY-BAD-2", NotifyURL: h.notifyURL(), Total: 1},
		{Description: "d", OutTradeNo: "ZY-BAD-3", NotifyURL: h.notifyURL() + "?x=1", Total: 1},
	} {
		if _, err := h.client.NativePrepay(ctx, bad); !wechatpay.IsCode(err, "PARAM_ERROR") {
			t.Fatalf("%+v: %v", bad, err)
		}
	}
}
