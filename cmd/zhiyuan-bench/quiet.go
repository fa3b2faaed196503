package main

import (
	"context"
	"fmt"
	"time"
)

// quietness is what waitQuiet saw.
type quietness struct {
	busy   float64 // cores used by other processes just before the start
	waited time.Duration
}

func (q quietness) String() string {
	return fmt.Sprintf("other processes used %.2f cores just before the start, after waiting %s for them to go quiet", q.busy, q.waited)
}

// waitQuiet waits, at most limit, until the rest of the machine is nearly idle
// (this program does nothing meanwhile, so all busy CPU is someone else's).
// Other sessions share this machine; a measurement started during their test
// run would measure them as much as the product.
func waitQuiet(ctx context.Context, limit time.Duration) quietness {
	const window = 2 * time.Second
	const quiet = 0.25 // cores
	t0 := time.Now()
	var q quietness
	for {
		a := systemCPU()
		select {
		case <-ctx.Done():
			return q
		case <-time.After(window):
		}
		b := systemCPU()
		if b.total > a.total {
			q.busy = (b.busy - a.busy) / (b.total - a.total) * float64(numCPU())
		}
		q.waited = time.Since(t0).Round(time.Second)
		if q.busy <= quiet || time.Since(t0) >= limit {
			return q
		}
	}
}
