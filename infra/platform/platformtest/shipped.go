package platformtest

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"time"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/projector"
)

// shippedTemplate is a database holding the shipped catalogue and admission
// data imported and projected, with the data directory (the search index) that
// goes with it: made once per test binary, copied by every test that reads the
// data. Importing from scratch took about 99 s per test on two cores; a copy
// takes seconds, and a platform opened on it finds the imports in the log and
// writes nothing, as a restart of `zhiyuan run` does.
func shippedTemplate() (pgtest.Template, error) {
	return pgtest.PrepareTemplate("shipped", true, func(databaseURL, dir string) error {
		log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		p, err := platform.Open(ctx, platform.Config{Addr: "127.0.0.1:0", DatabaseURL: databaseURL, DataDir: dir,
			Profile: "development", Bus: "postgres", Search: "bleve", TrustedProxies: httpapi.Loopback, SkipContent: true}, log)
		if err != nil {
			return err
		}
		defer p.Close()
		router, err := p.ProjectorRouter()
		if err != nil {
			return err
		}
		done := make(chan struct{})
		go func() { _ = router.Run(ctx); close(done) }()
		defer func() { _ = router.Close(); <-done }()
		<-router.Running()
		head, err := p.Store.Head(ctx)
		if err != nil {
			return err
		}
		// Every projection at the head: the copies start with nothing left to apply.
		w := projector.NewWaiter(p.DB, 20*time.Minute).WithProgress(p.Runtime.Progress())
		for _, pr := range p.Runtime.Projections() {
			if !w.WaitFor(ctx, pr.Name(), head) {
				return fmt.Errorf("projection %s did not reach position %d", pr.Name(), head)
			}
		}
		return nil
	})
}
