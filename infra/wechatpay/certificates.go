package wechatpay

import (
	"context"
	"crypto/rsa"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// Platform certificate rotation (certificate mode only). WeChat Pay rotates
// its platform certificates: a new one is listed by GET /v3/certificates
// before it starts signing, and the old one stays listed, and keeps
// verifying, until it expires. A CertificateRefresher downloads the list
// periodically and whenever a message names a serial we do not know, adds
// every unexpired certificate to the client's Verifier and drops expired
// ones. Public-key mode (PUB_KEY_ID_…) needs none of this.

// CertificatesPath is the platform certificate download endpoint.
const CertificatesPath = "/v3/certificates"

// CertificateAssociatedData is the associated_data WeChat uses when it
// encrypts a platform certificate.
const CertificateAssociatedData = "certificate"

// CertificateList is the answer of GET /v3/certificates.
type CertificateList struct {
	Data []CertificateEntry `json:"data"`
}

// CertificateEntry is one platform certificate of the list, its PEM
// encrypted with the merchant's APIv3 key.
type CertificateEntry struct {
	SerialNo           string               `json:"serial_no"`
	EffectiveTime      time.Time            `json:"effective_time"`
	ExpireTime         time.Time            `json:"expire_time"`
	EncryptCertificate EncryptedCertificate `json:"encrypt_certificate"`
}

// EncryptedCertificate is an AEAD_AES_256_GCM sealed certificate PEM.
type EncryptedCertificate struct {
	Algorithm      string `json:"algorithm"`
	Nonce          string `json:"nonce"`
	AssociatedData string `json:"associated_data"`
	Ciphertext     string `json:"ciphertext"`
}

// PlatformCertificate is a downloaded, decrypted and checked certificate.
type PlatformCertificate struct {
	Serial      string
	Certificate *x509.Certificate
	PEM         []byte
}

// DecodeCertificates reads a GET /v3/certificates answer: it decrypts every
// listed certificate with apiV3Key, checks that each is what its serial_no
// says, then verifies the answer's own signature with a certificate of the
// list or, failing that, one trusted already (may be nil). The list's
// certificates can vouch for the answer because only WeChat and the merchant
// hold the APIv3 key that sealed them; this is also how the very first
// download is checked. It returns the certificates not expired at now and
// fails when none is left. Nothing is returned unless the signature verifies.
func DecodeCertificates(h http.Header, body []byte, apiV3Key []byte, trusted *Verifier, now time.Time) ([]PlatformCertificate, error) {
	var list CertificateList
	if err := json.Unmarshal(body, &list); err != nil {
		return nil, fmt.Errorf("%w: certificate list: %v", ErrMalformed, err)
	}
	if len(list.Data) == 0 {
		return nil, fmt.Errorf("%w: empty certificate list", ErrMalformed)
	}
	certs := make([]PlatformCertificate, 0, len(list.Data))
	listed := NewVerifier()
	for _, e := range list.Data {
		pc, err := openEntry(e, apiV3Key)
		if err != nil {
			return nil, err
		}
		if _, err := listed.AddCertificate(pc.Certificate); err != nil {
			return nil, err
		}
		certs = append(certs, pc)
	}
	check := listed
	if !listed.Has(h.Get(HeaderSerial)) {
		check = trusted.snapshot()
	}
	if err := check.VerifyHeader(h, body, now); err != nil {
		return nil, fmt.Errorf("certificate list: %w", err)
	}
	valid := certs[:0]
	for _, pc := range certs {
		if !now.After(pc.Certificate.NotAfter) {
			valid = append(valid, pc)
		}
	}
	if len(valid) == 0 {
		return nil, fmt.Errorf("%w: every listed certificate has expired", ErrCertificateExpired)
	}
	return valid, nil
}

// openEntry decrypts and checks one listed certificate.
func openEntry(e CertificateEntry, apiV3Key []byte) (PlatformCertificate, error) {
	ec := e.EncryptCertificate
	if ec.Algorithm != AlgorithmAEADAES256GCM {
		return PlatformCertificate{}, fmt.Errorf("%w: certificate %s: %q", ErrAlgorithm, e.SerialNo, ec.Algorithm)
	}
	plain, err := DecryptResource(apiV3Key, ec.AssociatedData, ec.Nonce, ec.Ciphertext)
	if err != nil {
		return PlatformCertificate{}, fmt.Errorf("certificate %s: %w", e.SerialNo, err)
	}
	cert, err := ParseCertificatePEM(plain)
	if err != nil {
		return PlatformCertificate{}, fmt.Errorf("%w: certificate %s: %v", ErrMalformed, e.SerialNo, err)
	}
	serial := CertificateSerial(cert)
	if serial != normalizeSerial(e.SerialNo) {
		return PlatformCertificate{}, fmt.Errorf("%w: serial_no %s names certificate %s", ErrMalformed, e.SerialNo, serial)
	}
	if _, ok := cert.PublicKey.(*rsa.PublicKey); !ok {
		return PlatformCertificate{}, fmt.Errorf("%w: certificate %s key is %T, want RSA", ErrMalformed, serial, cert.PublicKey)
	}
	return PlatformCertificate{Serial: serial, Certificate: cert, PEM: plain}, nil
}

// DownloadCertificates fetches and checks the current platform certificates
// (see DecodeCertificates); c.Verifier supplies the already trusted keys and
// is not changed.
func (c *Client) DownloadCertificates(ctx context.Context) ([]PlatformCertificate, error) {
	status, header, answer, err := c.send(ctx, http.MethodGet, CertificatesPath, nil, nil)
	if err != nil {
		return nil, err
	}
	if status < 200 || status > 299 {
		if err := c.Verifier.snapshot().VerifyHeader(header, answer, c.now()); err != nil {
			return nil, unverified(status, err)
		}
		return nil, apiError(status, answer)
	}
	return DecodeCertificates(header, answer, c.Merchant.APIv3Key, c.Verifier, c.now())
}

// Refresh defaults.
const (
	// DefaultRefreshInterval is how often the certificates are downloaded.
	DefaultRefreshInterval = 12 * time.Hour
	// DefaultRefreshMinGap is the least time between two downloads asked for
	// by unknown serials (anyone can post a notification naming any serial).
	DefaultRefreshMinGap = time.Minute
	// DefaultRefreshTimeout bounds one download; a notification waits for it.
	DefaultRefreshTimeout = 5 * time.Second
)

// CertificateRefresher keeps Client.Verifier's platform certificates
// current. Create it with NewCertificateRefresher, then run Run in a
// goroutine. Downloads never overlap; a message naming an unknown serial
// waits for the download under way instead of starting another.
type CertificateRefresher struct {
	client   *Client
	log      *slog.Logger
	now      func() time.Time
	mu       sync.Mutex // one download at a time
	lastMiss time.Time  // of the last download for an unknown serial, under mu

	Interval time.Duration // between scheduled downloads; DefaultRefreshInterval
	MinGap   time.Duration // between downloads for unknown serials; DefaultRefreshMinGap
	Timeout  time.Duration // of a download for an unknown serial; DefaultRefreshTimeout
}

// NewCertificateRefresher attaches a refresher to c.Verifier: from now on a
// Verify of an unknown certificate serial first downloads the certificates
// (at most once per MinGap). log may be nil.
func NewCertificateRefresher(c *Client, log *slog.Logger) (*CertificateRefresher, error) {
	if c == nil || c.Verifier == nil {
		return nil, fmt.Errorf("%w: certificate refresher needs a client with a Verifier", ErrConfig)
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	r := &CertificateRefresher{client: c, log: log, now: c.now,
		Interval: DefaultRefreshInterval, MinGap: DefaultRefreshMinGap, Timeout: DefaultRefreshTimeout}
	c.Verifier.setOnUnknown(r.refreshFor)
	return r, nil
}

// Refresh downloads the certificates now, trusts the new ones and drops the
// expired ones. On a failed download nothing is added, but expired
// certificates are still dropped.
func (r *CertificateRefresher) Refresh(ctx context.Context) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.refreshLocked(ctx, "scheduled")
}

func (r *CertificateRefresher) refreshLocked(ctx context.Context, reason string) error {
	certs, err := r.client.DownloadCertificates(ctx)
	v := r.client.Verifier
	if err == nil {
		for _, pc := range certs {
			if v.Has(pc.Serial) {
				continue
			}
			if _, err := v.AddCertificate(pc.Certificate); err != nil {
				return err
			}
			r.log.Info("wechatpay: platform certificate trusted", "serial", pc.Serial, "reason", reason,
				"not_before", pc.Certificate.NotBefore, "not_after", pc.Certificate.NotAfter)
		}
	}
	for _, serial := range v.RemoveExpired(r.now()) {
		r.log.Info("wechatpay: expired platform certificate dropped", "serial", serial)
	}
	if err != nil {
		r.log.Warn("wechatpay: platform certificate download failed", "reason", reason, "err", err)
		return err
	}
	return nil
}

// refreshFor is the Verifier's unknown serial handler.
func (r *CertificateRefresher) refreshFor(serial string) bool {
	if !plausibleSerial(serial) {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.client.Verifier.Has(serial) { // the download we waited for brought it
		return true
	}
	// Scheduled downloads do not count: a rotation just after one must
	// still be picked up at once.
	if !r.lastMiss.IsZero() && r.now().Sub(r.lastMiss) < r.MinGap {
		return false
	}
	r.lastMiss = r.now()
	ctx, cancel := context.WithTimeout(context.Background(), r.Timeout)
	defer cancel()
	if r.refreshLocked(ctx, "unknown serial "+serial) != nil {
		return false
	}
	if !r.client.Verifier.Has(serial) {
		r.log.Warn("wechatpay: a message named a serial the certificate list does not have", "serial", serial)
		return false
	}
	return true
}

// plausibleSerial: certificate serials are hex (WeChat's have 40 digits);
// public key ids and garbage never come from a certificate download.
func plausibleSerial(s string) bool {
	if s == "" || len(s) > 64 || strings.HasPrefix(s, PublicKeyIDPrefix) {
		return false
	}
	return !slices.ContainsFunc([]byte(s), func(c byte) bool {
		return !('0' <= c && c <= '9' || 'A' <= c && c <= 'F')
	})
}

// Run refreshes at once and then every Interval until ctx ends. A failed
// download is retried sooner, after 1, 2, 4 … minutes (at most Interval).
func (r *CertificateRefresher) Run(ctx context.Context) {
	retry := time.Minute
	for {
		err := r.Refresh(ctx)
		wait := r.Interval
		if err != nil {
			wait, retry = min(retry, r.Interval), min(2*retry, r.Interval)
		} else {
			retry = time.Minute
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
	}
}
