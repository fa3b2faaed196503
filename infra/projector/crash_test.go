package projector_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"reflect"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// The writer process gets its database and data directory from these.
const (
	crashDBEnv  = "ZHIYUAN_CRASH_TEST_DB"
	crashDirEnv = "ZHIYUAN_CRASH_TEST_DIR"
	readyLine   = "writer ready"
)

// openRunning opens the platform on an existing database and runs its projectors.
// The shipped admission data stays out: half a million rows would make the
// writer's first start, not the crash, the subject (the catalogue stays in, so
// the crash hits a log that holds imported data).
func openRunning(t *testing.T, url, dir string) *platform.Platform {
	t.Helper()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	ctx, cancel := context.WithCancel(context.Background())
	p, err := platform.Open(ctx, platform.Config{DatabaseURL: url, DataDir: dir, Profile: "development",
		Bus: "postgres", Search: "bleve", SkipAdmission: true}, log)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	router, err := p.ProjectorRouter()
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { _ = router.Run(ctx); close(done) }()
	<-router.Running()
	t.Cleanup(func() { _ = router.Close(); cancel(); <-done })
	return p
}

// TestHelperWriter is the process that gets killed: it runs the projectors and
// writes accounts and profiles from three goroutines until SIGKILL arrives.
func TestHelperWriter(t *testing.T) {
	url := os.Getenv(crashDBEnv)
	if url == "" {
		t.Skip("the writer process of TestKilledWriterLeavesReadModelsEqualToARebuild")
	}
	p := openRunning(t, url, os.Getenv(crashDirEnv))
	ctx := context.Background()
	for w := 0; w < 3; w++ {
		go func(w int) {
			for i := 0; ; i++ {
				uid := fmt.Sprintf("crash-%d-%05d", w, i)
				err := register(ctx, p, uid, w*100000+i)
				if err == nil {
					err = writeProfile(ctx, p, uid, i)
				}
				if err == nil && i > 0 { // older streams keep growing too
					err = writeProfile(ctx, p, fmt.Sprintf("crash-%d-%05d", w, i/2), i)
				}
				if err != nil {
					fmt.Fprintln(os.Stderr, "writer:", err)
					time.Sleep(10 * time.Millisecond)
				}
			}
		}(w)
	}
	fmt.Println(readyLine)
	time.Sleep(time.Minute)
	t.Fatal("the writer was not killed")
}

// A process killed mid-stream (appends in flight, projectors behind, messages
// applied but not acknowledged) and restarted ends with every read model equal
// to a rebuild from the log.
func TestKilledWriterLeavesReadModelsEqualToARebuild(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("crash: a writer process killed and a restart")
	}
	url := pgtest.NewDatabase(t)
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$", "-test.count=1", "-test.timeout=2m")
	cmd.Env = append(os.Environ(), crashDBEnv+"="+url, crashDirEnv+"="+t.TempDir(),
		pgtest.EnvURL+"="+url) // the child uses this database and starts no server of its own
	c := startChild(t, cmd, "writer")
	killed := false
	t.Cleanup(func() {
		if !killed {
			_ = c.kill()
		}
	})

	mon, err := pgxpool.New(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer mon.Close()
	started := time.Now()
	platformtest.Eventually(t, waitLimit, "the writer to write and project", func() bool {
		var n, applied int64
		_ = mon.QueryRow(context.Background(), `SELECT (SELECT COUNT(*) FROM events),
			(SELECT applied FROM rm_profiles._checkpoint)`).Scan(&n, &applied)
		return n >= 300 && applied > 0 && time.Since(started) >= time.Second
	})
	killed = true
	err = c.kill()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("the writer ended with %v, not by SIGKILL:\n%s", err, c.stderr.String())
	}
	var n, applied int64
	_ = mon.QueryRow(context.Background(), `SELECT (SELECT COUNT(*) FROM events),
		(SELECT applied FROM rm_audit._checkpoint)`).Scan(&n, &applied)
	t.Logf("killed with %d events in the log, the audit projection %d behind", n, n-applied)

	p := openRunning(t, url, t.TempDir()) // a fresh search directory: Bleve allows one process per index
	waitApplied(t, p, schemas(p, "")...)
	recovered := fingerprints(t, p, "")
	rebuildAll(t, context.Background(), p)
	if rebuilt := fingerprints(t, p, ""); !reflect.DeepEqual(rebuilt, recovered) {
		t.Fatalf("read models after the crash differ from a rebuild:\n recovered %v\n rebuilt   %v", recovered, rebuilt)
	}
	waitApplied(t, p, schemas(p, "")...)
}

// lockedBuffer collects the child's stderr while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
