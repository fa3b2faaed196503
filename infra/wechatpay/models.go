package wechatpay

import "time"

// Trade states of a transaction (trade_state).
const (
	TradeSuccess    = "SUCCESS"
	TradeRefund     = "REFUND"
	TradeNotPay     = "NOTPAY"
	TradeClosed     = "CLOSED"
	TradeRevoked    = "REVOKED"
	TradeUserPaying = "USERPAYING"
	TradePayError   = "PAYERROR"
)

// Refund states (status in answers, refund_status in notifications).
const (
	RefundSuccess    = "SUCCESS"
	RefundClosed     = "CLOSED"
	RefundProcessing = "PROCESSING"
	RefundAbnormal   = "ABNORMAL"
)

// Transaction is a payment as returned by the order query API and carried
// (encrypted) by TRANSACTION.SUCCESS notifications. Field names follow
// services/payments Transaction of the official SDK.
type Transaction struct {
	AppID          string            `json:"appid"`
	MchID          string            `json:"mchid"`
	OutTradeNo     string            `json:"out_trade_no"`
	TransactionID  string            `json:"transaction_id,omitempty"`
	TradeType      string            `json:"trade_type,omitempty"`
	TradeState     string            `json:"trade_state"`
	TradeStateDesc string            `json:"trade_state_desc"`
	BankType       string            `json:"bank_type,omitempty"`
	Attach         string            `json:"attach,omitempty"`
	SuccessTime    time.Time         `json:"success_time,omitzero"`
	Payer          *Payer            `json:"payer,omitempty"`
	Amount         TransactionAmount `json:"amount"`
}

// Payer identifies who paid.
type Payer struct {
	OpenID string `json:"openid"`
}

// TransactionAmount is in fen (1/100 yuan).
type TransactionAmount struct {
	Total         int64  `json:"total"`
	PayerTotal    int64  `json:"payer_total"`
	Currency      string `json:"currency"`
	PayerCurrency string `json:"payer_currency"`
}

// Refund is a refund as returned by the refund APIs
// (services/refunddomestic Refund of the official SDK).
type Refund struct {
	RefundID            string       `json:"refund_id"`
	OutRefundNo         string       `json:"out_refund_no"`
	TransactionID       string       `json:"transaction_id"`
	OutTradeNo          string       `json:"out_trade_no"`
	Channel             string       `json:"channel"`
	UserReceivedAccount string       `json:"user_received_account"`
	SuccessTime         time.Time    `json:"success_time,omitzero"`
	CreateTime          time.Time    `json:"create_time"`
	Status              string       `json:"status"`
	FundsAccount        string       `json:"funds_account,omitempty"`
	Amount              RefundAmount `json:"amount"`
}

// RefundAmount is in fen.
type RefundAmount struct {
	Total            int64  `json:"total"`
	Refund           int64  `json:"refund"`
	PayerTotal       int64  `json:"payer_total"`
	PayerRefund      int64  `json:"payer_refund"`
	SettlementRefund int64  `json:"settlement_refund,omitempty"`
	SettlementTotal  int64  `json:"settlement_total,omitempty"`
	DiscountRefund   int64  `json:"discount_refund,omitempty"`
	Currency         string `json:"currency,omitempty"`
}

// RefundNotice is the decrypted resource of a REFUND.* notification. Unlike
// the query answer its state field is refund_status.
type RefundNotice struct {
	MchID               string       `json:"mchid"`
	OutTradeNo          string       `json:"out_trade_no"`
	TransactionID       string       `json:"transaction_id"`
	OutRefundNo         string       `json:"out_refund_no"`
	RefundID            string       `json:"refund_id"`
	RefundStatus        string       `json:"refund_status"`
	SuccessTime         time.Time    `json:"success_time,omitzero"`
	UserReceivedAccount string       `json:"user_received_account,omitempty"`
	Amount              RefundAmount `json:"amount"`
}
