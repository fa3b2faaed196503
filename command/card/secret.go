package card

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"math/big"
	"strings"
)

// SecretAlphabet has no characters people confuse in print (0/O, 1/I/L).
const SecretAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// SecretLen characters of 31 symbols: about 79 bits, beyond guessing within the limits.
const SecretLen = 16

// numberDigits is the card number's length, the last digit a Luhn check digit.
const numberDigits = 12

func randomDigits(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		d, _ := rand.Int(rand.Reader, big.NewInt(10))
		b.WriteByte(byte('0' + d.Int64()))
	}
	return b.String()
}

// NewNumber is a random card number: 11 digits (the first not 0) and a check digit.
func NewNumber() string {
	body := string(rune('1'+mustInt(9))) + randomDigits(numberDigits-2)
	return body + string(rune('0'+luhnDigit(body)))
}

func mustInt(n int64) int64 {
	v, _ := rand.Int(rand.Reader, big.NewInt(n))
	return v.Int64()
}

// NewSecret is a random secret of SecretLen characters.
func NewSecret() string {
	var b strings.Builder
	for i := 0; i < SecretLen; i++ {
		b.WriteByte(SecretAlphabet[mustInt(int64(len(SecretAlphabet)))])
	}
	return b.String()
}

// luhnDigit is the check digit that makes body+digit pass the Luhn test.
func luhnDigit(body string) int {
	sum := 0
	for i := len(body) - 1; i >= 0; i-- {
		d := int(body[i] - '0')
		if (len(body)-1-i)%2 == 0 { // doubled: the rightmost digit of the body and every second one
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return (10 - sum%10) % 10
}

// ValidNumber reports a well-formed number whose check digit is right.
func ValidNumber(n string) bool {
	if len(n) != numberDigits {
		return false
	}
	for _, c := range n {
		if c < '0' || c > '9' {
			return false
		}
	}
	return int(n[len(n)-1]-'0') == luhnDigit(n[:len(n)-1])
}

// Normalize drops spaces and dashes and upper-cases, as people type what is printed.
func Normalize(s string) string {
	s = strings.ToUpper(s)
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '\t' || r == '\u3000' {
			return -1
		}
		return r
	}, s)
}

// PrintNumber groups a number by four digits; PrintSecret a secret by four characters.
func PrintNumber(n string) string { return group(n, " ") }
func PrintSecret(s string) string { return group(s, "-") }

func group(s, sep string) string {
	var parts []string
	for len(s) > 4 {
		parts, s = append(parts, s[:4]), s[4:]
	}
	return strings.Join(append(parts, s), sep)
}

// SecretHash is the keyed hash stored for a secret (HMAC-SHA256 over number and secret):
// without the key a leaked table cannot be searched for secrets.
func SecretHash(key []byte, number, secret string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(number + ":" + secret))
	return hex.EncodeToString(m.Sum(nil))
}
