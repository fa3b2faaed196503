package pgserver

import (
	"os"
	"strings"
	"testing"
	"time"
)

func TestStartStopStartReusesData(t *testing.T) {
	t.Parallel()
	o, logs := testOptions(t)
	s := mustStart(t, o)
	if got := queryString(t, s.URL(), "SELECT current_database() || ' ' || current_user"); got != "zhiyuan zhiyuan" {
		t.Fatalf("database/user = %q", got)
	}
	if got := queryString(t, s.URL(), "SELECT pg_encoding_to_char(encoding) || ' ' || datcollate FROM pg_database WHERE datname = current_database()"); got != "UTF8 C" {
		t.Fatalf("encoding/locale = %q", got)
	}
	if got := queryString(t, s.URL(), "SHOW listen_addresses"); got != "127.0.0.1" {
		t.Fatalf("listen_addresses = %q", got)
	}
	execSQL(t, s.URL(), "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('before stop')")
	port := s.Port()
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	if err := s.Stop(); err != nil { // idempotent
		t.Fatal(err)
	}

	t0 := time.Now()
	s2 := mustStart(t, o)
	t.Logf("second start took %v", time.Since(t0))
	if s2.Port() != port {
		t.Errorf("auto-picked port not remembered: %d then %d", port, s2.Port())
	}
	if got := queryString(t, s2.URL(), "SELECT v FROM kept"); got != "before stop" {
		t.Fatalf("row = %q", got)
	}
	if n := logs.count("initdb=true"); n != 1 {
		t.Errorf("initdb ran %d times, want 1; logs:\n%s", n, logs)
	}
	if n := logs.count("msg=\"postgres started\""); n != 2 {
		t.Errorf("%d start lines, want 2; logs:\n%s", n, logs)
	}
	if !strings.Contains(logs.String(), "elapsed=") {
		t.Errorf("start line lacks elapsed time:\n%s", logs)
	}
	pglog, err := os.ReadFile(s2.LogFile())
	if err != nil || !strings.Contains(string(pglog), "database system is ready to accept connections") {
		t.Errorf("postgres log %s lacks the ready line (err %v)", s2.LogFile(), err)
	}
}

func TestExplicitPortAndDatabase(t *testing.T) {
	t.Parallel()
	o, _ := testOptions(t)
	port, err := freePort()
	if err != nil {
		t.Fatal(err)
	}
	o.Port, o.Database = port, "gaokao-2026"
	s := mustStart(t, o)
	if s.Port() != port {
		t.Fatalf("port %d, want %d", s.Port(), port)
	}
	if got := queryString(t, s.URL(), "SELECT current_database()"); got != "gaokao-2026" {
		t.Fatalf("database %q", got)
	}
	if got := queryString(t, s.AdminURL("postgres"), "SELECT current_database()"); got != "postgres" {
		t.Fatalf("admin database %q", got)
	}
}

func TestSocketDirIsShortAndPrivate(t *testing.T) {
	t.Parallel()
	o, _ := testOptions(t)
	o.DataDir += strings.Repeat("/deep-directory-name", 8) // data dir path > 100 bytes
	s := mustStart(t, o)
	if n := len(s.socketDir) + len("/.s.PGSQL.65535"); n >= 100 {
		t.Fatalf("socket path %d bytes", n)
	}
	st, err := os.Stat(s.socketDir)
	if err != nil || st.Mode().Perm() != 0o700 || !ownedBy(st, s.acct.uid) {
		t.Fatalf("socket dir %s: %v %v", s.socketDir, st.Mode(), err)
	}
	if got := queryString(t, s.URL(), "SHOW unix_socket_directories"); got != s.socketDir {
		t.Fatalf("unix_socket_directories = %q", got)
	}
}
