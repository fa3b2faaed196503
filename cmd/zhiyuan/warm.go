package main

import (
	"context"
	"log/slog"
	"time"

	"zhiyuan/infra/platform"
)

// warmEvery is how often the admission data version is read: a completed import reaches the
// recommendations within it, without waiting for a request.
const warmEvery = 2 * time.Second

// warmRecommendations learns the recommendation engine in the background and again after each
// admission import, so no request waits the seconds it takes: the engine of the data before the
// import answers until the new one has learned.
func warmRecommendations(ctx context.Context, log *slog.Logger, p *platform.Platform) {
	go func() {
		t := time.NewTicker(warmEvery)
		defer t.Stop()
		for {
			start := time.Now()
			swapped, err := p.App.Recommend.Refresh(ctx)
			switch d := time.Since(start); {
			case err != nil && ctx.Err() == nil:
				log.Warn("recommendation engine not learned", "err", err)
			case swapped:
				log.Info("recommendation engine learned a new admission import", "ms", d.Milliseconds())
			case d > time.Second:
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
