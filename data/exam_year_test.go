package data

import (
	"testing"
	"time"
)

func TestComingExam(t *testing.T) {
	for _, c := range []struct {
		at   time.Time
		want int
	}{
		{time.Date(2026, 6, 7, 9, 0, 0, 0, beijing), 2026},
		{time.Date(2026, 6, 30, 23, 59, 0, 0, beijing), 2026},
		{time.Date(2026, 6, 30, 16, 30, 0, 0, time.UTC), 2027}, // 00:30 on 1 July in Beijing
		{time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC), 2027},
		{time.Date(2027, 1, 1, 0, 0, 0, 0, beijing), 2027},
	} {
		if got := ComingExam(c.at); got != c.want {
			t.Errorf("%v: %d, want %d", c.at, got, c.want)
		}
	}
}
