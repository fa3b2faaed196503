package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/pgserver"
	"zhiyuan/infra/platform"
)

// startDatabase starts the private Postgres under the data directory unless
// ZHIYUAN_DATABASE_URL points at one.
func startDatabase(ctx context.Context, cfg *platform.Config, log *slog.Logger) (stop func(), err error) {
	stop, _, err = startSupervisedDatabase(ctx, cfg, log, false)
	return stop, err
}

// startSupervisedDatabase is startDatabase for the portal itself: with
// supervise, a Postgres that dies is restarted (pgserver.Supervise), and died
// receives an error when it cannot be, so that the portal exits non-zero.
func startSupervisedDatabase(ctx context.Context, cfg *platform.Config, log *slog.Logger, supervise bool) (stop func(), died <-chan error, err error) {
	if cfg.DatabaseURL != "" {
		return func() {}, nil, nil
	}
	pg, err := pgserver.Start(ctx, pgserver.Options{DataDir: filepath.Join(cfg.DataDir, "postgres"), Logger: log})
	if errors.Is(err, pgserver.ErrInUse) {
		return nil, nil, fmt.Errorf("数据目录 %s 正由另一个运行中的 zhiyuan 使用，未改动它的数据库。"+
			"管理命令会先经它的管理接口执行：请确认 ZHIYUAN_ADDR 或 ZHIYUAN_ADMIN_ADDR 与它一致，或先停止它（%w）", cfg.DataDir, err)
	}
	if err != nil {
		return nil, nil, err
	}
	cfg.DatabaseURL = pg.URL()
	if supervise {
		died = pg.Supervise(ctx)
	}
	return func() {
		if err := pg.Stop(); err != nil {
			log.Error("stopping postgres", "err", err)
		}
	}, died, nil
}

// runEmbedded is `make run`: the whole portal in one process on one port.
func runEmbedded(log *slog.Logger) error {
	start := time.Now()
	cfg, err := platform.FromEnv()
	if err != nil {
		return err
	}
	sigCtx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	ctx, fail := context.WithCancelCause(sigCtx)
	defer fail(nil)
	stopDB, died, err := startSupervisedDatabase(ctx, &cfg, log, true)
	if err != nil {
		return err
	}
	defer stopDB()
	go func() { // Postgres died and could not be restarted: exit, for an outer supervisor to restart us
		if err := <-died; err != nil {
			log.Error("postgres cannot be restarted; exiting", "err", err)
			fail(err)
		}
	}()
	p, err := platform.Open(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer p.Close()
	router, err := p.ProjectorRouter()
	if err != nil {
		return err
	}
	go func() {
		if err := router.Run(ctx); err != nil {
			log.Error("projector router stopped", "err", err)
		}
	}()
	warmRecommendations(ctx, log, p)
	p.RunReactors(ctx)
	opts := p.HTTPOptions(httpapi.CommandSide, httpapi.QuerySide)
	opts.WebDir = cfg.WebDir
	token, err := writeAdminToken(cfg.DataDir)
	if err != nil {
		return err
	}
	handler := httpapi.NewHandler(*opts)
	if cfg.AdminOnMain() {
		handler = withAdmin(handler, token, p)
	}
	serveAdmin(ctx, log, cfg, withAdmin(httpapi.NewAdminHandler(*opts), token, p))
	err = serve(ctx, log, cfg.Addr, handler, func() {
		log.Info("zhiyuan ready", "url", "http://"+cfg.Addr, "startup_ms", time.Since(start).Milliseconds(),
			"profile", cfg.Profile, "data_dir", cfg.DataDir)
	})
	_ = router.Close()
	if cause := context.Cause(ctx); err == nil && cause != nil && !errors.Is(cause, context.Canceled) {
		return cause
	}
	return err
}

// serveAdmin runs the admin listener (ZHIYUAN_ADMIN_ADDR) when one is set.
func serveAdmin(ctx context.Context, log *slog.Logger, cfg platform.Config, h http.Handler) {
	if cfg.AdminAddr == "" {
		return
	}
	go func() {
		if err := serve(ctx, log, cfg.AdminAddr, h, func() { log.Info("admin listener ready", "addr", cfg.AdminAddr) }); err != nil {
			log.Error("admin listener stopped", "addr", cfg.AdminAddr, "err", err)
		}
	}()
}

// serve listens until ctx ends, then shuts down gracefully.
func serve(ctx context.Context, log *slog.Logger, addr string, h http.Handler, ready func()) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := httpapi.NewServer(addr, h)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	ready()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
