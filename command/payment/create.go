package payment

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Started is the answer to Payment/WechatQRCodePay.
type Started struct {
	OrderNo     string
	CodeUrl     string
	Amount      int64
	ProductName string
	ExpireAt    time.Time
	Position    int64
}

var (
	errNoProduct   = apperr.NotFound("商品不存在或已下架")
	errTooManyOpen = apperr.TooMany("未支付的订单过多，请先完成或等待其过期")
	errTooManyDay  = apperr.TooMany("今日下单次数过多，请明天再试")
	errGatewayDown = &apperr.Error{Code: apperr.CodeUnavailable, Message: "微信支付暂时不可用，请稍后再试"}
)

// Create opens an order for a product and a WeChat Native payment for it. An unpaid order for
// the same product with time left is answered again, so a double click makes one order.
func (s *Service) Create(ctx context.Context, meta events.Metadata, userID, productCode string) (Started, error) {
	p, err := s.membership.Product(ctx, productCode)
	if err != nil || !p.OnSale {
		if err == nil || isNotFound(err) {
			return Started{}, errNoProduct
		}
		return Started{}, err
	}
	for try := 0; ; try++ {
		now := s.now()
		open, version, err := s.openOrders(ctx, userID, now)
		if err != nil {
			return Started{}, err
		}
		if o := reusable(open, productCode, now); o != nil {
			return s.awaitPrepared(ctx, o)
		}
		if err := checkLimits(open, now); err != nil {
			return Started{}, err
		}
		o := events.OrderCreated{OrderNo: newOrderNo(now), UserID: userID, ProductCode: p.Code, ProductName: p.Name,
			Amount: p.Price, Kind: p.Kind, Days: p.Days, Rights: p.Rights, ExpiresAt: now.Add(OrderLifetime).UTC().Truncate(time.Second)}
		_, err = s.store.Append(ctx, meta,
			events.Append{StreamID: events.OrderStream(o.OrderNo), ExpectedVersion: 0, Events: []events.Event{o}},
			events.Append{StreamID: events.UserOrdersStream(userID), ExpectedVersion: version,
				Events: []events.Event{events.OrderOpened{OrderNo: o.OrderNo, ProductCode: o.ProductCode, ExpiresAt: o.ExpiresAt}}})
		if errors.Is(err, events.ErrConflict) && try+1 < appendTries {
			continue
		}
		if errors.Is(err, events.ErrConflict) {
			return Started{}, apperr.Conflict("下单过于频繁，请稍后再试")
		}
		if err != nil {
			return Started{}, err
		}
		return s.prepay(ctx, meta, o)
	}
}

// prepay asks WeChat for the QR code and records it; a failure closes the order.
func (s *Service) prepay(ctx context.Context, meta events.Metadata, o events.OrderCreated) (Started, error) {
	code, err := s.gateway.Prepay(ctx, Prepay{OrderNo: o.OrderNo, Description: o.ProductName, Total: o.Amount, ExpiresAt: o.ExpiresAt})
	if err != nil {
		slog.Warn("payment: prepay failed", "order", o.OrderNo, "err", err)
		_, _ = s.store.Append(context.WithoutCancel(ctx), meta, events.Append{StreamID: events.OrderStream(o.OrderNo), ExpectedVersion: 1,
			Events: []events.Event{events.OrderClosed{OrderNo: o.OrderNo, Reason: events.ClosePrepayFailed}}})
		return Started{}, errGatewayDown
	}
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: events.OrderStream(o.OrderNo), ExpectedVersion: 1,
		Events: []events.Event{events.OrderPrepared{OrderNo: o.OrderNo, CodeURL: code}}})
	if err != nil {
		return Started{}, err
	}
	return Started{OrderNo: o.OrderNo, CodeUrl: code, Amount: o.Amount, ProductName: o.ProductName, ExpireAt: o.ExpiresAt,
		Position: res.Position}, nil
}

// openOrders loads the user's orders of the last day (their index and each open one's state).
func (s *Service) openOrders(ctx context.Context, userID string, now time.Time) ([]*order, int, error) {
	envs, version, err := s.store.LoadSince(ctx, events.UserOrdersStream(userID), now.Add(-24*time.Hour))
	if err != nil {
		return nil, 0, err
	}
	var out []*order
	err = command.Replay(s.registry, envs, func(_ events.Envelope, ev events.Event) {
		if e, ok := ev.(events.OrderOpened); ok {
			out = append(out, &order{OrderCreated: events.OrderCreated{OrderNo: e.OrderNo, ProductCode: e.ProductCode, ExpiresAt: e.ExpiresAt}})
		}
	})
	if err != nil {
		return nil, 0, err
	}
	for i, o := range out {
		if o.ExpiresAt.After(now) {
			if out[i], err = s.load(ctx, o.OrderNo); err != nil {
				return nil, 0, err
			}
		}
	}
	return out, version, nil
}

func reusable(open []*order, product string, now time.Time) *order {
	for i := len(open) - 1; i >= 0; i-- {
		o := open[i]
		if o.ProductCode == product && o.state == StateNotPay && o.ExpiresAt.Sub(now) > reuseMargin {
			return o
		}
	}
	return nil
}

func checkLimits(recent []*order, now time.Time) error {
	unpaid := 0
	for _, o := range recent {
		if o.state == StateNotPay && o.ExpiresAt.After(now) {
			unpaid++
		}
	}
	if unpaid >= MaxOpenOrders {
		return errTooManyOpen
	}
	if len(recent) >= MaxOrdersDay {
		return errTooManyDay
	}
	return nil
}

// awaitPrepared answers an open order, waiting briefly for a parallel request's prepay.
func (s *Service) awaitPrepared(ctx context.Context, o *order) (Started, error) {
	for wait := 0; o.codeURL == "" && o.state == StateNotPay && wait < 100; wait++ {
		select {
		case <-ctx.Done():
			return Started{}, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		var err error
		if o, err = s.load(ctx, o.OrderNo); err != nil {
			return Started{}, err
		}
	}
	if o.codeURL == "" {
		return Started{}, errGatewayDown
	}
	return Started{OrderNo: o.OrderNo, CodeUrl: o.codeURL, Amount: o.Amount, ProductName: o.ProductName, ExpireAt: o.ExpiresAt}, nil
}

func isNotFound(err error) bool {
	e, ok := apperr.As(err)
	return ok && e.Code == apperr.CodeNotFound
}
