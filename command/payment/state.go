package payment

import (
	"context"

	"zhiyuan/command"
	"zhiyuan/events"
)

// Order states as the API names them.
const (
	StateNotPay    = "NOTPAY"
	StatePaid      = "PAID"
	StateClosed    = "CLOSED"
	StateMismatch  = "MISMATCH"
	StateRefunding = "REFUNDING"
	StateRefunded  = "REFUNDED"
)

// order is one order folded from its stream.
type order struct {
	events.OrderCreated
	version  int
	state    string
	codeURL  string
	paid     *events.OrderPaid
	mismatch *events.OrderPaymentMismatch
	refund   *events.OrderRefundRequested
	failed   bool // the refund failed at the provider
}

func foldOrder(o *order, ev events.Event) {
	switch e := ev.(type) {
	case events.OrderCreated:
		o.OrderCreated, o.state = e, StateNotPay
	case events.OrderPrepared:
		o.codeURL = e.CodeURL
	case events.OrderPaid:
		o.paid, o.state = &e, StatePaid
	case events.OrderPaymentMismatch:
		o.mismatch, o.state = &e, StateMismatch
	case events.OrderClosed:
		if o.state == StateNotPay {
			o.state = StateClosed
		}
	case events.OrderRefundRequested:
		o.refund, o.state, o.failed = &e, StateRefunding, false
	case events.OrderRefunded:
		o.state = StateRefunded
	case events.OrderRefundFailed:
		o.failed = true
	}
}

// load folds an order; a missing one has version 0.
func (s *Service) load(ctx context.Context, orderNo string) (*order, error) {
	envs, err := s.store.Load(ctx, events.OrderStream(orderNo))
	if err != nil {
		return nil, err
	}
	o := &order{}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		o.version = env.Version
		foldOrder(o, ev)
	})
	return o, err
}

// paidAmount is what the user paid (the order's amount, or the mismatching payment's).
func (o *order) paidAmount() int64 {
	switch {
	case o.paid != nil:
		return o.paid.Amount
	case o.mismatch != nil:
		return o.mismatch.Paid
	}
	return 0
}
