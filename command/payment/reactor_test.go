package payment_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"reflect"
	"testing"
	"time"

	"zhiyuan/command/payment"
	"zhiyuan/events"
)

// system is what the reactor records its events as.
var system = events.Metadata{ActorUserID: "system:payment", ClientIP: "127.0.0.1"}

// pending is the orders read model as the reactor sees it: fixed lists.
type pending struct {
	unsettled, refunding []string
	before               time.Time // the Unsettled call's createdBefore
}

func (p *pending) Unsettled(_ context.Context, createdBefore time.Time, _ int) ([]string, error) {
	p.before = createdBefore
	return p.unsettled, nil
}

func (p *pending) Refunding(context.Context, int) ([]string, error) { return p.refunding, nil }

// Given an unpaid order and what WeChat says of it, when the reactor ticks, then the payment, the
// close, or nothing — and which calls it made at WeChat.
func TestReactorSettles(t *testing.T) {
	t.Parallel()
	// The order was created 20 minutes ago (expired) or 5 minutes ago (still payable).
	expired := history{}.with(order1, order("ZY1", december2026.Add(-20*time.Minute)), prepared("ZY1"))
	payable := history{}.with(order1, order("ZY1", december2026.Add(-5*time.Minute)), prepared("ZY1"))
	success := payment.GatewayOrder{State: payment.TradeSuccess, TransactionID: "T-ZY1", Total: 9900, PaidAt: december2026.Add(time.Minute)}
	state := func(s string) payment.GatewayOrder { return payment.GatewayOrder{State: s} }
	closed := func(reason string) streams {
		return streams{order1: {events.OrderClosed{OrderNo: "ZY1", Reason: reason}}}
	}
	granted := streams{order1: {events.OrderPaid{OrderNo: "ZY1", TransactionID: "T-ZY1", Amount: 9900, PaidAt: success.PaidAt.UTC(),
		Via: payment.ViaQuery}}, memberOf: {yearGrant("ZY1", december2026)}}
	for _, c := range []struct {
		name     string
		given    history
		query    payment.GatewayOrder
		queryErr error
		closeErr error
		wantErr  error
		then     streams
		closedAt bool // the reactor closed the order at WeChat
	}{
		{name: "paid at WeChat: the lost notification still grants", given: payable, query: success, then: granted},
		{name: "paid and refunded at WeChat: paid here", given: payable, then: granted,
			query: payment.GatewayOrder{State: payment.TradeRefund, TransactionID: "T-ZY1", Total: 9900, PaidAt: success.PaidAt}},
		{name: "paid another amount: the mismatch", given: payable,
			query: payment.GatewayOrder{State: payment.TradeSuccess, TransactionID: "T-ZY1", Total: 100},
			then: streams{order1: {events.OrderPaymentMismatch{OrderNo: "ZY1", TransactionID: "T-ZY1", Expected: 9900, Paid: 100,
				Via: payment.ViaQuery}}}},
		{name: "closed at WeChat", given: payable, query: state(payment.TradeClosed), then: closed(events.CloseAtWeChat)},
		{name: "revoked at WeChat", given: payable, query: state(payment.TradeRevoked), then: closed(events.CloseAtWeChat)},
		{name: "the payment failed", given: payable, query: state(payment.TradeError), then: closed(events.ClosePayError)},
		{name: "unpaid with time left: wait", given: payable, query: state(payment.TradeNotPay)},
		{name: "the user paying with time left: wait", given: payable, query: state(payment.TradePaying)},
		{name: "unpaid and expired: closed at WeChat, then here", given: expired, query: state(payment.TradeNotPay),
			closedAt: true, then: closed(events.CloseExpired)},
		{name: "paid at the last moment: WeChat refuses the close, the next tick grants", given: expired,
			query: state(payment.TradeNotPay), closeErr: payment.ErrGatewayPaid, closedAt: true},
		{name: "the close fails: nothing recorded", given: expired, query: state(payment.TradeNotPay),
			closeErr: errBroken, wantErr: errBroken, closedAt: true},
		{name: "unknown at WeChat and expired: closed here", given: expired, queryErr: payment.ErrGatewayNoOrder,
			then: closed(events.CloseExpired)},
		{name: "unknown at WeChat with time left: wait", given: payable, queryErr: payment.ErrGatewayNoOrder},
		{name: "WeChat unreachable: nothing", given: payable, queryErr: errBroken, wantErr: errBroken},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, december2026, nil)
			e.given(t, c.given)
			e.gw.queries = map[string]payment.GatewayOrder{"ZY1": c.query}
			e.gw.queryErr = map[string]error{"ZY1": c.queryErr}
			e.gw.closeErr = c.closeErr
			p := &pending{unsettled: []string{"ZY1"}}
			from := e.watch(t, order1, memberOf)
			err := reactor(e, p).Tick(context.Background())
			var wantErr any
			if c.wantErr != nil {
				wantErr = c.wantErr
			}
			e.check(t, from, err, wantErr, c.then, system)
			if !reflect.DeepEqual(e.gw.queried, []string{"ZY1"}) {
				t.Fatalf("queried %v", e.gw.queried)
			}
			if closedAt := len(e.gw.closed) > 0; closedAt != c.closedAt {
				t.Fatalf("closed at WeChat: %v, want %v", e.gw.closed, c.closedAt)
			}
			if !p.before.Equal(december2026.Add(-30 * time.Second)) {
				t.Fatalf("asked for orders created before %v", p.before)
			}
		})
	}
}

var errBroken = errors.New("connection reset")

func reactor(e *env, p payment.Pending) *payment.Reactor {
	return payment.NewReactor(e.svc, p, func() events.Metadata { return system }, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// An order the read model still lists but the log shows settled is not asked about.
func TestReactorSkipsSettled(t *testing.T) {
	t.Parallel()
	e := newEnv(t, december2026, nil)
	e.given(t, history{}.with(order1, order("ZY1", december2026.Add(-20*time.Minute)), paidEv("ZY1", 9900)))
	from := e.watch(t, order1, memberOf)
	err := reactor(e, &pending{unsettled: []string{"ZY1"}, refunding: []string{"ZY1"}}).Tick(context.Background())
	e.check(t, from, err, nil, nil, system)
	if len(e.gw.queried)+len(e.gw.closed)+len(e.gw.refundsAsk) > 0 {
		t.Fatalf("asked WeChat: %v %v %v", e.gw.queried, e.gw.closed, e.gw.refundsAsk)
	}
}

// Given a refund asked, when the reactor ticks, then the refund is sent under the order's refund
// number and its outcome recorded.
func TestReactorRefunds(t *testing.T) {
	t.Parallel()
	ask := payment.RefundRequest{OrderNo: "ZY1", RefundNo: "RFZY1", Refund: 9900, Total: 9900, Reason: "重复购买"}
	for _, c := range []struct {
		name   string
		given  history
		answer payment.GatewayRefund
		asked  []payment.RefundRequest
		then   streams
	}{
		{name: "refunded at once", given: refunding, asked: []payment.RefundRequest{ask},
			answer: payment.GatewayRefund{RefundNo: "RFZY1", RefundID: "R1", Status: payment.RefundSuccess, Amount: 9900},
			then: streams{order1: {events.OrderRefunded{OrderNo: "ZY1", OutRefundNo: "RFZY1", RefundID: "R1", Amount: 9900}},
				memberOf: {events.RightsRevoked{UserID: user, Source: events.GrantByOrder, Ref: "ZY1", Reason: "refunded"}}}},
		{name: "processing: asked again next tick", given: refunding, asked: []payment.RefundRequest{ask},
			answer: payment.GatewayRefund{RefundNo: "RFZY1", Status: payment.RefundProcessing}},
		{name: "a mismatching payment: what was paid, of what was paid",
			given:  mismatched.with(order1, refundAsked(990, "金额不符")),
			asked:  []payment.RefundRequest{{OrderNo: "ZY1", RefundNo: "RFZY1", Refund: 990, Total: 990, Reason: "金额不符"}},
			answer: payment.GatewayRefund{RefundNo: "RFZY1", Status: payment.RefundAbnormal},
			then:   streams{order1: {events.OrderRefundFailed{OrderNo: "ZY1", OutRefundNo: "RFZY1", Status: payment.RefundAbnormal}}}},
		{name: "a failed refund is left to an operator",
			given: refunding.with(order1, events.OrderRefundFailed{OrderNo: "ZY1", OutRefundNo: "RFZY1", Status: payment.RefundClosed})},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, december2026, nil)
			e.given(t, c.given)
			e.gw.refund = c.answer
			from := e.watch(t, order1, memberOf)
			err := reactor(e, &pending{refunding: []string{"ZY1"}}).Tick(context.Background())
			e.check(t, from, err, nil, c.then, system)
			if !reflect.DeepEqual(e.gw.refundsAsk, c.asked) {
				t.Fatalf("asked %+v, want %+v", e.gw.refundsAsk, c.asked)
			}
		})
	}
}
