package pgserver

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// initdb creates the cluster in a sibling temp dir and renames it into
// place, so a process killed mid-initdb never leaves a half-made DataDir
// that looks initialised.
func (s *Server) initdb(ctx context.Context) error {
	if entries, err := os.ReadDir(s.dataDir); err == nil {
		if len(entries) > 0 {
			return fmt.Errorf("pgserver: %s is not empty and holds no PostgreSQL cluster (no PG_VERSION)", s.dataDir)
		}
		if err := os.Remove(s.dataDir); err != nil {
			return fmt.Errorf("pgserver: %w", err)
		}
	}
	tmp := fmt.Sprintf("%s.initdb-%d", s.dataDir, os.Getpid())
	os.RemoveAll(tmp)
	defer os.RemoveAll(tmp) // no-op after a successful rename
	if err := s.acct.ownDir(tmp); err != nil {
		return fmt.Errorf("pgserver: %w", err)
	}
	args := []string{"-D", tmp, "-U", Superuser, "--auth=trust", "--encoding=UTF8", "--locale=C"}
	if s.settings["fsync"] == "off" {
		args = append(args, "--no-sync") // throw-away cluster: skip the flush to disk
	}
	if err := s.runLogged(ctx, "initdb", args...); err != nil {
		return err
	}
	if err := os.Rename(tmp, s.dataDir); err != nil {
		return fmt.Errorf("pgserver: %w", err)
	}
	return nil
}

// launch starts the postmaster with pg_ctl (which detaches it into its own
// session) and waits until it reports ready. An auto-picked port that another
// process grabbed meanwhile is replaced; orphans of a crashed postmaster that
// still hold shared memory are waited for.
func (s *Server) launch(ctx context.Context, port int, autoPort bool) error {
	deadline := time.Now().Add(30 * time.Second)
	for attempt := 1; ; attempt++ {
		s.port = port
		err := s.runLogged(ctx, "pg_ctl", "start", "-D", s.dataDir, "-w", "-t", waitSeconds(ctx), "-o", s.serverOptions())
		if err == nil {
			break
		}
		msg := err.Error()
		switch {
		case autoPort && attempt < 5 && strings.Contains(msg, "could not bind"):
			if port, err = freePort(); err != nil {
				return err
			}
		case strings.Contains(msg, "pre-existing shared memory block") && time.Now().Before(deadline):
			if err := s.reapOrphans(ctx); err != nil {
				return err
			}
			time.Sleep(100 * time.Millisecond)
		default:
			return err
		}
	}
	s.pid, _ = readPidFile(s.dataDir) // what Supervise watches
	if autoPort {
		return savePort(s.dataDir, port)
	}
	return nil
}

// serverOptions is the -o argument of pg_ctl; pg_ctl hands it to /bin/sh.
func (s *Server) serverOptions() string {
	opts := []string{
		"-p", strconv.Itoa(s.port),
		"-k", shQuote(s.socketDir),
		"-c", "listen_addresses=127.0.0.1",
	}
	names := make([]string, 0, len(s.settings))
	for k := range s.settings {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		opts = append(opts, "-c", shQuote(k+"="+s.settings[k]))
	}
	return strings.Join(opts, " ")
}

// pgctlStop stops the postmaster named in postmaster.pid, if one is alive.
func (s *Server) pgctlStop(ctx context.Context) error {
	pid, ok := readPidFile(s.dataDir)
	if !ok || !processExists(pid) || isZombie(pid) {
		return nil // nothing running; a crashed server is recovered by the next Start
	}
	return s.runLogged(ctx, "pg_ctl", "stop", "-D", s.dataDir, "-m", "fast", "-w", "-t", waitSeconds(ctx))
}

// runLogged runs a postgres tool as the postgres account with its output
// (and that of the postmaster it may spawn) appended to the log file. On
// failure the error carries the new part of the log.
func (s *Server) runLogged(ctx context.Context, tool string, args ...string) error {
	f, err := os.OpenFile(s.logFile, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o640)
	if err != nil {
		return fmt.Errorf("pgserver: open log: %w", err)
	}
	defer f.Close()
	start, _ := f.Seek(0, io.SeekEnd)
	cmd := s.acct.command(ctx, filepath.Join(s.binDir, tool), args...)
	// An *os.File is inherited directly: no copying goroutine that would wait
	// for the long-lived postmaster to close it.
	cmd.Stdout, cmd.Stderr = f, f
	cmd.WaitDelay = time.Second
	if err := cmd.Run(); err != nil {
		name := tool
		if !strings.HasPrefix(args[0], "-") {
			name += " " + args[0] // pg_ctl start / stop
		}
		return fmt.Errorf("pgserver: %s: %w\n%s", name, err, readFrom(s.logFile, start))
	}
	return nil
}

// readFrom returns the log written since offset, capped to its last 4 KiB.
func readFrom(path string, offset int64) string {
	b, err := os.ReadFile(path)
	if err != nil || int64(len(b)) < offset {
		return ""
	}
	b = b[offset:]
	if len(b) > 4096 {
		b = b[len(b)-4096:]
	}
	return strings.TrimSpace(string(b))
}

// waitSeconds bounds pg_ctl's own wait by ctx; crash recovery may need long.
func waitSeconds(ctx context.Context) string {
	if d, ok := ctx.Deadline(); ok {
		return strconv.Itoa(max(1, int(time.Until(d).Seconds())))
	}
	return "300"
}

func shQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
