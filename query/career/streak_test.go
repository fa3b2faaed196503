package career

import (
	"testing"
	"time"

	"zhiyuan/beijing"
)

func TestStreak(t *testing.T) {
	now := time.Date(2026, 11, 24, 20, 0, 0, 0, beijing.Zone)
	day := func(off, total, done int) Day {
		return Day{Date: now.AddDate(0, 0, off).Format("2006-01-02"), Total: total, Done: done}
	}
	for _, c := range []struct {
		name string
		days []Day
		want int
	}{
		{"nothing", nil, 0},
		{"today unfinished, two days before done", []Day{day(0, 2, 1), day(-1, 1, 1), day(-2, 3, 3), day(-3, 1, 0)}, 2},
		{"no tasks today, two days before done", []Day{day(-1, 1, 1), day(-2, 3, 3)}, 2},
		{"today done too", []Day{day(0, 1, 1), day(-1, 1, 1)}, 2},
		{"a gap breaks it", []Day{day(-1, 1, 1), day(-3, 1, 1)}, 1},
		{"yesterday unfinished", []Day{day(0, 1, 1), day(-1, 2, 1), day(-2, 1, 1)}, 1},
	} {
		if got := streak(c.days, now); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}
