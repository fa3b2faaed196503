package events

import (
	"testing"
	"time"
)

func TestFoldGrantsStacksAndRevokes(t *testing.T) {
	t0 := time.Date(2026, 6, 25, 0, 0, 0, 0, time.UTC)
	day := 24 * time.Hour
	g := func(ref string, at time.Time, days int, rights ...string) RightsGranted {
		return RightsGranted{Source: GrantByOrder, Ref: ref, ProductCode: "VIP", ProductName: "会员", Rights: rights, Days: days, At: at}
	}
	grants := []RightsGranted{
		g("a", t0, 30, RightExport, RightShare),
		g("b", t0.Add(10*day), 30, RightExport),  // bought while a runs: starts when a ends
		g("c", t0.Add(100*day), 10, RightExport), // bought after both ended: starts at once
	}
	h := FoldGrants(grants, nil)
	if want := t0.Add(110 * day); !h.Rights[RightExport].Equal(want) {
		t.Fatalf("export until %v, want %v", h.Rights[RightExport], want)
	}
	if want := t0.Add(30 * day); !h.Rights[RightShare].Equal(want) {
		t.Fatalf("share until %v, want %v", h.Rights[RightShare], want)
	}
	if len(h.Products) != 1 || !h.Products[0].ExpireAt.Equal(t0.Add(110*day)) {
		t.Fatalf("products %+v", h.Products)
	}
	if !h.Has(RightExport, t0.Add(105*day)) || h.Has(RightExport, t0.Add(111*day)) || h.Has(RightSimulate, t0.Add(105*day)) {
		t.Fatal("Has disagrees with the expiries")
	}
	// Each grant's own product time: b starts where a ends, c when it was bought.
	for ref, want := range map[string]GrantSpan{"a": {t0, t0.Add(30 * day)}, "b": {t0.Add(30 * day), t0.Add(60 * day)},
		"c": {t0.Add(100 * day), t0.Add(110 * day)}} {
		if got := h.Spans[GrantKey(GrantByOrder, ref)]; !got.From.Equal(want.From) || !got.Until.Equal(want.Until) {
			t.Fatalf("span of %s: %v, want %v", ref, got, want)
		}
	}
	// Revoking a: b now starts when it was bought.
	h = FoldGrants(grants, map[string]bool{GrantKey(GrantByOrder, "a"): true})
	if want := t0.Add(110 * day); !h.Rights[RightExport].Equal(want) {
		t.Fatalf("after revoking a: export until %v, want %v", h.Rights[RightExport], want)
	}
	if _, ok := h.Spans[GrantKey(GrantByOrder, "a")]; ok || !h.Spans[GrantKey(GrantByOrder, "b")].Until.Equal(t0.Add(40*day)) {
		t.Fatalf("spans after revoking a: %v", h.Spans)
	}
	// Revoking c instead: b ends where it started, 30 days after a.
	h = FoldGrants(grants, map[string]bool{GrantKey(GrantByOrder, "c"): true})
	if want := t0.Add(60 * day); !h.Rights[RightExport].Equal(want) {
		t.Fatalf("after revoking c: export until %v, want %v", h.Rights[RightExport], want)
	}
	h = FoldGrants(grants, map[string]bool{GrantKey(GrantByOrder, "a"): true})
	if _, ok := h.Rights[RightShare]; ok {
		t.Fatal("a revoked grant still gives its right")
	}
}
