package sim

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net/http"
	"time"

	"zhiyuan/infra/wechatpay"
)

// platformCert is one platform key with its self-signed certificate.
type platformCert struct {
	key       *rsa.PrivateKey
	cert      *x509.Certificate
	pem       []byte
	serial    string    // upper-case hex, as in Wechatpay-Serial
	signsFrom time.Time // when it becomes the signer (rotation overlap)
}

// makePlatformKey creates the first platform key, a self-signed certificate
// whose serial is the one sent in Wechatpay-Serial, and in PublicKeyMode a
// PUB_KEY_ID_ id shaped like WeChat's (28 digits).
func (s *Simulator) makePlatformKey() error {
	pc, err := s.newPlatformCert(s.cfg.Now())
	if err != nil {
		return err
	}
	pub, err := x509.MarshalPKIXPublicKey(&pc.key.PublicKey)
	if err != nil {
		return fmt.Errorf("sim: platform public key: %w", err)
	}
	s.certs = []*platformCert{pc}
	s.pubPEM = pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pub})
	if s.cfg.PublicKeyMode {
		s.pubKeyID = wechatpay.PublicKeyIDPrefix + randomDigits(28)
	}
	return nil
}

// newPlatformCert makes a key and a certificate valid from an hour before
// now for Config.CertificateLifetime.
func (s *Simulator) newPlatformCert(now time.Time) (*platformCert, error) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, fmt.Errorf("sim: platform key: %w", err)
	}
	// 20 random bytes like WeChat's 40-hex serials; top bits fixed so the
	// serial is positive and always prints as 40 characters.
	raw := make([]byte, 20)
	_, _ = rand.Read(raw)
	raw[0] = raw[0]&0x7f | 0x10
	tmpl := &x509.Certificate{
		SerialNumber: new(big.Int).SetBytes(raw),
		Subject: pkix.Name{
			Country: []string{"CN"}, Organization: []string{"本地微信支付模拟器"},
			CommonName: "WeChat Pay Simulator Platform " + s.cfg.MchID,
		},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(s.cfg.CertificateLifetime),
		KeyUsage:              x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return nil, fmt.Errorf("sim: platform certificate: %w", err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, fmt.Errorf("sim: platform certificate: %w", err)
	}
	return &platformCert{key: key, cert: cert, pem: pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		serial: wechatpay.CertificateSerial(cert), signsFrom: now}, nil
}

// RotateCertificate issues a new platform certificate, as WeChat does before
// the current one expires: it is listed by GET /v3/certificates at once and
// becomes the signer of answers and notifications after overlap (0: at
// once). The previous certificates stay listed, and keep verifying, until
// they expire. It answers the new serial. Not available in PublicKeyMode.
func (s *Simulator) RotateCertificate(overlap time.Duration) (string, error) {
	if s.cfg.PublicKeyMode {
		return "", fmt.Errorf("sim: public-key mode has no platform certificate to rotate")
	}
	now := s.cfg.Now()
	pc, err := s.newPlatformCert(now)
	if err != nil {
		return "", err
	}
	pc.signsFrom = now.Add(overlap)
	s.keyMu.Lock()
	s.certs = append(s.certs, pc)
	s.keyMu.Unlock()
	s.cfg.Logger.Info("wechatpay sim: platform certificate rotated", "serial", pc.serial, "signs_from", pc.signsFrom)
	return pc.serial, nil
}

// signer is the key that signs at now and the serial it is sent under.
func (s *Simulator) signer(now time.Time) (*rsa.PrivateKey, string) {
	pc := s.currentCert(now)
	if s.cfg.PublicKeyMode {
		return pc.key, s.pubKeyID
	}
	return pc.key, pc.serial
}

// currentCert is the newest certificate that signs at now.
func (s *Simulator) currentCert(now time.Time) *platformCert {
	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	for i := len(s.certs) - 1; i > 0; i-- {
		if !now.Before(s.certs[i].signsFrom) {
			return s.certs[i]
		}
	}
	return s.certs[0]
}

// certBySerial finds a certificate, expired or not.
func (s *Simulator) certBySerial(serial string) *platformCert {
	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	for _, pc := range s.certs {
		if pc.serial == serial {
			return pc
		}
	}
	return nil
}

// listed are the certificates GET /v3/certificates answers at now: every
// one not expired, oldest first.
func (s *Simulator) listed(now time.Time) []*platformCert {
	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	var out []*platformCert
	for _, pc := range s.certs {
		if !now.After(pc.cert.NotAfter) {
			out = append(out, pc)
		}
	}
	return out
}

// signHeader signs body at now with the current signer.
func (s *Simulator) signHeader(h http.Header, body []byte) error {
	now := s.cfg.Now()
	key, serial := s.signer(now)
	return wechatpay.SignHeader(h, key, serial, body, now)
}

func randomDigits(n int) string {
	b := make([]byte, n)
	for i := range b {
		d, _ := rand.Int(rand.Reader, big.NewInt(10))
		b[i] = byte('0' + d.Int64())
	}
	return string(b)
}
