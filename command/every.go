package command

import (
	"context"
	"log/slog"
	"time"
)

// Every runs a reactor's tick at once and then at every interval until the context ends; a
// failed tick is logged and the next one tries again.
func Every(ctx context.Context, every time.Duration, log *slog.Logger, name string, tick func(context.Context) error) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := tick(ctx); err != nil && ctx.Err() == nil {
			log.Warn(name, "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
