package httpapi

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestClientIPTrustsOnlyConfiguredHops(t *testing.T) {
	t.Parallel()
	trusted, err := ParseTrustedProxies("127.0.0.0/8, 10.1.0.0/16,::1")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, peer string
		xff        []string
		want       string
	}{
		{"no proxy: the peer", "203.0.113.9:5000", nil, "203.0.113.9"},
		{"an untrusted peer cannot name another address", "203.0.113.9:5000", []string{"1.2.3.4"}, "203.0.113.9"},
		{"behind the gateway: the address it appended", "127.0.0.1:4000", []string{"198.51.100.7"}, "198.51.100.7"},
		{"a forged first entry is ignored", "127.0.0.1:4000", []string{"1.2.3.4, 198.51.100.7"}, "198.51.100.7"},
		{"trusted hops are passed over from the right", "127.0.0.1:4000", []string{"1.2.3.4, 198.51.100.7, 10.1.2.3"}, "198.51.100.7"},
		{"several header lines read as one list", "127.0.0.1:4000", []string{"1.2.3.4", "198.51.100.7", "10.1.9.9"}, "198.51.100.7"},
		{"garbage beyond the last trusted hop: that hop", "127.0.0.1:4000", []string{"1.2.3.4, nonsense, 10.1.2.3"}, "10.1.2.3"},
		{"only trusted hops: the farthest", "127.0.0.1:4000", []string{"10.1.0.5"}, "10.1.0.5"},
		{"IPv6 loopback peer", "[::1]:4000", []string{"2001:db8::1"}, "2001:db8::1"},
		{"IPv4-mapped peer", "[::ffff:127.0.0.1]:4000", []string{"198.51.100.7"}, "198.51.100.7"},
		{"a trusted peer without the header", "127.0.0.1:4000", nil, "127.0.0.1"},
	}
	for _, c := range cases {
		r := httptest.NewRequest(http.MethodPost, "/api/Auth/Login", nil)
		r.RemoteAddr = c.peer
		for _, v := range c.xff {
			r.Header.Add("X-Forwarded-For", v)
		}
		if got := trusted.ClientIP(r); got != c.want {
			t.Errorf("%s: client %q, want %q", c.name, got, c.want)
		}
	}
	if _, err := ParseTrustedProxies("10.0.0.0/33"); err == nil {
		t.Error("a network with 33 bits was accepted")
	}
	if _, err := ParseTrustedProxies("gateway"); err == nil {
		t.Error("a name was accepted as a network")
	}
}

// The gateway overwrites what the client sent: the API behind it sees only
// the address the gateway was reached from.
func TestGatewayOverwritesForwardedFor(t *testing.T) {
	t.Parallel()
	var seen []string
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = r.Header.Values("X-Forwarded-For")
	}))
	defer api.Close()
	target, _ := url.Parse(api.URL)
	gateway := httptest.NewServer(ForwardTo(target, nil))
	defer gateway.Close()
	req, _ := http.NewRequest(http.MethodPost, gateway.URL+"/api/Auth/Login", nil)
	req.Header.Add("X-Forwarded-For", "1.2.3.4")
	req.Header.Add("X-Forwarded-For", "5.6.7.8")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if len(seen) != 1 || seen[0] != "127.0.0.1" {
		t.Fatalf("the API saw X-Forwarded-For %q, want only the gateway's peer 127.0.0.1", seen)
	}
}

// An API side the gateway cannot reach (a replica restarting) is a passing outage: the
// documented 503 envelope, never the proxy's bare 502.
func TestGatewayAnswersTheOutageEnvelopeWhenTheAPIIsAway(t *testing.T) {
	t.Parallel()
	api := httptest.NewServer(http.NotFoundHandler())
	target, _ := url.Parse(api.URL)
	api.Close() // nothing listens there any more
	gateway := httptest.NewServer(ForwardTo(target, nil))
	defer gateway.Close()
	res, err := http.Post(gateway.URL+"/api/Web/GetHomeData", "application/json", strings.NewReader(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var env Envelope
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusServiceUnavailable || env.Message != unavailableMessage || res.Header.Get("Retry-After") == "" {
		t.Fatalf("HTTP %d %+v", res.StatusCode, env)
	}
}
