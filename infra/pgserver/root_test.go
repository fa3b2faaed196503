package pgserver

import (
	"os"
	"path/filepath"
	"testing"
)

// A cluster made by someone else (a non-root run, a recreated system user)
// is handed over to the postgres account.
func TestRootAdoptsForeignCluster(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root")
	}
	t.Parallel()
	o, _ := testOptions(t)
	s := mustStart(t, o)
	execSQL(t, s.URL(), "CREATE TABLE t (v int)")
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	filepath.Walk(o.DataDir, func(p string, _ os.FileInfo, _ error) error { return os.Lchown(p, 65534, 65534) })
	s2 := mustStart(t, o)
	execSQL(t, s2.URL(), "INSERT INTO t VALUES (1)")
}

// Without runuser (no util-linux) root switches user itself.
func TestRootWithoutRunuser(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root")
	}
	bin, err := FindBinaries()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("ZHIYUAN_PG_BIN", bin)
	t.Setenv("PATH", t.TempDir())
	o, _ := testOptions(t)
	s := mustStart(t, o)
	execSQL(t, s.URL(), "SELECT 1")
}
