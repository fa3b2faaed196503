package processtest

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// buildBinaries builds the zhiyuan binary and the Kafka dev broker once.
func buildBinaries(t *testing.T) (zhiyuan, kafkadev string) {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command("go", "build", "-o", dir+"/", "./cmd/zhiyuan", "./cmd/zhiyuan-kafkadev")
	cmd.Dir = root(t)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return filepath.Join(dir, "zhiyuan"), filepath.Join(dir, "zhiyuan-kafkadev")
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// proc is one OS process of the topology; its output goes to a file shown when the test fails.
type proc struct {
	name string
	args []string
	env  []string
	bin  string
	addr string // ZHIYUAN_ADDR
	adm  string // ZHIYUAN_ADMIN_ADDR
	// logDir holds the log of every run; it outlives the process.
	logDir string

	mu     sync.Mutex
	cmd    *exec.Cmd
	done   chan struct{}
	logs   []string // every run's log file
	exited error
}

func (p *proc) start(t *testing.T) {
	t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	logFile, err := os.CreateTemp(p.logDir, p.name+"-*.log")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(p.bin, p.args...)
	cmd.Env = p.env
	cmd.Stdout, cmd.Stderr = logFile, logFile
	// Dies with the test binary even when a panic or a timeout skips the cleanups.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", p.name, err)
	}
	done := make(chan struct{})
	p.cmd, p.done, p.logs = cmd, done, append(p.logs, logFile.Name())
	go func() {
		err := cmd.Wait()
		logFile.Close()
		p.mu.Lock()
		p.exited = err
		p.mu.Unlock()
		close(done)
	}()
}

// kill9 ends the process with SIGKILL, as a crash or an OOM kill would.
func (p *proc) kill9() {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Signal(syscall.SIGKILL)
	<-done
}

// stop asks the process to end (SIGTERM, as `docker compose stop` does) and kills it after 10 s.
func (p *proc) stop() {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		p.kill9()
	}
}

func (p *proc) running() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-p.done:
		return false
	default:
		return p.cmd != nil
	}
}

// tail is the end of the process's logs, for a failure message.
func (p *proc) tail(lines int) string {
	p.mu.Lock()
	logs := append([]string(nil), p.logs...)
	exited := p.exited
	p.mu.Unlock()
	var all []string
	for _, f := range logs {
		b, _ := os.ReadFile(f)
		s := bufio.NewScanner(bytes.NewReader(b))
		s.Buffer(make([]byte, 1<<20), 1<<20)
		for s.Scan() {
			all = append(all, s.Text())
		}
	}
	if len(all) > lines {
		all = all[len(all)-lines:]
	}
	return fmt.Sprintf("--- %s (exit: %v)\n%s", p.name, exited, strings.Join(all, "\n"))
}

// logContains says whether any run of the process logged s.
func (p *proc) logContains(s string) bool {
	p.mu.Lock()
	logs := append([]string(nil), p.logs...)
	p.mu.Unlock()
	for _, f := range logs {
		if b, _ := os.ReadFile(f); bytes.Contains(b, []byte(s)) {
			return true
		}
	}
	return false
}

// eventually polls cond until it holds or the bound passes: every wait in this test is a
// poll with a generous bound, never a sleep that assumes how fast something is.
func eventually(t *testing.T, bound time.Duration, what string, cond func() bool, procs ...*proc) {
	t.Helper()
	deadline := time.Now().Add(bound)
	for !cond() {
		if time.Now().After(deadline) {
			var logs []string
			for _, p := range procs {
				logs = append(logs, p.tail(30))
			}
			if diagnose != nil {
				logs = append(logs, diagnose())
			}
			t.Fatalf("%s: not within %s\n%s", what, bound, strings.Join(logs, "\n"))
		}
		for _, p := range procs {
			if !p.running() {
				t.Fatalf("%s: %s exited\n%s", what, p.name, p.tail(60))
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// ready polls a process's /readyz until it answers 200.
func ready(t *testing.T, bound time.Duration, p *proc, others ...*proc) {
	t.Helper()
	eventually(t, bound, p.name+" /readyz", func() bool {
		resp, err := http.Get("http://" + p.addr + "/readyz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	}, append([]*proc{p}, others...)...)
}
