package wechatpay

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"zhiyuan/beijing"
)

// NativeRequest describes one Native (QR code) order.
type NativeRequest struct {
	Description string
	OutTradeNo  string
	NotifyURL   string
	TimeExpire  time.Time // zero: WeChat's default (2 hours)
	Total       int64     // fen
	Attach      string
}

type nativeBody struct {
	AppID       string     `json:"appid"`
	MchID       string     `json:"mchid"`
	Description string     `json:"description"`
	OutTradeNo  string     `json:"out_trade_no"`
	TimeExpire  string     `json:"time_expire,omitempty"`
	Attach      string     `json:"attach,omitempty"`
	NotifyURL   string     `json:"notify_url"`
	Amount      orderTotal `json:"amount"`
}

type orderTotal struct {
	Total    int64  `json:"total"`
	Currency string `json:"currency"`
}

// NativePrepay places a Native order and returns its code_url, the text of
// the QR code the payer scans. Repeating it with identical parameters
// returns the same code_url.
func (c *Client) NativePrepay(ctx context.Context, r NativeRequest) (string, error) {
	b := nativeBody{
		AppID: c.Merchant.AppID, MchID: c.Merchant.MchID,
		Description: r.Description, OutTradeNo: r.OutTradeNo, Attach: r.Attach,
		NotifyURL: r.NotifyURL, Amount: orderTotal{Total: r.Total, Currency: "CNY"},
	}
	if !r.TimeExpire.IsZero() {
		b.TimeExpire = FormatTime(r.TimeExpire)
	}
	var out struct {
		CodeURL string `json:"code_url"`
	}
	if err := c.do(ctx, http.MethodPost, "/v3/pay/transactions/native", nil, b, &out); err != nil {
		return "", err
	}
	if out.CodeURL == "" {
		return "", fmt.Errorf("%w: empty code_url", ErrMalformed)
	}
	return out.CodeURL, nil
}

// QueryOrder fetches an order by the merchant's order number.
func (c *Client) QueryOrder(ctx context.Context, outTradeNo string) (Transaction, error) {
	var t Transaction
	q := url.Values{"mchid": {c.Merchant.MchID}}
	err := c.do(ctx, http.MethodGet, "/v3/pay/transactions/out-trade-no/"+url.PathEscape(outTradeNo), q, nil, &t)
	return t, err
}

// CloseOrder closes an unpaid order; WeChat answers 204. A paid order
// fails with APIError code ORDERPAID.
func (c *Client) CloseOrder(ctx context.Context, outTradeNo string) error {
	body := struct {
		MchID string `json:"mchid"`
	}{c.Merchant.MchID}
	return c.do(ctx, http.MethodPost, "/v3/pay/transactions/out-trade-no/"+url.PathEscape(outTradeNo)+"/close", nil, body, nil)
}

// FormatTime renders t as RFC 3339 in +08:00, the form API v3 uses.
func FormatTime(t time.Time) string {
	return t.In(beijing.Zone).Format(time.RFC3339)
}
