package wechatpay

import (
	"crypto/rsa"
	"errors"
	"testing"
)

// sentinels lists every sentinel so a test can assert that an error is the
// expected one and no other.
var sentinels = []error{
	ErrMissingHeader, ErrUnknownSerial, ErrCertificateExpired, ErrTimestamp,
	ErrSignatureEncoding, ErrSignature, ErrDecrypt, ErrAlgorithm, ErrMalformed,
	ErrAuthorization, ErrConfig,
}

// wantOnly fails unless err matches want and none of the other sentinels
// (extra lets a wrapper such as ErrAuthorization also match).
func wantOnly(t *testing.T, err, want error, extra ...error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Fatalf("error = %v, want %v", err, want)
	}
	for _, s := range sentinels {
		if s == want || errors.Is(s, want) || contains(extra, s) {
			continue
		}
		if errors.Is(err, s) {
			t.Fatalf("error %v also matches %v", err, s)
		}
	}
}

func contains(list []error, e error) bool {
	for _, x := range list {
		if x == e {
			return true
		}
	}
	return false
}

func sdkKey(t *testing.T) *rsa.PrivateKey {
	t.Helper()
	key, err := ParsePrivateKeyPEM([]byte(testingKey(sdkPrivateKeyPEM)))
	if err != nil {
		t.Fatal(err)
	}
	return key
}
