package model

// The probability bands of the labels. Chosen from the backtest (docs/BACKTEST.md): 保 starts
// where the stated probability held at least 95 % of the time.
const (
	StretchBelow = 0.40 // 冲: below 40 %
	SafeFrom     = 0.90 // 保: 90 % and above; 稳 between
)

// Label names a probability's band: 冲, 稳 or 保.
func Label(p float64) string {
	switch {
	case p >= SafeFrom:
		return "保"
	case p >= StretchBelow:
		return "稳"
	}
	return "冲"
}
