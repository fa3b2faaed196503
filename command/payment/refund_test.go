package payment_test

import (
	"context"
	"strings"
	"testing"

	"zhiyuan/command"
	"zhiyuan/command/payment"
	"zhiyuan/events"
)

// operator is customer service at the console.
var operator = events.Metadata{ActorUserID: "op-1", ClientIP: "10.0.0.2"}

var (
	paidOrder = history{}.with(order1, order("ZY1", december2026), prepared("ZY1"), paidEv("ZY1", 9900)).
			with(memberOf, yearGrant("ZY1", december2026))
	refunding  = paidOrder.with(order1, refundAsked(9900, "重复购买"))
	mismatched = history{}.with(order1, order("ZY1", december2026),
		events.OrderPaymentMismatch{OrderNo: "ZY1", TransactionID: "T-ZY1", Expected: 9900, Paid: 990, Via: payment.ViaNotify})
)

func refundAsked(amount int64, reason string) events.OrderRefundRequested {
	return events.OrderRefundRequested{OrderNo: "ZY1", OutRefundNo: "RFZY1", Amount: amount, Reason: reason}
}

// Given an order, when an operator asks for its refund, then the request or this error.
func TestRequestRefund(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name        string
		given       history
		reason      string
		wantErr     string
		then        streams
		wantVersion int
	}{
		{name: "a paid order: its amount, under one refund number", given: paidOrder, reason: "  重复购买 ",
			then: streams{order1: {refundAsked(9900, "重复购买")}}, wantVersion: 4},
		{name: "a mismatching payment: what was paid", given: mismatched, reason: "金额不符",
			then: streams{order1: {refundAsked(990, "金额不符")}}, wantVersion: 3},
		{name: "a reason of 80 characters", given: paidOrder, reason: strings.Repeat("退", 80),
			then: streams{order1: {refundAsked(9900, strings.Repeat("退", 80))}}, wantVersion: 4},
		{name: "a reason of 81 characters", given: paidOrder, reason: strings.Repeat("退", 81), wantErr: "请写明退款原因（80 字以内）"},
		{name: "no reason", given: paidOrder, reason: " \t", wantErr: "请写明退款原因（80 字以内）"},
		{name: "an unknown order", reason: "重复购买", wantErr: "订单不存在"},
		{name: "an unpaid order", given: history{}.with(order1, order("ZY1", december2026)), reason: "重复购买",
			wantErr: "订单未支付，无需退款"},
		{name: "a closed order", given: history{}.with(order1, order("ZY1", december2026),
			events.OrderClosed{OrderNo: "ZY1", Reason: events.CloseExpired}), reason: "重复购买", wantErr: "订单未支付，无需退款"},
		{name: "asked twice: the first request stands", given: refunding, reason: "再退一次", wantVersion: 4},
		{name: "already refunded: nothing more", reason: "再退一次", wantVersion: 5,
			given: refunding.with(order1, events.OrderRefunded{OrderNo: "ZY1", OutRefundNo: "RFZY1", RefundID: "R1", Amount: 9900})},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, december2026, nil)
			e.given(t, c.given)
			from := e.watch(t, order1, memberOf)
			res, err := e.svc.RequestRefund(context.Background(), operator, "ZY1", c.reason)
			_, envs := e.appended(t, from)
			e.check(t, from, err, optional(c.wantErr), c.then, operator)
			want := command.Result{Version: c.wantVersion}
			if len(envs) > 0 {
				want.Position = envs[0].Position
			}
			if res != want {
				t.Fatalf("result %+v, want %+v", res, want)
			}
		})
	}
}

// Given an order whose refund was asked, when WeChat tells the refund's outcome, then the refund
// and the revocation of what the order paid for in one append, its failure, or nothing.
func TestRefundOutcome(t *testing.T) {
	t.Parallel()
	success := payment.GatewayRefund{RefundNo: "RFZY1", RefundID: "R1", Status: payment.RefundSuccess, Amount: 9900}
	refunded := events.OrderRefunded{OrderNo: "ZY1", OutRefundNo: "RFZY1", RefundID: "R1", Amount: 9900}
	revoked := events.RightsRevoked{UserID: user, Source: events.GrantByOrder, Ref: "ZY1", Reason: "refunded"}
	failed := func(status string) events.OrderRefundFailed {
		return events.OrderRefundFailed{OrderNo: "ZY1", OutRefundNo: "RFZY1", Status: status}
	}
	with := func(status string) payment.GatewayRefund { r := success; r.Status = status; return r }
	for _, c := range []struct {
		name    string
		given   history
		when    payment.GatewayRefund
		wantErr error
		then    streams
	}{
		{name: "refunded: the order's grant is revoked with it", given: refunding, when: success,
			then: streams{order1: {refunded}, memberOf: {revoked}}},
		{name: "a mismatching payment refunded: no grant to revoke",
			given: mismatched.with(order1, refundAsked(990, "金额不符")), when: payment.GatewayRefund{RefundNo: "RFZY1", RefundID: "R1",
				Status: payment.RefundSuccess, Amount: 990},
			then: streams{order1: {events.OrderRefunded{OrderNo: "ZY1", OutRefundNo: "RFZY1", RefundID: "R1", Amount: 990}}}},
		{name: "refunded twice: once", given: refunding.with(order1, refunded).with(memberOf, revoked), when: success},
		{name: "still processing: nothing yet", given: refunding, when: with(payment.RefundProcessing)},
		{name: "closed at WeChat: recorded for an operator", given: refunding, when: with(payment.RefundClosed),
			then: streams{order1: {failed(payment.RefundClosed)}}},
		{name: "abnormal: recorded for an operator", given: refunding, when: with(payment.RefundAbnormal),
			then: streams{order1: {failed(payment.RefundAbnormal)}}},
		{name: "a failure told twice is recorded once", given: refunding.with(order1, failed(payment.RefundAbnormal)),
			when: with(payment.RefundClosed)},
		{name: "a success after a failure still refunds", given: refunding.with(order1, failed(payment.RefundAbnormal)), when: success,
			then: streams{order1: {refunded}, memberOf: {revoked}}},
		{name: "another refund number is not this order's refund", given: refunding,
			when: payment.GatewayRefund{RefundNo: "RFZY2", RefundID: "R1", Status: payment.RefundSuccess, Amount: 9900}},
		{name: "no refund asked", given: paidOrder, when: success},
		{name: "an unknown order", when: success, wantErr: payment.ErrUnknownOrder},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, december2026, nil)
			e.given(t, c.given)
			from := e.watch(t, order1, memberOf)
			err := e.svc.RefundOutcome(context.Background(), notifier, "ZY1", c.when)
			var wantErr any
			if c.wantErr != nil {
				wantErr = c.wantErr
			}
			e.check(t, from, err, wantErr, c.then, notifier)
		})
	}
}
