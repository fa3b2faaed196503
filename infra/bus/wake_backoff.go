package bus

import (
	"sync"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	wsql "github.com/ThreeDotsLabs/watermill-sql/v3/pkg/sql"
	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/infra/postgres"
)

// Polling of an outbox reader (one consumer group) woken by appends.
const (
	busyPoll  = 10 * time.Millisecond  // poll interval while events arrive
	busyFor   = 250 * time.Millisecond // how long after the last event or wake to keep polling
	idlePoll  = time.Second            // an idle reader's poll, a net under lost wakes
	retryWait = 200 * time.Millisecond // after a failed read
)

// wakeBackoff is watermill-sql's BackoffManager for one outbox reader: while
// events flow it polls every busyPoll (a committed row can stay invisible for a
// moment while older transactions are open, so a wake alone is not enough);
// once idle it sleeps until an append wakes it, or idlePoll at most.
// watermill-sql calls HandleError from the reader's goroutine after every read.
type wakeBackoff struct {
	signal   *postgres.OutboxSignal
	fallback wsql.BackoffManager // errors: log, and retry after retryWait
	woken    <-chan struct{}     // taken before the read that follows
	lastSeen time.Time
	closing  chan struct{} // closed when the reader closes: stop waiting
	close    sync.Once
}

func newWakeBackoff(signal *postgres.OutboxSignal) *wakeBackoff {
	return &wakeBackoff{signal: signal, fallback: wsql.NewDefaultBackoffManager(busyPoll, retryWait),
		woken: signal.Changed(), lastSeen: time.Now(), closing: make(chan struct{})}
}

func (b *wakeBackoff) stop() { b.close.Do(func() { close(b.closing) }) }

// wakingSubscriber ends its reader's idle wait when it closes, so a router
// stops at once instead of after the reader's next idle poll.
type wakingSubscriber struct {
	message.Subscriber
	backoff *wakeBackoff
}

func (s wakingSubscriber) Close() error {
	s.backoff.stop()
	return s.Subscriber.Close()
}

func (b *wakeBackoff) HandleError(logger watermill.LoggerAdapter, noMsg bool, err error) time.Duration {
	if err != nil {
		b.woken = b.signal.Changed()
		return b.fallback.HandleError(logger, noMsg, err)
	}
	if !noMsg {
		b.lastSeen = time.Now()
		b.woken = b.signal.Changed()
		return 0
	}
	if time.Since(b.lastSeen) < busyFor {
		b.woken = b.signal.Changed()
		return busyPoll
	}
	timer := time.NewTimer(idlePoll)
	defer timer.Stop()
	select {
	case <-b.woken:
		b.lastSeen = time.Now()
	case <-timer.C:
	case <-b.closing:
		return busyPoll
	}
	b.woken = b.signal.Changed()
	return 0
}
