package httpapi

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// TrustedProxies are the hops allowed to say, in X-Forwarded-For, whom they
// forward for (ZHIYUAN_TRUSTED_PROXIES). Nothing else a client sends about its
// address is believed: every per-IP limit, captcha trigger and audit entry
// rests on it.
type TrustedProxies []netip.Prefix

// ParseTrustedProxies reads a comma-separated list of networks or addresses
// ("127.0.0.0/8,10.0.0.0/8,::1").
func ParseTrustedProxies(s string) (TrustedProxies, error) {
	var out TrustedProxies
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !strings.Contains(f, "/") {
			a, err := netip.ParseAddr(f)
			if err != nil {
				return nil, fmt.Errorf("ZHIYUAN_TRUSTED_PROXIES: %q is neither a network nor an address", f)
			}
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			return nil, fmt.Errorf("ZHIYUAN_TRUSTED_PROXIES: %q is not a network (%v)", f, err)
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// Loopback trusts only hops on this machine (tests, a gateway beside the API).
var Loopback = TrustedProxies{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}

func (t TrustedProxies) trusts(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range t {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// ClientIP is the address of the client a request comes from. The connecting
// peer, unless it is a trusted proxy: then X-Forwarded-For is read from the
// right (each proxy appends the address it was reached from), trusted hops are
// passed over, and the first address that is not trusted is the client. What
// lies left of it was written by the client itself and is never believed.
func (t TrustedProxies) ClientIP(r *http.Request) string {
	peer := remoteAddr(r)
	a, err := netip.ParseAddr(peer)
	if err != nil || !t.trusts(a) {
		return peer
	}
	hops := forwardedFor(r)
	for i := len(hops) - 1; i >= 0; i-- {
		h, err := netip.ParseAddr(hops[i])
		if err != nil {
			return a.String() // garbage from beyond the last trusted hop: that hop is what we know
		}
		// An IPv6 zone ("%eth0") is free text, any bytes: it would make one
		// client many addresses and reach the database as invalid UTF-8.
		a = h.Unmap().WithZone("")
		if !t.trusts(a) {
			return a.String()
		}
	}
	return a.String() // every hop is trusted: the farthest one
}

// forwardedFor lists every X-Forwarded-For entry, in order, over all the
// header's lines.
func forwardedFor(r *http.Request) []string {
	var out []string
	for _, line := range r.Header.Values("X-Forwarded-For") {
		for _, f := range strings.Split(line, ",") {
			if f = strings.TrimSpace(f); f != "" {
				out = append(out, f)
			}
		}
	}
	return out
}

func remoteAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	if a, err := netip.ParseAddr(host); err == nil {
		return a.Unmap().String()
	}
	return host
}
