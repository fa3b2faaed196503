package payment

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// RefundNoOf is an order's refund number: one per order, the same on every retry.
func RefundNoOf(orderNo string) string { return "RF" + orderNo }

// RequestRefund asks for an order's payment back (an operator's command). The reactor sends
// it; the rights go when WeChat reports the refund done.
func (s *Service) RequestRefund(ctx context.Context, meta events.Metadata, orderNo, reason string) (command.Result, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" || utf8.RuneCountInString(reason) > 80 {
		return command.Result{}, apperr.Invalid("请写明退款原因（80 字以内）")
	}
	o, err := s.load(ctx, orderNo)
	if err != nil {
		return command.Result{}, err
	}
	switch {
	case o.version == 0:
		return command.Result{}, apperr.NotFound("订单不存在")
	case o.state == StateRefunding || o.state == StateRefunded:
		return command.Result{Version: o.version}, nil
	case o.paidAmount() == 0:
		return command.Result{}, apperr.Invalid("订单未支付，无需退款")
	}
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: events.OrderStream(orderNo), ExpectedVersion: o.version,
		Events: []events.Event{events.OrderRefundRequested{OrderNo: orderNo, OutRefundNo: RefundNoOf(orderNo),
			Amount: o.paidAmount(), Reason: reason}}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, apperr.StaleVersion()
	}
	return command.ResultOf(res, events.OrderStream(orderNo)), err
}

// RefundOutcome records what WeChat says of a refund (its notification or the reactor's
// request): done revokes the rights the order paid for, in the same append; closed or
// abnormal is recorded for an operator. Repeats change nothing.
func (s *Service) RefundOutcome(ctx context.Context, meta events.Metadata, orderNo string, r GatewayRefund) error {
	for try := 0; try < appendTries; try++ {
		o, err := s.load(ctx, orderNo)
		if err != nil {
			return err
		}
		if o.version == 0 {
			return ErrUnknownOrder
		}
		if o.refund == nil || o.refund.OutRefundNo != r.RefundNo || o.state == StateRefunded {
			return nil
		}
		at := events.Append{StreamID: events.OrderStream(orderNo), ExpectedVersion: o.version}
		var appends []events.Append
		switch r.Status {
		case RefundSuccess:
			at.Events = []events.Event{events.OrderRefunded{OrderNo: orderNo, OutRefundNo: r.RefundNo, RefundID: r.RefundID, Amount: r.Amount}}
			appends = append(appends, at)
			if o.paid != nil {
				revoke, err := s.membership.RevokeAppend(ctx, o.UserID, events.GrantByOrder, orderNo, "refunded")
				if err != nil {
					return err
				}
				appends = append(appends, revoke)
			}
		case RefundClosed, RefundAbnormal:
			if o.failed {
				return nil
			}
			at.Events = []events.Event{events.OrderRefundFailed{OrderNo: orderNo, OutRefundNo: r.RefundNo, Status: r.Status}}
			appends = append(appends, at)
		default:
			return nil
		}
		_, err = s.store.Append(ctx, meta, appends...)
		if errors.Is(err, events.ErrConflict) {
			continue
		}
		return err
	}
	return errors.New("payment: refund outcome kept conflicting")
}
