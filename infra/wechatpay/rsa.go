package wechatpay

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
)

// SignSHA256WithRSA signs message with RSASSA-PKCS1-v1_5 over SHA-256 and
// returns the standard base64 signature, as every v3 signature is made.
func SignSHA256WithRSA(key *rsa.PrivateKey, message string) (string, error) {
	if key == nil {
		return "", fmt.Errorf("%w: nil private key", ErrConfig)
	}
	sum := sha256.Sum256([]byte(message))
	sig, err := rsa.SignPKCS1v15(rand.Reader, key, crypto.SHA256, sum[:])
	if err != nil {
		return "", fmt.Errorf("wechatpay: sign: %w", err)
	}
	return base64.StdEncoding.EncodeToString(sig), nil
}

// VerifySHA256WithRSA checks a base64 SHA256withRSA signature.
// It returns ErrSignatureEncoding or ErrSignature.
func VerifySHA256WithRSA(pub *rsa.PublicKey, message, signature string) error {
	sig, err := base64.StdEncoding.DecodeString(signature)
	if err != nil || len(sig) == 0 {
		return ErrSignatureEncoding
	}
	sum := sha256.Sum256([]byte(message))
	if err := rsa.VerifyPKCS1v15(pub, crypto.SHA256, sum[:], sig); err != nil {
		return ErrSignature
	}
	return nil
}

const nonceAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// NewNonce returns n random alphanumeric characters, the shape WeChat uses
// for nonce_str, Wechatpay-Nonce and the 12-byte AEAD nonce.
func NewNonce(n int) string {
	b := make([]byte, n)
	for i := range b {
		// rand.Text would be simpler but is base32; keep WeChat's alphabet.
		b[i] = nonceAlphabet[randIntn(len(nonceAlphabet))]
	}
	return string(b)
}

func randIntn(n int) int {
	var b [1]byte
	limit := 256 - 256%n // reject the tail to stay uniform
	for {
		if _, err := rand.Read(b[:]); err != nil {
			panic(err) // crypto/rand never fails on supported platforms
		}
		if int(b[0]) < limit {
			return int(b[0]) % n
		}
	}
}
