// Package pgtest gives tests a private PostgreSQL server and a fresh database
// per test.
//
//	func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
//
//	func TestX(t *testing.T) {
//		url := pgtest.NewDatabase(t) // empty database, dropped at cleanup
//	}
//
// With ZHIYUAN_TEST_DATABASE_URL set (a superuser connection string to an
// existing server, PostgreSQL 13 or newer), no server is started and the
// databases are created there instead.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/pgserver"
)

// EnvURL names the variable that points tests at an existing server.
const EnvURL = "ZHIYUAN_TEST_DATABASE_URL"

var (
	adminURL string           // where NewDatabase creates databases; set by Main or EnvURL
	server   *pgserver.Server // the private server, if Main started one
	tmpDir   string           // holds its data; removed by Main or the watchdog
)

// fastSettings trade durability for speed: the cluster is thrown away.
var fastSettings = map[string]string{
	"fsync":              "off",
	"synchronous_commit": "off",
	"full_page_writes":   "off",
	"max_connections":    "300", // parallel tests with a pool each
}

// Main starts one private server for the test binary (unless EnvURL is set),
// runs the tests and stops the server. Use it as os.Exit(pgtest.Main(m)).
func Main(m *testing.M) int {
	if u := os.Getenv(EnvURL); u != "" {
		adminURL = u
		defer removeTemplates(true)
		return m.Run()
	}
	dir, err := os.MkdirTemp(scratchRoot(), "zhiyuan-pgtest-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "pgtest:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	tmpDir = dir
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	srv, err := pgserver.Start(ctx, pgserver.Options{
		DataDir:  filepath.Join(dir, "data"),
		Database: "postgres", // exists already; tests get their own
		Logger:   slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
		Settings: fastSettings,
	})
	cancel()
	if err != nil {
		fmt.Fprintf(os.Stderr, "pgtest: start postgres (or set %s): %v\n", EnvURL, err)
		return 1
	}
	stopWatchdog := startWatchdog(srv, dir)
	defer stopWatchdog()
	server, adminURL = srv, srv.AdminURL("postgres")

	code := m.Run()
	removeTemplates(false) // the databases go with the server
	if err := srv.Stop(); err != nil {
		fmt.Fprintln(os.Stderr, "pgtest:", err)
	}
	return code
}

// NewDatabase creates an empty database for this test and returns its
// connection string; the database is dropped (connections and all) at
// cleanup. Safe for parallel tests.
func NewDatabase(t testing.TB) string {
	t.Helper()
	if adminURL == "" {
		t.Fatalf("pgtest: no server; add `func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }` or set %s", EnvURL)
	}
	name := databaseName(t.Name())
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := adminExec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		t.Fatalf("pgtest: create database %s: %v", name, err)
	}
	t.Cleanup(func() { dropDatabase(t, name) })
	return withDatabase(adminURL, name)
}

func dropDatabase(t testing.TB, name string) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	// FORCE ends sessions a test forgot to close, e.g. an unclosed pool.
	if err := adminExec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
		t.Errorf("pgtest: drop database %s: %v", name, err)
	}
}

func adminExec(ctx context.Context, sql string) error {
	conn, err := pgx.Connect(ctx, adminURL)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, sql)
	return err
}

// databaseName derives a readable, unique name (at most 63 bytes, the
// identifier limit) from the test name.
func databaseName(testName string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(testName) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	base := b.String()
	if len(base) > 40 {
		base = base[:40]
	}
	var suffix [4]byte
	rand.Read(suffix[:])
	return "t_" + base + "_" + hex.EncodeToString(suffix[:])
}

// withDatabase points a connection string (URL or keyword/value form) at db.
func withDatabase(connString, db string) string {
	if u, ok := parseURL(connString); ok {
		u.Path = "/" + db
		u.RawPath = ""
		return u.String()
	}
	// Keyword/value form: a later dbname overrides an earlier one.
	return connString + " dbname=" + db
}

// parseURL accepts only the postgres:// and postgresql:// URL forms.
func parseURL(s string) (*url.URL, bool) {
	if !strings.HasPrefix(s, "postgres://") && !strings.HasPrefix(s, "postgresql://") {
		return nil, false
	}
	u, err := url.Parse(s)
	return u, err == nil
}
