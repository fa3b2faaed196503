package sim

import (
	"encoding/json"
	"net/http"

	"zhiyuan/infra/wechatpay"
)

type refundIn struct {
	TransactionID string `json:"transaction_id"`
	OutTradeNo    string `json:"out_trade_no"`
	OutRefundNo   string `json:"out_refund_no"`
	Reason        string `json:"reason"`
	NotifyURL     string `json:"notify_url"`
	Amount        struct {
		Refund   int64  `json:"refund"`
		Total    int64  `json:"total"`
		Currency string `json:"currency"`
	} `json:"amount"`
}

func (s *Simulator) createRefund(w http.ResponseWriter, body []byte) {
	var in refundIn
	if err := json.Unmarshal(body, &in); err != nil {
		s.apiError(w, http.StatusBadRequest, "PARAM_ERROR", "请求体不是合法的 JSON")
		return
	}
	if !outRefundNoRe.MatchString(in.OutRefundNo) {
		s.apiError(w, http.StatusBadRequest, "PARAM_ERROR", "out_refund_no 格式错误")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	// Same out_refund_no: the same refund, never a second one.
	if r, ok := s.refunds[in.OutRefundNo]; ok {
		s.reply(w, http.StatusOK, r.view())
		return
	}
	o := s.findOrder(in.OutTradeNo, in.TransactionID)
	switch {
	case o == nil:
		s.apiError(w, http.StatusNotFound, "RESOURCE_NOT_EXISTS", "订单不存在")
		return
	case o.state != wechatpay.TradeSuccess && o.state != wechatpay.TradeRefund:
		s.apiError(w, http.StatusBadRequest, "INVALID_REQUEST", "订单未支付，不能退款")
		return
	case in.Amount.Total != o.paidTotal:
		s.apiError(w, http.StatusBadRequest, "PARAM_ERROR", "订单金额与支付金额不一致")
		return
	case in.Amount.Refund <= 0 || o.refunded+in.Amount.Refund > o.paidTotal:
		s.apiError(w, http.StatusBadRequest, "PARAM_ERROR", "退款金额超过订单可退金额")
		return
	}
	notifyURL := in.NotifyURL
	if notifyURL == "" {
		notifyURL = o.notifyURL
	}
	now := s.cfg.Now()
	r := &refund{
		refundID:    "50" + randomDigits(27),
		outRefundNo: in.OutRefundNo, outTradeNo: o.outTradeNo, transactionID: o.transactionID,
		reason: in.Reason, notifyURL: notifyURL, amount: in.Amount.Refund, total: o.paidTotal,
		status: wechatpay.RefundProcessing, created: now,
	}
	s.refunds[r.outRefundNo] = r
	o.refundNos = append(o.refundNos, r.outRefundNo)
	o.refunded += r.amount
	o.state = wechatpay.TradeRefund
	s.cfg.Logger.Info("wechatpay sim: refund accepted", "out_refund_no", r.outRefundNo, "refund", r.amount)
	s.goLocked(func() { s.completeRefund(r.outRefundNo) })
	s.reply(w, http.StatusOK, r.view())
}

// findOrder must be called with s.mu held.
func (s *Simulator) findOrder(outTradeNo, transactionID string) *order {
	if o, ok := s.orders[outTradeNo]; ok && outTradeNo != "" {
		return o
	}
	for _, o := range s.orders {
		if transactionID != "" && o.transactionID == transactionID {
			return o
		}
	}
	return nil
}

// completeRefund turns a refund SUCCESS after RefundDelay and notifies.
func (s *Simulator) completeRefund(outRefundNo string) {
	if !s.sleep(s.cfg.RefundDelay) {
		return
	}
	s.mu.Lock()
	r := s.refunds[outRefundNo]
	r.status, r.success = wechatpay.RefundSuccess, s.cfg.Now()
	notice := r.notice(s.cfg.MchID)
	url := r.notifyURL
	s.mu.Unlock()
	s.notify(outRefundNo, url, wechatpay.EventRefundSuccess, "退款成功", "refund", notice)
}

func (s *Simulator) queryRefund(w http.ResponseWriter, outRefundNo string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.refunds[outRefundNo]
	if !ok {
		s.apiError(w, http.StatusNotFound, "RESOURCE_NOT_EXISTS", "退款单不存在")
		return
	}
	s.reply(w, http.StatusOK, r.view())
}
