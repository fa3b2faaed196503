package wechatpay

import (
	"context"
	"net/http"
	"net/url"
)

// RefundRequest asks for a (partial) refund of a paid order.
type RefundRequest struct {
	OutTradeNo  string
	OutRefundNo string // idempotency key: the same number never refunds twice
	Reason      string
	NotifyURL   string
	Refund      int64 // fen to refund
	Total       int64 // fen paid for the original order
}

type refundBody struct {
	OutTradeNo  string `json:"out_trade_no"`
	OutRefundNo string `json:"out_refund_no"`
	Reason      string `json:"reason,omitempty"`
	NotifyURL   string `json:"notify_url,omitempty"`
	Amount      struct {
		Refund   int64  `json:"refund"`
		Total    int64  `json:"total"`
		Currency string `json:"currency"`
	} `json:"amount"`
}

// Refund requests a refund. The answer usually says PROCESSING; the final
// state arrives as a REFUND.* notification or through QueryRefund.
func (c *Client) Refund(ctx context.Context, r RefundRequest) (Refund, error) {
	b := refundBody{OutTradeNo: r.OutTradeNo, OutRefundNo: r.OutRefundNo, Reason: r.Reason, NotifyURL: r.NotifyURL}
	b.Amount.Refund, b.Amount.Total, b.Amount.Currency = r.Refund, r.Total, "CNY"
	var out Refund
	err := c.do(ctx, http.MethodPost, "/v3/refund/domestic/refunds", nil, b, &out)
	return out, err
}

// QueryRefund fetches a refund by the merchant's refund number.
func (c *Client) QueryRefund(ctx context.Context, outRefundNo string) (Refund, error) {
	var out Refund
	err := c.do(ctx, http.MethodGet, "/v3/refund/domestic/refunds/"+url.PathEscape(outRefundNo), nil, nil, &out)
	return out, err
}
