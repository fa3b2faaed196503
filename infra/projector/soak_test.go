package projector_test

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"reflect"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/postgres"
)

const (
	soakDBEnv  = "ZHIYUAN_SOAK_TEST_DB"
	soakDirEnv = "ZHIYUAN_SOAK_TEST_DIR"
	soakCycles = 20
)

// TestHelperProjector is the projector process the soak test kills: it only
// runs the projections until SIGKILL arrives.
func TestHelperProjector(t *testing.T) {
	url := os.Getenv(soakDBEnv)
	if url == "" {
		t.Skip("the projector process of TestSoakKilledProjectorsLoseNothing")
	}
	openRunning(t, url, os.Getenv(soakDirEnv))
	fmt.Println(readyLine)
	time.Sleep(2 * time.Minute)
	t.Fatal("the projector was not killed")
}

// Writers append with random aborts and transactions held open while the
// projector process is SIGKILLed and restarted at random moments, 20 times.
// In the end every read model equals a rebuild from the log and the audit has
// exactly one entry per event it describes.
func TestSoakKilledProjectorsLoseNothing(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("soak")
	}
	url := pgtest.NewDatabase(t)
	dir := t.TempDir()
	child := func() *exec.Cmd { // the first start also migrates and imports the catalogue
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProjector$", "-test.count=1", "-test.timeout=3m")
		cmd.Env = append(os.Environ(), soakDBEnv+"="+url, soakDirEnv+"="+dir, pgtest.EnvURL+"="+url)
		return cmd
	}
	runUntilKilled(t, child(), 0) // ready: the schema exists

	db, err := postgres.Open(context.Background(), url, 12)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	store := eventlog.NewStore(db, events.NewRegistry())
	defer store.Close()
	ctx, stopWriters := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var committed, aborted atomic.Int64
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			soakWriter(ctx, t, db, store, w, &committed, &aborted)
		}(w)
	}
	rnd := rand.New(rand.NewPCG(42, 12))
	for c := 0; c < soakCycles; c++ {
		runUntilKilled(t, child(), time.Duration(200+rnd.IntN(1300))*time.Millisecond)
	}
	stopWriters()
	wg.Wait()
	t.Logf("%d cycles: %d appends committed, %d rolled back", soakCycles, committed.Load(), aborted.Load())
	if aborted.Load() == 0 || committed.Load() < 100 {
		t.Fatalf("the workload committed %d and aborted %d appends", committed.Load(), aborted.Load())
	}

	p := openRunning(t, url, t.TempDir())
	waitApplied(t, p, schemas(p, "")...)
	want := column[int64](t, p, `SELECT position FROM events WHERE type IN ('account.registered', 'profile.student_info_updated')
		ORDER BY position`)
	if got := column[int64](t, p, `SELECT position FROM rm_audit.entries ORDER BY position`); !reflect.DeepEqual(got, want) {
		t.Fatalf("the audit holds %d entries, the log %d events it describes", len(got), len(want))
	}
	recovered := fingerprints(t, p, "")
	rebuildAll(t, context.Background(), p)
	if rebuilt := fingerprints(t, p, ""); !reflect.DeepEqual(rebuilt, recovered) {
		t.Fatalf("read models after %d kills differ from a rebuild:\n recovered %v\n rebuilt   %v", soakCycles, recovered, rebuilt)
	}
}

// soakWriter registers users and updates their profiles, holding transactions
// open a random while and rolling one in six back.
func soakWriter(ctx context.Context, t *testing.T, db *postgres.DB, store *eventlog.Store, w int, committed, aborted *atomic.Int64) {
	rnd := rand.New(rand.NewPCG(uint64(w), 99))
	for i := 0; ctx.Err() == nil; i++ {
		uid := fmt.Sprintf("soak-%d-%05d", w, i)
		appends := []events.Append{
			{StreamID: events.AccountStream(uid), ExpectedVersion: 0, Events: []events.Event{events.AccountRegistered{
				UserID: uid, Phone: platformtest.Phone(w*100000 + i + 1), NickName: "用户" + uid}}},
			{StreamID: events.ProfileStream(uid), ExpectedVersion: 0, Events: []events.Event{
				events.StudentInfoUpdated{UserID: uid, NickName: "考生" + uid, StudentName: "学生", Sex: 1 + i%2}}},
		}
		tx, err := db.Pool.Begin(context.Background())
		if err != nil {
			continue
		}
		if _, err := store.AppendTx(context.Background(), tx, userMeta(uid), appends...); err != nil {
			_ = tx.Rollback(context.Background())
			t.Errorf("writer %d: %v", w, err)
			return
		}
		time.Sleep(time.Duration(rnd.IntN(3000)) * time.Microsecond)
		if rnd.IntN(6) == 0 {
			_ = tx.Rollback(context.Background())
			aborted.Add(1)
			continue
		}
		if err := tx.Commit(context.Background()); err == nil {
			store.Committed()
			committed.Add(1)
		}
	}
}

// runUntilKilled starts the projector process, waits until it is ready, lets
// it run for d (0: not at all) and kills it with SIGKILL.
func runUntilKilled(t *testing.T, cmd *exec.Cmd, d time.Duration) {
	t.Helper()
	c := startChild(t, cmd, "projector")
	time.Sleep(d)
	c.kill()
}

// child is a test process started by a crash test.
type child struct {
	cmd    *exec.Cmd
	stderr *lockedBuffer
	eof    chan struct{} // its standard output ended
}

// startChild starts cmd and waits until it prints readyLine.
func startChild(t *testing.T, cmd *exec.Cmd, what string) *child {
	t.Helper()
	c := &child{cmd: cmd, stderr: &lockedBuffer{}, eof: make(chan struct{})}
	cmd.Stderr = c.stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := make(chan struct{})
	go func() {
		defer close(c.eof)
		sc, once := bufio.NewScanner(stdout), sync.Once{}
		for sc.Scan() {
			if sc.Text() == readyLine {
				once.Do(func() { close(ready) })
			}
		}
	}()
	select {
	case <-ready:
		return c
	case <-c.eof:
		_ = cmd.Wait()
		t.Fatalf("the %s exited before it was ready:\n%s", what, c.stderr.String())
	case <-time.After(waitLimit):
		c.kill()
		t.Fatalf("the %s did not start:\n%s", what, c.stderr.String())
	}
	return nil
}

// kill sends SIGKILL and waits for the process; it returns how it ended.
func (c *child) kill() error {
	_ = c.cmd.Process.Signal(syscall.SIGKILL)
	<-c.eof
	return c.cmd.Wait()
}
