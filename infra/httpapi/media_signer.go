package httpapi

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// mediaCookie proves in a browser which reader it holds addresses for, and in which session: an
// address passed on to someone else arrives without it and is refused, and it stops at the
// session's end (sign-out, a password change), wherever a copy of it is kept.
const mediaCookie = "zy_media"

// MediaSigner signs and checks media addresses: HMAC-SHA256 of the name, the expiry and the
// reader the address was given to. An address of a lesson open to everyone, asked for by a
// visitor, names no reader and needs no cookie.
type MediaSigner struct {
	Key []byte
	Now func() time.Time
	// Secure marks the reader cookie Secure on every request (the site is served over https);
	// otherwise only on a request that came over https.
	Secure bool
}

// mac is a keyed digest of the parts; the first part names what it is for, so a reader value or
// a cookie never serves as an address's signature.
func (m *MediaSigner) mac(parts ...string) string {
	h := hmac.New(sha256.New, m.Key)
	h.Write([]byte(strings.Join(parts, "|")))
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// readerOf is the opaque value an address names a user by (their id stays out of addresses);
// "" for a visitor.
func (m *MediaSigner) readerOf(userID string) string {
	if userID == "" {
		return ""
	}
	return m.mac("reader", userID)
}

func (m *MediaSigner) sig(name string, exp int64, reader string) string {
	return m.mac("address", name, strconv.FormatInt(exp, 10), reader)
}

// URL is a signed address of a private file for a user ("": anyone, only for a lesson open to
// everyone), valid for MediaTTL.
func (m *MediaSigner) URL(name, userID string) string {
	exp := m.Now().Add(MediaTTL).Unix()
	reader := m.readerOf(userID)
	q := "?e=" + strconv.FormatInt(exp, 10)
	if reader != "" {
		q += "&u=" + reader
	}
	return MediaPrefix + name + q + "&s=" + m.sig(name, exp, reader)
}

// Cookie lets the user's browser play the addresses given to them while the session they were
// given in lasts: it names the session (its stored token hash, never the token) and is signed
// for the reader and that session. It lives as long as the address issued with it; every issue
// renews it.
func (m *MediaSigner) Cookie(userID, sessionHash string, r *http.Request) *http.Cookie {
	return m.cookie(sessionHash+"."+m.mac("cookie", m.readerOf(userID), sessionHash), int(MediaTTL.Seconds()), r)
}

// ClearCookie ends the browser's proof on sign-out, so a shared computer cannot play the
// signed-out reader's addresses for the rest of their four hours.
func (m *MediaSigner) ClearCookie(r *http.Request) *http.Cookie { return m.cookie("", -1, r) }

// cookie is the reader cookie with its attributes, the same when it is set and when it is cleared.
func (m *MediaSigner) cookie(value string, maxAge int, r *http.Request) *http.Cookie {
	// X-Forwarded-Proto is the gateway's word; a client forging it only makes its own cookie
	// Secure, which a plain-http browser then drops.
	secure := m.Secure || r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https"
	return &http.Cookie{Name: mediaCookie, Value: value, Path: MediaPrefix, MaxAge: maxAge, HttpOnly: true,
		Secure: secure, SameSite: http.SameSiteLaxMode}
}

// allows checks a request's address (signature, expiry) and, for an address bound to a reader,
// that the request carries a cookie signed for that reader; it answers the session the cookie
// names ("" for an address for anyone), which the caller checks is still live.
func (m *MediaSigner) allows(r *http.Request, name string) (session string, ok bool) {
	q := r.URL.Query()
	exp, err := strconv.ParseInt(q.Get("e"), 10, 64)
	if err != nil || m.Now().Unix() > exp {
		return "", false
	}
	reader := q.Get("u")
	if strings.Contains(reader, "|") || !hmac.Equal([]byte(q.Get("s")), []byte(m.sig(name, exp, reader))) {
		return "", false
	}
	if reader == "" {
		return "", true
	}
	c, err := r.Cookie(mediaCookie)
	if err != nil {
		return "", false
	}
	session, mac, found := strings.Cut(c.Value, ".")
	if !found || session == "" || strings.Contains(session, "|") || !hmac.Equal([]byte(mac), []byte(m.mac("cookie", reader, session))) {
		return "", false
	}
	return session, true
}
