package eventlog

import (
	"context"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// wakeChannel is the Postgres NOTIFY channel of appends.
const wakeChannel = "zhiyuan_log"

// Signal tells the log's reader that new rows may be there, so it need not
// poll an idle log. An append in this process wakes the reader directly and
// sends one NOTIFY (coalesced, outside the append's transaction, so commits are
// not serialised on the notify queue); Listen relays other processes' NOTIFYs.
// The reader still polls now and then, so a lost NOTIFY delays an event, never
// drops it.
type Signal struct {
	pool *pgxpool.Pool

	mu      sync.Mutex
	changed chan struct{} // closed at the next wake
	closed  bool

	due    chan struct{} // a NOTIFY is due (capacity 1: appends coalesce)
	stop   chan struct{}
	listen sync.Once
	wg     sync.WaitGroup
}

func newSignal(pool *pgxpool.Pool) *Signal {
	s := &Signal{pool: pool, changed: make(chan struct{}), due: make(chan struct{}, 1), stop: make(chan struct{})}
	s.wg.Add(1)
	go s.sendNotifies()
	return s
}

// Changed returns a channel that is closed at the next wake, or at Close.
// Take it before reading the log: a wake during the read then still counts.
func (s *Signal) Changed() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.changed
}

// Appended is called once an append has committed.
func (s *Signal) Appended() {
	s.wake()
	select {
	case s.due <- struct{}{}:
	default: // one is already due; it covers this append too
	}
}

func (s *Signal) wake() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed {
		close(s.changed)
		s.changed = make(chan struct{})
	}
}

// Listen starts relaying NOTIFYs of other processes to local readers (once).
func (s *Signal) Listen() {
	s.listen.Do(func() {
		s.wg.Add(1)
		go s.relayNotifies()
	})
}

// Close stops the background work and releases every waiting reader for good.
func (s *Signal) Close() {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		close(s.changed)
		close(s.stop)
	}
	s.mu.Unlock()
	s.wg.Wait()
}

func (s *Signal) stopContext() (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		select {
		case <-s.stop:
		case <-ctx.Done():
		}
		cancel()
	}()
	return ctx, cancel
}

func (s *Signal) sendNotifies() {
	defer s.wg.Done()
	ctx, cancel := s.stopContext()
	defer cancel()
	for {
		select {
		case <-s.stop:
			return
		case <-s.due:
			// A failed NOTIFY only delays other processes' readers until their next poll.
			_, _ = s.pool.Exec(ctx, notifySQL, wakeChannel)
		}
		// Appends meanwhile share the next NOTIFY: at most one per notifyGap.
		select {
		case <-s.stop:
			return
		case <-time.After(notifyGap):
		}
	}
}

// A NOTIFY commits a transaction with an id of its own; with a synchronous
// commit every one would wait for a WAL flush, in the queue of the appends. It
// carries no data, so its commit need not wait for the disk.
const notifySQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, '')`

// notifyGap bounds NOTIFYs to 200 a second; another process's reader hears of
// an append at most this much later.
const notifyGap = 5 * time.Millisecond

func (s *Signal) relayNotifies() {
	defer s.wg.Done()
	ctx, cancel := s.stopContext()
	defer cancel()
	for ctx.Err() == nil {
		s.listenOnce(ctx)
		select { // the connection failed: readers poll meanwhile; try again shortly
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

// listenOnce holds one LISTEN connection until it fails or ctx ends.
func (s *Signal) listenOnce(ctx context.Context) {
	conn, err := pgx.ConnectConfig(ctx, s.pool.Config().ConnConfig.Copy())
	if err != nil {
		return
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+wakeChannel); err != nil {
		return
	}
	s.wake() // appends made while no connection listened
	for {
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return
		}
		s.wake()
	}
}
