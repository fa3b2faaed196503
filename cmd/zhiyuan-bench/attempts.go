package main

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"
)

const (
	maxAttempts       = 3
	interferenceLimit = 0.3 // cores used by other processes during a measurement
)

// retryUntil bounds the whole program: after it no measurement is repeated.
var retryUntil = time.Now().Add(20 * time.Minute)

// bestOf runs a measurement, and runs it again (up to maxAttempts in all)
// while other processes on the machine took more than interferenceLimit cores
// during it. It keeps the attempt with the least interference (chosen by the
// interference, never by the result) and describes every attempt. Repeats
// stop once the program has run for retryUntil.
func bestOf[T any](ctx context.Context, what string, measure func() (T, cpuUse, string, error)) (T, string, error) {
	var best T
	bestOther, kept := math.Inf(1), 0
	var tries []string
	for i := 1; i <= maxAttempts; i++ {
		quiet := waitQuiet(ctx, 30*time.Second)
		r, use, summary, err := measure()
		if err != nil {
			return best, "", err
		}
		tries = append(tries, fmt.Sprintf("%d. %s; other processes %.2f cores during it, %.2f just before", i, summary, use.other, quiet.busy))
		if use.other < bestOther {
			best, bestOther, kept = r, use.other, i
		}
		if use.other < interferenceLimit || ctx.Err() != nil || time.Now().After(retryUntil) {
			break
		}
		if i < maxAttempts {
			progress("%s: other processes took %.2f cores during the measurement; measuring again", what, use.other)
		}
	}
	note := fmt.Sprintf("%s: measured once: %s.", what, strings.TrimPrefix(tries[0], "1. "))
	if len(tries) > 1 {
		note = fmt.Sprintf("%s: measured %d times because other processes took more than %.1f cores; the table keeps attempt %d, the one with the least interference. Attempts: %s.",
			what, len(tries), interferenceLimit, kept, strings.Join(tries, "; "))
	}
	return best, note, nil
}
