package main

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// loadResult is what an open-loop run observed.
type loadResult struct {
	lat      samples // from the scheduled send time to the answer (no coordinated omission)
	service  samples // from the actual send time to the answer
	sent     int
	errors   atomic.Int64
	firstErr atomic.Value
	dropped  int           // not sent: too many requests already in flight
	elapsed  time.Duration // until the last answer
	sending  time.Duration // until the last request was sent (at least the planned duration)
}

// achieved is the rate at which requests were sent (not answered).
func (r *loadResult) achieved() float64 {
	if r.sending <= 0 {
		return 0
	}
	return float64(r.sent) / r.sending.Seconds()
}

func (r *loadResult) fail(err error) {
	r.errors.Add(1)
	r.firstErr.CompareAndSwap(nil, err.Error())
}

func (r *loadResult) firstError() string {
	if v, ok := r.firstErr.Load().(string); ok {
		return v
	}
	return ""
}

// openLoop fires at a fixed arrival rate for dur, each request in its own
// goroutine, whatever the previous ones are doing. Latency counts from the
// time a request was scheduled, so a stall shows in every request it delays.
// At most maxInFlight requests run at once; beyond that a request is dropped
// and counted (the run stays bounded even if the system stops answering).
func openLoop(ctx context.Context, rate int, dur time.Duration, maxInFlight int, fire func(ctx context.Context, i int) error) *loadResult {
	res := &loadResult{}
	n := int(dur.Seconds() * float64(rate))
	interval := time.Second / time.Duration(rate)
	var wg sync.WaitGroup
	var inFlight atomic.Int64
	start := time.Now()
	for i := 0; i < n && ctx.Err() == nil; i++ {
		scheduled := start.Add(time.Duration(i) * interval)
		if d := time.Until(scheduled); d > 0 {
			time.Sleep(d)
		}
		if inFlight.Load() >= int64(maxInFlight) {
			res.dropped++
			continue
		}
		res.sent++
		inFlight.Add(1)
		wg.Add(1)
		go func(i int, scheduled time.Time) {
			defer wg.Done()
			defer inFlight.Add(-1)
			sent := time.Now()
			err := fire(ctx, i)
			done := time.Now()
			if err != nil {
				res.fail(err)
			}
			res.lat.add(done.Sub(scheduled))
			res.service.add(done.Sub(sent))
		}(i, scheduled)
	}
	res.sending = max(time.Since(start), dur)
	wg.Wait()
	res.elapsed = time.Since(start)
	return res
}
