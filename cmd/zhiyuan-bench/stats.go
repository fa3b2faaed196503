package main

import (
	"fmt"
	"math"
	"sort"
	"sync"
	"time"
)

// samples collects latencies from many goroutines; percentiles are exact
// (nearest rank over the sorted samples), no histogram buckets.
type samples struct {
	mu     sync.Mutex
	d      []time.Duration
	sorted bool
}

func (s *samples) add(d time.Duration) {
	s.mu.Lock()
	s.d = append(s.d, d)
	s.sorted = false
	s.mu.Unlock()
}

func (s *samples) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.d)
}

// pct is the p-th percentile (0 < p <= 100), nearest rank.
func (s *samples) pct(p float64) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.d) == 0 {
		return 0
	}
	if !s.sorted {
		sort.Slice(s.d, func(i, j int) bool { return s.d[i] < s.d[j] })
		s.sorted = true
	}
	rank := int(math.Ceil(p / 100 * float64(len(s.d))))
	if rank < 1 {
		rank = 1
	}
	return s.d[rank-1]
}

func (s *samples) max() time.Duration { return s.pct(100) }

func (s *samples) mean() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.d) == 0 {
		return 0
	}
	var sum time.Duration
	for _, d := range s.d {
		sum += d
	}
	return sum / time.Duration(len(s.d))
}

// tableHeader and tableRow print the usual latency columns.
const latencyHeader = "| p50 | p90 | p99 | p99.9 | max | mean | samples |"
const latencyRule = "|---|---|---|---|---|---|---|"

func (s *samples) tableCells() string {
	return fmt.Sprintf("| %s | %s | %s | %s | %s | %s | %d |", ms(s.pct(50)), ms(s.pct(90)), ms(s.pct(99)),
		ms(s.pct(99.9)), ms(s.max()), ms(s.mean()), s.count())
}
