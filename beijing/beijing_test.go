package beijing

import (
	"testing"
	"time"
)

// 16:00 UTC is already the next day in Beijing.
func TestDayIsBeijingsDate(t *testing.T) {
	at := time.Date(2026, 12, 7, 16, 0, 0, 0, time.UTC)
	if got := Day(at); got != "2026-12-08" {
		t.Fatalf("Day(%v) = %s, want 2026-12-08", at, got)
	}
	if got := Date(2027, 6, 7); !got.Equal(time.Date(2027, 6, 6, 16, 0, 0, 0, time.UTC)) {
		t.Fatalf("Date(2027-06-07) = %v", got.UTC())
	}
}
