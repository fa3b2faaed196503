package orders_test

import (
	"reflect"
	"strconv"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/orders"
)

// created is when the buyer asked (the envelope's time), 09:00 in Beijing on 7 December 2026.
var created = time.Date(2026, 12, 7, 1, 0, 0, 0, time.UTC)

var meta = events.Metadata{ActorUserID: "u-1", ClientIP: "10.0.0.1", Time: created}

const orderRows = `SELECT order_no, user_id, product_code, product_name, amount, state, code_url,
	to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'),
	coalesce(to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), 'NULL'), transaction_id, paid_amount, close_reason,
	refund_no, refund_reason, refund_failed FROM orders ORDER BY order_no`

func createdEv(no, user string) events.OrderCreated {
	return events.OrderCreated{OrderNo: no, UserID: user, ProductCode: "VIP_YEAR", ProductName: "年度会员", Amount: 9900,
		Days: 366, Rights: events.RightsCodes, ExpiresAt: created.Add(15 * time.Minute)}
}

func paid(no string) events.OrderPaid {
	return events.OrderPaid{OrderNo: no, TransactionID: "T-" + no, Amount: 9900, PaidAt: created.Add(3 * time.Minute), Via: "notify"}
}

// row is an order's row: the created order's columns, then the ones its later events set.
func row(no, user, state, codeURL, paidAt, txID, paidAmount, closeReason, refundNo, refundReason, refundFailed string) []string {
	return []string{no, user, "VIP_YEAR", "年度会员", "9900", state, codeURL, "2026-12-07 01:00", "2026-12-07 01:15",
		paidAt, txID, paidAmount, closeReason, refundNo, refundReason, refundFailed}
}

// Given an order's events, then its row.
func TestOrderRows(t *testing.T) {
	t.Parallel()
	s1 := events.OrderStream("ZY1")
	refund := events.OrderRefundRequested{OrderNo: "ZY1", OutRefundNo: "RFZY1", Amount: 9900, Reason: "重复购买"}
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "a created order is unpaid, created when the buyer asked", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"))
		}, want: [][]string{row("ZY1", "u-1", "NOTPAY", "", "NULL", "", "0", "", "", "", "")}},
		{name: "prepared: the QR code's content", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"), events.OrderPrepared{OrderNo: "ZY1", CodeURL: "weixin://wxpay/1"})
		}, want: [][]string{row("ZY1", "u-1", "NOTPAY", "weixin://wxpay/1", "NULL", "", "0", "", "", "", "")}},
		{name: "paid: when, the transaction and the amount", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"), events.OrderPrepared{OrderNo: "ZY1", CodeURL: "weixin://wxpay/1"})
			e.Given(t, meta, s1, paid("ZY1"))
		}, want: [][]string{row("ZY1", "u-1", "PAID", "weixin://wxpay/1", "2026-12-07 01:03", "T-ZY1", "9900", "", "", "", "")}},
		{name: "a mismatching payment: the amount paid, at the time it was recorded", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"))
			later := meta
			later.Time = created.Add(5 * time.Minute)
			e.Given(t, later, s1, events.OrderPaymentMismatch{OrderNo: "ZY1", TransactionID: "T-ZY1", Expected: 9900, Paid: 1, Via: "query"})
		}, want: [][]string{row("ZY1", "u-1", "MISMATCH", "", "2026-12-07 01:05", "T-ZY1", "1", "", "", "", "")}},
		{name: "closed unpaid", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"), events.OrderClosed{OrderNo: "ZY1", Reason: events.CloseExpired})
		}, want: [][]string{row("ZY1", "u-1", "CLOSED", "", "NULL", "", "0", "expired", "", "", "")}},
		{name: "a close after the payment keeps it paid", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"), paid("ZY1"), events.OrderClosed{OrderNo: "ZY1", Reason: events.CloseAtWeChat})
		}, want: [][]string{row("ZY1", "u-1", "PAID", "", "2026-12-07 01:03", "T-ZY1", "9900", "closed_at_wechat", "", "", "")}},
		{name: "a payment after the close makes it paid", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"), events.OrderClosed{OrderNo: "ZY1", Reason: events.CloseExpired}, paid("ZY1"))
		}, want: [][]string{row("ZY1", "u-1", "PAID", "", "2026-12-07 01:03", "T-ZY1", "9900", "expired", "", "", "")}},
		{name: "a refund requested", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"), paid("ZY1"), refund)
		}, want: [][]string{row("ZY1", "u-1", "REFUNDING", "", "2026-12-07 01:03", "T-ZY1", "9900", "", "RFZY1", "重复购买", "")}},
		{name: "a refund failed stays refunding, with the provider's status", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"), paid("ZY1"), refund)
			e.Given(t, meta, s1, events.OrderRefundFailed{OrderNo: "ZY1", OutRefundNo: "RFZY1", Status: "ABNORMAL"})
		}, want: [][]string{row("ZY1", "u-1", "REFUNDING", "", "2026-12-07 01:03", "T-ZY1", "9900", "", "RFZY1", "重复购买", "ABNORMAL")}},
		{name: "a refund requested again clears the failure", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"), paid("ZY1"), refund,
				events.OrderRefundFailed{OrderNo: "ZY1", OutRefundNo: "RFZY1", Status: "CLOSED"})
			again := refund
			again.Reason = "再次退款"
			e.Given(t, meta, s1, again)
		}, want: [][]string{row("ZY1", "u-1", "REFUNDING", "", "2026-12-07 01:03", "T-ZY1", "9900", "", "RFZY1", "再次退款", "")}},
		{name: "refunded", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, createdEv("ZY1", "u-1"), paid("ZY1"), refund)
			e.Given(t, meta, s1, events.OrderRefunded{OrderNo: "ZY1", OutRefundNo: "RFZY1", RefundID: "R1", Amount: 9900})
		}, want: [][]string{row("ZY1", "u-1", "REFUNDED", "", "2026-12-07 01:03", "T-ZY1", "9900", "", "RFZY1", "重复购买", "")}},
		{name: "events of an order never created make no row", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.OrderStream("ZY9"), paid("ZY9"), events.OrderClosed{OrderNo: "ZY9", Reason: events.CloseExpired})
		}},
		{name: "the user's order index is not read", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.UserOrdersStream("u-1"), events.OrderOpened{OrderNo: "ZY1", ProductCode: "VIP_YEAR"}, createdEv("ZY1", "u-1"))
		}},
		{name: "two orders of two users in one batch", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, meta, events.OrderStream("ZY2"), createdEv("ZY2", "u-2"))...)
			batch = append(batch, e.Append(t, meta, s1, createdEv("ZY1", "u-1"))...)
			batch = append(batch, e.Append(t, meta, events.OrderStream("ZY2"), paid("ZY2"))...)
			batch = append(batch, e.Append(t, meta, s1, events.OrderClosed{OrderNo: "ZY1", Reason: events.ClosePrepayFailed})...)
			e.Batch(t, batch)
		}, want: [][]string{
			row("ZY1", "u-1", "CLOSED", "", "NULL", "", "0", "prepay_failed", "", "", ""),
			row("ZY2", "u-2", "PAID", "", "2026-12-07 01:03", "T-ZY2", "9900", "", "", "", "")}},
		{name: "a batch delivered again does not undo what followed", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, meta, s1, createdEv("ZY1", "u-1"), events.OrderRefundRequested{OrderNo: "ZY1", OutRefundNo: "RFZY1", Reason: "a"})
			e.Batch(t, envs)
			e.Given(t, meta, s1, events.OrderRefundFailed{OrderNo: "ZY1", OutRefundNo: "RFZY1", Status: "CLOSED"})
			e.Batch(t, envs)
		}, want: [][]string{row("ZY1", "u-1", "REFUNDING", "", "NULL", "", "0", "", "RFZY1", "a", "CLOSED")}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, orders.Projection{})
			c.given(t, e)
			if got := e.Rows(t, orderRows); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("rows\n%v\nwant\n%v", got, c.want)
			}
		})
	}
}

// position follows the order's newest event (what a query waits for).
func TestOrderPosition(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, orders.Projection{})
	e.Given(t, meta, events.OrderStream("ZY1"), createdEv("ZY1", "u-1"))
	last := e.Append(t, meta, events.OrderStream("ZY1"), events.OrderPrepared{OrderNo: "ZY1", CodeURL: "weixin://wxpay/1"})
	e.Batch(t, last)
	got := e.Rows(t, `SELECT position FROM orders`)
	if len(got) != 1 || got[0][0] != itoa(last[0].Position) {
		t.Fatalf("position %v, want %d", got, last[0].Position)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
