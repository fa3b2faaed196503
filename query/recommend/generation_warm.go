package recommend

import (
	"context"

	"zhiyuan/data"
)

// warmLike computes on g what old was asked (its predictions, backtest lines and published
// backtests), so the requests after the swap find them ready instead of waiting together. A key
// that fails here is left to its next request: the swap does not wait on it.
func (g *generation) warmLike(ctx context.Context, old *generation) {
	old.mu.Lock()
	var preds, lines []predKey
	for k := range old.preds {
		preds = append(preds, k)
	}
	for k := range old.lines {
		lines = append(lines, k)
	}
	var published []int
	for id := range old.published {
		published = append(published, id)
	}
	old.mu.Unlock()

	if len(preds) > 0 {
		if colleges, err := g.rm.Colleges(ctx); err == nil {
			g.warmPredictions(ctx, preds, colleges)
		}
	}
	for _, k := range lines {
		if p, err := g.engine.Province(ctx, k.province); err == nil {
			_, _ = g.backtestLine(ctx, p, k.level, k.method)
		}
	}
	for _, id := range published {
		if pr, ok := data.ProvinceByID(id); ok {
			_, _ = g.backtest(ctx, pr)
		}
	}
}

func (g *generation) warmPredictions(ctx context.Context, preds []predKey, colleges map[string]College) {
	g.sameCatalog(colleges)
	for _, k := range preds {
		p, err := g.engine.Province(ctx, k.province)
		if err != nil {
			continue
		}
		if f, err := g.engine.Fit(ctx, k.level, k.method, k.target); err == nil {
			_, _ = g.predictions(ctx, p, k, f, colleges)
		}
	}
}
