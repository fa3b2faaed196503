package httpapi

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

func testSigner(now time.Time) *MediaSigner {
	return &MediaSigner{Key: []byte("0123456789abcdef0123456789abcdef"), Now: func() time.Time { return now }}
}

// sessionOf is the session a test user's cookie is issued in.
func sessionOf(userID string) string { return "session-of-" + userID }

// request is a GET of an address, with the cookie the signer issues to a user ("": none).
func request(m *MediaSigner, addr, cookieOf string) *http.Request {
	r := httptest.NewRequest(http.MethodGet, addr, nil)
	if cookieOf != "" {
		r.AddCookie(m.Cookie(cookieOf, sessionOf(cookieOf), r))
	}
	return r
}

// allowed: the address and cookie pass, naming the cookie's session (none for a visitor).
func allowed(m *MediaSigner, addr, cookieOf string) bool {
	r := request(m, addr, cookieOf)
	session, ok := m.allows(r, strings.TrimPrefix(r.URL.Path, MediaPrefix))
	return ok && (session == "" || session == sessionOf(cookieOf))
}

func TestMediaAddressIsBoundToItsReader(t *testing.T) {
	t.Parallel()
	now := time.Unix(1_800_000_000, 0)
	m := testSigner(now)
	addr := m.URL("a.mp4", "user-1")
	if strings.Contains(addr, "user-1") || !strings.Contains(addr, "&u=") {
		t.Fatalf("the address names its reader opaquely: %s", addr)
	}
	if !allowed(m, addr, "user-1") {
		t.Fatal("the reader's own browser is refused")
	}
	if allowed(m, addr, "") || allowed(m, addr, "user-2") {
		t.Fatal("a passed-on address plays without the reader's cookie")
	}
	forged := &http.Cookie{Name: mediaCookie, Value: m.readerOf("user-1")}
	r := request(m, addr, "")
	r.AddCookie(forged)
	if _, ok := m.allows(r, "a.mp4"); ok {
		t.Fatal("the address's own reader value serves as the cookie")
	}

	// Another user's reader put into the address, with their cookie; the reader left out.
	other := m.readerOf("user-2")
	swapped := strings.Replace(addr, "u="+m.readerOf("user-1"), "u="+other, 1)
	dropped := strings.Replace(addr, "&u="+m.readerOf("user-1"), "", 1)
	if swapped == addr || dropped == addr {
		t.Fatalf("no reader in %s", addr)
	}
	if allowed(m, swapped, "user-2") || allowed(m, dropped, "") || allowed(m, dropped, "user-2") {
		t.Fatal("an altered reader is accepted")
	}
	if allowed(m, strings.Replace(addr, "a.mp4", "b.mp4", 1), "user-1") {
		t.Fatal("the signature does not cover the name")
	}

	// The expiry: signed into the address, and past it nothing plays.
	later := testSigner(now.Add(MediaTTL + time.Second))
	if allowed(later, addr, "user-1") {
		t.Fatal("an expired address plays")
	}
	if !allowed(testSigner(now.Add(MediaTTL)), addr, "user-1") {
		t.Fatal("the address expires early")
	}
	exp := now.Add(MediaTTL).Unix()
	if stretched := strings.Replace(addr, "e="+strconv.FormatInt(exp, 10), "e="+strconv.FormatInt(exp+3600, 10), 1); allowed(m, stretched, "user-1") {
		t.Fatal("the expiry is not signed")
	}

	// Another key's cookie for the same user does not open this installation's addresses.
	foreign := &MediaSigner{Key: []byte("another key, another installation"), Now: m.Now}
	r = request(m, addr, "")
	r.AddCookie(foreign.Cookie("user-1", sessionOf("user-1"), r))
	if _, ok := m.allows(r, "a.mp4"); ok {
		t.Fatal("a cookie of another key is accepted")
	}
}

func TestMediaAddressForAnyone(t *testing.T) {
	t.Parallel()
	m := testSigner(time.Unix(1_800_000_000, 0))
	addr := m.URL("a.mp4", "")
	if strings.Contains(addr, "u=") {
		t.Fatalf("an address for anyone names a reader: %s", addr)
	}
	if !allowed(m, addr, "") || !allowed(m, addr, "user-1") {
		t.Fatal("an address for anyone needs a cookie")
	}
	// Naming a reader in it afterwards breaks the signature.
	if allowed(m, addr+"&u="+m.readerOf("user-1"), "user-1") {
		t.Fatal("a reader added to an address for anyone is accepted")
	}
}

func TestMediaCookie(t *testing.T) {
	t.Parallel()
	m := testSigner(time.Now())
	r := httptest.NewRequest(http.MethodPost, "/api/Course/LessonDetail", nil)
	c := m.Cookie("user-1", "s1", r)
	if c.Path != MediaPrefix || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Secure ||
		c.MaxAge != int(MediaTTL.Seconds()) || c.Value == "" {
		t.Fatalf("cookie: %+v", c)
	}
	if c.Value != m.Cookie("user-1", "s1", r).Value || c.Value == m.Cookie("user-2", "s1", r).Value ||
		c.Value == m.Cookie("user-1", "s2", r).Value {
		t.Fatal("the cookie is not one per reader and session")
	}
	r.TLS = &tls.ConnectionState{}
	if !m.Cookie("user-1", "s1", r).Secure {
		t.Fatal("not Secure over https")
	}
	r = httptest.NewRequest(http.MethodPost, "/api/Course/LessonDetail", nil)
	r.Header.Set("X-Forwarded-Proto", "https")
	if !m.Cookie("user-1", "s1", r).Secure {
		t.Fatal("not Secure behind the gateway's https")
	}
	m.Secure = true
	if !m.Cookie("user-1", "s1", httptest.NewRequest(http.MethodPost, "/api/Course/LessonDetail", nil)).Secure {
		t.Fatal("not Secure on a site served over https")
	}
}

// The cookie names its session, signed with the reader: another session's name put into it
// (to outlive a sign-out on a session that still lasts) breaks the signature.
func TestMediaCookieNamesItsSession(t *testing.T) {
	t.Parallel()
	now := time.Unix(1_800_000_000, 0)
	m := testSigner(now)
	addr := m.URL("a.mp4", "user-1")
	r := request(m, addr, "")
	r.AddCookie(m.Cookie("user-1", "s1", r))
	if session, ok := m.allows(r, "a.mp4"); !ok || session != "s1" {
		t.Fatalf("the reader's cookie: %q %v", session, ok)
	}
	c := m.Cookie("user-1", "s1", r)
	for _, value := range []string{strings.Replace(c.Value, "s1.", "s2.", 1), strings.TrimPrefix(c.Value, "s1."), "s1", "." + c.Value} {
		r := request(m, addr, "")
		r.AddCookie(&http.Cookie{Name: mediaCookie, Value: value})
		if session, ok := m.allows(r, "a.mp4"); ok {
			t.Errorf("cookie %q accepted for session %q", value, session)
		}
	}
}
