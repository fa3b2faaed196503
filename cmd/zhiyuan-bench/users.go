package main

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// loginUsers logs n users in through the real SMS flow with a few concurrent
// clients, each user from its own client IP. It returns their tokens.
func loginUsers(ctx context.Context, c *apiClient, n, concurrency int, limit time.Duration) ([]string, time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	t0 := time.Now()
	tokens := make([]string, n)
	next := make(chan int)
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	for w := 0; w < concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				tok, err := c.login(ctx, benchPhone(i), benchIP(i))
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("login user %d: %w", i, err)
					cancel()
				}
				tokens[i] = tok
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < n && ctx.Err() == nil; i++ {
		select {
		case next <- i:
		case <-ctx.Done():
		}
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		return nil, 0, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, 0, fmt.Errorf("logging %d users in: %w", n, err)
	}
	return tokens, time.Since(t0), nil
}
