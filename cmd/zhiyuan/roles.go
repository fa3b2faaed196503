package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"syscall"
	"time"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/platform"
)

// runRole runs one role of the distributed mode against an external Postgres.
func runRole(log *slog.Logger, role string) error {
	cfg, err := platform.FromEnv()
	if err != nil {
		return err
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	if role == "web" {
		return runWebGateway(ctx, log, cfg)
	}
	if cfg.DatabaseURL == "" {
		return fmt.Errorf("%s needs ZHIYUAN_DATABASE_URL", role)
	}
	p, err := platform.Open(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer p.Close()
	ready := func() { log.Info("zhiyuan role ready", "role", role, "addr", cfg.Addr) }
	serveAdmin(ctx, log, cfg, httpapi.NewAdminHandler(*p.HTTPOptions()))
	switch role {
	case "command-api":
		p.RunReactors(ctx)
		// AddUnit resolves the unit through the recommendation engine: learn it before the
		// first edit needs it, as the query side does (else that edit waits the learning).
		warmRecommendations(ctx, log, p)
		return serve(ctx, log, cfg.Addr, httpapi.NewHandler(*p.HTTPOptions(httpapi.CommandSide)), ready)
	case "query-api":
		warmRecommendations(ctx, log, p)
		return serve(ctx, log, cfg.Addr, httpapi.NewHandler(*p.HTTPOptions(httpapi.QuerySide)), ready)
	case "projector":
		router, err := p.ProjectorRouter()
		if err != nil {
			return err
		}
		go func() { _ = serve(ctx, log, cfg.Addr, httpapi.NewHandler(*p.HTTPOptions()), ready) }()
		return router.Run(ctx)
	case "relay":
		if len(cfg.KafkaBrokers) == 0 {
			return fmt.Errorf("relay needs ZHIYUAN_KAFKA_BROKERS")
		}
		relay, err := p.Relay()
		if err != nil {
			return err
		}
		go func() { _ = serve(ctx, log, cfg.Addr, httpapi.NewHandler(*p.HTTPOptions()), ready) }()
		return relay.Run(ctx)
	}
	return fmt.Errorf("unknown role %s", role)
}

// runWebGateway serves the web app and forwards each /api call to the side
// that owns it according to the route table, so the browser sees one origin.
func runWebGateway(ctx context.Context, log *slog.Logger, cfg platform.Config) error {
	cmdURL, err := url.Parse(cfg.CommandURL)
	if err != nil || cfg.CommandURL == "" {
		return fmt.Errorf("web needs ZHIYUAN_COMMAND_URL")
	}
	qryURL, err := url.Parse(cfg.QueryURL)
	if err != nil || cfg.QueryURL == "" {
		return fmt.Errorf("web needs ZHIYUAN_QUERY_URL")
	}
	toCommand, toQuery := httpapi.ForwardTo(cmdURL, cfg.TrustedProxies), httpapi.ForwardTo(qryURL, cfg.TrustedProxies)
	static := httpapi.NewHandler(httpapi.Options{Logger: log, WebDir: cfg.WebDir})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		side, ok := httpapi.SideOf(r.URL.Path)
		switch {
		case ok && side == httpapi.CommandSide:
			toCommand.ServeHTTP(w, r)
		case ok && side == httpapi.QuerySide:
			toQuery.ServeHTTP(w, r)
		default:
			static.ServeHTTP(w, r)
		}
	})
	return serve(ctx, log, cfg.Addr, h, func() {
		log.Info("web gateway ready", "addr", cfg.Addr, "command", cfg.CommandURL, "query", cfg.QueryURL, "at", time.Now())
	})
}
