package main

import (
	"context"
	"time"
)

// waitLearned waits until two recommendations in a row answer within 50 ms. The engine learns
// in the background after a start, and again once the first import's data version replaces the
// one it began with (cmd/zhiyuan/warm.go); a run that overlaps that learning measures the start,
// not the steady state. It answers how long it waited.
func waitLearned(ctx context.Context, c *apiClient) (time.Duration, error) {
	start := time.Now()
	for fast := 0; fast < 2 && time.Since(start) < 2*time.Minute; {
		t := time.Now()
		if err := c.call(ctx, "/api/Recommend/GetRecommendStat", "", "", recommendBody(0), nil); err != nil {
			return 0, err
		}
		if time.Since(t) < 50*time.Millisecond {
			fast++
		} else {
			fast = 0
			time.Sleep(time.Second)
		}
	}
	return time.Since(start), nil
}
