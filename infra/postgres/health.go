package postgres

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ErrUnavailable is Health's answer while the database does not answer.
var ErrUnavailable = errors.New("database unavailable")

// How often Health asks the database, and how long it waits for an answer.
var (
	healthEvery     = time.Second
	healthEveryDown = 200 * time.Millisecond // while down: notice the return quickly
	healthTimeout   = 2 * time.Second
	recheckAfter    = 100 * time.Millisecond // a failing request's recheck reuses a newer answer
)

// Health knows whether the database answers. It asks on a connection of its
// own: under load the pool may have no idle connection, and a busy pool is
// not a dead database. When the database stops answering it empties the
// pool, whose connections all died with their server (pgxpool would only
// find out one failed request at a time).
type Health struct {
	cfg  *pgx.ConnConfig
	pool *pgxpool.Pool
	log  *slog.Logger

	check   sync.Mutex // one question at a time; guards conn
	conn    *pgx.Conn
	mu      sync.Mutex
	down    bool
	since   time.Time // when it went down
	checked time.Time
}

// NewHealth watches db's server; Run keeps asking.
func NewHealth(db *DB, log *slog.Logger) *Health {
	cfg := db.Pool.Config().ConnConfig.Copy()
	cfg.ConnectTimeout = healthTimeout
	return &Health{cfg: cfg, pool: db.Pool, log: log}
}

// Run asks the database every second (five times a second while it is down)
// until ctx ends.
func (h *Health) Run(ctx context.Context) {
	defer h.closeConn()
	for {
		_ = h.Check(ctx)
		wait := healthEvery
		if h.Err() != nil {
			wait = healthEveryDown
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
	}
}

// Err is nil while the database answers, else ErrUnavailable and since when
// (the driver's error goes to the log only: /healthz is public).
func (h *Health) Err() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.down {
		return nil
	}
	return fmt.Errorf("%w since %s", ErrUnavailable, h.since.Format(time.RFC3339))
}

// Check asks the database now (or takes an answer not older than 100 ms).
func (h *Health) Check(ctx context.Context) error {
	h.check.Lock()
	defer h.check.Unlock()
	h.mu.Lock()
	fresh := time.Since(h.checked) < recheckAfter
	h.mu.Unlock()
	if !fresh {
		h.record(h.ping(ctx))
	}
	return h.Err()
}

// Failed reports whether a request's error comes from the database being
// away: an error of the connection itself, or any error while a fresh
// question to the database goes unanswered.
func (h *Health) Failed(ctx context.Context, err error) bool {
	if err == nil {
		return false
	}
	if Unreachable(err) {
		go h.Check(context.WithoutCancel(ctx)) // tell the next requests at once
		return true
	}
	return h.Check(context.WithoutCancel(ctx)) != nil
}

func (h *Health) ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, healthTimeout)
	defer cancel()
	if h.conn == nil || h.conn.IsClosed() {
		conn, err := pgx.ConnectConfig(ctx, h.cfg)
		if err != nil {
			return err
		}
		h.conn = conn
	}
	if err := h.conn.Ping(ctx); err != nil {
		h.closeConn()
		return err
	}
	return nil
}

func (h *Health) closeConn() {
	if h.conn != nil {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		_ = h.conn.Close(ctx)
		cancel()
		h.conn = nil
	}
}

func (h *Health) record(err error) {
	if err != nil && errors.Is(err, context.Canceled) {
		return // the caller went away, the database did not
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.checked = time.Now()
	switch {
	case err != nil && !h.down:
		h.down, h.since = true, time.Now()
		h.log.Error("database unavailable: answering 503 until it is back", "err", err)
		h.pool.Reset() // its connections died with the server
	case err == nil && h.down:
		h.log.Warn("database available again", "down_for", time.Since(h.since).Round(time.Millisecond))
		h.down = false
	}
}
