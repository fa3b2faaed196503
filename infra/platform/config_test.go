package platform

import (
	"strings"
	"testing"
)

func TestDevelopmentProfileOnlyOnLoopbackUnlessAskedFor(t *testing.T) {
	for k := range map[string]bool{"ZHIYUAN_PROFILE": true, "ZHIYUAN_DEV_ON_NETWORK": true, "ZHIYUAN_SMS_URL": true,
		"ZHIYUAN_SMS_KEY": true, "ZHIYUAN_DATABASE_URL": true, "ZHIYUAN_CODE_SECRET": true, "ZHIYUAN_ADMIN_ADDR": true} {
		t.Setenv(k, "")
	}
	t.Setenv("ZHIYUAN_DATA_DIR", t.TempDir())
	t.Setenv("ZHIYUAN_ADDR", "127.0.0.1:8080")
	if c, err := FromEnv(); err != nil || c.Profile != "development" || !c.AdminOnMain() {
		t.Fatalf("loopback without a profile: %q admin on main %v, %v", c.Profile, c.AdminOnMain(), err)
	}
	t.Setenv("ZHIYUAN_ADDR", "0.0.0.0:8080") // docker run's address
	if c, err := FromEnv(); err == nil || c.Profile != "production" || !strings.Contains(err.Error(), "SMS") {
		t.Fatalf("all interfaces without a profile: %q, %v (want production, refused without an SMS provider)", c.Profile, err)
	}
	t.Setenv("ZHIYUAN_PROFILE", "development")
	if _, err := FromEnv(); err == nil || !strings.Contains(err.Error(), "/dev/sms") {
		t.Fatalf("development on all interfaces was not refused: %v", err)
	}
	t.Setenv("ZHIYUAN_DEV_ON_NETWORK", "1")
	c, err := FromEnv()
	if err != nil || c.Profile != "development" || c.AdminOnMain() || c.AdminListener() != "" {
		t.Fatalf("development asked for on a network: %q, admin on main %v at %q, %v", c.Profile, c.AdminOnMain(), c.AdminListener(), err)
	}
	t.Setenv("ZHIYUAN_ADMIN_ADDR", "127.0.0.1:9090")
	if c, err := FromEnv(); err != nil || c.AdminListener() != "127.0.0.1:9090" {
		t.Fatalf("admin listener %q, %v", c.AdminListener(), err)
	}
}

func TestLoopbackAddresses(t *testing.T) {
	for addr, want := range map[string]bool{"127.0.0.1:8080": true, "[::1]:80": true, "localhost:1": true, "127.3.2.1:9": true,
		"0.0.0.0:8080": false, ":8080": false, "10.0.0.5:8080": false, "[::]:8080": false, "example.com:80": false, "garbage": false} {
		if Loopback(addr) != want {
			t.Errorf("Loopback(%q) = %v", addr, !want)
		}
	}
}
