package pgserver

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// recoverStale deals with what a killed previous process left behind; see
// "Stale servers" in the package documentation.
func (s *Server) recoverStale(ctx context.Context) error {
	pid, ok := readPidFile(s.dataDir)
	if !ok {
		return nil // clean shutdown: postgres removes the file on exit
	}
	switch {
	case !processExists(pid):
		// Postgres sees the dead pid itself and replays its WAL on start.
		s.log.Info("previous postgres died without shutdown; starting with crash recovery", "data", s.dataDir, "old_pid", pid)
	case isZombie(pid):
		// Dead but not yet reaped (slow init process): kill(pid, 0) still
		// succeeds, so postgres would take it for alive and refuse to start.
		s.log.Info("previous postgres died without shutdown; removing stale postmaster.pid of its zombie, starting with crash recovery", "data", s.dataDir, "old_pid", pid)
		if err := s.removeLockFiles(); err != nil {
			return err
		}
	case isPostgresIn(pid, s.dataDir):
		s.log.Warn("stopping a postgres left running by a previous process, to restart it", "data", s.dataDir, "pid", pid)
		if err := s.runLogged(ctx, "pg_ctl", "stop", "-D", s.dataDir, "-m", "fast", "-w", "-t", waitSeconds(ctx)); err != nil {
			return err
		}
	default:
		// The pid was recycled by an unrelated process; postgres would refuse
		// to start if that process runs as its account.
		s.log.Warn("removing stale postmaster.pid naming pid now used by an unrelated process", "data", s.dataDir, "pid", pid)
		if err := s.removeLockFiles(); err != nil {
			return err
		}
	}
	return s.reapOrphans(ctx)
}

func (s *Server) removeLockFiles() error {
	if err := os.Remove(filepath.Join(s.dataDir, "postmaster.pid")); err != nil && !os.IsNotExist(err) {
		return err
	}
	// Our socket dir is private to this data dir; its lock files name the same pid.
	locks, _ := filepath.Glob(filepath.Join(s.socketDir, ".s.PGSQL.*"))
	for _, l := range locks {
		os.Remove(l)
	}
	return nil
}

// orphanGrace is how long orphans get to exit by themselves; tests shorten it.
var orphanGrace = 5 * time.Second

// reapOrphans waits for backends of a killed postmaster to notice and exit:
// while they hold the old shared memory block postgres refuses to start.
// Stragglers (e.g. busy in a long query) are killed after a grace period;
// for the data that is the same crash that already happened.
func (s *Server) reapOrphans(ctx context.Context) error {
	grace := time.Now().Add(orphanGrace)
	giveUp := grace.Add(10 * time.Second)
	killed := false
	for {
		pids := orphans(s.dataDir)
		switch {
		case len(pids) == 0:
			return nil
		case time.Now().After(giveUp):
			return fmt.Errorf("pgserver: orphaned postgres processes %v of %s do not exit", pids, s.dataDir)
		case time.Now().After(grace) && !killed:
			s.log.Warn("killing orphaned postgres processes of a crashed server", "data", s.dataDir, "pids", pids)
			for _, p := range pids {
				syscall.Kill(p, syscall.SIGKILL)
			}
			killed = true
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// readPidFile returns the postmaster pid from postmaster.pid (negative for a
// single-user backend).
func readPidFile(dataDir string) (int, bool) {
	b, err := os.ReadFile(filepath.Join(dataDir, "postmaster.pid"))
	if err != nil {
		return 0, false
	}
	line, _, _ := strings.Cut(string(b), "\n")
	pid, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || pid == 0 {
		return 0, false
	}
	return max(pid, -pid), true
}

func processExists(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || err == syscall.EPERM
}

// isZombie reports an exited process its parent has not reaped yet.
func isZombie(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	// The state follows the command name, which may itself contain ") ".
	i := strings.LastIndexByte(string(b), ')')
	return i >= 0 && i+2 < len(b) && b[i+2] == 'Z'
}

// isPostgresIn reports whether pid runs the postgres binary with cwd dir.
// Postgres chdirs into its data dir before it writes postmaster.pid, so a
// live postmaster found this way serves that data dir.
func isPostgresIn(pid int, dir string) bool {
	proc := "/proc/" + strconv.Itoa(pid)
	comm, err := os.ReadFile(proc + "/comm")
	if err != nil || strings.TrimSpace(string(comm)) != "postgres" {
		return false
	}
	cwd, err := os.Readlink(proc + "/cwd")
	if err != nil {
		return false
	}
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	return cwd == dir
}

// orphans lists live postgres processes working in dataDir.
func orphans(dataDir string) []int {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var pids []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		if isPostgresIn(pid, dataDir) && !isZombie(pid) {
			pids = append(pids, pid)
		}
	}
	return pids
}
