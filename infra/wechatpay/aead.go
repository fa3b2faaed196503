package wechatpay

import (
	"crypto/aes"
	"crypto/cipher"
	"encoding/base64"
	"fmt"
)

// AlgorithmAEADAES256GCM is the only resource algorithm we accept.
const AlgorithmAEADAES256GCM = "AEAD_AES_256_GCM"

// DecryptResource opens an AEAD_AES_256_GCM resource: ciphertextB64 is the
// base64 of ciphertext||16-byte tag, nonce the 12-character string sent
// alongside. Any failure is ErrDecrypt.
//
// The key length is not forced to 32 bytes here because AES accepts 16/24/32
// and the official SDK's own notification vector uses a 16-byte key;
// Merchant.Validate enforces 32 for real credentials.
func DecryptResource(apiV3Key []byte, associatedData, nonce, ciphertextB64 string) ([]byte, error) {
	gcm, err := newGCM(apiV3Key)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrDecrypt, err)
	}
	data, err := base64.StdEncoding.DecodeString(ciphertextB64)
	if err != nil {
		return nil, fmt.Errorf("%w: ciphertext is not base64", ErrDecrypt)
	}
	if len(nonce) != gcm.NonceSize() {
		return nil, fmt.Errorf("%w: nonce must be %d bytes", ErrDecrypt, gcm.NonceSize())
	}
	plain, err := gcm.Open(nil, []byte(nonce), data, []byte(associatedData))
	if err != nil {
		return nil, fmt.Errorf("%w: authentication failed", ErrDecrypt)
	}
	return plain, nil
}

// EncryptResource seals plaintext the way the platform does; the simulator
// uses it. nonce must be 12 bytes and never reused with the same key.
func EncryptResource(apiV3Key []byte, associatedData, nonce string, plaintext []byte) (string, error) {
	gcm, err := newGCM(apiV3Key)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrConfig, err)
	}
	if len(nonce) != gcm.NonceSize() {
		return "", fmt.Errorf("%w: nonce must be %d bytes", ErrConfig, gcm.NonceSize())
	}
	sealed := gcm.Seal(nil, []byte(nonce), plaintext, []byte(associatedData))
	return base64.StdEncoding.EncodeToString(sealed), nil
}

func newGCM(key []byte) (cipher.AEAD, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}
