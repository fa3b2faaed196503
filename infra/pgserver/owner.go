package pgserver

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// ErrInUse is returned by Start when another live process owns the data
// directory: its server is running and must not be stopped or restarted.
var ErrInUse = errors.New("pgserver: the data directory is in use by another running process")

// ownerLock is an exclusive flock on D.owner, held for the Server's life. The
// kernel drops it when the holder dies, however it dies, so a server left
// running by a killed parent is still recovered (see "Stale servers"), while
// a live parent's server is never taken over by a second Start (an operator's
// CLI run against a live data directory, say).
type ownerLock struct{ f *os.File }

func ownerPath(dataDir string) string { return dataDir + ".owner" }

func lockOwner(dataDir string) (*ownerLock, error) {
	f, err := os.OpenFile(ownerPath(dataDir), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("pgserver: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		holder, _ := os.ReadFile(f.Name())
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w (%s, pid %s)", ErrInUse, filepath.Dir(dataDir), strings.TrimSpace(string(holder)))
		}
		return nil, fmt.Errorf("pgserver: lock %s: %w", f.Name(), err)
	}
	// The pid is only for the message a refused Start gives; the lock is the truth.
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return &ownerLock{f: f}, nil
}

// release lets the next Start own the directory; the file stays, its lock goes.
func (l *ownerLock) release() {
	if l != nil && l.f != nil {
		l.f.Close()
		l.f = nil
	}
}
