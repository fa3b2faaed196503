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
	tokens := make([]string, n)
	took, err := parallel(ctx, n, concurrency, limit, func(ctx context.Context, i int) error {
		tok, err := c.login(ctx, benchPhone(i), benchIP(i))
		tokens[i] = tok
		if err != nil {
			return fmt.Errorf("login user %d: %w", i, err)
		}
		return nil
	})
	return tokens, took, err
}

// sendCodes asks for a login code for the phones from..from+n (each from its
// own client IP) and returns the codes, for logins measured later.
func sendCodes(ctx context.Context, c *apiClient, from, n, concurrency int, limit time.Duration) ([]string, time.Duration, error) {
	codes := make([]string, n)
	took, err := parallel(ctx, n, concurrency, limit, func(ctx context.Context, i int) error {
		code, err := c.sendCode(ctx, benchPhone(from+i), benchIP(from+i))
		codes[i] = code
		if err != nil {
			return fmt.Errorf("code for phone %d: %w", from+i, err)
		}
		return nil
	})
	return codes, took, err
}

// parallel runs do(0..n-1) on concurrency workers, stopping at the first
// error or after limit.
func parallel(ctx context.Context, n, concurrency int, limit time.Duration, do func(ctx context.Context, i int) error) (time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	t0 := time.Now()
	next := make(chan int)
	var once sync.Once
	var firstErr error
	var wg sync.WaitGroup
	for w := 0; w < concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := do(ctx, i); err != nil {
					once.Do(func() { firstErr = err; cancel() })
				}
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
		return 0, firstErr
	}
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("%d jobs: %w", n, err)
	}
	return time.Since(t0), nil
}
