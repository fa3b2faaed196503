package platform_test

import (
	"context"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/platform/platformtest"
)

// kill -9 of the embedded mode's Postgres: while it is down every call answers
// 503 with a Chinese message (never 500) and /healthz answers 503; the
// supervisor restarts it on the same data directory, /healthz answers 200
// again, the acknowledged write is there and a new one reaches the read model.
func TestEmbeddedPostgresKilledIsRestarted(t *testing.T) {
	pg := startPostgres(t, dataDir(t))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	died := pg.Supervise(ctx)
	e := platformOn(t, pg)
	token, _ := e.Login(t, platformtest.Phone(3501))
	setNickName(t, e.URL, token, "第一次") // acknowledged: appended and committed
	waitNickName(t, e.URL, token, "第一次")
	waitStatus(t, e.URL+"/healthz", http.StatusOK, 10*time.Second)

	// A report query busy in the server when the postmaster dies keeps running
	// as an orphan and holds the old shared memory: the restart waits for it
	// (five seconds, then kills it), which holds the outage open long enough
	// to watch it.
	busy, err := pgx.Connect(ctx, pg.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close(context.Background())
	go busy.Exec(ctx, "SELECT count(*) FROM generate_series(1, 10000000000)") //nolint:errcheck
	time.Sleep(200 * time.Millisecond)                                        // let it start

	var log statusLog
	stop := make(chan struct{})
	reads := keepCalling(t, &log, e.URL, "/api/User/GetUserStudent", token, `{}`, stop)
	writes := keepCalling(t, &log, e.URL, "/api/User/UpdateUserStudent", token, `{"NickName":"重试中","StudentName":"张三","Sex":1}`, stop)

	pid := pg.Pid()
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	down := waitStatus(t, e.URL+"/healthz", http.StatusServiceUnavailable, 30*time.Second)
	t.Logf("/healthz while down: %s", down.Body)
	a := call(t, e.URL, "/api/User/GetUserStudent", token, `{}`)
	if a.Status != http.StatusServiceUnavailable || a.Message != "服务暂时不可用，请稍后再试" {
		t.Fatalf("a call while the database is down: %d %s", a.Status, a.Body)
	}
	if r := get(t, e.URL+"/readyz"); r.Status != http.StatusServiceUnavailable {
		t.Fatalf("/readyz while down: %d %s", r.Status, r.Body)
	}
	if m := get(t, e.URL+"/metrics"); !strings.Contains(m.Body, "zhiyuan_database_up 0") {
		t.Fatalf("/metrics while down does not say zhiyuan_database_up 0")
	}

	waitStatus(t, e.URL+"/healthz", http.StatusOK, time.Minute)
	t.Logf("/healthz answered 200 again %v after the kill", time.Since(killed).Round(time.Millisecond))
	close(stop)
	reads.Wait()
	writes.Wait()
	if pg.Restarts() != 1 || pg.Pid() == pid {
		t.Fatalf("restarts %d, pid %d (was %d)", pg.Restarts(), pg.Pid(), pid)
	}
	select {
	case err := <-died:
		t.Fatalf("supervision gave up: %v", err)
	default:
	}
	t.Logf("answers through the outage: %v", log.seen)
	if len(log.bad) > 0 {
		t.Fatalf("%d answers neither 200 nor the 503 of an outage, first: %s", len(log.bad), log.bad[0])
	}
	if log.seen[http.StatusServiceUnavailable] == 0 {
		t.Fatal("no call was answered 503 during the outage")
	}

	// The session and the acknowledged write survived in the log (the read
	// model may lag: its commits are asynchronous, see docs/OPERATIONS.md); a
	// new write is appended, and the projector, which lost its connections,
	// applies it.
	t0 := time.Now()
	setNickName(t, e.URL, token, "第二次")
	waitNickName(t, e.URL, token, "第二次")
	t.Logf("a write after the restart reached the read model in %v", time.Since(t0).Round(time.Millisecond))
	var n int
	if err := e.P.DB.Pool.QueryRow(ctx, `SELECT count(*) FROM events WHERE data->>'nick_name' = '第一次'`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("the first write in the log: %d %v", n, err)
	}
}
