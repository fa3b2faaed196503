package recommend

import "testing"

// A proxy rank spreads by the shifts consecutive tables showed; a score the candidate only
// estimates spreads wider still; both are equally weighted quantiles in increasing order.
func TestProxySpreadIsLearnedAndWidensForAnEstimate(t *testing.T) {
	width := func(o []offset) int { return o[len(o)-1].offset - o[0].offset }
	proxy, est := proxySpread(), proxyEstimatedSpread()
	for _, o := range [][]offset{proxy, est} {
		if len(o) != proxyScenarios {
			t.Fatalf("%d scenarios, want %d", len(o), proxyScenarios)
		}
		sum := 0.0
		for i, x := range o {
			sum += x.weight
			if i > 0 && x.offset < o[i-1].offset {
				t.Fatalf("offsets not ordered: %v", o)
			}
		}
		if sum < 0.999 || sum > 1.001 {
			t.Fatalf("weights sum to %v", sum)
		}
	}
	if proxy[0].offset >= 0 || proxy[len(proxy)-1].offset <= 0 {
		t.Errorf("proxy offsets %v: a year moves scores either way", proxy)
	}
	if width(est) <= width(proxy) {
		t.Errorf("an estimated score (%v) is not spread wider than a released one (%v)", est, proxy)
	}
	t.Logf("proxy %v, estimated %v", proxy, est)
}
