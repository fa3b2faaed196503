package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/query/membership"
)

// MembershipReadModel reads the products, rights and holdings (rm_membership), the orders
// (rm_orders) and the cards (rm_cards).
type MembershipReadModel struct{ db *DB }

func NewMembershipReadModel(db *DB) *MembershipReadModel { return &MembershipReadModel{db: db} }

func (m *MembershipReadModel) Products(ctx context.Context) ([]events.ProductSaved, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT code, name, description, price, days, rights, on_sale, sort, kind
		FROM rm_membership.products ORDER BY sort, code`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (events.ProductSaved, error) {
		var p events.ProductSaved
		err := r.Scan(&p.Code, &p.Name, &p.Description, &p.Price, &p.Days, &p.Rights, &p.OnSale, &p.Sort, &p.Kind)
		return p, err
	})
}

func (m *MembershipReadModel) Rights(ctx context.Context, userID string) (map[string]time.Time, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT code, expire_at FROM rm_membership.rights WHERE user_id = $1`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]time.Time{}
	for rows.Next() {
		var code string
		var t time.Time
		if err := rows.Scan(&code, &t); err != nil {
			return nil, err
		}
		out[code] = t
	}
	return out, rows.Err()
}

func (m *MembershipReadModel) Holdings(ctx context.Context, userID string) ([]events.ProductHolding, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT product_code, product_name, expire_at FROM rm_membership.holdings
		WHERE user_id = $1 ORDER BY expire_at`, userID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (events.ProductHolding, error) {
		var h events.ProductHolding
		err := r.Scan(&h.Code, &h.Name, &h.ExpireAt)
		return h, err
	})
}

const orderCols = `order_no, user_id, product_code, product_name, state, close_reason, amount, created_at, expires_at, paid_at, position`

func scanOrder(r pgx.Row) (membership.OrderRow, error) {
	var o membership.OrderRow
	err := r.Scan(&o.OrderNo, &o.UserID, &o.ProductCode, &o.ProductName, &o.State, &o.CloseReason, &o.Amount, &o.CreatedAt,
		&o.ExpiresAt, &o.PaidAt, &o.Position)
	return o, err
}

func (m *MembershipReadModel) Order(ctx context.Context, orderNo string) (membership.OrderRow, bool, error) {
	o, err := scanOrder(m.db.Pool.QueryRow(ctx, `SELECT `+orderCols+` FROM rm_orders.orders WHERE order_no = $1`, orderNo))
	if errors.Is(err, pgx.ErrNoRows) {
		return o, false, nil
	}
	return o, err == nil, err
}

func (m *MembershipReadModel) Orders(ctx context.Context, userID string, limit int) ([]membership.OrderRow, error) {
	return m.orders(ctx, `SELECT `+orderCols+` FROM rm_orders.orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`, userID, limit)
}

// OrdersInState lists orders of a state ("" = any), newest first (the operators' list).
func (m *MembershipReadModel) OrdersInState(ctx context.Context, state string, limit int) ([]membership.OrderRow, error) {
	return m.orders(ctx, `SELECT `+orderCols+` FROM rm_orders.orders WHERE $1 = '' OR state = $1 ORDER BY created_at DESC LIMIT $2`, state, limit)
}

func (m *MembershipReadModel) orders(ctx context.Context, sql string, args ...any) ([]membership.OrderRow, error) {
	rows, err := m.db.Pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (membership.OrderRow, error) { return scanOrder(r) })
}

// Unsettled lists unpaid orders created before a time (payment.Pending).
func (m *MembershipReadModel) Unsettled(ctx context.Context, before time.Time, limit int) ([]string, error) {
	return m.numbers(ctx, `SELECT order_no FROM rm_orders.orders WHERE state = 'NOTPAY' AND created_at < $1
		ORDER BY created_at LIMIT $2`, before, limit)
}

// Refunding lists orders whose refund is requested and not finished (payment.Pending).
func (m *MembershipReadModel) Refunding(ctx context.Context, limit int) ([]string, error) {
	return m.numbers(ctx, `SELECT order_no FROM rm_orders.orders WHERE state = 'REFUNDING' AND refund_failed = ''
		ORDER BY created_at LIMIT $1`, limit)
}

func (m *MembershipReadModel) numbers(ctx context.Context, sql string, args ...any) ([]string, error) {
	rows, err := m.db.Pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

func (m *MembershipReadModel) Card(ctx context.Context, number string) (membership.CardRow, bool, error) {
	var c membership.CardRow
	err := m.db.Pool.QueryRow(ctx, `SELECT c.number, c.batch_id, b.product_code, b.product_name, c.redeemed_by, b.days, b.rights,
		c.redeemed_at FROM rm_cards.cards c JOIN rm_cards.batches b USING (batch_id) WHERE c.number = $1`, number).
		Scan(&c.Number, &c.BatchID, &c.ProductCode, &c.ProductName, &c.RedeemedBy, &c.Days, &c.Rights, &c.RedeemedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return c, false, nil
	}
	return c, err == nil, err
}

// BatchRow is one card batch with its counts (the operators' list).
type BatchRow struct {
	BatchID, ProductCode, ProductName, Note string
	Count, Redeemed                         int
	ExpiresAt, IssuedAt                     time.Time
	Voided                                  bool
}

func (m *MembershipReadModel) Batches(ctx context.Context) ([]BatchRow, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT b.batch_id, b.product_code, b.product_name, b.note, b.count,
		(SELECT count(*) FROM rm_cards.cards c WHERE c.batch_id = b.batch_id AND c.redeemed_by <> ''),
		b.expires_at, b.issued_at, b.voided FROM rm_cards.batches b ORDER BY b.issued_at DESC`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (BatchRow, error) {
		var b BatchRow
		err := r.Scan(&b.BatchID, &b.ProductCode, &b.ProductName, &b.Note, &b.Count, &b.Redeemed, &b.ExpiresAt, &b.IssuedAt, &b.Voided)
		return b, err
	})
}

// CardState is one card of a batch without its secret (cards export).
type CardState struct {
	Number     string
	RedeemedBy string
	RedeemedAt *time.Time
	Attempts   int
}

func (m *MembershipReadModel) BatchCards(ctx context.Context, batchID string) ([]CardState, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT number, redeemed_by, redeemed_at, attempts FROM rm_cards.cards
		WHERE batch_id = $1 ORDER BY number`, batchID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (CardState, error) {
		var c CardState
		err := r.Scan(&c.Number, &c.RedeemedBy, &c.RedeemedAt, &c.Attempts)
		return c, err
	})
}
