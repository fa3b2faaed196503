package main

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/pgserver"
	"zhiyuan/infra/platform"
)

// env is one scenario's scratch space: a temp dir and, when started, a fresh
// private Postgres in it with the product's default settings.
type env struct {
	dir     string
	pg      *pgserver.Server
	logFile *os.File
	log     *slog.Logger
}

func newEnv(name string) (*env, error) {
	dir, err := os.MkdirTemp("", "zhiyuan-bench-"+name+"-")
	if err != nil {
		return nil, err
	}
	f, err := os.Create(filepath.Join(dir, "bench.log"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return &env{dir: dir, logFile: f, log: slog.New(slog.NewJSONHandler(f, &slog.HandlerOptions{Level: slog.LevelInfo}))}, nil
}

// startPostgres starts the private server the way `zhiyuan run` does.
func (e *env) startPostgres(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	pg, err := pgserver.Start(ctx, pgserver.Options{DataDir: e.pgDataDir(), Logger: e.log})
	if err != nil {
		return fmt.Errorf("start postgres: %w", err)
	}
	e.pg = pg
	return nil
}

func (e *env) pgDataDir() string { return filepath.Join(e.dir, "postgres") }

// openPlatform wires the whole product in this process on the scenario's Postgres.
func (e *env) openPlatform(ctx context.Context, bus string, brokers []string) (*platform.Platform, error) {
	cfg := platform.Config{Addr: "127.0.0.1:0", DataDir: e.dir, DatabaseURL: e.pg.URL(), Profile: "development",
		Bus: bus, KafkaBrokers: brokers, Search: "bleve", WebDir: "", TrustedProxies: httpapi.Loopback,
		SkipCatalog: true, SkipAdmission: true} // these scenarios measure the event log; the data scenarios run the real binary
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return platform.Open(ctx, cfg, e.log)
}

// close stops the Postgres server and removes everything.
func (e *env) close() {
	if e.pg != nil {
		if err := e.pg.Stop(); err != nil {
			progress("warning: stopping postgres of %s: %v", e.dir, err)
		}
	}
	stopStrayPostgres(e.pgDataDir())
	e.logFile.Close()
	os.RemoveAll(e.dir)
}

// stopStrayPostgres stops a postmaster still running in dataDir (one that a
// killed zhiyuan child left behind): SIGINT is Postgres' fast shutdown.
func stopStrayPostgres(dataDir string) {
	pid := postmasterPID(dataDir)
	if pid <= 0 || !isPostgresIn(pid, dataDir) {
		return
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return
	}
	_ = p.Signal(os.Interrupt)
	for i := 0; i < 100 && processAlive(pid); i++ {
		time.Sleep(100 * time.Millisecond)
	}
}

func processAlive(pid int) bool {
	f := statFields(fmt.Sprint(pid))
	return len(f) > 0 && f[0] != "Z"
}

// isPostgresIn checks that pid is a postgres whose command line names dataDir,
// so a recycled pid is never signalled.
func isPostgresIn(pid int, dataDir string) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	if err != nil {
		return false
	}
	return bytes.Contains(b, []byte(dataDir))
}

// closePlatform closes the platform but waits at most limit: pgxpool's Close
// blocks until every acquired connection is released, so a leaked connection
// would hang the benchmark. On a timeout the sessions still open are reported.
func closePlatform(p *platform.Platform, url string, limit time.Duration) {
	done := make(chan struct{})
	go func() {
		p.Close()
		close(done)
	}()
	select {
	case <-done:
		return
	case <-time.After(limit):
	}
	st := p.DB.Pool.Stat()
	progress("warning: closing the platform hung for %s: %d pool connections still acquired; sessions: %s",
		limit, st.AcquiredConns(), openSessions(url))
}

// openSessions lists the other sessions of the database with their last query.
func openSessions(url string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, err := benchConnect(ctx, url)
	if err != nil {
		return err.Error()
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `SELECT state || ': ' || left(regexp_replace(query, '\s+', ' ', 'g'), 160)
		FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
	if err != nil {
		return err.Error()
	}
	list, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("%q", list)
}
