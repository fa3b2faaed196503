package pgserver

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A second Start on a directory whose owner lives (an operator's CLI beside a
// running portal) is refused and leaves the running server alone; before the
// owner lock it stopped that server as "left running by a previous process".
func TestStartRefusesADirectoryALiveProcessOwns(t *testing.T) {
	t.Parallel()
	o, logs := testOptions(t)
	cmd, pid := startOwner(t, o.DataDir)
	defer func() { cmd.Process.Kill(); cmd.Wait() }()

	_, err := Start(context.Background(), o)
	if !errors.Is(err, ErrInUse) {
		t.Fatalf("second Start: %v, want ErrInUse", err)
	}
	if !strings.Contains(err.Error(), strconv.Itoa(cmd.Process.Pid)) {
		t.Errorf("refusal does not name the owner's pid %d: %v", cmd.Process.Pid, err)
	}
	if !processExists(pid) || isZombie(pid) {
		t.Fatalf("the owner's postmaster %d was stopped", pid)
	}
	if strings.Contains(logs.String(), "stopping a postgres") {
		t.Errorf("the refused Start touched the server:\n%s", logs)
	}
	b, err := os.ReadFile(filepath.Join(o.DataDir, portFile))
	port, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil || port == 0 {
		t.Fatalf("port file: %q, %v", b, err)
	}
	s := &Server{dataDir: o.DataDir, database: "zhiyuan", port: port}
	if got := queryString(t, s.URL(), "SELECT v FROM t"); got != "from killed parent" {
		t.Fatalf("the owner's server answers %q", got)
	}

	// Once the owner is gone the directory is free again (the kernel drops the lock).
	cmd.Process.Kill()
	cmd.Wait()
	s2 := mustStart(t, o)
	if got := queryString(t, s2.URL(), "SELECT v FROM t"); got != "from killed parent" {
		t.Fatalf("row after takeover = %q", got)
	}
}
