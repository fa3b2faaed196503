package account

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/big"
)

// newCode draws 6 uniformly random digits.
func newCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

// codeHash is how an SMS code is kept in the log: an HMAC under the server's
// code key. A plain hash of a phone and six digits is reversed by trying the
// million codes; without the key, a copy of the log reveals nothing.
func (s *Service) codeHash(phone, code string) string {
	m := hmac.New(sha256.New, s.codeKey)
	m.Write([]byte("sms-code:" + phone + ":" + code))
	return hex.EncodeToString(m.Sum(nil))
}

// newToken is an opaque 256-bit session token; only its hash is stored.
func newToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// TokenHash is how a session token is stored and looked up.
func TokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}
