package payment

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"zhiyuan/events"
)

// Payment is a payment WeChat reports (its notification's transaction, or a query's answer).
type Payment struct {
	OrderNo       string
	TransactionID string
	Total         int64
	PaidAt        time.Time
}

// Ways a payment is learnt.
const (
	ViaNotify = "notify"
	ViaQuery  = "query"
)

// ErrUnknownOrder: a payment for an order number this site never made.
var ErrUnknownOrder = errors.New("payment: unknown order")

// Outcome says what a confirmation did.
type Outcome string

const (
	Granted   Outcome = "granted"   // paid now, rights granted
	Repeated  Outcome = "repeated"  // known already: nothing changed
	Mismatch  Outcome = "mismatch"  // the amount differs: recorded, nothing granted
	Undecided Outcome = "undecided" // not stored (a lost race every try)
)

// Confirm records a successful payment and grants the order's rights in the same append.
// However many times and however concurrently the same payment arrives, it grants once: the
// append expects the order's version it decided on, and a loser reads the winner's result.
func (s *Service) Confirm(ctx context.Context, meta events.Metadata, p Payment, via string) (Outcome, int64, error) {
	for try := 0; try < appendTries*2; try++ {
		o, err := s.load(ctx, p.OrderNo)
		if err != nil {
			return Undecided, 0, err
		}
		if o.version == 0 {
			return Undecided, 0, fmt.Errorf("%w: %s", ErrUnknownOrder, p.OrderNo)
		}
		if o.paid != nil || o.mismatch != nil {
			return Repeated, 0, nil
		}
		if o.state == StateClosed {
			// Closed here but paid at WeChat (the payment raced the close): the money is taken,
			// so the order counts as paid.
			slog.Warn("payment: a closed order was paid", "order", p.OrderNo, "transaction", p.TransactionID)
		}
		orderAppend := events.Append{StreamID: events.OrderStream(p.OrderNo), ExpectedVersion: o.version}
		if p.Total != o.Amount {
			slog.Error("payment: paid amount differs from the order", "order", p.OrderNo, "expected", o.Amount, "paid", p.Total)
			orderAppend.Events = []events.Event{events.OrderPaymentMismatch{OrderNo: p.OrderNo, TransactionID: p.TransactionID,
				Expected: o.Amount, Paid: p.Total, Via: via}}
			res, err := s.store.Append(ctx, meta, orderAppend)
			if errors.Is(err, events.ErrConflict) {
				continue
			}
			return Mismatch, res.Position, err
		}
		paidAt := p.PaidAt
		if paidAt.IsZero() {
			paidAt = s.now()
		}
		orderAppend.Events = []events.Event{events.OrderPaid{OrderNo: p.OrderNo, TransactionID: p.TransactionID, Amount: p.Total,
			PaidAt: paidAt.UTC(), Via: via}}
		grant, _, err := s.membership.GrantAppend(ctx, events.RightsGranted{UserID: o.UserID, Source: events.GrantByOrder,
			Ref: o.OrderNo, ProductCode: o.ProductCode, ProductName: o.ProductName, Rights: o.Rights, Days: o.Days, Kind: o.Kind})
		if err != nil {
			return Undecided, 0, err
		}
		res, err := s.store.Append(ctx, meta, orderAppend, grant)
		if errors.Is(err, events.ErrConflict) {
			continue
		}
		return Granted, res.Position, err
	}
	return Undecided, 0, fmt.Errorf("payment: order %s kept changing", p.OrderNo)
}

// CloseUnpaid records that an unpaid order can no longer be paid.
func (s *Service) CloseUnpaid(ctx context.Context, meta events.Metadata, orderNo, reason string) error {
	o, err := s.load(ctx, orderNo)
	if err != nil || o.version == 0 || o.state != StateNotPay {
		return err
	}
	_, err = s.store.Append(ctx, meta, events.Append{StreamID: events.OrderStream(orderNo), ExpectedVersion: o.version,
		Events: []events.Event{events.OrderClosed{OrderNo: orderNo, Reason: reason}}})
	if errors.Is(err, events.ErrConflict) {
		return nil // it changed meanwhile (paid, most likely): the next look decides
	}
	return err
}
