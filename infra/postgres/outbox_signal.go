package postgres

import (
	"context"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// outboxChannel is the Postgres NOTIFY channel of appends.
const outboxChannel = "zhiyuan_outbox"

// OutboxSignal tells outbox readers that new rows may be there, so they need
// not poll an idle outbox: eight consumer groups polling every 10 ms kept a
// quarter of a two-core machine busy with empty transactions. An append in this
// process wakes local readers directly and sends one NOTIFY (coalesced, outside
// the append's transaction, so commits are not serialised on the notify queue);
// Listen relays other processes' NOTIFYs to local readers. A reader still polls
// now and then, so a lost NOTIFY delays an event, never drops it.
type OutboxSignal struct {
	pool *pgxpool.Pool

	mu      sync.Mutex
	changed chan struct{} // closed at the next wake
	closed  bool

	due    chan struct{} // a NOTIFY is due (capacity 1: appends coalesce)
	stop   chan struct{}
	listen sync.Once
	wg     sync.WaitGroup
}

func newOutboxSignal(pool *pgxpool.Pool) *OutboxSignal {
	s := &OutboxSignal{pool: pool, changed: make(chan struct{}), due: make(chan struct{}, 1), stop: make(chan struct{})}
	s.wg.Add(1)
	go s.sendNotifies()
	return s
}

// Changed returns a channel that is closed at the next wake, or at Close.
// Take it before reading the outbox: a wake during the read then still counts.
func (s *OutboxSignal) Changed() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.changed
}

// Appended is called once an append has committed.
func (s *OutboxSignal) Appended() {
	s.wake()
	select {
	case s.due <- struct{}{}:
	default: // one is already due; it covers this append too
	}
}

func (s *OutboxSignal) wake() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed {
		close(s.changed)
		s.changed = make(chan struct{})
	}
}

// Listen starts relaying NOTIFYs of other processes to local readers (once).
func (s *OutboxSignal) Listen() {
	s.listen.Do(func() {
		s.wg.Add(1)
		go s.relayNotifies()
	})
}

// Close stops the background work and releases every waiting reader for good.
func (s *OutboxSignal) Close() {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		close(s.changed)
		close(s.stop)
	}
	s.mu.Unlock()
	s.wg.Wait()
}

func (s *OutboxSignal) stopContext() (context.Context, context.CancelFunc) {
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

func (s *OutboxSignal) sendNotifies() {
	defer s.wg.Done()
	ctx, cancel := s.stopContext()
	defer cancel()
	for {
		select {
		case <-s.stop:
			return
		case <-s.due:
			// A failed NOTIFY only delays other processes' readers until their next poll.
			_, _ = s.pool.Exec(ctx, "SELECT pg_notify($1, '')", outboxChannel)
		}
	}
}

func (s *OutboxSignal) relayNotifies() {
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
func (s *OutboxSignal) listenOnce(ctx context.Context) {
	conn, err := pgx.ConnectConfig(ctx, s.pool.Config().ConnConfig.Copy())
	if err != nil {
		return
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+outboxChannel); err != nil {
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
