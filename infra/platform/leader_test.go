package platform

import (
	"context"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"zhiyuan/infra/pgtest"
)

// Three command replicas share a database: one runs the job at a time, the others wait; when
// the one running stops (its process ends, its session with it), a standby takes the job over.
func TestAJobRunsOnOneReplicaAndPassesOnWhenItStops(t *testing.T) {
	url := pgtest.NewDatabase(t)
	var running, most atomic.Int32
	started := make(chan int, 8)
	stops := make([]context.CancelFunc, 3)
	done := make(chan struct{}, 3)
	for i := range stops {
		ctx, cancel := context.WithCancel(t.Context())
		stops[i] = cancel
		p := &Platform{Config: Config{DatabaseURL: url}, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
		go func() {
			defer func() { done <- struct{}{} }()
			p.runOnOne(ctx, "test-job", func(ctx context.Context) {
				n := running.Add(1)
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
				started <- i
				<-ctx.Done()
				running.Add(-1)
			})
		}()
	}
	first := <-started
	select {
	case other := <-started:
		t.Fatalf("replica %d started while replica %d ran the job", other, first)
	case <-time.After(700 * time.Millisecond):
	}
	stops[first]()
	select {
	case next := <-started:
		if next == first {
			t.Fatalf("the stopped replica %d ran again", first)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no standby took the job over")
	}
	for _, stop := range stops {
		stop()
	}
	for range stops {
		<-done
	}
	if most.Load() != 1 {
		t.Fatalf("%d replicas ran the job at once", most.Load())
	}
}
