package wechatpay

import (
	"crypto/rsa"
	"crypto/x509"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// PublicKeyIDPrefix starts the id of a WeChat Pay platform public key, which
// replaces the certificate serial in Wechatpay-Serial in public-key mode.
const PublicKeyIDPrefix = "PUB_KEY_ID_"

// Verifier holds the platform keys that may sign answers and notifications,
// by serial. It supports both platform certificates and platform public keys
// and is safe for concurrent use (keys can be added during rotation).
type Verifier struct {
	mu   sync.RWMutex
	keys map[string]platformKey
	// onUnknown, when set (by a CertificateRefresher), is asked once per
	// Verify of an unknown serial to fetch the current certificates; it
	// reports whether it may have brought the serial.
	onUnknown func(serial string) bool
}

type platformKey struct {
	pub *rsa.PublicKey
	// Validity window; zero for public keys, which do not expire.
	notBefore, notAfter time.Time
}

// NewVerifier returns an empty Verifier.
func NewVerifier() *Verifier { return &Verifier{keys: map[string]platformKey{}} }

// AddCertificate trusts a platform certificate under its serial number
// (upper-case hex) and returns that serial.
func (v *Verifier) AddCertificate(cert *x509.Certificate) (string, error) {
	pub, ok := cert.PublicKey.(*rsa.PublicKey)
	if !ok {
		return "", fmt.Errorf("%w: certificate key is %T, want RSA", ErrConfig, cert.PublicKey)
	}
	serial := CertificateSerial(cert)
	v.put(serial, platformKey{pub: pub, notBefore: cert.NotBefore, notAfter: cert.NotAfter})
	return serial, nil
}

// AddCertificatePEM is AddCertificate for a PEM certificate.
func (v *Verifier) AddCertificatePEM(data []byte) (string, error) {
	cert, err := ParseCertificatePEM(data)
	if err != nil {
		return "", err
	}
	return v.AddCertificate(cert)
}

// AddPublicKey trusts a platform public key under its id
// (PUB_KEY_ID_… as shown in the merchant platform).
func (v *Verifier) AddPublicKey(id string, pub *rsa.PublicKey) error {
	if id == "" || pub == nil {
		return fmt.Errorf("%w: empty public key id or nil key", ErrConfig)
	}
	v.put(id, platformKey{pub: pub})
	return nil
}

// AddPublicKeyPEM is AddPublicKey for a PEM public key.
func (v *Verifier) AddPublicKeyPEM(id string, data []byte) error {
	pub, err := ParsePublicKeyPEM(data)
	if err != nil {
		return err
	}
	return v.AddPublicKey(id, pub)
}

// Serials lists the trusted serials and public key ids, sorted.
func (v *Verifier) Serials() []string {
	v.mu.RLock()
	defer v.mu.RUnlock()
	out := make([]string, 0, len(v.keys))
	for s := range v.keys {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// Has reports whether serial (a certificate serial or a public key id) is
// trusted, expired or not.
func (v *Verifier) Has(serial string) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	_, ok := v.keys[normalizeSerial(serial)]
	return ok
}

// RemoveExpired drops the certificates that expired before now and returns
// their serials. Public keys do not expire and stay.
func (v *Verifier) RemoveExpired(now time.Time) []string {
	v.mu.Lock()
	defer v.mu.Unlock()
	var gone []string
	for s, k := range v.keys {
		if !k.notAfter.IsZero() && now.After(k.notAfter) {
			delete(v.keys, s)
			gone = append(gone, s)
		}
	}
	slices.Sort(gone)
	return gone
}

// setOnUnknown installs the handler Verify asks about an unknown serial.
func (v *Verifier) setOnUnknown(f func(serial string) bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.onUnknown = f
}

// snapshot copies the trusted keys into a Verifier without the unknown
// serial handler (for checking a certificate download without recursion).
func (v *Verifier) snapshot() *Verifier {
	out := NewVerifier()
	if v == nil {
		return out
	}
	v.mu.RLock()
	defer v.mu.RUnlock()
	for s, k := range v.keys {
		out.keys[s] = k
	}
	return out
}

func (v *Verifier) put(serial string, k platformKey) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.keys == nil {
		v.keys = map[string]platformKey{}
	}
	v.keys[normalizeSerial(serial)] = k
}

// Verify checks a platform signature over "timestamp\nnonce\nbody\n".
// It fails with ErrUnknownSerial, ErrCertificateExpired, ErrTimestamp,
// ErrSignatureEncoding or ErrSignature. With a CertificateRefresher
// attached, an unknown serial first triggers a (rate-limited) download of
// the platform certificates.
func (v *Verifier) Verify(serial, timestamp, nonce string, body []byte, signature string, now time.Time) error {
	if v == nil {
		return ErrUnknownSerial
	}
	v.mu.RLock()
	k, ok := v.keys[normalizeSerial(serial)]
	onUnknown := v.onUnknown
	v.mu.RUnlock()
	if !ok && onUnknown != nil && onUnknown(normalizeSerial(serial)) {
		v.mu.RLock()
		k, ok = v.keys[normalizeSerial(serial)]
		v.mu.RUnlock()
	}
	if !ok {
		return fmt.Errorf("%w: %q", ErrUnknownSerial, serial)
	}
	if !k.notAfter.IsZero() && (now.Before(k.notBefore) || now.After(k.notAfter)) {
		return fmt.Errorf("%w: %s", ErrCertificateExpired, serial)
	}
	ts, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil {
		return fmt.Errorf("%w: malformed %q", ErrTimestamp, timestamp)
	}
	if !withinSkew(ts, now) {
		return fmt.Errorf("%w: %d vs now %d", ErrTimestamp, ts, now.Unix())
	}
	return VerifySHA256WithRSA(k.pub, ResponseMessage(timestamp, nonce, body), signature)
}

// ResponseMessage is what the platform signs for answers and notifications.
func ResponseMessage(timestamp, nonce string, body []byte) string {
	return timestamp + "\n" + nonce + "\n" + string(body) + "\n"
}

// Certificate serials are hex that some tools print in lower case; public
// key ids are upper case already.
func normalizeSerial(s string) string { return strings.ToUpper(strings.TrimSpace(s)) }
