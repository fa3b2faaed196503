package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// serverProc is a `zhiyuan run` child process on a loopback port.
type serverProc struct {
	cmd     *exec.Cmd
	base    string // http://127.0.0.1:port
	started time.Time
	exited  chan struct{}
	waitErr error
	log     *os.File
}

// resolveBinary returns the zhiyuan binary to run: -bin if it exists (make bench
// builds it first), else a fresh build into dir.
func resolveBinary(ctx context.Context, bin, dir string) (string, error) {
	if st, err := os.Stat(bin); err == nil && !st.IsDir() {
		return filepath.Abs(bin)
	}
	out := filepath.Join(dir, "zhiyuan")
	progress("%s not found: building ./cmd/zhiyuan into %s", bin, out)
	cmd := exec.CommandContext(ctx, "go", "build", "-o", out, "./cmd/zhiyuan")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	return out, cmd.Run()
}

func freeLoopbackPort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// startServer starts `bin run` with the given data dir and port; its logs
// are appended to logPath.
func startServer(bin, dataDir string, port int, logPath string, extraEnv ...string) (*serverProc, error) {
	logf, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	cmd := exec.Command(bin, "run")
	var envv []string
	for _, kv := range os.Environ() {
		// Keep ZHIYUAN_PG_BIN (where the Postgres binaries are); drop any other product setting.
		if strings.HasPrefix(kv, "ZHIYUAN_") && !strings.HasPrefix(kv, "ZHIYUAN_PG_BIN=") {
			continue
		}
		envv = append(envv, kv)
	}
	cmd.Env = append(envv, "ZHIYUAN_ADDR="+addr, "ZHIYUAN_DATA_DIR="+dataDir, "ZHIYUAN_PROFILE=development")
	cmd.Env = append(cmd.Env, extraEnv...)
	cmd.Stdout, cmd.Stderr = logf, logf
	s := &serverProc{cmd: cmd, base: "http://" + addr, exited: make(chan struct{}), log: logf}
	s.started = time.Now()
	if err := cmd.Start(); err != nil {
		logf.Close()
		return nil, err
	}
	go func() {
		s.waitErr = cmd.Wait()
		logf.Close()
		close(s.exited)
	}()
	return s, nil
}

func (s *serverProc) pid() int { return s.cmd.Process.Pid }

// waitReady polls GET /readyz every 5 ms until it answers 200 and returns the
// time since the process was started.
func (s *serverProc) waitReady(ctx context.Context, limit time.Duration) (time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	hc := &http.Client{Timeout: time.Second}
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.base+"/readyz", nil)
		resp, err := hc.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return time.Since(s.started), nil
			}
		}
		select {
		case <-s.exited:
			return 0, fmt.Errorf("zhiyuan exited before it was ready: %v; the end of its log: %s", s.waitErr, logTail(s.log.Name(), 6))
		case <-ctx.Done():
			return 0, fmt.Errorf("zhiyuan not ready after %s (see %s)", limit, s.log.Name())
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// stop sends sig and waits for the process to exit; after limit it is killed.
func (s *serverProc) stop(sig syscall.Signal, limit time.Duration) (time.Duration, error) {
	t0 := time.Now()
	if err := s.cmd.Process.Signal(sig); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return 0, err
	}
	select {
	case <-s.exited:
		return time.Since(t0), nil
	case <-time.After(limit):
		_ = s.cmd.Process.Kill()
		<-s.exited
		return time.Since(t0), fmt.Errorf("zhiyuan did not exit within %s of %s; killed", limit, sig)
	}
}

// logTail is the last n lines of a log file, for error messages.
func logTail(path string, n int) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}
