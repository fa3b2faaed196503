package sim

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"zhiyuan/infra/wechatpay"
)

// Pay simulates the payer scanning the QR code and paying the full amount:
// the order turns SUCCESS and a TRANSACTION.SUCCESS notification is sent.
func (s *Simulator) Pay(outTradeNo string) error { return s.PayAmount(outTradeNo, 0) }

// PayAmount is Pay where the transaction reports paidTotal fen instead of
// the order total (0 means the order total), to test amount checks.
func (s *Simulator) PayAmount(outTradeNo string, paidTotal int64) error {
	now := s.cfg.Now()
	s.mu.Lock()
	o, err := s.payable(outTradeNo, now)
	if err != nil {
		s.mu.Unlock()
		return err
	}
	if paidTotal <= 0 {
		paidTotal = o.total
	}
	o.markPaid(now, paidTotal)
	tx := s.transaction(o)
	url := o.notifyURL
	s.mu.Unlock()
	s.cfg.Logger.Info("wechatpay sim: order paid", "out_trade_no", outTradeNo, "paid", paidTotal)
	s.notify(outTradeNo, url, wechatpay.EventTransactionSuccess, "支付成功", "transaction", tx)
	return nil
}

// Fail marks an unpaid order PAYERROR (the bank refused). WeChat sends no
// notification for failures; the merchant learns it by querying.
func (s *Simulator) Fail(outTradeNo string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, err := s.payable(outTradeNo, s.cfg.Now())
	if err != nil {
		return err
	}
	o.state = wechatpay.TradePayError
	return nil
}

// Expire moves an unpaid order's time_expire into the past. It stays NOTPAY
// (as on WeChat, until the merchant closes it) but can no longer be paid.
func (s *Simulator) Expire(outTradeNo string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[outTradeNo]
	if !ok {
		return fmt.Errorf("%w: %s", ErrNoOrder, outTradeNo)
	}
	if o.state != wechatpay.TradeNotPay {
		return fmt.Errorf("%w: %s is %s", ErrState, outTradeNo, o.state)
	}
	o.timeExpire = s.cfg.Now().Add(-time.Second)
	return nil
}

// payable must be called with s.mu held.
func (s *Simulator) payable(outTradeNo string, now time.Time) (*order, error) {
	o, ok := s.orders[outTradeNo]
	switch {
	case !ok:
		return nil, fmt.Errorf("%w: %s", ErrNoOrder, outTradeNo)
	case o.state != wechatpay.TradeNotPay:
		return nil, fmt.Errorf("%w: %s is %s", ErrState, outTradeNo, o.state)
	case o.expired(now):
		return nil, fmt.Errorf("%w: %s", ErrExpired, outTradeNo)
	}
	return o, nil
}

// Orders lists every order, newest first.
func (s *Simulator) Orders() []OrderView {
	now := s.cfg.Now()
	s.mu.Lock()
	out := make([]OrderView, 0, len(s.orders))
	for _, o := range s.orders {
		out = append(out, s.view(o, now))
	}
	s.mu.Unlock()
	slices.SortFunc(out, func(a, b OrderView) int {
		return cmp.Or(b.CreateTime.Compare(a.CreateTime), cmp.Compare(a.OutTradeNo, b.OutTradeNo))
	})
	return out
}

// Order returns one order.
func (s *Simulator) Order(outTradeNo string) (OrderView, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[outTradeNo]
	if !ok {
		return OrderView{}, false
	}
	return s.view(o, s.cfg.Now()), true
}
