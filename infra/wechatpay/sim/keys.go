package sim

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"time"

	"zhiyuan/infra/wechatpay"
)

// makePlatformKey creates the platform key, a self-signed certificate whose
// serial is the one sent in Wechatpay-Serial, and in PublicKeyMode a
// PUB_KEY_ID_ id shaped like WeChat's (28 digits).
func (s *Simulator) makePlatformKey() error {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return fmt.Errorf("sim: platform key: %w", err)
	}
	// 20 random bytes like WeChat's 40-hex serials; top bits fixed so the
	// serial is positive and always prints as 40 characters.
	raw := make([]byte, 20)
	_, _ = rand.Read(raw)
	raw[0] = raw[0]&0x7f | 0x10
	now := s.cfg.Now()
	tmpl := &x509.Certificate{
		SerialNumber: new(big.Int).SetBytes(raw),
		Subject: pkix.Name{
			Country: []string{"CN"}, Organization: []string{"本地微信支付模拟器"},
			CommonName: "WeChat Pay Simulator Platform " + s.cfg.MchID,
		},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.AddDate(5, 0, 0),
		KeyUsage:              x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return fmt.Errorf("sim: platform certificate: %w", err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return fmt.Errorf("sim: platform certificate: %w", err)
	}
	pub, err := x509.MarshalPKIXPublicKey(&key.PublicKey)
	if err != nil {
		return fmt.Errorf("sim: platform public key: %w", err)
	}
	s.key = key
	s.certPEM = pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
	s.pubPEM = pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pub})
	s.serial = wechatpay.CertificateSerial(cert)
	if s.cfg.PublicKeyMode {
		s.serial = wechatpay.PublicKeyIDPrefix + randomDigits(28)
	}
	return nil
}

func randomDigits(n int) string {
	b := make([]byte, n)
	for i := range b {
		d, _ := rand.Int(rand.Reader, big.NewInt(10))
		b[i] = byte('0' + d.Int64())
	}
	return string(b)
}
