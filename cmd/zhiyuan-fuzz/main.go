// Command zhiyuan-fuzz is the full adversarial round of issue 13 (make fuzz):
// it starts the whole portal on a fresh private Postgres under a temp dir, with
// the shipped catalogue and admission data, listens on loopback only, and sends
// internal/apifuzz's hostile requests to every route the router walk finds:
//
//	go run ./cmd/zhiyuan-fuzz -requests 120000 -out test-artifacts/fuzz-report.md
//
// It exits 1 on any 5xx, dropped connection, bad envelope, event appended by a
// refused request or leaked foreign data, and prints the report either way.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"zhiyuan/cmd/zhiyuan-fuzz/apifuzz"
	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/pgserver"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/projector"
)

func main() {
	var c apifuzz.Config
	var out, webDir string
	var data bool
	flag.IntVar(&c.Requests, "requests", 120000, "requests to send")
	flag.Uint64Var(&c.Seed, "seed", uint64(time.Now().UnixNano()%1e9), "seed of the generator (printed; the same seed repeats a round)")
	flag.StringVar(&out, "out", "", "also write the report to this file")
	flag.StringVar(&webDir, "web", "web/dist", "serve the built web app from here when it holds index.html")
	flag.BoolVar(&data, "data", true, "import the shipped catalogue and admission data first (about a minute)")
	flag.Parse()
	c.Progress = os.Stderr
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	ctx, cancelAll := context.WithTimeout(ctx, time.Hour) // a hard bound on the whole run
	defer cancelAll()
	rep, err := run(ctx, c, webDir, data)
	if rep != nil {
		var b strings.Builder
		rep.Write(&b)
		fmt.Print(b.String())
		if out != "" {
			_ = os.MkdirAll(filepath.Dir(out), 0o755)
			if werr := os.WriteFile(out, []byte(b.String()), 0o644); werr != nil {
				fmt.Fprintln(os.Stderr, "zhiyuan-fuzz:", werr)
			}
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "zhiyuan-fuzz:", err)
		os.Exit(1)
	}
	if rep.Failed() {
		os.Exit(1)
	}
}

func run(ctx context.Context, c apifuzz.Config, webDir string, data bool) (*apifuzz.Report, error) {
	dir, err := os.MkdirTemp("", "zhiyuan-fuzz-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	// The product's own log goes to a file: a round provokes thousands of warnings.
	logFile, err := os.Create(filepath.Join(os.TempDir(), "zhiyuan-fuzz-server.log"))
	if err != nil {
		return nil, err
	}
	defer logFile.Close()
	log := slog.New(slog.NewTextHandler(logFile, &slog.HandlerOptions{Level: slog.LevelWarn}))
	fmt.Fprintf(os.Stderr, "zhiyuan-fuzz: seed %d; server log in %s\n", c.Seed, logFile.Name())

	pg, err := pgserver.Start(ctx, pgserver.Options{DataDir: filepath.Join(dir, "postgres"), Logger: log,
		Settings: map[string]string{"fsync": "off", "full_page_writes": "off"}})
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	defer pg.Stop()
	// Loopback hops are trusted, as behind a gateway on the same machine: the
	// suite's X-Forwarded-For values then reach the client-address parser.
	cfg := platform.Config{DatabaseURL: pg.URL(), DataDir: dir, Profile: "development", Bus: "postgres",
		Search: "bleve", SkipCatalog: !data, SkipAdmission: !data, TrustedProxies: httpapi.Loopback}
	start := time.Now()
	p, err := platform.Open(ctx, cfg, log)
	if err != nil {
		return nil, err
	}
	defer p.Close()
	router, err := p.ProjectorRouter()
	if err != nil {
		return nil, err
	}
	routerDone := make(chan struct{})
	go func() { _ = router.Run(ctx); close(routerDone) }()
	defer func() { _ = router.Close(); <-routerDone }()
	<-router.Running()
	if data {
		w := projector.NewWaiter(p.DB, 15*time.Minute)
		for name, pos := range map[string]int64{"catalog": p.CatalogPosition, "search": p.CatalogPosition, "admission": p.AdmissionPosition} {
			if !w.WaitFor(ctx, name, pos) {
				return nil, fmt.Errorf("projection %s did not reach the shipped data", name)
			}
		}
		fmt.Fprintf(os.Stderr, "zhiyuan-fuzz: shipped data loaded in %s\n", time.Since(start).Round(time.Second))
	}
	opts := p.HTTPOptions(httpapi.CommandSide, httpapi.QuerySide)
	surface := apifuzz.Surface{Sides: opts.Sides, DevSMS: opts.DevSMS != nil, Metrics: opts.Registry != nil}
	if _, err := os.Stat(filepath.Join(webDir, "index.html")); err == nil {
		opts.WebDir, surface.WebDir = webDir, true
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	srv := httpapi.NewServer(ln.Addr().String(), httpapi.NewHandler(*opts))
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintln(os.Stderr, "zhiyuan-fuzz: serve:", err)
		}
	}()
	defer srv.Close()
	return apifuzz.Run(ctx, apifuzz.Target{URL: "http://" + ln.Addr().String(), DB: p.DB.Pool, Surface: surface,
		SMS: apifuzz.LocalSMS(p)}, c)
}
