package pgtest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Template is a database prepared once per test binary, with a directory for
// the files that belong with it (a search index, say); tests copy both.
type Template struct {
	Database string // the template database's name
	Dir      string // removed when the test binary ends
	// Large copies the template file by file (STRATEGY FILE_COPY, two checkpoints): for a database
	// of a million rows a second or two; a small one is copied block by block through the WAL,
	// Postgres's default, which needs no checkpoint.
	Large bool
}

type builtTemplate struct {
	once sync.Once
	t    Template
	err  error
}

var (
	templates   sync.Map // key → *builtTemplate
	templatesMu sync.Mutex
	madeDirs    []string // template directories, removed by Main
	madeDBs     []string // template databases, dropped by Main on a server it did not start
)

// PrepareTemplate builds the template named by key on its first call in this
// binary and answers the same template to every later (or concurrent) call.
// build gets the connection string of an empty database and an empty
// directory; it must close every connection to the database before it returns,
// or copies of it cannot be made. A failed build is answered to every caller.
func PrepareTemplate(key string, large bool, build func(databaseURL, dir string) error) (Template, error) {
	if adminURL == "" {
		return Template{}, fmt.Errorf("pgtest: no server; use pgtest.Main or set %s", EnvURL)
	}
	v, _ := templates.LoadOrStore(key, &builtTemplate{})
	b := v.(*builtTemplate)
	b.once.Do(func() { b.t, b.err = buildTemplate(key, build); b.t.Large = large })
	return b.t, b.err
}

func buildTemplate(key string, build func(databaseURL, dir string) error) (Template, error) {
	name := databaseName("template_" + key)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := adminExec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		return Template{}, fmt.Errorf("pgtest: create template %s: %w", name, err)
	}
	dir, err := os.MkdirTemp(scratchRoot(), "zhiyuan-pgtest-template-")
	templatesMu.Lock()
	madeDBs = append(madeDBs, name)
	if err == nil {
		madeDirs = append(madeDirs, dir)
	}
	templatesMu.Unlock()
	if err != nil {
		return Template{}, err
	}
	if err := build(withDatabase(adminURL, name), dir); err != nil {
		return Template{}, fmt.Errorf("pgtest: build template %s: %w", key, err)
	}
	return Template{Database: name, Dir: dir}, nil
}

// NewDatabaseFrom creates this test's database as a copy of a template (for a
// database of a million rows a second or two rather than the minutes its import
// took) and drops it at cleanup.
func NewDatabaseFrom(t testing.TB, tmpl Template) string {
	t.Helper()
	name := databaseName(t.Name())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	sql := "CREATE DATABASE " + pgx.Identifier{name}.Sanitize() + " TEMPLATE " + pgx.Identifier{tmpl.Database}.Sanitize()
	if tmpl.Large && serverVersion(ctx) >= 150000 {
		sql += " STRATEGY FILE_COPY"
	}
	if err := adminExec(ctx, sql); err != nil {
		t.Fatalf("pgtest: create database %s from %s: %v", name, tmpl.Database, err)
	}
	t.Cleanup(func() { dropDatabase(t, name) })
	return withDatabase(adminURL, name)
}

func serverVersion(ctx context.Context) int {
	conn, err := pgx.Connect(ctx, adminURL)
	if err != nil {
		return 0
	}
	defer conn.Close(ctx)
	var v int
	_ = conn.QueryRow(ctx, "SELECT current_setting('server_version_num')::int").Scan(&v)
	return v
}

// CopyDir copies a template's directory into dst (which may exist), keeping modes.
func CopyDir(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		info, err := d.Info()
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(target, info.Mode().Perm()|0o700)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, info.Mode().Perm())
	})
}

// removeTemplates drops the templates' databases (on a server that outlives
// this binary) and removes their directories.
func removeTemplates(dropDatabases bool) {
	templatesMu.Lock()
	defer templatesMu.Unlock()
	for _, d := range madeDirs {
		_ = os.RemoveAll(d)
	}
	if !dropDatabases {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, name := range madeDBs {
		_ = adminExec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)")
	}
}
