package httpapi

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// A header kept for the audit trail is cut to its limit without splitting a character: half a
// 汉字 is invalid UTF-8, which Postgres refuses in the projection that stores it.
func TestLimitKeepsWholeCharacters(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{"Mozilla/5.0", "Mozilla/5.0"},
		{"a" + strings.Repeat("微", 150), "a" + strings.Repeat("微", 99)}, // 1 + 3×99 = 298 bytes
		{strings.Repeat("微", 100), strings.Repeat("微", 100)},            // exactly 300
		{strings.Repeat("x", 301), strings.Repeat("x", 300)},
	} {
		got := limit(c.in, 300)
		if got != c.want || !utf8.ValidString(got) || len(got) > 300 {
			t.Errorf("limit(%d bytes) = %d bytes %q…, want %d bytes", len(c.in), len(got), got[:min(len(got), 12)], len(c.want))
		}
	}
}
