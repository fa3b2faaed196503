package pgserver

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// portFile remembers an auto-picked port inside the data dir, so the URL of
// `make run` stays the same across restarts.
const portFile = "zhiyuan.port"

// socketDirFor returns a short private socket directory for dataDir: unix
// socket paths must stay below ~100 bytes, which a deep data dir may not.
func socketDirFor(dataDir string, uid int) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s\x00%d", dataDir, uid)))
	return filepath.Join("/tmp", "zhiyuan-pg-"+hex.EncodeToString(sum[:6]))
}

// logFileFor keeps the server log next to the data dir: initdb needs an
// empty data dir, and the log should survive a wiped cluster.
func logFileFor(dataDir string) string {
	return filepath.Join(filepath.Dir(dataDir), "postgres.log")
}

func initialized(dataDir string) bool {
	_, err := os.Stat(filepath.Join(dataDir, "PG_VERSION"))
	return err == nil
}

// choosePort returns the port to use and whether it was picked by us (and
// so may be replaced when it turns out to be taken).
func choosePort(dataDir string, requested int) (port int, auto bool, err error) {
	if requested != 0 {
		return requested, false, nil
	}
	if b, err := os.ReadFile(filepath.Join(dataDir, portFile)); err == nil {
		if p, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil && p > 0 && portFree(p) {
			return p, true, nil
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return 0, false, err
	}
	p, err := freePort()
	return p, true, err
}

func savePort(dataDir string, port int) error {
	return os.WriteFile(filepath.Join(dataDir, portFile), []byte(strconv.Itoa(port)+"\n"), 0o644)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("pgserver: pick a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func portFree(port int) bool {
	l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		return false
	}
	l.Close()
	return true
}
