package platformtest

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"testing"

	"zhiyuan/infra/platform"
)

// ProductionWeChatPay is a complete merchant configuration for a production-profile test:
// keys made for the test, written where the configuration names them. Nothing is reachable
// at BaseURL, so a test that pays must not use it.
func ProductionWeChatPay(t testing.TB) platform.WeChatPay {
	t.Helper()
	dir := t.TempDir()
	write := func(name, kind string, der []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: kind, Bytes: der}), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	merchant, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	platformKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	private, err := x509.MarshalPKCS8PrivateKey(merchant)
	if err != nil {
		t.Fatal(err)
	}
	public, err := x509.MarshalPKIXPublicKey(&platformKey.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	return platform.WeChatPay{MchID: "1900000109", AppID: "wxd678efh567hg6787", CertSerial: "5157F09EFDC096DE15EBE81A47057A72",
		PrivateKeyFile: write("apiclient_key.pem", "PRIVATE KEY", private), APIv3Key: "0123456789abcdef0123456789abcdef",
		PlatformPublicKeyFile: write("pub_key.pem", "PUBLIC KEY", public), PlatformPublicKeyID: "PUB_KEY_ID_0114232134912410000000000000",
		BaseURL: "http://127.0.0.1:1"}
}
