package sim_test

import (
	"crypto/rand"
	"crypto/rsa"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"zhiyuan/infra/wechatpay"
	"zhiyuan/infra/wechatpay/sim"
)

const (
	mchID = "1900000001"
	appID = "wxd678efh567hg6787"
)

var (
	apiV3Key    = []byte("0123456789abcdef0123456789abcdef")
	merchantKey = sync.OnceValue(func() *rsa.PrivateKey {
		k, err := rsa.GenerateKey(rand.Reader, 2048)
		if err != nil {
			panic(err)
		}
		return k
	})
)

// received is one notification as the product would see it.
type received struct {
	n     wechatpay.Notification
	plain []byte
	err   error
}

// harness is a simulator mounted under /dev/wechatpay next to a product-side
// notification receiver at /notify that verifies with wechatpay.ParseNotification.
type harness struct {
	sim      *sim.Simulator
	client   *wechatpay.Client
	srv      *httptest.Server
	verifier *wechatpay.Verifier
	got      chan received
	calls    atomic.Int32
	// status answers the n-th delivery (1-based); nil means 204.
	status func(n int32) int
}

func newHarness(t *testing.T, mod func(*sim.Config)) *harness {
	t.Helper()
	key := merchantKey()
	cfg := sim.Config{
		MchID: mchID, AppID: appID, APIv3Key: apiV3Key,
		MerchantPublicKey: &key.PublicKey, MerchantSerial: "3775B6A45ACD588826D15E583A95F5DD",
		Retry: []time.Duration{0, 20 * time.Millisecond, 20 * time.Millisecond, 20 * time.Millisecond}, RefundDelay: 30 * time.Millisecond,
	}
	if mod != nil {
		mod(&cfg)
	}
	s, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{sim: s, got: make(chan received, 64), verifier: wechatpay.NewVerifier()}
	if cfg.PublicKeyMode {
		err = h.verifier.AddPublicKeyPEM(s.PlatformSerial(), s.PlatformPublicKeyPEM())
	} else {
		_, err = h.verifier.AddCertificatePEM(s.PlatformCertificatePEM())
	}
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/dev/wechatpay/", http.StripPrefix("/dev/wechatpay", s))
	mux.HandleFunc("POST /notify", h.receive)
	h.srv = httptest.NewServer(mux)
	t.Cleanup(func() { s.Close(); h.srv.Close() }) // Close first: it waits for deliveries
	h.client = &wechatpay.Client{
		BaseURL: h.srv.URL + "/dev/wechatpay", Verifier: h.verifier, HTTP: h.srv.Client(),
		Merchant: wechatpay.Merchant{MchID: mchID, AppID: appID, CertSerial: cfg.MerchantSerial, PrivateKey: key, APIv3Key: apiV3Key},
	}
	return h
}

func (h *harness) receive(w http.ResponseWriter, r *http.Request) {
	n := h.calls.Add(1)
	body, _ := io.ReadAll(r.Body)
	env, plain, err := wechatpay.ParseNotification(r.Header, body, h.verifier, apiV3Key, time.Now())
	h.got <- received{env, plain, err}
	switch {
	case err != nil:
		wechatpay.FailStatus(w, http.StatusUnauthorized, err.Error())
	case h.status != nil && h.status(n) >= 300:
		wechatpay.FailStatus(w, h.status(n), "not now")
	default:
		wechatpay.Ack(w)
	}
}

func (h *harness) notifyURL() string { return h.srv.URL + "/notify" }

// next waits for the next notification.
func (h *harness) next(t *testing.T) received {
	t.Helper()
	select {
	case r := <-h.got:
		if r.err != nil {
			t.Fatalf("notification refused by the product-side parser: %v", r.err)
		}
		return r
	case <-time.After(5 * time.Second):
		t.Fatal("no notification")
		return received{}
	}
}

func (h *harness) none(t *testing.T, d time.Duration) {
	t.Helper()
	select {
	case r := <-h.got:
		t.Fatalf("unexpected notification %s %s", r.n.EventType, r.n.ID)
	case <-time.After(d):
	}
}
