package wechatpay

import (
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"testing"
	"time"
)

func TestSignMatchesSDKVector(t *testing.T) {
	sig, err := SignSHA256WithRSA(sdkKey(t), sdkMessage)
	if err != nil {
		t.Fatal(err)
	}
	if sig != sdkSignature {
		t.Fatalf("signature differs from the SDK vector:\n got %s\nwant %s", sig, sdkSignature)
	}
}

func TestVerifyCertificateVector(t *testing.T) {
	v := NewVerifier()
	serial, err := v.AddCertificatePEM([]byte(sdkVerifierCertPEM))
	if err != nil {
		t.Fatal(err)
	}
	if serial != sdkVerifierSerial {
		t.Fatalf("serial = %s, want %s", serial, sdkVerifierSerial)
	}
	cert, _ := ParseCertificatePEM([]byte(sdkVerifierCertPEM))
	if !cert.PublicKey.(*rsa.PublicKey).Equal(&sdkKey(t).PublicKey) {
		t.Fatal("vector certificate does not hold the vector key")
	}
	key := v.keys[serial].pub
	if err := VerifySHA256WithRSA(key, sdkMessage, sdkSignature); err != nil {
		t.Fatal(err)
	}
	wantOnly(t, VerifySHA256WithRSA(key, "wrong source", sdkSignature), ErrSignature)
	wantOnly(t, VerifySHA256WithRSA(key, sdkMessage, "invalid base64 signature"), ErrSignatureEncoding)
	wantOnly(t, VerifySHA256WithRSA(key, sdkMessage, ""), ErrSignatureEncoding)
}

func TestVerifierPublicKeyMode(t *testing.T) {
	const id = "PUB_KEY_ID_0114232134912410000000000000"
	v := NewVerifier()
	if err := v.AddPublicKeyPEM(id, []byte(sdkPublicKeyPEM)); err != nil {
		t.Fatal(err)
	}
	// Sign a platform-style message with the vector key; the vector public
	// key must verify it under its PUB_KEY_ID.
	now := time.Unix(1700000000, 0)
	ts, nonce, body := "1700000000", "n0nce", []byte(`{"a":1}`)
	sig, _ := SignSHA256WithRSA(sdkKey(t), ResponseMessage(ts, nonce, body))
	if err := v.Verify(id, ts, nonce, body, sig, now); err != nil {
		t.Fatal(err)
	}
	// The certificate serial of the same key is not trusted in this mode.
	wantOnly(t, v.Verify(sdkVerifierSerial, ts, nonce, body, sig, now), ErrUnknownSerial)
	if got := v.Serials(); len(got) != 1 || got[0] != id {
		t.Fatalf("Serials() = %v", got)
	}
}

func TestCertificateValidityWindow(t *testing.T) {
	v := NewVerifier()
	serial, _ := v.AddCertificatePEM([]byte(sdkVerifierCertPEM)) // valid 2021-04-27 .. 2031-04-25
	late := time.Date(2032, 1, 1, 0, 0, 0, 0, time.UTC)
	ts := "1956528000" // 2032-01-01
	sig, _ := SignSHA256WithRSA(sdkKey(t), ResponseMessage(ts, "n", nil))
	wantOnly(t, v.Verify(serial, ts, "n", nil, sig, late), ErrCertificateExpired)
	// Lower-case serials are accepted for certificates.
	early := time.Unix(1700000000, 0)
	sig, _ = SignSHA256WithRSA(sdkKey(t), ResponseMessage("1700000000", "n", nil))
	if err := v.Verify("f5765756002fdd77", "1700000000", "n", nil, sig, early); err != nil {
		t.Fatal(err)
	}
}

func TestParsePEMForms(t *testing.T) {
	key := sdkKey(t)
	pkcs1 := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})
	k1, err := ParsePrivateKeyPEM(pkcs1)
	if err != nil || !k1.Equal(key) {
		t.Fatalf("PKCS#1 private key: %v", err)
	}
	pub1 := pem.EncodeToMemory(&pem.Block{Type: "RSA PUBLIC KEY", Bytes: x509.MarshalPKCS1PublicKey(&key.PublicKey)})
	if p, err := ParsePublicKeyPEM(pub1); err != nil || !p.Equal(&key.PublicKey) {
		t.Fatalf("PKCS#1 public key: %v", err)
	}
	if p, err := ParsePublicKeyPEM([]byte(sdkPublicKeyPEM)); err != nil || !p.Equal(&key.PublicKey) {
		t.Fatalf("PKIX public key: %v", err)
	}
	for _, bad := range []string{"", "not pem", "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"} {
		if _, err := ParsePrivateKeyPEM([]byte(bad)); err == nil {
			t.Fatalf("parsed %q", bad)
		} else {
			wantOnly(t, err, ErrConfig)
		}
		if _, err := ParseCertificatePEM([]byte(bad)); err == nil {
			t.Fatalf("parsed certificate %q", bad)
		}
	}
}

func TestMerchantValidate(t *testing.T) {
	m := Merchant{MchID: "1900000001", AppID: "wx0000", CertSerial: "ABC", PrivateKey: sdkKey(t), APIv3Key: make([]byte, 32)}
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	for name, mod := range map[string]func(*Merchant){
		"short key":  func(m *Merchant) { m.APIv3Key = []byte(sdkNotifyAPIv3Key) },
		"no mchid":   func(m *Merchant) { m.MchID = "" },
		"no appid":   func(m *Merchant) { m.AppID = "" },
		"no serial":  func(m *Merchant) { m.CertSerial = "" },
		"no private": func(m *Merchant) { m.PrivateKey = nil },
	} {
		bad := m
		mod(&bad)
		if err := bad.Validate(); !errors.Is(err, ErrConfig) {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

func TestNonceShape(t *testing.T) {
	n := NewNonce(32)
	if len(n) != 32 {
		t.Fatalf("len = %d", len(n))
	}
	for _, c := range n {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			t.Fatalf("nonce %q has %q", n, c)
		}
	}
	if NewNonce(32) == n {
		t.Fatal("nonces repeat")
	}
}
