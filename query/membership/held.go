package membership

import (
	"context"
	"slices"
	"time"
)

// HeldRight is one entry of the login data's RightsList.
type HeldRight struct {
	RightsCode string
	ExpireAt   time.Time
}

// HeldProduct is one entry of UserProductList and User/GetUserProducts.
type HeldProduct struct {
	ProductId   string
	ProductName string
	ExpireAt    time.Time
}

// RightsList is what a user holds now, in the rights' display order.
func (h *Handler) RightsList(ctx context.Context, userID string) ([]HeldRight, error) {
	rights, err := h.rm.Rights(ctx, userID)
	out := []HeldRight{}
	now := h.now()
	for code, until := range rights {
		if until.After(now) {
			out = append(out, HeldRight{RightsCode: code, ExpireAt: until})
		}
	}
	slices.SortFunc(out, func(a, b HeldRight) int { return a.ExpireAt.Compare(b.ExpireAt) })
	return out, err
}

// Products is User/GetUserProducts: products whose time has not run out, soonest first.
func (h *Handler) Products(ctx context.Context, userID string) ([]HeldProduct, error) {
	list, err := h.rm.Holdings(ctx, userID)
	out := []HeldProduct{}
	now := h.now()
	for _, p := range list {
		if p.ExpireAt.After(now) {
			out = append(out, HeldProduct{ProductId: p.Code, ProductName: p.Name, ExpireAt: p.ExpireAt})
		}
	}
	slices.SortFunc(out, func(a, b HeldProduct) int { return a.ExpireAt.Compare(b.ExpireAt) })
	return out, err
}

// Has reports whether a user holds a right now (the query side's gate).
func (h *Handler) Has(ctx context.Context, userID, right string) (bool, error) {
	rights, err := h.rm.Rights(ctx, userID)
	return rights[right].After(h.now()), err
}
