package main

import (
	"context"
	"log/slog"
	"time"

	"zhiyuan/infra/platform"
)

// warmRecommendations learns the recommendation engine in the background and again after each
// admission import (checked every 30 s), so no request waits the ~20 s it takes.
func warmRecommendations(ctx context.Context, log *slog.Logger, p *platform.Platform) {
	go func() {
		t := time.NewTicker(30 * time.Second)
		defer t.Stop()
		for {
			start := time.Now()
			if err := p.App.Recommend.Warm(ctx); err != nil && ctx.Err() == nil {
				log.Warn("recommendation engine not learned", "err", err)
			} else if d := time.Since(start); d > time.Second {
				log.Info("recommendation engine learned", "ms", d.Milliseconds())
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
}
