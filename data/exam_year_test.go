package data

import (
	"testing"
	"time"
)

func TestComingExamTurnsAfterTheLastExamDay(t *testing.T) {
	for _, c := range []struct {
		at   time.Time
		want int
	}{
		{time.Date(2026, 6, 7, 9, 0, 0, 0, beijing), 2026},
		{time.Date(2026, 6, 10, 23, 59, 0, 0, beijing), 2026},
		{time.Date(2026, 6, 10, 16, 30, 0, 0, time.UTC), 2027}, // 00:30 on 11 June in Beijing
		{time.Date(2026, 12, 7, 10, 0, 0, 0, time.UTC), 2027},
		{time.Date(2027, 1, 1, 0, 0, 0, 0, beijing), 2027},
	} {
		if got := ComingExam(c.at); got != c.want {
			t.Errorf("%v: %d, want %d", c.at, got, c.want)
		}
	}
}

// A candidate who has just sat keeps their season through filling and admission; the next
// year's begins when admission ends (31 August where no authority published its end).
func TestSeasonYearKeepsTheCandidatesUntilAdmissionEnds(t *testing.T) {
	for _, c := range []struct {
		at   time.Time
		want int
	}{
		{time.Date(2026, 6, 25, 20, 0, 0, 0, beijing), 2026}, // score release night
		{time.Date(2026, 7, 15, 0, 0, 0, 0, beijing), 2026},
		{time.Date(2026, 8, 31, 23, 59, 0, 0, beijing), 2026},
		{time.Date(2026, 8, 31, 16, 0, 0, 0, time.UTC), 2027}, // 00:00 on 1 September in Beijing
		{time.Date(2026, 12, 7, 4, 0, 0, 0, time.UTC), 2027},
	} {
		if got := SeasonYear(c.at, 0); got != c.want {
			t.Errorf("%v: %d, want %d", c.at, got, c.want)
		}
	}
	if got := ExamYearOf(2028, time.Date(2026, 12, 7, 0, 0, 0, 0, beijing), 42); got != 2028 {
		t.Errorf("a profile's year: %d, want 2028", got)
	}
}
