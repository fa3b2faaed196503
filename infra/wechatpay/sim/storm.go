package sim

import (
	"sync"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/infra/wechatpay"
)

// PayQuietly marks an order paid and sends no notification: a notification WeChat lost,
// which only the merchant's own query of the order can find.
func (s *Simulator) PayQuietly(outTradeNo string) error {
	now := s.cfg.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	o, err := s.payable(outTradeNo, now)
	if err != nil {
		return err
	}
	o.markPaid(now, o.total)
	return nil
}

// markPaid turns an order SUCCESS with a new WeChat transaction id.
func (o *order) markPaid(now time.Time, paidTotal int64) {
	o.state, o.successTime, o.paidTotal = wechatpay.TradeSuccess, now, paidTotal
	o.transactionID = "4200" + now.In(beijing.Zone).Format("20060102") + randomDigits(16)
}

// Storm delivers one paid order's success notification n times at once, all with the same
// notification id, as WeChat's retries can overlap. It answers the receiver's statuses.
func (s *Simulator) Storm(outTradeNo string, n int) ([]int, error) {
	s.mu.Lock()
	o := s.orders[outTradeNo]
	if o == nil {
		s.mu.Unlock()
		return nil, ErrNoOrder
	}
	if o.state != wechatpay.TradeSuccess {
		s.mu.Unlock()
		return nil, ErrState
	}
	tx, url := s.transaction(o), o.notifyURL
	s.mu.Unlock()
	body, err := s.envelope(wechatpay.EventTransactionSuccess, "支付成功", "transaction", tx)
	if err != nil {
		return nil, err
	}
	statuses := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = s.post(url, body, &statuses[i])
		}()
	}
	wg.Wait()
	return statuses, nil
}
