package events

import "time"

// OrderStream holds one order's life: created, prepared at WeChat, paid or closed, refunded.
func OrderStream(orderNo string) string { return "order-" + orderNo }

// UserOrdersStream indexes a user's orders, so the open-order limits hold under parallel requests.
func UserOrdersStream(userID string) string { return "orders-" + userID }

// OrderCreated: a user asked to buy a product at its price of the moment.
type OrderCreated struct {
	OrderNo     string    `json:"order_no"`
	UserID      string    `json:"user_id"`
	ProductCode string    `json:"product_code"`
	ProductName string    `json:"product_name"`
	Amount      int64     `json:"amount"`
	Kind        string    `json:"kind,omitempty"` // the product's kind (ProductBySeason: Days 0)
	Days        int       `json:"days"`
	Rights      []string  `json:"rights"`
	ExpiresAt   time.Time `json:"expires_at"`
}

// OrderOpened is the user's index entry of a new order.
type OrderOpened struct {
	OrderNo     string    `json:"order_no"`
	ProductCode string    `json:"product_code"`
	ExpiresAt   time.Time `json:"expires_at"`
}

// OrderPrepared: WeChat accepted the Native payment and gave the QR code's content.
type OrderPrepared struct {
	OrderNo string `json:"order_no"`
	CodeURL string `json:"code_url"`
}

// OrderPaid: WeChat reported the payment (its notification, or our query of the order).
type OrderPaid struct {
	OrderNo       string    `json:"order_no"`
	TransactionID string    `json:"transaction_id"`
	Amount        int64     `json:"amount"`
	PaidAt        time.Time `json:"paid_at"`
	Via           string    `json:"via"` // notify or query
}

// OrderPaymentMismatch: a payment whose amount is not the order's. It grants nothing; an
// operator refunds it.
type OrderPaymentMismatch struct {
	OrderNo       string `json:"order_no"`
	TransactionID string `json:"transaction_id"`
	Expected      int64  `json:"expected"`
	Paid          int64  `json:"paid"`
	Via           string `json:"via"`
}

// Reasons an order closes.
const (
	CloseExpired      = "expired"
	ClosePrepayFailed = "prepay_failed"
	ClosePayError     = "pay_error"
	CloseAtWeChat     = "closed_at_wechat"
)

// OrderClosed: the order can no longer be paid.
type OrderClosed struct {
	OrderNo string `json:"order_no"`
	Reason  string `json:"reason"`
}

// OrderRefundRequested: an operator asked to refund; the reactor sends it with OutRefundNo,
// the same on every retry, so WeChat refunds once.
type OrderRefundRequested struct {
	OrderNo     string `json:"order_no"`
	OutRefundNo string `json:"out_refund_no"`
	Amount      int64  `json:"amount"`
	Reason      string `json:"reason"`
}

// OrderRefunded: WeChat refunded; the rights the order paid for are revoked with it.
type OrderRefunded struct {
	OrderNo     string `json:"order_no"`
	OutRefundNo string `json:"out_refund_no"`
	RefundID    string `json:"refund_id"`
	Amount      int64  `json:"amount"`
}

// OrderRefundFailed: WeChat closed the refund or found it abnormal; an operator takes over.
type OrderRefundFailed struct {
	OrderNo     string `json:"order_no"`
	OutRefundNo string `json:"out_refund_no"`
	Status      string `json:"status"`
}

func (OrderCreated) EventType() string         { return "order.created" }
func (OrderOpened) EventType() string          { return "order.opened" }
func (OrderPrepared) EventType() string        { return "order.prepared" }
func (OrderPaid) EventType() string            { return "order.paid" }
func (OrderPaymentMismatch) EventType() string { return "order.payment_mismatch" }
func (OrderClosed) EventType() string          { return "order.closed" }
func (OrderRefundRequested) EventType() string { return "order.refund_requested" }
func (OrderRefunded) EventType() string        { return "order.refunded" }
func (OrderRefundFailed) EventType() string    { return "order.refund_failed" }

func registerOrders(r *Registry) {
	for _, e := range []Event{OrderCreated{}, OrderOpened{}, OrderPrepared{}, OrderPaid{}, OrderPaymentMismatch{},
		OrderClosed{}, OrderRefundRequested{}, OrderRefunded{}, OrderRefundFailed{}} {
		r.Register(e, 1)
	}
}
