package platform

import (
	"net"
	"net/netip"
)

// Loopback reports whether a listen address (host:port) accepts connections
// from this machine only. An empty host listens on every interface.
func Loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil || host == "" {
		return false
	}
	if host == "localhost" {
		return true
	}
	a, err := netip.ParseAddr(host)
	return err == nil && a.Unmap().IsLoopback()
}

// AdminOnMain says whether the main listener also serves /metrics, /dev/sms
// and the CLI's /admin calls: only when nobody off this machine can reach it.
func (c Config) AdminOnMain() bool { return Loopback(c.Addr) }

// AdminListener is where /metrics, /dev/sms and /admin are served: the
// separate admin listener (ZHIYUAN_ADMIN_ADDR) when set, else the main one
// when it is on loopback, else nowhere ("").
func (c Config) AdminListener() string {
	if c.AdminAddr != "" {
		return c.AdminAddr
	}
	if c.AdminOnMain() {
		return c.Addr
	}
	return ""
}

// defaultProfile is the profile when ZHIYUAN_PROFILE is not set: development
// only on a loopback address, where nobody else can read /dev/sms.
func defaultProfile(addr string) string {
	if Loopback(addr) {
		return "development"
	}
	return "production"
}
