package eventlog_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"zhiyuan/events"
)

// Appends without a version check never lose a race: 40 writers appending to one stream at
// once (one token's parallel logouts, a user's devices) all succeed, numbered 1..40.
func TestRacingAnyVersionAppendsAllLand(t *testing.T) {
	_, store, _ := newStore(t)
	ctx := context.Background()
	const writers = 40
	stream := events.ProfileStream("racer")
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make([]error, writers)
	for i := range writers {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			_, errs[i] = store.Append(ctx, meta(), events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion,
				Events: []events.Event{student("racer", fmt.Sprintf("w%02d", i))}})
		}(i)
	}
	close(start)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("writer %d: %v", i, err)
		}
	}
	envs := load(t, store, stream)
	if len(envs) != writers {
		t.Fatalf("%d events stored, want %d", len(envs), writers)
	}
	for i, e := range envs {
		if e.Version != i+1 {
			t.Fatalf("event %d at version %d", i, e.Version)
		}
	}
}

// An append that pairs an unchecked stream with a checked one still fails as a whole when the
// checked stream moved: renumbering never overrides an expectation.
func TestRenumberingKeepsExpectations(t *testing.T) {
	_, store, _ := newStore(t)
	ctx := context.Background()
	checked, guard := events.ProfileStream("checked"), events.ProfileStream("guard")
	if _, err := store.Append(ctx, meta(), events.Append{StreamID: checked, ExpectedVersion: 0,
		Events: []events.Event{student("checked", "first")}}); err != nil {
		t.Fatal(err)
	}
	const writers = 12
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make([]error, writers)
	for i := range writers {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			_, errs[i] = store.Append(ctx, meta(),
				events.Append{StreamID: checked, ExpectedVersion: 1, Events: []events.Event{student("checked", fmt.Sprintf("w%02d", i))}},
				events.Append{StreamID: guard, ExpectedVersion: events.AnyVersion, Events: []events.Event{student("guard", "seen")}})
		}(i)
	}
	close(start)
	wg.Wait()
	won := 0
	for i, err := range errs {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, events.ErrConflict):
			t.Fatalf("writer %d: %v, want a conflict", i, err)
		}
	}
	if won != 1 || len(load(t, store, checked)) != 2 || len(load(t, store, guard)) != 1 {
		t.Fatalf("%d won; checked has %d events, guard %d", won, len(load(t, store, checked)), len(load(t, store, guard)))
	}
}
