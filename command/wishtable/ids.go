package wishtable

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/hex"
	"unicode"

	"github.com/google/uuid"
)

func randomID() string { return uuid.NewString() }

// validID: ids are UUIDs; anything else names no table (and never reaches the store).
func validID(id string) bool {
	_, err := uuid.Parse(id)
	return err == nil && len(id) == 36
}

// newCode is a one-time invitation code: 80 random bits, readable in a link.
func newCode() string {
	b := make([]byte, 10)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	return base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b)
}

// codeHash is what the log keeps of a code: the code is random and long, a plain hash suffices.
func codeHash(code string) string {
	h := sha256.Sum256([]byte(code))
	return hex.EncodeToString(h[:])
}

func hasControl(s string) bool {
	for _, r := range s {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == '\u202e' {
			return true
		}
	}
	return false
}
