package httpapi_test

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// TestProductionCertificateModeStartsOffline: in certificate mode the site starts with the
// configured platform certificate while WeChat is unreachable (the certificate download runs
// in the background and fails), refuses a notification naming an unknown serial, and stops.
func TestProductionCertificateModeStartsOffline(t *testing.T) {
	t.Parallel()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(0x5157F09E), Subject: pkix.Name{CommonName: "platform"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour)}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	certFile := filepath.Join(t.TempDir(), "wechatpay_platform.pem")
	if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	started := time.Now()
	e := platformtest.New(t, platformtest.Options{Config: func(c *platform.Config) {
		c.Profile, c.SMSURL, c.SMSKey = "production", "http://127.0.0.1:1/sms", "k"
		w := platformtest.ProductionWeChatPay(t) // its BaseURL reaches nothing
		w.PlatformPublicKeyFile, w.PlatformPublicKeyID, w.PlatformCertFile = "", "", certFile
		c.WeChatPay = w
	}})
	if d := time.Since(started); d > time.Minute {
		t.Fatalf("startup took %v", d)
	}
	r := e.CallRaw(t, "/api/Payment/WechatNotify", `{}`, "Wechatpay-Serial", "ABCDEF0123456789",
		"Wechatpay-Timestamp", "1", "Wechatpay-Nonce", "n", "Wechatpay-Signature", "AAAA")
	if r.Status != 401 || !strings.Contains(string(r.Body), `"FAIL"`) {
		t.Fatalf("unknown serial answered %d %s", r.Status, r.Body)
	}
}
