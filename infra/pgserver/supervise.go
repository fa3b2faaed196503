package pgserver

import (
	"context"
	"fmt"
	"time"
)

// Supervision: the embedded portal must not serve on top of a dead database.
var (
	watchEvery   = 250 * time.Millisecond // how often the postmaster's pid is looked at
	restartTries = 3                      // restarts in a row before Supervise gives up
	restartPause = time.Second            // before the second try; doubled for each further one
)

// restartTimeout bounds one restart: crash recovery replays the WAL written
// since the last checkpoint, which takes seconds, rarely a minute.
const restartTimeout = 2 * time.Minute

// Supervise watches the postmaster until ctx ends or Stop. When it dies
// (kill -9, the OOM killer, a crash it does not survive) Supervise starts it
// again on the same data directory and port: Postgres replays its WAL, so
// every committed transaction is kept, and clients reconnect to the same
// URL. The channel receives an error, and closes, when restartTries restarts
// in a row failed: the caller should then exit non-zero so that an outer
// supervisor (systemd, Docker) takes over. It closes without a value when
// supervision ends normally.
func (s *Server) Supervise(ctx context.Context) <-chan error {
	failed := make(chan error, 1)
	go func() {
		defer close(failed)
		t := time.NewTicker(watchEvery)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-s.quit:
				return
			case <-t.C:
			}
			if s.postmasterAlive() {
				continue
			}
			if err := s.restartAfterDeath(ctx); err != nil {
				failed <- err
				return
			}
		}
	}()
	return failed
}

// Restarts counts the restarts Supervise made after the postmaster died.
func (s *Server) Restarts() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.restarts
}

// Pid is the postmaster's process id (0 while it is not running).
func (s *Server) Pid() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pid
}

// postmasterAlive: a dead pid or a zombie (a PID 1 that reaps nobody keeps
// one) both mean the server is gone.
func (s *Server) postmasterAlive() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped || s.pid == 0 {
		return true // nothing to watch
	}
	return processExists(s.pid) && !isZombie(s.pid)
}

// restartAfterDeath restarts the server, trying restartTries times. It holds
// mu throughout, so a Stop meanwhile waits and then stops the new server.
func (s *Server) restartAfterDeath(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped {
		return nil
	}
	s.log.Error("postgres died; restarting it on the same data directory (crash recovery replays its WAL)",
		"pid", s.pid, "data", s.dataDir, "port", s.port)
	t0 := time.Now()
	pause := restartPause
	var err error
	for try := 1; try <= restartTries; try++ {
		if err = s.restartOnce(ctx); err == nil {
			s.restarts++
			s.log.Info("postgres restarted after it died", "pid", s.pid, "try", try,
				"elapsed", time.Since(t0).Round(time.Millisecond))
			return nil
		}
		if ctx.Err() != nil {
			return nil // shutting down: not a failure
		}
		s.log.Error("restarting postgres failed", "try", try, "of", restartTries, "err", err)
		if try < restartTries {
			select {
			case <-ctx.Done():
				return nil
			case <-time.After(pause):
			}
			pause *= 2
		}
	}
	s.pid = 0 // nothing left to watch
	return fmt.Errorf("pgserver: postgres died and %d restarts failed; see %s: %w", restartTries, s.logFile, err)
}

func (s *Server) restartOnce(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, restartTimeout)
	defer cancel()
	if err := s.recoverStale(ctx); err != nil {
		return err
	}
	// The same port: the clients' URLs name it.
	if err := s.launch(ctx, s.port, false); err != nil {
		return err
	}
	return s.waitReady(ctx)
}
