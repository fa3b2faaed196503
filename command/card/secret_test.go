package card

import (
	"strings"
	"testing"
)

// Luhn check digits of published examples (the ISO/IEC 7812 worked example 7992739871 → 3).
func TestLuhnDigit(t *testing.T) {
	for body, want := range map[string]int{"7992739871": 3, "4539578763621486"[:15]: 6, "00000000000": 0} {
		if got := luhnDigit(body); got != want {
			t.Errorf("luhnDigit(%s) = %d, want %d", body, got, want)
		}
	}
}

func TestNumbersAndSecrets(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 2000; i++ {
		n, s := NewNumber(), NewSecret()
		if !ValidNumber(n) || n[0] == '0' {
			t.Fatalf("invalid number %s", n)
		}
		if len(s) != SecretLen || strings.ContainsAny(s, "01OIL") {
			t.Fatalf("bad secret %s", s)
		}
		if seen[s] {
			t.Fatalf("secret repeated: %s", s)
		}
		seen[s] = true
		// Any single changed digit breaks the check digit.
		b := []byte(n)
		b[3] = '0' + (b[3]-'0'+1)%10
		if ValidNumber(string(b)) {
			t.Fatalf("%s with one digit changed still valid", n)
		}
	}
	if Normalize(" abcd-efgh jkmn\u3000pqrs ") != "ABCDEFGHJKMNPQRS" || PrintNumber("123456789012") != "1234 5678 9012" ||
		PrintSecret("ABCDEFGHJKMNPQRS") != "ABCD-EFGH-JKMN-PQRS" {
		t.Fatal("normalize or print")
	}
	if SecretHash([]byte("k1"), "1", "S") == SecretHash([]byte("k2"), "1", "S") {
		t.Fatal("the hash ignores its key")
	}
}
