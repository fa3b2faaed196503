package httpapi

import (
	"net/http"
	"net/netip"
	"strings"

	"zhiyuan/events/apperr"
)

// localOnly serves the operator paths of a loopback listener (/metrics, /debug/pprof/,
// /dev/sms, /dev/wechatpay/) only to a direct local connection: the peer is on loopback and no
// forwarding header names anyone else. A local gateway forwards outside clients from a
// loopback peer, so a request it (or any proxy) attributes to another address is an outside
// client's, and is answered as an unknown path. The admin listener needs no such check.
func localOnly(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !directLocal(r) {
			writeJSON(w, http.StatusNotFound, Envelope{Code: apperr.CodeNotFound, Message: "页面不存在"})
			return
		}
		next.ServeHTTP(w, r)
	})
}

// directLocal: the TCP peer is loopback, every X-Forwarded-For and X-Real-IP entry is too, and
// there is no Forwarded header (RFC 7239: no local hop writes one).
func directLocal(r *http.Request) bool {
	if !loopback(remoteAddr(r)) || len(r.Header.Values("Forwarded")) > 0 {
		return false
	}
	hops := forwardedFor(r)
	for _, line := range r.Header.Values("X-Real-IP") {
		hops = append(hops, strings.TrimSpace(line))
	}
	for _, h := range hops {
		if !loopback(h) {
			return false
		}
	}
	return true
}

func loopback(s string) bool {
	a, err := netip.ParseAddr(s)
	return err == nil && a.Unmap().IsLoopback()
}
