package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// These tests run the real binary the way `make run` does: a private Postgres
// under the data directory, one port, and restarts after Ctrl-C and SIGKILL.

func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "zhiyuan")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

type proc struct {
	cmd *exec.Cmd
	log *bytes.Buffer
}

func start(t *testing.T, bin, dataDir, addr string) *proc {
	t.Helper()
	cmd := exec.Command(bin, "run")
	cmd.Env = append(os.Environ(), "ZHIYUAN_DATA_DIR="+dataDir, "ZHIYUAN_ADDR="+addr, "ZHIYUAN_WEB_DIR="+t.TempDir())
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &proc{cmd: cmd, log: &log}
	// Ctrl-C first: it stops the private Postgres too, which a kill would leave
	// writing into the data directory while the test removes it.
	t.Cleanup(func() { stopGracefully(cmd) })
	deadline := time.Now().Add(15 * time.Minute) // the first start imports the catalogue and the admission data
	for {
		resp, err := http.Get("http://" + addr + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return p
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("not ready:\n%s", log.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func post(t *testing.T, addr, path, token, body string, wait ...float64) map[string]any {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, "http://"+addr+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if len(wait) > 0 {
		req.Header.Set("waitPosition", fmt.Sprint(int64(wait[0])))
	}
	if token != "" {
		req.Header.Set("token", token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var m map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&m)
	if m["Code"] != float64(0) {
		t.Fatalf("%s: %v", path, m)
	}
	return m
}

func smsLogin(t *testing.T, addr, phone string) string {
	t.Helper()
	post(t, addr, "/api/Auth/SendValidateCode", "", `{"Phone":"`+phone+`"}`)
	resp, err := http.Get("http://" + addr + "/dev/sms?phone=" + phone)
	if err != nil {
		t.Fatal(err)
	}
	var sms struct{ Text string }
	_ = json.NewDecoder(resp.Body).Decode(&sms)
	resp.Body.Close()
	i := strings.Index(sms.Text, "验证码是")
	code := sms.Text[i+len("验证码是") : i+len("验证码是")+6]
	m := post(t, addr, "/api/Auth/ValidateCodeLoginOrRegister", "", fmt.Sprintf(`{"Phone":"%s","Code":"%s"}`, phone, code))
	return m["Data"].(map[string]any)["Token"].(string)
}

// nickName reads the profile once the write at position has been projected.
func nickName(t *testing.T, addr, token string, position float64) string {
	m := post(t, addr, "/api/User/GetUserStudent", token, `{}`, position)
	return m["Data"].(map[string]any)["NickName"].(string)
}

func TestEmbeddedRunSurvivesCtrlCAndSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the real binary")
	}
	bin := buildBinary(t)
	data := filepath.Join(t.TempDir(), "var")
	addr := freeAddr(t)

	p := start(t, bin, data, addr)
	tok := smsLogin(t, addr, "13700000001")
	w := post(t, addr, "/api/User/UpdateUserStudent", tok, `{"NickName":"第一次","StudentName":"张三","Sex":1}`)
	pos := w["Data"].(map[string]any)["Position"].(float64)

	// Ctrl-C stops everything, Postgres included.
	_ = p.cmd.Process.Signal(os.Interrupt)
	if err := p.cmd.Wait(); err != nil {
		t.Fatalf("exit after Ctrl-C: %v\n%s", err, p.log)
	}
	if pid, err := os.ReadFile(filepath.Join(data, "postgres", "postmaster.pid")); err == nil {
		t.Fatalf("postgres still running after Ctrl-C: %s", pid)
	}

	// The second start reuses the data; the session and the profile are there.
	p = start(t, bin, data, addr)
	if got := nickName(t, addr, tok, pos); got != "第一次" {
		t.Fatalf("after restart: %q", got)
	}
	w = post(t, addr, "/api/User/UpdateUserStudent", tok, `{"NickName":"第二次","StudentName":"张三","Sex":1}`)
	pos = w["Data"].(map[string]any)["Position"].(float64)

	// The operator's tools talk to the running server: status, a rebuild while it serves.
	cli := func(args ...string) string {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "ZHIYUAN_DATA_DIR="+data, "ZHIYUAN_ADDR="+addr)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	if out := cli("projections", "status"); !strings.Contains(out, "profiles") || !strings.Contains(out, "LAG") {
		t.Fatalf("status: %s", out)
	}
	// Pointed at another address, the tool cannot reach the server: it must refuse, not
	// stop the server's Postgres to start its own.
	lost := exec.Command(bin, "projections", "status")
	lost.Env = append(os.Environ(), "ZHIYUAN_DATA_DIR="+data, "ZHIYUAN_ADDR=127.0.0.1:1")
	if out, err := lost.CombinedOutput(); err == nil || !strings.Contains(string(out), "正由另一个运行中的 zhiyuan 使用") {
		t.Fatalf("status at a wrong address: %v\n%s", err, out)
	}
	if got := nickName(t, addr, tok, pos); got != "第二次" {
		t.Fatalf("after the refused status: %q", got)
	}
	if out := cli("projections", "rebuild", "profiles"); !strings.Contains(out, "rebuilt profiles") {
		t.Fatalf("rebuild: %s", out)
	}
	if out := cli("projections", "rebuild", "search"); !strings.Contains(out, "rebuilt search") {
		t.Fatalf("rebuild search: %s", out)
	}
	if got := nickName(t, addr, tok, pos); got != "第二次" {
		t.Fatalf("after rebuild: %q", got)
	}
	cli("config", "set", "Web_TelPhone", "400-000-0000")

	// SIGKILL leaves Postgres behind; the next start recovers it and loses nothing committed.
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	_ = p.cmd.Wait()
	start(t, bin, data, addr)
	if got := nickName(t, addr, tok, pos); got != "第二次" {
		t.Fatalf("after SIGKILL: %q", got)
	}
}

// stopGracefully interrupts a started `zhiyuan run` and waits for it (and its
// Postgres) to stop; one that has not stopped after a minute is killed.
func stopGracefully(cmd *exec.Cmd) {
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	_ = cmd.Process.Signal(os.Interrupt)
	select {
	case <-done:
	case <-time.After(time.Minute):
		_ = cmd.Process.Kill()
		<-done
	}
}
