package wishtable

import (
	"testing"

	"zhiyuan/data/admission"
	"zhiyuan/events"
)

// A 2027 table of a province whose 2026 list length is published holds that many units
// (湖北 45, by the 2026 rule), not the unverified cap.
func TestLimitOfA2027TableIsThe2026Length(t *testing.T) {
	for _, c := range []struct{ province, want int }{{42, 45}, {44, 45}, {41, 48}, {43, MaxUnitsCap}} {
		f, ok := admission.FillingRuleFor(c.province, 2027)
		if !ok {
			t.Fatalf("%d 2027: no filling rule", c.province)
		}
		tb := &table{created: events.WishTableCreated{Year: 2027, MaxUnits: f.MaxUnits, RuleVerified: f.Verified}}
		if got := tb.limit(); got != c.want {
			t.Errorf("%d 2027: limit %d, want %d (%+v)", c.province, got, c.want, f)
		}
	}
}
