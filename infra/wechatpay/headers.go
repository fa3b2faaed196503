package wechatpay

import (
	"crypto/rsa"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Headers the platform puts on every signed answer and notification.
const (
	HeaderSerial        = "Wechatpay-Serial"
	HeaderTimestamp     = "Wechatpay-Timestamp"
	HeaderNonce         = "Wechatpay-Nonce"
	HeaderSignature     = "Wechatpay-Signature"
	HeaderSignatureType = "Wechatpay-Signature-Type"
	HeaderRequestID     = "Request-ID"
)

// VerifyHeader verifies the Wechatpay-* headers of an answer or a
// notification against its exact body. A missing header is
// ErrMissingHeader; otherwise see Verifier.Verify.
func (v *Verifier) VerifyHeader(h http.Header, body []byte, now time.Time) error {
	get := func(k string) string { return strings.TrimSpace(h.Get(k)) }
	serial, ts, nonce, sig := get(HeaderSerial), get(HeaderTimestamp), get(HeaderNonce), get(HeaderSignature)
	for i, val := range []string{serial, ts, nonce, sig} {
		if val == "" {
			name := []string{HeaderSerial, HeaderTimestamp, HeaderNonce, HeaderSignature}[i]
			return fmt.Errorf("%w: %s", ErrMissingHeader, name)
		}
	}
	// Absent means RSA; anything else (e.g. SM2) we cannot verify.
	if st := get(HeaderSignatureType); st != "" && st != AuthSchema {
		return fmt.Errorf("%w: signature type %q", ErrSignature, st)
	}
	return v.Verify(serial, ts, nonce, body, sig, now)
}

// SignHeader sets the Wechatpay-* headers for body as the platform does
// (used by the simulator; a merchant never needs it).
func SignHeader(h http.Header, key *rsa.PrivateKey, serial string, body []byte, now time.Time) error {
	ts := strconv.FormatInt(now.Unix(), 10)
	nonce := NewNonce(32)
	sig, err := SignSHA256WithRSA(key, ResponseMessage(ts, nonce, body))
	if err != nil {
		return err
	}
	h.Set(HeaderSerial, serial)
	h.Set(HeaderTimestamp, ts)
	h.Set(HeaderNonce, nonce)
	h.Set(HeaderSignature, sig)
	h.Set(HeaderSignatureType, AuthSchema)
	return nil
}
