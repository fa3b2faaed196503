// Package membership answers the products on sale, what a user holds, their orders and the
// cards they activated, from the membership, orders and cards read models.
package membership

import (
	"context"
	"fmt"
	"time"

	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// ReadModel is what the handler reads.
type ReadModel interface {
	Products(ctx context.Context) ([]events.ProductSaved, error)
	Rights(ctx context.Context, userID string) (map[string]time.Time, error)
	Holdings(ctx context.Context, userID string) ([]events.ProductHolding, error)
	Order(ctx context.Context, orderNo string) (OrderRow, bool, error)
	Orders(ctx context.Context, userID string, limit int) ([]OrderRow, error)
	Card(ctx context.Context, number string) (CardRow, bool, error)
	// CardsOf are the cards a user activated, newest first.
	CardsOf(ctx context.Context, userID string, limit int) ([]CardRow, error)
	// Grants are a user's grants in log order and which of them were revoked (by GrantKey).
	Grants(ctx context.Context, userID string) ([]events.RightsGranted, map[string]bool, error)
}

// OrderRow is one order as projected.
type OrderRow struct {
	OrderNo, UserID, ProductCode, ProductName, State, CloseReason string
	Amount                                                        int64
	CreatedAt, ExpiresAt                                          time.Time
	PaidAt                                                        *time.Time
	Position                                                      int64
}

// CardRow is one card as projected, with its batch.
type CardRow struct {
	Number, BatchID, ProductCode, ProductName, RedeemedBy string
	Days                                                  int
	Rights                                                []string
	RedeemedAt                                            *time.Time
}

type Handler struct {
	rm     ReadModel
	now    func() time.Time
	season func(provinceID, examYear int) data.Season
}

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm, now: time.Now, season: data.SeasonOf} }

// Yuan formats fen as yuan with two decimals.
func Yuan(fen int64) string { return fmt.Sprintf("%d.%02d", fen/100, fen%100) }

// RightInfo names a right and says what it unlocks.
type RightInfo struct {
	RightsCode, RightsName, Description string
}

// Rights are the member's rights with their Chinese names (README "会员").
var Rights = map[string]RightInfo{
	events.RightWishTables: {events.RightWishTables, "多张志愿表", "最多保留 20 张志愿表，按冲稳保不同思路各做一张比较（免费可保留 1 张）"},
	events.RightShare:      {events.RightShare, "家人协作", "把志愿表共享给家人，按角色一起查看和修改，每次修改都有记录"},
	events.RightSimulate:   {events.RightSimulate, "整表模拟", "按历年数据模拟整张志愿表的录取去向和滑档概率"},
	events.RightExport:     {events.RightExport, "导出志愿表", "按本省填报表格式导出 Excel 或 PDF，便于打印核对"},
	events.RightCourses:    {events.RightCourses, "会员课程", "在线课程中标为会员的课时（每门课的试看课时对所有人开放）"},
}

// Product is one product as the site lists it, with the end date it would have if this
// buyer bought it now (Ends).
type Product struct {
	ProductId, ProductName, Description string
	Price                               int64
	PriceText                           string
	Kind                                string // DAYS, or SEASON: to the end of the buyer's filling season (Days 0)
	Days                                int
	Rights                              []RightInfo
	Ends
}

func productOf(p events.ProductSaved) Product {
	out := Product{ProductId: p.Code, ProductName: p.Name, Description: p.Description, Price: p.Price, PriceText: Yuan(p.Price),
		Kind: events.KindName(p.Kind), Days: p.Days, Rights: []RightInfo{}}
	for _, r := range p.Rights {
		out.Rights = append(out.Rights, Rights[r])
	}
	return out
}

// ProductList is Web/GetProductList: the products on sale in the operator's order, each with
// the end date it would have if the buyer bought it now.
func (h *Handler) ProductList(ctx context.Context, b Buyer) ([]Product, error) {
	list, err := h.rm.Products(ctx)
	if err != nil {
		return []Product{}, err
	}
	q, err := h.quoter(ctx, b)
	out := []Product{}
	for _, p := range list {
		if p.OnSale {
			out = append(out, q.product(p))
		}
	}
	return out, err
}

// ProductDetail is Web/GetProductDetail.
func (h *Handler) ProductDetail(ctx context.Context, code string, b Buyer) (Product, error) {
	list, err := h.rm.Products(ctx)
	if err != nil {
		return Product{}, err
	}
	for _, p := range list {
		if p.Code == code && p.OnSale {
			q, err := h.quoter(ctx, b)
			return q.product(p), err
		}
	}
	return Product{}, apperr.NotFound("商品不存在或已下架")
}

// Option is one entry of Options/GetProductOptions.
type Option struct{ Value, Name string }

func (h *Handler) ProductOptions(ctx context.Context) ([]Option, error) {
	list, err := h.ProductList(ctx, Buyer{})
	out := make([]Option, 0, len(list))
	for _, p := range list {
		out = append(out, Option{Value: p.ProductId, Name: p.ProductName})
	}
	return out, err
}
