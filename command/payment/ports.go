// Package payment is the order aggregate: a user buys a product by WeChat Pay (Native QR code),
// the payment is confirmed by WeChat's signed notification or by asking WeChat, and the rights
// are granted in the same append as the payment, once. A reactor (reactor.go) does the calls
// WeChat needs later: it asks about orders whose notification has not come, closes expired
// ones and sends refunds.
package payment

import (
	"context"
	"errors"
	"time"
)

// Gateway is the payment provider (WeChat Pay API v3, or its local simulator).
type Gateway interface {
	// Prepay opens a Native payment and answers the QR code's content.
	Prepay(ctx context.Context, p Prepay) (codeURL string, err error)
	Query(ctx context.Context, orderNo string) (GatewayOrder, error)
	// Close closes an unpaid order (ErrGatewayPaid when it was paid meanwhile).
	Close(ctx context.Context, orderNo string) error
	// Refund asks for a refund; the same RefundNo on a retry refunds once.
	Refund(ctx context.Context, r RefundRequest) (GatewayRefund, error)
}

// Prepay is what WeChat needs to open a payment.
type Prepay struct {
	OrderNo     string
	Description string
	Total       int64
	ExpiresAt   time.Time
}

// Gateway trade states (WeChat's trade_state).
const (
	TradeSuccess = "SUCCESS"
	TradeNotPay  = "NOTPAY"
	TradeClosed  = "CLOSED"
	TradeRefund  = "REFUND"
	TradeError   = "PAYERROR"
	TradePaying  = "USERPAYING"
	TradeRevoked = "REVOKED"
)

// GatewayOrder is the provider's view of an order.
type GatewayOrder struct {
	State         string
	TransactionID string
	Total         int64
	PaidAt        time.Time
}

// RefundRequest is one refund of an order.
type RefundRequest struct {
	OrderNo  string
	RefundNo string
	Refund   int64
	Total    int64
	Reason   string
}

// Refund states (WeChat's refund status).
const (
	RefundSuccess    = "SUCCESS"
	RefundProcessing = "PROCESSING"
	RefundClosed     = "CLOSED"
	RefundAbnormal   = "ABNORMAL"
)

// GatewayRefund is the provider's view of a refund.
type GatewayRefund struct {
	RefundNo string
	RefundID string
	Status   string
	Amount   int64
}

var (
	// ErrGatewayPaid: the provider refuses to close an order that was paid.
	ErrGatewayPaid = errors.New("payment: the order is paid at the provider")
	// ErrGatewayNoOrder: the provider does not know the order.
	ErrGatewayNoOrder = errors.New("payment: the provider does not know the order")
)

// Notice is one verified, decrypted provider notification: a payment or a refund's outcome.
type Notice struct {
	ID      string
	Payment *Payment
	Refund  *RefundNotice
}

// RefundNotice is a refund's outcome for an order.
type RefundNotice struct {
	OrderNo string
	GatewayRefund
}
