package projector

import (
	"context"
	"time"

	"zhiyuan/infra/eventlog"
)

// gatherFor is the least time between the starts of two batches of one
// projection while the log is busy. A batch costs a transaction of a few round
// trips whatever its size, and eighteen projections each take every batch
// (most only to pass it): at 1,000 events a second, batches of a handful of
// events spent more CPU on batches than on the events. After a small batch
// the projection waits out the rest of this time, so the next batch gathers
// what arrived meanwhile. A full batch does not wait (more is already there),
// and a waiter of this process (a user reading their own write) cuts the wait
// short, so read-your-writes never pays for it.
const gatherFor = 10 * time.Millisecond

// gather waits out the rest of gatherFor after a batch that started at start.
func (r *Runtime) gather(ctx context.Context, b eventlog.Batch, start time.Time) {
	if len(b.Events) >= eventlog.MaxBatch {
		return
	}
	left := gatherFor - time.Since(start)
	if left <= 0 {
		return
	}
	t := time.NewTimer(left)
	defer t.Stop()
	select {
	case <-t.C:
	case <-r.progress.wanted():
	case <-ctx.Done():
	}
}
