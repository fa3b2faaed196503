package httpapi

import (
	"context"
	"strconv"
	"sync"
	"time"
)

// How long and how often one user's requests may wait for their own writes.
const (
	waitBound   = 2 * time.Second
	waitsByUser = 4 // at once; more answer at once with what the read model has
)

// waitFor honours the waitPosition header: the query waits, briefly, until
// its projection has applied every event up to that position. Only a
// signed-in user waits, only for a write of their own (the event at the
// position is theirs), and only a few at a time: nobody can hold connections
// open by naming positions.
func waitFor(a *App, c *Call, projection string) {
	h := c.R.Header.Get("waitPosition")
	if h == "" || a.Waiter == nil || a.WaitOwner == nil || c.UserID == "" {
		return
	}
	pos, err := strconv.ParseInt(h, 10, 64)
	if err != nil || pos <= 0 {
		return
	}
	if !userWaits.take(c.UserID) {
		return
	}
	defer userWaits.give(c.UserID)
	if owner, err := a.WaitOwner(c.Ctx, pos); err != nil || owner != c.UserID {
		return
	}
	ctx, cancel := context.WithTimeout(c.Ctx, waitBound)
	defer cancel()
	a.Waiter.WaitFor(ctx, projection, pos)
}

// waitBudget counts the waits in progress per user.
type waitBudget struct {
	mu sync.Mutex
	n  map[string]int
}

var userWaits = &waitBudget{n: map[string]int{}}

func (b *waitBudget) take(user string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.n[user] >= waitsByUser {
		return false
	}
	b.n[user]++
	return true
}

func (b *waitBudget) give(user string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.n[user]--; b.n[user] <= 0 {
		delete(b.n, user)
	}
}
