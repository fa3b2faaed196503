package sim

import (
	"time"

	"zhiyuan/beijing"
	"zhiyuan/infra/wechatpay"
)

func wxTime(t time.Time) time.Time { return t.In(beijing.Zone).Truncate(time.Second) }

type order struct {
	appID, mchID, outTradeNo, description, notifyURL, attach string
	total                                                    int64
	timeExpire                                               time.Time // zero: none given
	timeExpireRaw                                            string    // as sent, for idempotency
	codeURL                                                  string
	created                                                  time.Time
	state                                                    string
	transactionID                                            string
	successTime                                              time.Time
	paidTotal                                                int64 // what the payer paid (PayAmount may differ)
	refunded                                                 int64 // sum of accepted refunds
	refundNos                                                []string
}

type refund struct {
	refundID, outRefundNo, outTradeNo, transactionID, reason, notifyURL string
	amount, total                                                       int64
	status                                                              string
	created, success                                                    time.Time
}

var tradeStateDesc = map[string]string{
	wechatpay.TradeNotPay:   "订单未支付",
	wechatpay.TradeSuccess:  "支付成功",
	wechatpay.TradePayError: "支付失败，请重新下单支付",
	wechatpay.TradeClosed:   "订单已关闭",
	wechatpay.TradeRefund:   "转入退款",
}

func (o *order) expired(now time.Time) bool {
	return !o.timeExpire.IsZero() && now.After(o.timeExpire)
}

// transaction renders an order as the query API and notifications show it.
func (s *Simulator) transaction(o *order) wechatpay.Transaction {
	t := wechatpay.Transaction{
		AppID: o.appID, MchID: o.mchID, OutTradeNo: o.outTradeNo, TradeType: "NATIVE",
		TradeState: o.state, TradeStateDesc: tradeStateDesc[o.state], Attach: o.attach,
		Amount: wechatpay.TransactionAmount{Total: o.total, Currency: "CNY", PayerCurrency: "CNY"},
	}
	if o.transactionID != "" {
		t.TransactionID, t.BankType = o.transactionID, "OTHERS"
		t.SuccessTime = wxTime(o.successTime)
		t.Payer = &wechatpay.Payer{OpenID: s.openID}
		// PayAmount reports a different amount in both fields, like a
		// notification for the wrong order would.
		t.Amount.Total, t.Amount.PayerTotal = o.paidTotal, o.paidTotal
	}
	return t
}

func (r *refund) view() wechatpay.Refund {
	out := wechatpay.Refund{
		RefundID: r.refundID, OutRefundNo: r.outRefundNo, TransactionID: r.transactionID,
		OutTradeNo: r.outTradeNo, Channel: "ORIGINAL", UserReceivedAccount: "支付用户零钱",
		CreateTime: wxTime(r.created), Status: r.status, FundsAccount: "AVAILABLE",
		Amount: wechatpay.RefundAmount{
			Total: r.total, Refund: r.amount, PayerTotal: r.total, PayerRefund: r.amount,
			SettlementRefund: r.amount, SettlementTotal: r.total, Currency: "CNY",
		},
	}
	if !r.success.IsZero() {
		out.SuccessTime = wxTime(r.success)
	}
	return out
}

func (r *refund) notice(mchID string) wechatpay.RefundNotice {
	v := r.view()
	return wechatpay.RefundNotice{
		MchID: mchID, OutTradeNo: v.OutTradeNo, TransactionID: v.TransactionID,
		OutRefundNo: v.OutRefundNo, RefundID: v.RefundID, RefundStatus: v.Status,
		SuccessTime: v.SuccessTime, UserReceivedAccount: v.UserReceivedAccount,
		Amount: wechatpay.RefundAmount{Total: r.total, Refund: r.amount, PayerTotal: r.total, PayerRefund: r.amount},
	}
}

// OrderView is a snapshot of one order for tests and the development page.
type OrderView struct {
	OutTradeNo, Description, Attach, NotifyURL, CodeURL, TransactionID string
	Total, PaidTotal, Refunded                                         int64 // fen
	State                                                              string
	Expired                                                            bool // NOTPAY and past time_expire
	CreateTime, TimeExpire, SuccessTime                                time.Time
	Refunds                                                            []RefundView
	Deliveries                                                         int // notification attempts for this order
}

// RefundView is a snapshot of one refund.
type RefundView struct {
	OutRefundNo, RefundID, Status string
	Amount                        int64
	Deliveries                    int
}

// view must be called with s.mu held.
func (s *Simulator) view(o *order, now time.Time) OrderView {
	v := OrderView{
		OutTradeNo: o.outTradeNo, Description: o.description, Attach: o.attach,
		NotifyURL: o.notifyURL, CodeURL: o.codeURL, TransactionID: o.transactionID,
		Total: o.total, PaidTotal: o.paidTotal, Refunded: o.refunded, State: o.state,
		Expired:    o.state == wechatpay.TradeNotPay && o.expired(now),
		CreateTime: o.created, TimeExpire: o.timeExpire, SuccessTime: o.successTime,
		Deliveries: len(s.deliveries[o.outTradeNo]),
	}
	for _, no := range o.refundNos {
		r := s.refunds[no]
		v.Refunds = append(v.Refunds, RefundView{
			OutRefundNo: no, RefundID: r.refundID, Status: r.status, Amount: r.amount,
			Deliveries: len(s.deliveries[no]),
		})
	}
	return v
}
