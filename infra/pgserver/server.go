package pgserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Superuser is the role initdb creates; trust auth, 127.0.0.1 only.
const Superuser = "zhiyuan"

// Options configure Start.
type Options struct {
	DataDir  string       // e.g. ./var/postgres; created if missing; initdb on first use
	Port     int          // TCP port on 127.0.0.1; 0 = pick a free one and remember it in DataDir
	Database string       // database to create if missing (default "zhiyuan")
	Logger   *slog.Logger // default slog.Default()
	// Settings are extra server settings passed as -c name=value, e.g.
	// fsync=off for throw-away test clusters.
	Settings map[string]string
}

// Server is a running private PostgreSQL server.
type Server struct {
	dataDir   string
	binDir    string
	socketDir string
	logFile   string
	database  string
	port      int
	settings  map[string]string
	acct      account
	log       *slog.Logger
	owner     *ownerLock

	quit     chan struct{} // closed by Stop: supervision ends
	quitOnce sync.Once

	mu       sync.Mutex
	stopped  bool
	pid      int // the postmaster's, from postmaster.pid after each launch
	restarts int // by Supervise, after the postmaster died
}

// Start brings the server for o.DataDir up, creating and initialising the
// cluster on first use and recovering from a previous process that was
// killed (see the package documentation), and creates o.Database.
func Start(ctx context.Context, o Options) (*Server, error) {
	t0 := time.Now()
	if o.DataDir == "" {
		return nil, errors.New("pgserver: Options.DataDir is required")
	}
	s := &Server{database: o.Database, settings: o.Settings, log: o.Logger, quit: make(chan struct{})}
	if s.database == "" {
		s.database = "zhiyuan"
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	var err error
	if s.dataDir, err = filepath.Abs(o.DataDir); err != nil {
		return nil, err
	}
	if s.binDir, err = FindBinaries(); err != nil {
		return nil, err
	}
	if s.acct, err = currentAccount(ctx); err != nil {
		return nil, err
	}
	s.socketDir = socketDirFor(s.dataDir, os.Geteuid())
	s.logFile = logFileFor(s.dataDir)
	if err := s.prepareDirs(); err != nil {
		return nil, err
	}
	if s.owner, err = lockOwner(s.dataDir); err != nil {
		return nil, err
	}
	started := false
	defer func() {
		if !started {
			s.owner.release()
		}
	}()

	fresh := !initialized(s.dataDir)
	if fresh {
		if err := s.initdb(ctx); err != nil {
			return nil, err
		}
	} else if err := s.recoverStale(ctx); err != nil {
		return nil, err
	}

	port, auto, err := choosePort(s.dataDir, o.Port)
	if err != nil {
		return nil, err
	}
	if err := s.launch(ctx, port, auto); err != nil {
		return nil, err
	}
	if err := s.waitReady(ctx); err != nil {
		s.Stop()
		return nil, err
	}
	if err := s.ensureDatabase(ctx, s.database); err != nil {
		s.Stop()
		return nil, err
	}
	s.log.Info("postgres started", "data", s.dataDir, "port", s.port, "initdb", fresh,
		"elapsed", time.Since(t0).Round(time.Millisecond), "log", s.logFile)
	started = true
	return s, nil
}

// prepareDirs creates the data and socket directories owned by the account
// that runs postgres and makes the data dir reachable for it.
func (s *Server) prepareDirs() error {
	if err := os.MkdirAll(filepath.Dir(s.dataDir), 0o755); err != nil {
		return fmt.Errorf("pgserver: %w", err)
	}
	if err := s.acct.makeTraversable(s.dataDir); err != nil {
		return err
	}
	if err := s.acct.ownDir(s.socketDir); err != nil {
		return fmt.Errorf("pgserver: socket dir: %w", err)
	}
	if initialized(s.dataDir) {
		if err := s.acct.adoptTree(s.dataDir); err != nil {
			return fmt.Errorf("pgserver: %w", err)
		}
		return s.acct.ownDir(s.dataDir)
	}
	return nil
}

// URL returns a pgx connection string for Options.Database.
func (s *Server) URL() string { return s.AdminURL(s.database) }

// AdminURL returns a superuser connection string for database db.
func (s *Server) AdminURL(db string) string {
	return fmt.Sprintf("postgres://%s@127.0.0.1:%d/%s?sslmode=disable", Superuser, s.port, url.PathEscape(db))
}

// Port is the TCP port the server listens on (127.0.0.1).
func (s *Server) Port() int { return s.port }

// DataDir is the absolute data directory.
func (s *Server) DataDir() string { return s.dataDir }

// SocketDir is the unix socket directory (psql -h <dir> -p <port> -U zhiyuan).
func (s *Server) SocketDir() string { return s.socketDir }

// LogFile is where postgres writes its own log.
func (s *Server) LogFile() string { return s.logFile }

// Stop shuts the server down (fast mode: sessions are disconnected, a
// checkpoint is written) and waits. Calling it again is a no-op.
func (s *Server) Stop() error {
	s.quitOnce.Do(func() { close(s.quit) })
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	t0 := time.Now()
	if err := s.pgctlStop(ctx); err != nil {
		return err
	}
	s.stopped, s.pid = true, 0
	s.owner.release()
	os.Remove(s.socketDir) // only succeeds when empty; postgres removed its sockets
	s.log.Info("postgres stopped", "data", s.dataDir, "elapsed", time.Since(t0).Round(time.Millisecond))
	return nil
}
