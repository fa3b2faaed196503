package main

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// burstWriters is how many writers append at once during a burst: enough for
// Postgres to share WAL flushes between commits (group commit).
const burstWriters = 16

// burstLoad is what a closed-loop burst of appends observed.
type burstLoad struct {
	lat        samples
	n          atomic.Int64 // appends that succeeded
	errors     atomic.Int64
	firstErr   atomic.Value
	maxPos     atomic.Int64
	lastReturn atomic.Int64 // unix nanoseconds of the last append's return
	elapsed    time.Duration
}

// burst appends as fast as burstWriters writers can for dur.
func burst(ctx context.Context, dur time.Duration, write func(ctx context.Context, i int) (int64, error)) *burstLoad {
	b := &burstLoad{}
	var next atomic.Int64
	deadline := time.Now().Add(dur)
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < burstWriters; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil && time.Now().Before(deadline) {
				i := int(next.Add(1))
				t0 := time.Now()
				pos, err := write(ctx, i)
				done := time.Now()
				b.lat.add(done.Sub(t0))
				if err != nil {
					b.errors.Add(1)
					b.firstErr.CompareAndSwap(nil, err.Error())
					continue
				}
				b.n.Add(1)
				storeMax(&b.maxPos, pos)
				storeMax(&b.lastReturn, done.UnixNano())
			}
		}()
	}
	wg.Wait()
	b.elapsed = time.Since(start)
	return b
}

func storeMax(v *atomic.Int64, x int64) {
	for {
		old := v.Load()
		if x <= old || v.CompareAndSwap(old, x) {
			return
		}
	}
}

func (b *burstLoad) rate() float64 { return float64(b.n.Load()) / b.elapsed.Seconds() }

func (b *burstLoad) last() time.Time { return time.Unix(0, b.lastReturn.Load()) }
