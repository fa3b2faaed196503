package membership

import (
	"context"
	"time"

	"zhiyuan/events/apperr"
)

// Order is one order as its buyer sees it.
type Order struct {
	OrderNo, State, StateText, ProductName string
	Amount                                 int64
	AmountText                             string
	CreatedAt, ExpireAt                    time.Time
	PaidAt                                 *time.Time
}

var stateText = map[string]string{"NOTPAY": "待支付", "PAID": "已支付", "CLOSED": "已关闭", "MISMATCH": "金额异常，将原路退款",
	"REFUNDING": "退款中", "REFUNDED": "已退款"}

func orderOf(o OrderRow, now time.Time) Order {
	state := o.State
	if state == "NOTPAY" && now.After(o.ExpiresAt) {
		state = "CLOSED" // expired: WeChat will not take the payment; the reactor closes it shortly
	}
	return Order{OrderNo: o.OrderNo, State: state, StateText: stateText[state], ProductName: o.ProductName, Amount: o.Amount,
		AmountText: Yuan(o.Amount), CreatedAt: o.CreatedAt, ExpireAt: o.ExpiresAt, PaidAt: o.PaidAt}
}

var errNoOrder = apperr.NotFound("订单不存在")

// PaymentStatusAt is Payment/PaymentStatus (the buyer's own order only) with the log
// position of the order's last change.
func (h *Handler) PaymentStatusAt(ctx context.Context, userID, orderNo string) (Order, int64, error) {
	o, ok, err := h.rm.Order(ctx, orderNo)
	if err != nil {
		return Order{}, 0, err
	}
	if !ok || o.UserID != userID {
		return Order{}, 0, errNoOrder
	}
	return orderOf(o, h.now()), o.Position, nil
}

// MyOrders is Payment/MyOrders: the user's last 100 orders, newest first.
func (h *Handler) MyOrders(ctx context.Context, userID string) ([]Order, error) {
	list, err := h.rm.Orders(ctx, userID, 100)
	out := make([]Order, 0, len(list))
	for _, o := range list {
		out = append(out, orderOf(o, h.now()))
	}
	return out, err
}

// Card is User/GetCardDetail.
type Card struct {
	CardNo, ProductId, ProductName string
	Days                           int
	Rights                         []string
	ActivatedAt                    *time.Time
}

// CardDetail answers a card the user activated; any other number is not found.
func (h *Handler) CardDetail(ctx context.Context, userID, number string) (Card, error) {
	c, ok, err := h.rm.Card(ctx, number)
	if err != nil {
		return Card{}, err
	}
	if !ok || c.RedeemedBy != userID {
		return Card{}, apperr.NotFound("没有找到你激活过的这张卡")
	}
	return Card{CardNo: c.Number, ProductId: c.ProductCode, ProductName: c.ProductName, Days: c.Days, Rights: c.Rights,
		ActivatedAt: c.RedeemedAt}, nil
}
