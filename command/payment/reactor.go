package payment

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
)

// Pending finds the orders the reactor must look at (the orders read model).
type Pending interface {
	// Unsettled lists unpaid, unclosed orders created before a time.
	Unsettled(ctx context.Context, createdBefore time.Time, limit int) ([]string, error)
	// Refunding lists orders whose refund is requested and not finished.
	Refunding(ctx context.Context, limit int) ([]string, error)
}

// Reactor does the payment calls that come after a request: it asks WeChat about orders whose
// notification has not come (a lost notification still grants), closes expired ones and sends
// refunds. It is not a projection: a rebuild never re-runs it. Several reactors may run (one
// per command process): every step is idempotent at WeChat and in the log.
type Reactor struct {
	svc     *Service
	pending Pending
	meta    func() events.Metadata
	// QueryAfter is how old an unpaid order is before WeChat is asked about it.
	QueryAfter time.Duration
	Batch      int
	log        *slog.Logger
}

func NewReactor(svc *Service, pending Pending, meta func() events.Metadata, log *slog.Logger) *Reactor {
	return &Reactor{svc: svc, pending: pending, meta: meta, QueryAfter: 30 * time.Second, Batch: 100, log: log}
}

// Run ticks until the context ends.
func (r *Reactor) Run(ctx context.Context, every time.Duration) {
	command.Every(ctx, every, r.log, "payment reactor", r.Tick)
}

// Tick looks at every pending order once.
func (r *Reactor) Tick(ctx context.Context) error {
	unsettled, err := r.pending.Unsettled(ctx, r.svc.now().Add(-r.QueryAfter), r.Batch)
	if err != nil {
		return err
	}
	var errs []error
	for _, no := range unsettled {
		errs = append(errs, r.settle(ctx, no))
	}
	refunding, err := r.pending.Refunding(ctx, r.Batch)
	if err != nil {
		return err
	}
	for _, no := range refunding {
		errs = append(errs, r.refund(ctx, no))
	}
	return errors.Join(errs...)
}

// settle asks WeChat about an unpaid order: paid grants, expired closes.
func (r *Reactor) settle(ctx context.Context, orderNo string) error {
	o, err := r.svc.load(ctx, orderNo)
	if err != nil || o.state != StateNotPay {
		return err
	}
	g, err := r.svc.gateway.Query(ctx, orderNo)
	switch {
	case errors.Is(err, ErrGatewayNoOrder):
		if r.svc.now().After(o.ExpiresAt) {
			return r.svc.CloseUnpaid(ctx, r.meta(), orderNo, events.CloseExpired)
		}
		return nil
	case err != nil:
		return err
	}
	switch g.State {
	case TradeSuccess, TradeRefund:
		_, _, err := r.svc.Confirm(ctx, r.meta(), Payment{OrderNo: orderNo, TransactionID: g.TransactionID, Total: g.Total,
			PaidAt: g.PaidAt}, ViaQuery)
		return err
	case TradeClosed, TradeRevoked:
		return r.svc.CloseUnpaid(ctx, r.meta(), orderNo, events.CloseAtWeChat)
	case TradeError:
		return r.svc.CloseUnpaid(ctx, r.meta(), orderNo, events.ClosePayError)
	}
	if !r.svc.now().After(o.ExpiresAt) {
		return nil
	}
	err = r.svc.gateway.Close(ctx, orderNo)
	if errors.Is(err, ErrGatewayPaid) {
		return nil // paid at the last moment: the next tick's query grants it
	}
	if err != nil {
		return err
	}
	return r.svc.CloseUnpaid(ctx, r.meta(), orderNo, events.CloseExpired)
}

// refund sends (or re-sends, with the same refund number) a requested refund.
func (r *Reactor) refund(ctx context.Context, orderNo string) error {
	o, err := r.svc.load(ctx, orderNo)
	if err != nil || o.refund == nil || o.state != StateRefunding || o.failed {
		return err
	}
	total := o.Amount
	if o.mismatch != nil {
		total = o.mismatch.Paid
	}
	g, err := r.svc.gateway.Refund(ctx, RefundRequest{OrderNo: orderNo, RefundNo: o.refund.OutRefundNo, Refund: o.refund.Amount,
		Total: total, Reason: o.refund.Reason})
	if err != nil {
		return err
	}
	return r.svc.RefundOutcome(ctx, r.meta(), orderNo, g)
}
