package main

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

// slowestByQuestion keeps each question's slowest answer of a run (time from the send to the
// answer, without the wait for the schedule) and when in the run it came, so a stall can be
// told apart: one question always slow, or every question slow at one moment.
type slowestByQuestion struct {
	mu    sync.Mutex
	start time.Time
	worst map[string]slowAnswer
}

type slowAnswer struct {
	took, at time.Duration
}

func newSlowest() *slowestByQuestion {
	return &slowestByQuestion{start: time.Now(), worst: map[string]slowAnswer{}}
}

func (s *slowestByQuestion) add(question string, sent time.Time) {
	took := time.Since(sent)
	s.mu.Lock()
	defer s.mu.Unlock()
	if took > s.worst[question].took {
		s.worst[question] = slowAnswer{took: took, at: sent.Sub(s.start)}
	}
}

// String lists the questions slowest first: "浙江大学在广东的投档线 532.9 ms at 12.3 s".
func (s *slowestByQuestion) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	qs := make([]string, 0, len(s.worst))
	for q := range s.worst {
		qs = append(qs, q)
	}
	sort.Slice(qs, func(i, j int) bool { return s.worst[qs[i]].took > s.worst[qs[j]].took })
	parts := make([]string, len(qs))
	for i, q := range qs {
		w := s.worst[q]
		parts[i] = fmt.Sprintf("%s %s at %.1f s", q, ms(w.took), w.at.Seconds())
	}
	return strings.Join(parts, "; ")
}
