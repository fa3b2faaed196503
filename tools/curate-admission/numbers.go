package main

import (
	"strconv"
	"strings"
)

// cleanInt returns a published whole number in canonical form ("12", "12.0" → "12"); ok is
// false when the cell is not empty and not a whole number. An empty cell is ("", true).
func cleanInt(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f != float64(int64(f)) {
		return "", false
	}
	return strconv.FormatInt(int64(f), 10), true
}

// cleanDecimal returns a published number in its shortest form ("621.30" → "621.3",
// "623.0" → "623"); ok is false when the cell is not empty and not a number.
func cleanDecimal(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return "", false
	}
	return strconv.FormatFloat(f, 'f', -1, 64), true
}

// mustInt is cleanInt for columns that must hold a whole number or nothing.
func mustInt(where, col, s string) string {
	v, ok := cleanInt(s)
	if !ok {
		fatalf("%s: %s=%q is not a whole number", where, col, s)
	}
	return v
}

// joinNotes joins the non-empty remarks with "；".
func joinNotes(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, "；")
}

// mustDecimal is cleanDecimal for columns that must hold a number or nothing.
func mustDecimal(where, col, s string) string {
	v, ok := cleanDecimal(s)
	if !ok {
		fatalf("%s: %s=%q is not a number", where, col, s)
	}
	return v
}
