// Package sim is a local WeChat Pay API v3 simulator for development and
// tests. It speaks the same protocol as the real platform with its own
// platform key: it verifies merchant Authorization headers, signs every
// answer, and delivers signed, AEAD-encrypted notifications with retries.
//
// Behaviour chosen where WeChat leaves room: an order past time_expire stays
// NOTPAY (WeChat does not close it by itself) but can no longer be paid;
// notify_url may be plain http; a refund without notify_url notifies the
// order's notify_url (WeChat would use the one configured in its console).
package sim

import (
	"context"
	"crypto/rsa"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"zhiyuan/infra/wechatpay"
)

// Config configures a Simulator.
type Config struct {
	MchID, AppID      string
	APIv3Key          []byte // 32 bytes, shared with the merchant
	MerchantPublicKey *rsa.PublicKey
	MerchantSerial    string
	// PublicKeyMode signs with a PUB_KEY_ID_… id instead of a certificate serial.
	PublicKeyMode bool
	// CertificateLifetime is how long a platform certificate is valid from
	// its issue (see RotateCertificate). Default 5 years.
	CertificateLifetime time.Duration
	// Retry is the (compressed) notification schedule: the wait before each
	// attempt. Default 0, 200ms, 1s, 3s, 10s.
	Retry []time.Duration
	// Duplicates delivers each notification once more after it was acknowledged.
	Duplicates bool
	// RefundDelay is how long a refund stays PROCESSING. Default 300ms.
	RefundDelay time.Duration
	Now         func() time.Time
	HTTP        *http.Client
	Logger      *slog.Logger
}

// Errors of the test/development actions.
var (
	ErrNoOrder = errors.New("sim: no such order")
	ErrState   = errors.New("sim: order is not in a state allowing this")
	ErrExpired = errors.New("sim: order expired (time_expire passed)")
)

// Simulator is an http.Handler; mount it at a prefix with http.StripPrefix.
type Simulator struct {
	cfg      Config
	pubPEM   []byte // of the first platform key
	pubKeyID string // PUB_KEY_ID_… in PublicKeyMode
	openID   string

	keyMu sync.RWMutex
	certs []*platformCert // oldest first; the first is the public-key mode key

	mu         sync.Mutex
	orders     map[string]*order
	refunds    map[string]*refund
	deliveries map[string][]Delivery
	closed     bool

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// New validates cfg and creates a simulator with a fresh RSA-2048 platform key.
func New(cfg Config) (*Simulator, error) {
	switch {
	case cfg.MchID == "" || cfg.AppID == "":
		return nil, fmt.Errorf("sim: MchID and AppID are required")
	case len(cfg.APIv3Key) != wechatpay.APIv3KeyLen:
		return nil, fmt.Errorf("sim: APIv3Key must be %d bytes", wechatpay.APIv3KeyLen)
	case cfg.MerchantPublicKey == nil || cfg.MerchantSerial == "":
		return nil, fmt.Errorf("sim: MerchantPublicKey and MerchantSerial are required")
	}
	if cfg.Retry == nil {
		cfg.Retry = []time.Duration{0, 200 * time.Millisecond, time.Second, 3 * time.Second, 10 * time.Second}
	}
	if cfg.CertificateLifetime <= 0 {
		cfg.CertificateLifetime = 5 * 365 * 24 * time.Hour
	}
	if cfg.RefundDelay <= 0 {
		cfg.RefundDelay = 300 * time.Millisecond
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.HTTP == nil {
		cfg.HTTP = &http.Client{Timeout: 5 * time.Second}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	s := &Simulator{
		cfg: cfg, orders: map[string]*order{}, refunds: map[string]*refund{},
		deliveries: map[string][]Delivery{}, openID: "o" + wechatpay.NewNonce(27),
	}
	if err := s.makePlatformKey(); err != nil {
		return nil, err
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	return s, nil
}

// PlatformCertificatePEM is the self-signed platform certificate that signs
// now (the newest one after a rotation's overlap).
func (s *Simulator) PlatformCertificatePEM() []byte {
	return append([]byte(nil), s.currentCert(s.cfg.Now()).pem...)
}

// PlatformPublicKeyPEM is the platform public key (PKIX PEM).
func (s *Simulator) PlatformPublicKeyPEM() []byte { return append([]byte(nil), s.pubPEM...) }

// PlatformSerial is the Wechatpay-Serial the simulator signs with now: the
// certificate serial, or the PUB_KEY_ID_… id in PublicKeyMode.
func (s *Simulator) PlatformSerial() string {
	_, serial := s.signer(s.cfg.Now())
	return serial
}

// Close stops pending deliveries and refund completions and waits for them.
func (s *Simulator) Close() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.cancel()
	s.wg.Wait()
}

// goBackground runs f unless the simulator is closed; Close waits for it.
func (s *Simulator) goBackground(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.goLocked(f)
}

// goLocked is goBackground for callers already holding s.mu.
func (s *Simulator) goLocked(f func()) {
	if s.closed {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		f()
	}()
}

// sleep waits d or until Close; it reports whether to go on.
func (s *Simulator) sleep(d time.Duration) bool {
	if d <= 0 {
		return s.ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-s.ctx.Done():
		return false
	}
}
