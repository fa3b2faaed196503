package pgtest

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// helperEnv makes the test binary run one helper test in a subprocess.
const helperEnv = "PGTEST_HELPER"

func TestMain(m *testing.M) {
	os.Exit(Main(m))
}

func query(t *testing.T, url, sql string, args ...any) string {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	defer conn.Close(ctx)
	var v string
	if err := conn.QueryRow(ctx, sql, args...).Scan(&v); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return v
}

func dbExists(t *testing.T, name string) bool {
	return query(t, adminURL, "SELECT (count(*) > 0)::text FROM pg_database WHERE datname = $1", name) == "true"
}

func TestNewDatabaseIsFreshAndDropped(t *testing.T) {
	var name string
	t.Run("inner", func(t *testing.T) {
		url := NewDatabase(t)
		name = query(t, url, "SELECT current_database()")
		if n := query(t, url, "SELECT count(*)::text FROM pg_tables WHERE schemaname = 'public'"); n != "0" {
			t.Fatalf("fresh database has %s tables", n)
		}
		if _, err := pgxExec(url, "CREATE TABLE leftover (v int)"); err != nil {
			t.Fatal(err)
		}
		// An open session must not block the drop at cleanup.
		conn, err := pgx.Connect(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		_ = conn // deliberately never closed
	})
	if !strings.HasPrefix(name, "t_testnewdatabaseisfreshanddropped_inner_") {
		t.Errorf("database name %q", name)
	}
	if dbExists(t, name) {
		t.Errorf("database %s not dropped at cleanup", name)
	}
}

func TestParallelDatabases(t *testing.T) {
	for i := range 8 {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			t.Parallel()
			url := NewDatabase(t)
			if _, err := pgxExec(url, "CREATE TABLE t (v int); INSERT INTO t VALUES ("+strconv.Itoa(i)+")"); err != nil {
				t.Fatal(err)
			}
			if got := query(t, url, "SELECT string_agg(v::text, ',') FROM t"); got != strconv.Itoa(i) {
				t.Fatalf("database shared between tests: %s", got)
			}
		})
	}
}

func pgxExec(url, sql string) (int64, error) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return 0, err
	}
	defer conn.Close(ctx)
	tag, err := conn.Exec(ctx, sql)
	return tag.RowsAffected(), err
}

func TestWithDatabase(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u@127.0.0.1:5432/postgres?sslmode=disable": "postgres://u@127.0.0.1:5432/t_x?sslmode=disable",
		"postgresql://u:p@h/":                     "postgresql://u:p@h/t_x",
		"host=/tmp port=5 user=u dbname=postgres": "host=/tmp port=5 user=u dbname=postgres dbname=t_x",
	} {
		if got := withDatabase(in, "t_x"); got != want {
			t.Errorf("withDatabase(%q) = %q, want %q", in, got, want)
		}
	}
	if n := databaseName(strings.Repeat("VeryLong/Name ", 20)); len(n) > 63 {
		t.Errorf("name %q is %d bytes", n, len(n))
	}
}

// With EnvURL set, Main starts no server and NewDatabase uses that one.
func TestEnvURLUsesExistingServer(t *testing.T) {
	if os.Getenv(EnvURL) != "" {
		t.Skip("already using " + EnvURL)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperEnvMode$", "-test.v")
	cmd.Env = append(os.Environ(), EnvURL+"="+adminURL, helperEnv+"=env")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestHelperEnvMode") {
		t.Fatalf("%v\n%s", err, out)
	}
	// The helper's database lived on our server and was dropped again.
	name := strings.Fields(strings.SplitN(string(out), "DB ", 2)[1])[0]
	if !strings.HasPrefix(name, "t_testhelperenvmode_") || dbExists(t, name) {
		t.Fatalf("database %q (exists %v)", name, dbExists(t, name))
	}
}

func TestHelperEnvMode(t *testing.T) {
	if os.Getenv(helperEnv) != "env" {
		t.Skip("helper for TestEnvURLUsesExistingServer")
	}
	if server != nil || tmpDir != "" {
		t.Fatal("Main started a server although " + EnvURL + " is set")
	}
	url := NewDatabase(t)
	fmt.Println("DB", query(t, url, "SELECT current_database()"))
}

// A test binary killed mid-run (like a go test -timeout) leaves no server.
func TestWatchdogStopsServerOfKilledBinary(t *testing.T) {
	if os.Getenv(EnvURL) != "" {
		t.Skip("no private server with " + EnvURL)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperKilled$")
	cmd.Env = append(os.Environ(), helperEnv+"=kill")
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	cmd.Wait()
	var dir, sock string
	var pid int
	if _, err := fmt.Sscanf(line, "DIR %s SOCK %s PID %d", &dir, &sock, &pid); err != nil {
		t.Fatalf("helper said %q: %v", line, err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		_, statErr := os.Stat(dir)
		_, sockErr := os.Stat(sock)
		alive := syscall.Kill(pid, 0) == nil && !isZombie(pid)
		if os.IsNotExist(statErr) && os.IsNotExist(sockErr) && !alive {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("after 20s: temp dir %s (%v), socket dir %s (%v), postmaster %d alive %v", dir, statErr, sock, sockErr, pid, alive)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestHelperKilled(t *testing.T) {
	if os.Getenv(helperEnv) != "kill" {
		t.Skip("helper for TestWatchdogStopsServerOfKilledBinary")
	}
	pidData, err := os.ReadFile(server.DataDir() + "/postmaster.pid")
	if err != nil {
		t.Fatal(err)
	}
	pid, _, _ := strings.Cut(string(pidData), "\n")
	fmt.Printf("DIR %s SOCK %s PID %s\n", tmpDir, server.SocketDir(), pid)
	syscall.Kill(os.Getpid(), syscall.SIGKILL)
}

func isZombie(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	i := strings.LastIndexByte(string(b), ')')
	return err == nil && i >= 0 && i+2 < len(b) && b[i+2] == 'Z'
}
