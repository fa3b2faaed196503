package platform_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"zhiyuan/infra/pgserver"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// startPostgres starts a private server of the test's own, which the test may
// kill or stop (the shared one of pgtest must stay up). fsync is off: a killed
// process loses nothing the kernel has, and synchronous_commit stays on, which
// is what keeps an acknowledged append.
func startPostgres(t *testing.T, dataDir string) *pgserver.Server {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	pg, err := pgserver.Start(ctx, pgserver.Options{DataDir: dataDir, Settings: map[string]string{"fsync": "off"},
		Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = pg.Stop() }) // registered first: runs after the platform's cleanup
	return pg
}

// platformOn starts the platform (both sides, projectors on the embedded bus) on pg.
func platformOn(t *testing.T, pg *pgserver.Server) *platformtest.Env {
	return platformtest.New(t, platformtest.Options{Config: func(c *platform.Config) { c.DatabaseURL = pg.URL() }})
}

func dataDir(t *testing.T) string { return filepath.Join(t.TempDir(), "postgres") }

// answer is one HTTP answer as a client sees it.
type answer struct {
	Status  int
	Code    int
	Message string
	Data    json.RawMessage
	Body    string
}

func call(t *testing.T, base, path, token, body string) answer {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, base+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("token", token)
	}
	return do(t, req)
}

func get(t *testing.T, url string) answer {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	return do(t, req)
}

func do(t *testing.T, req *http.Request) answer {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s: %v", req.URL.Path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	a := answer{Status: resp.StatusCode, Body: string(b)}
	_ = json.Unmarshal(b, &a)
	return a
}

// statusLog records every answer of a client that keeps calling through an outage.
type statusLog struct {
	mu   sync.Mutex
	seen map[int]int
	bad  []string
}

func (l *statusLog) note(path string, a answer) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.seen == nil {
		l.seen = map[int]int{}
	}
	l.seen[a.Status]++
	if a.Status != http.StatusOK && a.Status != http.StatusServiceUnavailable ||
		a.Status == http.StatusServiceUnavailable && a.Message != "服务暂时不可用，请稍后再试" {
		l.bad = append(l.bad, path+": "+a.Body)
	}
}

// keepCalling calls path until stop closes, noting each answer.
func keepCalling(t *testing.T, l *statusLog, base, path, token, body string, stop <-chan struct{}) *sync.WaitGroup {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			req, _ := http.NewRequest(http.MethodPost, base+path, strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("token", token)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				l.mu.Lock()
				l.bad = append(l.bad, path+": "+err.Error())
				l.mu.Unlock()
				continue
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			a := answer{Status: resp.StatusCode, Body: string(b)}
			_ = json.Unmarshal(b, &a)
			l.note(path, a)
			time.Sleep(20 * time.Millisecond)
		}
	}()
	return &wg
}

// waitStatus polls url (GET) until it answers status.
func waitStatus(t *testing.T, url string, status int, within time.Duration) answer {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		a := get(t, url)
		if a.Status == status {
			return a
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s answers %d %s, not %d", url, a.Status, a.Body, status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// nickName reads the profile's NickName.
func nickName(t *testing.T, base, token string) string {
	t.Helper()
	a := call(t, base, "/api/User/GetUserStudent", token, `{}`)
	if a.Code != 0 {
		t.Fatalf("GetUserStudent: %d %s", a.Status, a.Body)
	}
	var d struct{ NickName string }
	_ = json.Unmarshal(a.Data, &d)
	return d.NickName
}

// waitNickName polls until the read model shows name (the projector caught up).
func waitNickName(t *testing.T, base, token, name string) {
	t.Helper()
	platformtest.Eventually(t, time.Minute, "the read model to show "+name, func() bool {
		a := call(t, base, "/api/User/GetUserStudent", token, `{}`)
		var d struct{ NickName string }
		_ = json.Unmarshal(a.Data, &d)
		return a.Code == 0 && d.NickName == name
	})
}

func setNickName(t *testing.T, base, token, name string) {
	t.Helper()
	a := call(t, base, "/api/User/UpdateUserStudent", token, `{"NickName":"`+name+`","StudentName":"张三","Sex":1}`)
	if a.Code != 0 {
		t.Fatalf("UpdateUserStudent: %d %s", a.Status, a.Body)
	}
}
