package account

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"zhiyuan/events/apperr"
)

// Hashes beyond the slots wait, then are asked to retry; no more than the
// slots ever run at once.
func TestHasherBoundsConcurrentHashes(t *testing.T) {
	h := newHasher(2, 50*time.Millisecond)
	var mu sync.Mutex
	running, most := 0, 0
	release := make(chan struct{})
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			errs[i] = h.run(context.Background(), func() {
				mu.Lock()
				running++
				most = max(most, running)
				mu.Unlock()
				<-release
				mu.Lock()
				running--
				mu.Unlock()
			})
		}(i)
	}
	time.Sleep(200 * time.Millisecond) // the four without a slot give up meanwhile
	close(release)
	wg.Wait()
	busy := 0
	for _, err := range errs {
		var ae *apperr.Error
		if errors.As(err, &ae) && ae.Message == msgBusy {
			busy++
		} else if err != nil {
			t.Fatalf("unexpected error %v", err)
		}
	}
	if most != 2 || busy != 4 {
		t.Fatalf("%d ran at once and %d were asked to retry, want 2 and 4", most, busy)
	}
}

// A check without an account costs a real comparison and never succeeds.
func TestCheckPasswordWithoutAHashUsesTheDecoy(t *testing.T) {
	s := &Service{hasher: newHasher(1, time.Second)}
	for _, pw := range []string{"", "decoy: no account has this password", "abc12345"} {
		if ok, err := s.checkPassword(context.Background(), pw, ""); ok || err != nil {
			t.Fatalf("password %q against no account: %v %v", pw, ok, err)
		}
	}
	h, err := s.hashPassword(context.Background(), "abc12345")
	if err != nil {
		t.Fatal(err)
	}
	if ok, _ := s.checkPassword(context.Background(), "abc12345", h); !ok {
		t.Fatal("the right password was refused")
	}
}

// The cost of a check against a real hash and against no account (the decoy):
// they should match (go test -bench CheckPassword ./command/account).
func BenchmarkCheckPassword(b *testing.B) {
	s := &Service{hasher: newHasher(1, time.Minute)}
	real, err := s.hashPassword(context.Background(), "abc12345")
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct{ name, hash string }{{"known", real}, {"unknown", ""}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				_, _ = s.checkPassword(context.Background(), "wrong1234", c.hash)
			}
		})
	}
}
