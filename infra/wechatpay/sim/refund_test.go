package sim_test

import (
	"context"
	"testing"
	"time"

	"zhiyuan/infra/wechatpay"
)

func TestRefundOnceAndNotify(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	h.order(t, "ZY-REFUND-1", 1990)
	_ = h.sim.Pay("ZY-REFUND-1")
	h.next(t) // TRANSACTION.SUCCESS

	rr := wechatpay.RefundRequest{OutTradeNo: "ZY-REFUND-1", OutRefundNo: "RF-ZY-1", Reason: "不想要了", Refund: 1000, Total: 1990}
	first, err := h.client.Refund(ctx, rr)
	if err != nil || first.Status != wechatpay.RefundProcessing {
		t.Fatalf("%+v %v", first, err)
	}
	second, err := h.client.Refund(ctx, rr)
	if err != nil || second.RefundID != first.RefundID {
		t.Fatalf("second refund with the same out_refund_no: %+v %v", second, err)
	}
	r := h.next(t)
	if r.n.EventType != wechatpay.EventRefundSuccess || r.n.Summary != "退款成功" || r.n.Resource.OriginalType != "refund" {
		t.Fatalf("envelope %+v", r.n)
	}
	notice, err := wechatpay.DecodeRefundNotice(r.plain)
	if err != nil {
		t.Fatal(err)
	}
	if notice.RefundStatus != wechatpay.RefundSuccess || notice.OutRefundNo != "RF-ZY-1" || notice.RefundID != first.RefundID ||
		notice.OutTradeNo != "ZY-REFUND-1" || notice.Amount.Refund != 1000 || notice.Amount.Total != 1990 ||
		notice.MchID != mchID || notice.SuccessTime.IsZero() || notice.TransactionID == "" {
		t.Fatalf("notice %+v", notice)
	}
	h.none(t, 100*time.Millisecond)

	v, _ := h.sim.Order("ZY-REFUND-1")
	if v.Refunded != 1000 || len(v.Refunds) != 1 || v.State != wechatpay.TradeRefund {
		t.Fatalf("refunded once? %+v", v)
	}
	// 990 fen remain: 991 is too much, 990 is fine.
	if _, err := h.client.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: "ZY-REFUND-1", OutRefundNo: "RF-ZY-2", Refund: 991, Total: 1990}); !wechatpay.IsCode(err, "PARAM_ERROR") {
		t.Fatalf("over-refund: %v", err)
	}
	if _, err := h.client.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: "ZY-REFUND-1", OutRefundNo: "RF-ZY-3", Refund: 990, Total: 1990}); err != nil {
		t.Fatal(err)
	}
	h.next(t)
	q, err := h.client.QueryRefund(ctx, "RF-ZY-3")
	if err != nil || q.Status != wechatpay.RefundSuccess || q.Amount.Refund != 990 {
		t.Fatalf("query refund %+v %v", q, err)
	}
}

func TestRefundRefusals(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	h.order(t, "ZY-UNPAID-1", 100)
	if _, err := h.client.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: "ZY-UNPAID-1", OutRefundNo: "RF-U-1", Refund: 1, Total: 100}); !wechatpay.IsCode(err, "INVALID_REQUEST") {
		t.Fatalf("refund of an unpaid order: %v", err)
	}
	if _, err := h.client.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: "ZY-NONE-1", OutRefundNo: "RF-U-2", Refund: 1, Total: 100}); !wechatpay.IsCode(err, "RESOURCE_NOT_EXISTS") {
		t.Fatalf("refund of an unknown order: %v", err)
	}
	_ = h.sim.Pay("ZY-UNPAID-1")
	if _, err := h.client.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: "ZY-UNPAID-1", OutRefundNo: "RF-U-3", Refund: 1, Total: 99}); !wechatpay.IsCode(err, "PARAM_ERROR") {
		t.Fatalf("wrong total: %v", err)
	}
}
