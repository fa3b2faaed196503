// Package orders projects every order's current state: what the buyer's status page, the
// payment reactor's list of pending orders and the operators' commands read.
package orders

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "orders" }

func (Projection) Tables() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS orders (
			order_no TEXT PRIMARY KEY, user_id TEXT NOT NULL, product_code TEXT NOT NULL, product_name TEXT NOT NULL,
			amount BIGINT NOT NULL, state TEXT NOT NULL, code_url TEXT NOT NULL DEFAULT '',
			created_at TIMESTAMPTZ NOT NULL, expires_at TIMESTAMPTZ NOT NULL, paid_at TIMESTAMPTZ,
			transaction_id TEXT NOT NULL DEFAULT '', paid_amount BIGINT NOT NULL DEFAULT 0, close_reason TEXT NOT NULL DEFAULT '',
			refund_no TEXT NOT NULL DEFAULT '', refund_reason TEXT NOT NULL DEFAULT '', refund_failed TEXT NOT NULL DEFAULT '',
			position BIGINT NOT NULL)`,
		`CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, created_at DESC)`,
		`CREATE INDEX IF NOT EXISTS orders_pending ON orders (state, created_at) WHERE state IN ('NOTPAY', 'REFUNDING')`,
	}
}

// Reads: the order streams (not the users' order indexes).
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.OrderStream(""))
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.OrderCreated:
		return tx.Exec(ctx, `INSERT INTO orders (order_no, user_id, product_code, product_name, amount, state, created_at, expires_at, position)
			VALUES ($1, $2, $3, $4, $5, 'NOTPAY', $6, $7, $8) ON CONFLICT (order_no) DO NOTHING`,
			e.OrderNo, e.UserID, e.ProductCode, e.ProductName, e.Amount, env.Meta.Time, e.ExpiresAt, env.Position)
	case events.OrderPrepared:
		return set(ctx, tx, env, e.OrderNo, `code_url = $3`, e.CodeURL)
	case events.OrderPaid:
		return set(ctx, tx, env, e.OrderNo, `state = 'PAID', paid_at = $3, transaction_id = $4, paid_amount = $5`,
			e.PaidAt, e.TransactionID, e.Amount)
	case events.OrderPaymentMismatch:
		return set(ctx, tx, env, e.OrderNo, `state = 'MISMATCH', paid_at = $3, transaction_id = $4, paid_amount = $5`,
			env.Meta.Time, e.TransactionID, e.Paid)
	case events.OrderClosed:
		return set(ctx, tx, env, e.OrderNo, `state = CASE WHEN state = 'NOTPAY' THEN 'CLOSED' ELSE state END, close_reason = $3`, e.Reason)
	case events.OrderRefundRequested:
		return set(ctx, tx, env, e.OrderNo, `state = 'REFUNDING', refund_no = $3, refund_reason = $4, refund_failed = ''`,
			e.OutRefundNo, e.Reason)
	case events.OrderRefunded:
		return set(ctx, tx, env, e.OrderNo, `state = 'REFUNDED'`)
	case events.OrderRefundFailed:
		return set(ctx, tx, env, e.OrderNo, `refund_failed = $3`, e.Status)
	}
	return nil
}

// set changes an order's columns; $1 is the order number, $2 the event's position.
func set(ctx context.Context, tx projections.Tx, env events.Envelope, orderNo, assignments string, args ...any) error {
	return tx.Exec(ctx, `UPDATE orders SET `+assignments+`, position = $2 WHERE order_no = $1`,
		append([]any{orderNo, env.Position}, args...)...)
}
