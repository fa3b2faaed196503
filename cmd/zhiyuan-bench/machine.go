package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"

	"zhiyuan/infra/pgserver"
)

type machine struct {
	NProc, CPUModel, Memory, Kernel, GoVersion, Postgres, TempFS, LoadAvg, Code string
}

func describeMachine() machine {
	m := machine{NProc: strconv.Itoa(runtime.NumCPU()), CPUModel: "unknown", Memory: "unknown",
		GoVersion: runtime.Version(), Postgres: "unknown", TempFS: os.TempDir(), LoadAvg: loadAvg()}
	if out, err := exec.Command("nproc").Output(); err == nil {
		m.NProc = strings.TrimSpace(string(out))
	}
	if v := procField("/proc/cpuinfo", "model name"); v != "" {
		m.CPUModel = v
	}
	if v := procField("/proc/meminfo", "MemTotal"); v != "" {
		if kb, err := strconv.ParseFloat(strings.Fields(v)[0], 64); err == nil {
			m.Memory = fmt.Sprintf("%.1f GiB", kb/1024/1024)
		}
	}
	if b, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		m.Kernel = "Linux " + strings.TrimSpace(string(b))
	}
	if dir, err := pgserver.FindBinaries(); err == nil {
		if out, err := exec.Command(filepath.Join(dir, "postgres"), "--version").Output(); err == nil {
			m.Postgres = strings.TrimSpace(string(out))
		}
	}
	m.Code = codeVersion()
	var st syscall.Statfs_t
	if syscall.Statfs(os.TempDir(), &st) == nil {
		kind := "disk"
		if st.Type == 0x01021994 { // TMPFS_MAGIC
			kind = "tmpfs (memory)"
		}
		m.TempFS = fmt.Sprintf("%s (%s)", os.TempDir(), kind)
	}
	return m
}

// procField is the value of the first "key : value" line with this key.
func procField(path, key string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ") + " (1, 5, 15 min)"
}

// codeVersion names the commit measured (read-only git commands).
func codeVersion() string {
	out, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	v := "commit " + strings.TrimSpace(string(out))
	if st, err := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(strings.TrimSpace(string(st))) > 0 {
		v += " plus uncommitted changes in the working tree"
	}
	return v
}
