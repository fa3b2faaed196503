package pgserver

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// kill -9 of a supervised postmaster: the server comes back on the same port
// with every committed row, and a second death is survived as well.
func TestSuperviseRestartsAKilledPostmaster(t *testing.T) {
	t.Parallel()
	o, logs := testOptions(t)
	o.Settings = nil // the real thing: fsync on
	s := mustStart(t, o)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	failed := s.Supervise(ctx)
	execSQL(t, s.URL(), "CREATE TABLE t (v int)")
	port := s.Port()
	for i := 1; i <= 2; i++ {
		execSQL(t, s.URL(), "INSERT INTO t VALUES ($1)", i) // committed before the kill
		pid := s.Pid()
		if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		waitRestarted(t, s, i, failed)
		if s.Port() != port || s.Pid() == pid {
			t.Fatalf("after death %d: port %d (was %d), pid %d (was %d)", i, s.Port(), port, s.Pid(), pid)
		}
		if got := queryString(t, s.URL(), "SELECT string_agg(v::text, ',' ORDER BY v) FROM t"); got != map[int]string{1: "1", 2: "1,2"}[i] {
			t.Fatalf("rows after death %d: %q", i, got)
		}
	}
	if !strings.Contains(logs.String(), "postgres died; restarting it") {
		t.Errorf("death not logged:\n%s", logs)
	}
}

// A server that cannot start again (here its data directory lost PG_VERSION)
// makes Supervise report failure, so that the process can exit non-zero.
func TestSuperviseGivesUpAfterFailedRestarts(t *testing.T) {
	t.Parallel()
	o, logs := testOptions(t)
	s := mustStart(t, o)
	failed := s.Supervise(context.Background())
	// The running server never reads this file again; a start does.
	if err := os.Rename(filepath.Join(s.DataDir(), "PG_VERSION"), filepath.Join(s.DataDir(), "PG_VERSION.away")); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { // let Stop and the cleanup find a whole cluster again
		os.Rename(filepath.Join(s.DataDir(), "PG_VERSION.away"), filepath.Join(s.DataDir(), "PG_VERSION"))
	})
	if err := syscall.Kill(s.Pid(), syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-failed:
		if err == nil || !strings.Contains(err.Error(), "restarts failed") {
			t.Fatalf("failure = %v", err)
		}
	case <-time.After(time.Minute):
		t.Fatalf("Supervise did not give up:\n%s", logs)
	}
	if n := logs.count("restarting postgres failed"); n != restartTries {
		t.Errorf("%d failed tries logged, want %d:\n%s", n, restartTries, logs)
	}
}

// Stop ends supervision: the stopped server stays stopped.
func TestSuperviseLetsStopStop(t *testing.T) {
	t.Parallel()
	o, logs := testOptions(t)
	s := mustStart(t, o)
	failed := s.Supervise(context.Background())
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	if err, ok := <-failed; ok || err != nil {
		t.Fatalf("supervision after Stop: %v %v", err, ok)
	}
	if _, ok := readPidFile(s.DataDir()); ok {
		t.Fatal("postgres running again after Stop")
	}
	if strings.Contains(logs.String(), "postgres died") {
		t.Errorf("a stop taken for a death:\n%s", logs)
	}
}

func waitRestarted(t *testing.T, s *Server, n int, failed <-chan error) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for s.Restarts() < n {
		select {
		case err := <-failed:
			t.Fatalf("supervision failed: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("not restarted after death %d", n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
