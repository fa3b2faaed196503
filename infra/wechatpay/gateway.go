package wechatpay

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"zhiyuan/command/payment"
)

// Gateway is the order service's payment port on WeChat Pay (or its simulator), and the
// reader of WeChat's notifications for the notify endpoint.
type Gateway struct {
	Client *Client
	// NotifyURL is where WeChat posts the notifications (the site's public address).
	NotifyURL func() string
}

func (g *Gateway) Prepay(ctx context.Context, p payment.Prepay) (string, error) {
	return g.Client.NativePrepay(ctx, NativeRequest{Description: p.Description, OutTradeNo: p.OrderNo, NotifyURL: g.NotifyURL(),
		TimeExpire: p.ExpiresAt, Total: p.Total})
}

func (g *Gateway) Query(ctx context.Context, orderNo string) (payment.GatewayOrder, error) {
	tx, err := g.Client.QueryOrder(ctx, orderNo)
	if IsCode(err, "ORDER_NOT_EXIST") || IsCode(err, "ORDERNOTEXIST") {
		return payment.GatewayOrder{}, payment.ErrGatewayNoOrder
	}
	if err != nil {
		return payment.GatewayOrder{}, err
	}
	if err := g.ours(tx); err != nil {
		return payment.GatewayOrder{}, err
	}
	return payment.GatewayOrder{State: tx.TradeState, TransactionID: tx.TransactionID, Total: tx.Amount.Total, PaidAt: tx.SuccessTime}, nil
}

func (g *Gateway) Close(ctx context.Context, orderNo string) error {
	err := g.Client.CloseOrder(ctx, orderNo)
	switch {
	case IsCode(err, "ORDERPAID"):
		return payment.ErrGatewayPaid
	case IsCode(err, "ORDER_NOT_EXIST") || IsCode(err, "ORDERNOTEXIST") || IsCode(err, "ORDERCLOSED"):
		return nil
	}
	return err
}

func (g *Gateway) Refund(ctx context.Context, r payment.RefundRequest) (payment.GatewayRefund, error) {
	out, err := g.Client.Refund(ctx, RefundRequest{OutTradeNo: r.OrderNo, OutRefundNo: r.RefundNo, Reason: r.Reason,
		NotifyURL: g.NotifyURL(), Refund: r.Refund, Total: r.Total})
	if err != nil {
		return payment.GatewayRefund{}, err
	}
	return payment.GatewayRefund{RefundNo: out.OutRefundNo, RefundID: out.RefundID, Status: out.Status, Amount: out.Amount.Refund}, nil
}

// ErrForeign: a message about another merchant or app.
var ErrForeign = errors.New("wechatpay: another merchant's message")

// ours: a transaction names our merchant and our app. Both are required: a signed message
// without an appid (or with another app's) is not one of our orders' payments.
func (g *Gateway) ours(tx Transaction) error {
	if tx.MchID != g.Client.Merchant.MchID || tx.AppID != g.Client.Merchant.AppID {
		return fmt.Errorf("%w: mchid %q appid %q", ErrForeign, tx.MchID, tx.AppID)
	}
	return nil
}

// ParseNotice verifies, decrypts and reads one notification: a payment (TRANSACTION.SUCCESS)
// or a refund's outcome (REFUND.*). Other event types answer an empty notice.
func (g *Gateway) ParseNotice(h http.Header, body []byte, now time.Time) (payment.Notice, error) {
	n, plain, err := ParseNotification(h, body, g.Client.Verifier, g.Client.Merchant.APIv3Key, now)
	if err != nil {
		return payment.Notice{}, err
	}
	out := payment.Notice{ID: n.ID}
	switch n.EventType {
	case "TRANSACTION.SUCCESS":
		tx, err := DecodeTransaction(plain)
		if err != nil {
			return out, err
		}
		if err := g.ours(tx); err != nil {
			return out, err
		}
		if tx.TradeState != TradeSuccess {
			return out, fmt.Errorf("%w: trade_state %s in a success notification", ErrMalformed, tx.TradeState)
		}
		out.Payment = &payment.Payment{OrderNo: tx.OutTradeNo, TransactionID: tx.TransactionID, Total: tx.Amount.Total, PaidAt: tx.SuccessTime}
	case "REFUND.SUCCESS", "REFUND.ABNORMAL", "REFUND.CLOSED":
		r, err := DecodeRefundNotice(plain)
		if err != nil {
			return out, err
		}
		if r.MchID != g.Client.Merchant.MchID {
			return out, fmt.Errorf("%w: mchid %q", ErrForeign, r.MchID)
		}
		out.Refund = &payment.RefundNotice{OrderNo: r.OutTradeNo, GatewayRefund: payment.GatewayRefund{RefundNo: r.OutRefundNo,
			RefundID: r.RefundID, Status: r.RefundStatus, Amount: r.Amount.Refund}}
	}
	return out, nil
}
