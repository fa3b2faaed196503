package pgserver

import (
	"bufio"
	"context"
	"fmt"
	"os"
	osexec "os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// A crash of the postmaster (SIGKILL) must not lose committed rows, even with
// a client session still open (its backend is orphaned by the kill). The test
// makes the test process the subreaper of the postmaster, so both outcomes of
// a crash are deterministic: the dead pid already reaped, or a zombie (what a
// slow init process leaves behind). Not parallel: subreaping is process-wide.
func TestCrashRecoveryKeepsCommittedRows(t *testing.T) {
	for _, mode := range []string{"reaped", "zombie"} {
		t.Run(mode, func(t *testing.T) {
			becomeSubreaper(t)
			o, logs := testOptions(t)
			o.Settings = nil // the real thing: fsync on, on disk
			o.DataDir = filepath.Join(t.TempDir(), "pg", "data")
			s := mustStart(t, o)
			execSQL(t, s.URL(), "CREATE TABLE scores (name text, score int)")
			execSQL(t, s.URL(), "INSERT INTO scores VALUES ('li', 650)") // autocommit: committed on return

			ctx := context.Background()
			idle, err := pgx.Connect(ctx, s.URL())
			if err != nil {
				t.Fatal(err)
			}
			defer idle.Close(ctx)

			pid, ok := readPidFile(s.DataDir())
			if !ok {
				t.Fatal("no postmaster.pid")
			}
			if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			if mode == "reaped" {
				if _, err := syscall.Wait4(pid, nil, 0, nil); err != nil {
					t.Fatalf("reap postmaster %d: %v", pid, err)
				}
			} else {
				waitGone(t, pid)
				if !isZombie(pid) {
					t.Fatalf("postmaster %d is not a zombie", pid)
				}
			}

			s.owner.release() // the process that owned the server died with it
			t0 := time.Now()
			s2 := mustStart(t, o)
			t.Logf("start after crash took %v", time.Since(t0))
			if got := queryString(t, s2.URL(), "SELECT name || ' ' || score FROM scores"); got != "li 650" {
				t.Fatalf("row after crash = %q", got)
			}
			if !strings.Contains(logs.String(), "starting with crash recovery") {
				t.Errorf("no crash recovery noted in our log:\n%s", logs)
			}
			pglog, _ := os.ReadFile(s2.LogFile())
			if !strings.Contains(string(pglog), "automatic recovery in progress") {
				t.Errorf("postgres did not replay WAL; log:\n%s", pglog)
			}
		})
	}
}

// becomeSubreaper makes postmasters started by this test (orphaned when
// pg_ctl exits) children of the test process; cleanup reaps them.
func becomeSubreaper(t *testing.T) {
	const prSetChildSubreaper = 36
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); e != 0 {
		t.Skipf("prctl(PR_SET_CHILD_SUBREAPER): %v", e)
	}
	t.Cleanup(func() { // runs after the servers' Stop cleanups
		syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 0, 0)
		// Stopped postmasters may still be exiting; reap until none is left.
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
			pid, err := syscall.Wait4(-1, nil, syscall.WNOHANG, nil)
			if err != nil { // ECHILD: all reaped
				return
			}
			if pid == 0 {
				time.Sleep(10 * time.Millisecond)
			}
		}
	})
}

// A backend busy in a long computation does not notice its postmaster died
// and keeps the old shared memory attached; Start must get rid of it.
func TestCrashWithBusyOrphanBackend(t *testing.T) {
	t.Parallel()
	o, logs := testOptions(t)
	s := mustStart(t, o)
	execSQL(t, s.URL(), "CREATE TABLE t (v int); INSERT INTO t VALUES (7)")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	busy, err := pgx.Connect(ctx, s.URL())
	if err != nil {
		t.Fatal(err)
	}
	go busy.Exec(ctx, "SELECT count(*) FROM generate_series(1, 10000000000)")
	time.Sleep(200 * time.Millisecond) // let the query start

	pid, _ := readPidFile(s.DataDir())
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitGone(t, pid)
	if len(orphans(s.DataDir())) == 0 {
		t.Fatal("expected a busy orphaned backend")
	}

	s.owner.release() // the process that owned the server died with it
	s2 := mustStart(t, o)
	if got := queryString(t, s2.URL(), "SELECT v::text FROM t"); got != "7" {
		t.Fatalf("row = %q", got)
	}
	if !strings.Contains(logs.String(), "killing orphaned postgres processes") {
		t.Errorf("orphans not killed:\n%s", logs)
	}
}

// helperEnv makes the test binary act as a process that starts a server and
// then gets SIGKILLed by the test, like `make run` killed with kill -9.
const helperEnv = "PGSERVER_TEST_HELPER_DATADIR"

func TestMain(m *testing.M) {
	if dir := os.Getenv(helperEnv); dir != "" {
		s, err := Start(context.Background(), Options{DataDir: dir})
		if err != nil {
			fmt.Println("ERROR", err)
			os.Exit(1)
		}
		conn, err := pgx.Connect(context.Background(), s.URL())
		if err == nil {
			_, err = conn.Exec(context.Background(), "CREATE TABLE t (v text); INSERT INTO t VALUES ('from killed parent')")
		}
		if err != nil {
			fmt.Println("ERROR", err)
			os.Exit(1)
		}
		pid, _ := readPidFile(dir)
		fmt.Println("READY", pid)
		time.Sleep(time.Minute)
		os.Exit(0)
	}
	orphanGrace = time.Second
	restartPause = 100 * time.Millisecond
	os.Exit(m.Run())
}

// startOwner runs the test binary as another process that starts the server of dataDir (the
// helper of TestMain) and answers it with its postmaster's pid once the server is ready.
func startOwner(t *testing.T, dataDir string) (*osexec.Cmd, int) {
	t.Helper()
	cmd := osexec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"="+dataDir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	pid, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "READY ")))
	if err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("helper said %q", line)
	}
	return cmd, pid
}

func TestServerLeftRunningByKilledParentIsRestarted(t *testing.T) {
	t.Parallel()
	o, logs := testOptions(t)
	cmd, oldPid := startOwner(t, o.DataDir)
	cmd.Process.Kill() // SIGKILL: no chance to stop the server
	cmd.Wait()
	if !processExists(oldPid) || isZombie(oldPid) {
		t.Fatalf("postmaster %d died with its parent; the scenario needs it alive", oldPid)
	}

	s := mustStart(t, o)
	if processExists(oldPid) && !isZombie(oldPid) {
		t.Errorf("old postmaster %d still running", oldPid)
	}
	if got := queryString(t, s.URL(), "SELECT v FROM t"); got != "from killed parent" {
		t.Fatalf("row = %q", got)
	}
	if !strings.Contains(logs.String(), "left running by a previous process") {
		t.Errorf("restart not logged:\n%s", logs)
	}
}

// A postmaster.pid naming a live unrelated process (a recycled pid) or a
// zombie makes postgres refuse to start; Start must cope with both.
func TestStalePidFileNamingAnotherProcess(t *testing.T) {
	t.Parallel()
	for _, kind := range []string{"recycled", "zombie"} {
		t.Run(kind, func(t *testing.T) {
			o, logs := testOptions(t)
			s := mustStart(t, o)
			execSQL(t, s.URL(), "CREATE TABLE t (v int); INSERT INTO t VALUES (42)")
			pidFile := filepath.Join(s.DataDir(), "postmaster.pid")
			lockFile := filepath.Join(s.socketDir, fmt.Sprintf(".s.PGSQL.%d.lock", s.Port()))
			pidData, err1 := os.ReadFile(pidFile)
			lockData, err2 := os.ReadFile(lockFile)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if err := s.Stop(); err != nil {
				t.Fatal(err)
			}

			// The impostor runs as the postgres account, so postgres' own
			// kill(pid, 0) check succeeds and it would refuse to start.
			cmdline := map[string][]string{"recycled": {"sleep", "60"}, "zombie": {"true"}}[kind]
			imp := osexec.Command(cmdline[0], cmdline[1:]...)
			if s.acct.asRoot {
				imp.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(s.acct.uid), Gid: uint32(s.acct.gid)}}
			}
			if err := imp.Start(); err != nil {
				t.Fatal(err)
			}
			defer func() { imp.Process.Kill(); imp.Wait() }()
			if kind == "zombie" {
				for !isZombie(imp.Process.Pid) {
					time.Sleep(5 * time.Millisecond)
				}
			}
			fake := strconv.Itoa(imp.Process.Pid)
			os.WriteFile(pidFile, []byte(replaceFirstLine(string(pidData), fake)), 0o600)
			os.WriteFile(lockFile, []byte(replaceFirstLine(string(lockData), fake)), 0o600)

			s2 := mustStart(t, o)
			if got := queryString(t, s2.URL(), "SELECT v::text FROM t"); got != "42" {
				t.Fatalf("row = %q", got)
			}
			if !strings.Contains(logs.String(), "removing stale postmaster.pid") {
				t.Errorf("stale pid file not noted:\n%s", logs)
			}
		})
	}
}

func replaceFirstLine(s, first string) string {
	_, rest, _ := strings.Cut(s, "\n")
	return first + "\n" + rest
}
