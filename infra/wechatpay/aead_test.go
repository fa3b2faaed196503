package wechatpay

import (
	"bytes"
	"testing"
)

func TestResourceRoundTrip(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	plain := []byte(`{"out_trade_no":"A1"}`)
	ct, err := EncryptResource(key, "transaction", "123456789012", plain)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecryptResource(key, "transaction", "123456789012", ct)
	if err != nil || !bytes.Equal(got, plain) {
		t.Fatalf("got %s, %v", got, err)
	}
	for name, f := range map[string]func() ([]byte, error){
		"associated data": func() ([]byte, error) { return DecryptResource(key, "refund", "123456789012", ct) },
		"nonce":           func() ([]byte, error) { return DecryptResource(key, "transaction", "123456789013", ct) },
		"short nonce":     func() ([]byte, error) { return DecryptResource(key, "transaction", "12345", ct) },
		"not base64":      func() ([]byte, error) { return DecryptResource(key, "transaction", "123456789012", "@@"+ct) },
		"bad key length":  func() ([]byte, error) { return DecryptResource(key[:31], "transaction", "123456789012", ct) },
		"truncated":       func() ([]byte, error) { return DecryptResource(key, "transaction", "123456789012", ct[:8]) },
	} {
		if got, err := f(); got != nil {
			t.Fatalf("%s: plaintext returned", name)
		} else {
			wantOnly(t, err, ErrDecrypt)
		}
	}
	if _, err := EncryptResource(key, "", "short", plain); err == nil {
		t.Fatal("accepted a short nonce")
	}
}
