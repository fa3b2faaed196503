package httpapi

import (
	"net/http"
	"net/http/httputil"
	"net/url"
)

// ForwardTo is the web gateway's proxy to one API side. The gateway is the
// edge the public reaches, so it replaces whatever X-Forwarded-For the client
// sent with the one address it knows (the peer, or what its own trusted
// proxies say), and the API behind it trusts the gateway's network only.
func ForwardTo(target *url.URL, trusted TrustedProxies) http.Handler {
	return &httputil.ReverseProxy{ErrorHandler: upstreamUnavailable, Rewrite: func(pr *httputil.ProxyRequest) {
		// Rewrite mode has already dropped the inbound X-Forwarded-* headers.
		pr.SetURL(target)
		pr.Out.Host = pr.In.Host
		pr.Out.Header.Set("X-Forwarded-For", trusted.ClientIP(pr.In))
		if pr.In.TLS != nil {
			pr.Out.Header.Set("X-Forwarded-Proto", "https")
		}
	}}
}

// upstreamUnavailable answers a request the API side could not take (a replica restarting, a
// dead connection) with the documented outage envelope instead of the proxy's bare 502.
func upstreamUnavailable(w http.ResponseWriter, r *http.Request, err error) {
	if r.Context().Err() != nil {
		return // the client left: nobody reads an answer
	}
	writeUnavailable(w)
}
