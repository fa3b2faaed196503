package wechatpay_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"zhiyuan/infra/wechatpay"
	"zhiyuan/infra/wechatpay/sim"
)

// clock is a settable time shared by the simulator and the client.
type clock struct{ ns atomic.Int64 }

func (c *clock) Now() time.Time      { return time.Unix(0, c.ns.Load()) }
func (c *clock) Add(d time.Duration) { c.ns.Add(int64(d)) }
func newClock(t time.Time) *clock    { c := &clock{}; c.ns.Store(t.UnixNano()); return c }

// rotation is a simulator with 48-hour platform certificates on a test
// clock, a client trusting its first certificate, and a refresher.
type rotation struct {
	sim       *sim.Simulator
	client    *wechatpay.Client
	refresher *wechatpay.CertificateRefresher
	clock     *clock
	downloads atomic.Int32
	tamper    atomic.Bool // flip the nonce of certificate list answers
	first     string      // the first certificate's serial
}

func newRotation(t *testing.T, mod func(*sim.Config, *wechatpay.Merchant)) *rotation {
	t.Helper()
	r := &rotation{clock: newClock(time.Now())}
	m := merchant(t)
	cfg := sim.Config{MchID: mchID, AppID: appID, APIv3Key: apiV3Key, MerchantPublicKey: &m.PrivateKey.PublicKey,
		MerchantSerial: m.CertSerial, CertificateLifetime: 48 * time.Hour, Now: r.clock.Now, Retry: []time.Duration{}}
	if mod != nil {
		mod(&cfg, &m)
	}
	s, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.URL.Path == wechatpay.CertificatesPath {
			r.downloads.Add(1)
			if r.tamper.Load() {
				rec := httptest.NewRecorder()
				s.ServeHTTP(rec, req)
				for k, v := range rec.Header() {
					w.Header()[k] = v
				}
				w.Header().Set(wechatpay.HeaderNonce, "tampered"+rec.Header().Get(wechatpay.HeaderNonce))
				w.WriteHeader(rec.Code)
				_, _ = w.Write(rec.Body.Bytes())
				return
			}
		}
		s.ServeHTTP(w, req)
	}))
	t.Cleanup(srv.Close)
	v := wechatpay.NewVerifier()
	if cfg.PublicKeyMode {
		err = v.AddPublicKeyPEM(s.PlatformSerial(), s.PlatformPublicKeyPEM())
	} else {
		r.first, err = v.AddCertificatePEM(s.PlatformCertificatePEM())
	}
	if err != nil {
		t.Fatal(err)
	}
	r.sim = s
	r.client = &wechatpay.Client{BaseURL: srv.URL, Merchant: m, Verifier: v, HTTP: srv.Client(), Now: r.clock.Now}
	if !cfg.PublicKeyMode {
		if r.refresher, err = wechatpay.NewCertificateRefresher(r.client, nil); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// paidOrder makes an order and pays it without a notification, so tests
// can sign its notification with the certificate of their choice.
func (r *rotation) paidOrder(t *testing.T, no string) {
	t.Helper()
	_, err := r.client.NativePrepay(context.Background(), wechatpay.NativeRequest{Description: "会员", OutTradeNo: no,
		NotifyURL: "http://127.0.0.1:1/notify", TimeExpire: r.clock.Now().Add(time.Hour), Total: 4900})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.sim.PayQuietly(no); err != nil {
		t.Fatal(err)
	}
}

// parse reads the order's notification signed with serial ("" = current).
func (r *rotation) parse(t *testing.T, no, serial string) error {
	t.Helper()
	h, body, err := r.sim.SignedPaymentNotification(no, serial)
	if err != nil {
		t.Fatal(err)
	}
	_, plain, err := wechatpay.ParseNotification(h, body, r.client.Verifier, apiV3Key, r.clock.Now())
	if err == nil {
		if tx, derr := wechatpay.DecodeTransaction(plain); derr != nil || tx.OutTradeNo != no {
			t.Fatalf("decoded %+v %v", tx, derr)
		}
	}
	return err
}

func TestRotationUnknownSerialThenExpiry(t *testing.T) {
	r := newRotation(t, nil)
	ctx := context.Background()
	r.paidOrder(t, "ZY-ROT-1")
	if err := r.refresher.Refresh(ctx); err != nil || r.downloads.Load() != 1 {
		t.Fatalf("first refresh: %v (%d downloads)", err, r.downloads.Load())
	}
	if got := r.client.Verifier.Serials(); len(got) != 1 || got[0] != r.first {
		t.Fatalf("trusted %v, want only %s", got, r.first)
	}

	// An hour later WeChat rotates and the new certificate signs at once.
	r.clock.Add(time.Hour)
	r.clock.Add(wechatpay.DefaultRefreshMinGap) // past the refresher's gap
	next, err := r.sim.RotateCertificate(0)
	if err != nil {
		t.Fatal(err)
	}
	if r.client.Verifier.Has(next) || r.sim.PlatformSerial() != next {
		t.Fatalf("rotation: signer %s, new %s", r.sim.PlatformSerial(), next)
	}
	// The new serial is unknown: the notification downloads the list first.
	if err := r.parse(t, "ZY-ROT-1", ""); err != nil {
		t.Fatalf("notification signed with the new certificate: %v", err)
	}
	if r.downloads.Load() != 2 || !r.client.Verifier.Has(next) {
		t.Fatalf("%d downloads, trusted %v", r.downloads.Load(), r.client.Verifier.Serials())
	}
	// The old certificate still verifies, and answers signed now are fine.
	if err := r.parse(t, "ZY-ROT-1", r.first); err != nil {
		t.Fatalf("notification signed with the old certificate: %v", err)
	}
	if _, err := r.client.QueryOrder(ctx, "ZY-ROT-1"); err != nil {
		t.Fatal(err)
	}

	// Past the old certificate's expiry (48 h after its issue, an hour
	// before the new one's) it no longer verifies …
	r.clock.Add(47 * time.Hour)
	err = r.parse(t, "ZY-ROT-1", r.first)
	if !errors.Is(err, wechatpay.ErrCertificateExpired) {
		t.Fatalf("old certificate after expiry: %v", err)
	}
	// … and the next refresh drops it; the new one goes on verifying.
	if err := r.refresher.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	if got := r.client.Verifier.Serials(); len(got) != 1 || got[0] != next {
		t.Fatalf("trusted %v after expiry, want only %s", got, next)
	}
	if err := r.parse(t, "ZY-ROT-1", r.first); !errors.Is(err, wechatpay.ErrUnknownSerial) {
		t.Fatalf("dropped certificate: %v", err)
	}
	if err := r.parse(t, "ZY-ROT-1", ""); err != nil {
		t.Fatalf("new certificate after the old expired: %v", err)
	}
}

func TestRotationWithOverlapNeedsNoUnknownSerial(t *testing.T) {
	r := newRotation(t, nil)
	ctx := context.Background()
	r.paidOrder(t, "ZY-ROT-2")
	next, err := r.sim.RotateCertificate(6 * time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if r.sim.PlatformSerial() != r.first {
		t.Fatal("the new certificate signs before the overlap ends")
	}
	// The scheduled refresh during the overlap brings the new certificate.
	if err := r.refresher.Refresh(ctx); err != nil || !r.client.Verifier.Has(next) || !r.client.Verifier.Has(r.first) {
		t.Fatalf("refresh during the overlap: %v, trusted %v", err, r.client.Verifier.Serials())
	}
	r.clock.Add(6 * time.Hour)
	before := r.downloads.Load()
	if r.sim.PlatformSerial() != next {
		t.Fatal("the new certificate does not sign after the overlap")
	}
	for _, serial := range []string{"", r.first} {
		if err := r.parse(t, "ZY-ROT-2", serial); err != nil {
			t.Fatalf("signed with %q: %v", serial, err)
		}
	}
	if r.downloads.Load() != before {
		t.Fatal("a known serial caused a download")
	}
}

func TestRefresherRateLimitsUnknownSerials(t *testing.T) {
	r := newRotation(t, nil)
	r.paidOrder(t, "ZY-ROT-3")
	h, body, err := r.sim.SignedPaymentNotification("ZY-ROT-3", "")
	if err != nil {
		t.Fatal(err)
	}
	forged := func(serial string) error {
		h := h.Clone()
		h.Set(wechatpay.HeaderSerial, serial)
		_, _, err := wechatpay.ParseNotification(h, body, r.client.Verifier, apiV3Key, r.clock.Now())
		return err
	}
	// A scheduled download does not hold back the first unknown serial.
	if err := r.refresher.Refresh(context.Background()); err != nil {
		t.Fatal(err)
	}
	for i, serial := range []string{"ABCDEF0123456789", "ABCDEF012345678A", "NOT-HEX", "PUB_KEY_ID_0114232134912410000000000000"} {
		if err := forged(serial); !errors.Is(err, wechatpay.ErrUnknownSerial) {
			t.Fatalf("serial %d: %v", i, err)
		}
	}
	if n := r.downloads.Load(); n != 2 {
		t.Fatalf("%d downloads (one scheduled, then unknown serials within the gap), want 2", n)
	}
	r.clock.Add(wechatpay.DefaultRefreshMinGap + time.Second)
	if err := forged("ABCDEF0123456789"); !errors.Is(err, wechatpay.ErrUnknownSerial) || r.downloads.Load() != 3 {
		t.Fatalf("after the gap: %v, %d downloads", err, r.downloads.Load())
	}
	// A genuine notification is not slowed by any of this.
	if err := r.parse(t, "ZY-ROT-3", ""); err != nil {
		t.Fatal(err)
	}
}

func TestRefresherRefusesBadDownloads(t *testing.T) {
	ctx := context.Background()
	t.Run("a signature that does not verify", func(t *testing.T) {
		r := newRotation(t, nil)
		next, err := r.sim.RotateCertificate(0)
		if err != nil {
			t.Fatal(err)
		}
		r.tamper.Store(true)
		if err := r.refresher.Refresh(ctx); !errors.Is(err, wechatpay.ErrSignature) {
			t.Fatalf("tampered list: %v", err)
		}
		if r.client.Verifier.Has(next) {
			t.Fatal("a certificate from an unverified answer is trusted")
		}
	})
	t.Run("a wrong APIv3 key", func(t *testing.T) {
		r := newRotation(t, func(_ *sim.Config, m *wechatpay.Merchant) {
			m.APIv3Key = []byte("ffffffffffffffffffffffffffffffff")
		})
		next, err := r.sim.RotateCertificate(0)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.refresher.Refresh(ctx); !errors.Is(err, wechatpay.ErrDecrypt) {
			t.Fatalf("wrong key: %v", err)
		}
		if r.client.Verifier.Has(next) {
			t.Fatal("trusted a certificate it could not decrypt")
		}
	})
	t.Run("public-key mode has no list", func(t *testing.T) {
		r := newRotation(t, func(c *sim.Config, _ *wechatpay.Merchant) { c.PublicKeyMode = true })
		_, err := r.client.DownloadCertificates(ctx)
		wantAPIError(t, err, 404, "NOT_FOUND")
		if _, err := r.sim.RotateCertificate(0); err == nil {
			t.Fatal("rotated a public key")
		}
	})
}

// TestRotationConcurrentNotifications verifies notifications signed with the
// old and the new certificate from many goroutines while the certificates
// are being refreshed (run with -race).
func TestRotationConcurrentNotifications(t *testing.T) {
	r := newRotation(t, nil)
	ctx := context.Background()
	r.paidOrder(t, "ZY-ROT-4")
	r.clock.Add(wechatpay.DefaultRefreshMinGap)
	if _, err := r.sim.RotateCertificate(0); err != nil {
		t.Fatal(err)
	}
	type signed struct {
		h    http.Header
		body []byte
	}
	var msgs []signed
	for _, serial := range []string{"", r.first} {
		h, body, err := r.sim.SignedPaymentNotification("ZY-ROT-4", serial)
		if err != nil {
			t.Fatal(err)
		}
		msgs = append(msgs, signed{h, body})
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m := msgs[i%len(msgs)]
			if _, _, err := wechatpay.ParseNotification(m.h, m.body, r.client.Verifier, apiV3Key, r.clock.Now()); err != nil {
				errs <- fmt.Errorf("notification %d: %w", i, err)
			}
		}()
	}
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := r.refresher.Refresh(ctx); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n := r.downloads.Load(); n > 5 {
		t.Fatalf("%d downloads: unknown serial refreshes were not shared", n)
	}
}

func TestRefresherRun(t *testing.T) {
	r := newRotation(t, nil)
	next, err := r.sim.RotateCertificate(time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	r.refresher.Interval = 20 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { r.refresher.Run(ctx); close(done) }()
	waitFor(t, func() bool { return r.client.Verifier.Has(next) && r.downloads.Load() >= 2 })
	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not stop with its context")
	}
}
