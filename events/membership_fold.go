package events

import (
	"sort"
	"time"
)

// Holding is what a user holds: each right's expiry and each product's.
type Holding struct {
	Rights   map[string]time.Time
	Products []ProductHolding
	// Spans are the product time each counted grant gives, by GrantKey: it starts when the
	// grant was made or when the product's earlier time runs out, whichever is later.
	Spans map[string]GrantSpan
}

// GrantSpan is the product time one grant gives.
type GrantSpan struct {
	From, Until time.Time
}

// ProductHolding is one product a user holds, with its expiry.
type ProductHolding struct {
	Code     string
	Name     string
	ExpireAt time.Time
}

// GrantKey names a grant by what paid for it (a revocation names the same key).
func GrantKey(source, ref string) string { return source + ":" + ref }

// FoldGrants computes a holding from grants in log order, leaving out revoked ones. A grant
// starts when it was made or when the same right (and product) runs out, whichever is later,
// so a second purchase extends the first; a revoked grant is simply not counted, and the
// grants after it close up the gap.
func FoldGrants(grants []RightsGranted, revoked map[string]bool) Holding {
	h := Holding{Rights: map[string]time.Time{}, Spans: map[string]GrantSpan{}}
	products := map[string]*ProductHolding{}
	var order []string
	for _, g := range grants {
		if revoked[GrantKey(g.Source, g.Ref)] {
			continue
		}
		for _, r := range g.Rights {
			h.Rights[r] = g.endFrom(stackAfter(h.Rights[r], g.At))
		}
		p := products[g.ProductCode]
		if p == nil {
			p = &ProductHolding{Code: g.ProductCode}
			products[g.ProductCode] = p
			order = append(order, g.ProductCode)
		}
		p.Name = g.ProductName
		from := stackAfter(p.ExpireAt, g.At)
		p.ExpireAt = g.endFrom(from)
		h.Spans[GrantKey(g.Source, g.Ref)] = GrantSpan{From: from, Until: p.ExpireAt}
	}
	for _, code := range order {
		h.Products = append(h.Products, *products[code])
	}
	sort.SliceStable(h.Products, func(i, j int) bool { return h.Products[i].ExpireAt.Before(h.Products[j].ExpireAt) })
	return h
}

// endFrom is where a grant's time ends when it starts at from: Days later, or for a season
// grant its Until (a season grant never shortens what is already held).
func (g RightsGranted) endFrom(from time.Time) time.Time {
	if g.Kind == ProductBySeason {
		return stackAfter(from, g.Until)
	}
	return from.Add(time.Duration(g.Days) * 24 * time.Hour)
}

func stackAfter(current, at time.Time) time.Time {
	if current.After(at) {
		return current
	}
	return at
}

// Has reports whether the right is held at the time.
func (h Holding) Has(right string, now time.Time) bool {
	return h.Rights[right].After(now)
}
