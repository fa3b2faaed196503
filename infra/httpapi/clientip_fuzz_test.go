package httpapi

import (
	"net"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"unicode/utf8"
)

// An X-Forwarded-For entry with an IPv6 zone came back with the zone, free
// text in any bytes: invalid UTF-8 there answered 500 on every per-address
// limit (PostgreSQL: invalid byte sequence), and each zone counted as another
// client. Found by the adversarial suite (internal/apifuzz); the zone is dropped.
func TestForwardedZoneIsDropped(t *testing.T) {
	t.Parallel()
	for xff, want := range map[string]string{
		"fe80::1%\xff\xfe":         "fe80::1",
		"fe80::1%eth0":             "fe80::1",
		"10.1.2.3, fe80::2%lo":     "fe80::2",
		"2001:db8::1%25zzzzzzzzzz": "2001:db8::1",
	} {
		r := httptest.NewRequest("POST", "/api/X/Y", nil)
		r.RemoteAddr = "127.0.0.1:5000"
		r.Header.Set("X-Forwarded-For", xff)
		if got := Loopback.ClientIP(r); got != want {
			t.Errorf("X-Forwarded-For %q: client %q, want %q", xff, got, want)
		}
	}
}

// FuzzClientIP: whatever a client writes in X-Forwarded-For, the address every
// limit counts on is the peer or an address, valid UTF-8 and bounded.
func FuzzClientIP(f *testing.F) {
	for _, s := range []string{"203.0.113.7", "203.0.113.7, 127.0.0.1", "1.1.1.1,2.2.2.2", "not-an-ip", "::1", "[::1]:80",
		"fe80::1%eth0", "::ffff:10.1.2.3", "", " , ,", "999.999.999.999", "10.0.0.1:80, ::1"} {
		f.Add(s, "127.0.0.1:5000")
		f.Add(s, "203.0.113.9:443")
	}
	f.Fuzz(func(t *testing.T, xff, peer string) {
		r := httptest.NewRequest("POST", "/api/X/Y", nil)
		r.RemoteAddr = peer
		r.Header.Set("X-Forwarded-For", xff)
		got := Loopback.ClientIP(r)
		host, _, err := net.SplitHostPort(peer)
		if _, perr := netip.ParseAddr(host); err != nil || perr != nil {
			return // not a peer address net/http hands a handler
		}
		a, err := netip.ParseAddr(got)
		if err != nil || a.Zone() != "" && !strings.Contains(peer, "%") || !utf8.ValidString(got) || len(got) > 64 {
			t.Fatalf("X-Forwarded-For %q from %q: client %q", xff, peer, got)
		}
	})
}
