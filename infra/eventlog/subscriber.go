package eventlog

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/events"
)

// Delivery of batches to one consumer group.
const (
	MaxBatch       = 500                    // events per batch message
	poisonFirstTry = 100 * time.Millisecond // a one-event batch that failed is tried again after this,
	poisonMaxWait  = 10 * time.Second       // doubling up to this
)

// StartFunc loads the position a consumer group has settled: everything up to
// it is handled. A projection stores it with its read model; the relay in log_cursors.
type StartFunc func(ctx context.Context) (int64, error)

// Subscriber is a watermill Subscriber on the log for one consumer group: each
// message is a batch of events (see EncodeBatch). Ack moves the group past the
// batch; Nack hands out its first half next, so a failing event is isolated
// while every event before it is applied, and one failing event alone is
// retried with a growing pause, never skipped.
type Subscriber struct {
	tail   *Tail
	group  string
	start  StartFunc
	logger watermill.LoggerAdapter

	mu     sync.Mutex
	closed bool
	stop   chan struct{}
	wg     sync.WaitGroup
}

var _ message.Subscriber = (*Subscriber)(nil)

func NewSubscriber(tail *Tail, group string, start StartFunc, logger watermill.LoggerAdapter) *Subscriber {
	if logger == nil {
		logger = watermill.NopLogger{}
	}
	return &Subscriber{tail: tail, group: group, start: start, stop: make(chan struct{}),
		logger: logger.With(watermill.LogFields{"consumer_group": group})}
}

// Subscribe delivers the log's batches from the group's stored position.
func (s *Subscriber) Subscribe(ctx context.Context, topic string) (<-chan *message.Message, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, errors.New("eventlog: subscriber closed")
	}
	if topic != EventsTopic {
		return nil, errors.New("eventlog: the log has one topic, " + EventsTopic)
	}
	out := make(chan *message.Message)
	ctx, cancel := context.WithCancel(ctx)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer close(out)
		defer cancel()
		go func() {
			select {
			case <-s.stop:
				cancel()
			case <-ctx.Done():
			}
		}()
		s.run(ctx, out)
	}()
	return out, nil
}

func (s *Subscriber) run(ctx context.Context, out chan<- *message.Message) {
	var cursor int64
	for {
		var err error
		if cursor, err = s.start(ctx); err == nil {
			break
		}
		s.logger.Error("Cannot load the group's position", err, nil)
		if !sleep(ctx, retryWait) {
			return
		}
	}
	s.tail.Register(cursor)
	for {
		batch, through, err := s.tail.Next(ctx, cursor, MaxBatch)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			s.logger.Error("Cannot read the log", err, watermill.LogFields{"after": cursor})
			if !sleep(ctx, retryWait) {
				return
			}
			continue
		}
		if len(batch) == 0 {
			cursor = through // only holes: nothing to hand out
			continue
		}
		if cursor, err = s.deliver(ctx, out, batch, through); err != nil {
			return
		}
	}
}

// deliver hands out the batch until a part of it is acked and returns the
// position that part settles.
func (s *Subscriber) deliver(ctx context.Context, out chan<- *message.Message, batch []entry, through int64) (int64, error) {
	wait := poisonFirstTry
	for {
		msg := batchMessage(batch, through)
		msgCtx, cancel := context.WithCancel(ctx)
		msg.SetContext(withDecoded(msgCtx, decodedBatch(batch, through)))
		select {
		case out <- msg:
		case <-ctx.Done():
			cancel()
			return 0, ctx.Err()
		}
		select {
		case <-msg.Acked():
			cancel()
			return through, nil
		case <-msg.Nacked():
			cancel()
		case <-ctx.Done():
			cancel()
			return 0, ctx.Err()
		}
		if len(batch) > 1 {
			batch = batch[:len(batch)/2]
			through = batch[len(batch)-1].env.Position
			continue
		}
		s.logger.Info("Event failed, trying again", watermill.LogFields{"position": through, "pause": wait.String()})
		if !sleep(ctx, wait) {
			return 0, ctx.Err()
		}
		wait = min(2*wait, poisonMaxWait)
	}
}

// batchMessage is the wire form of a batch: a JSON array of envelopes, with
// the position it settles in ThroughMeta.
func batchMessage(batch []entry, through int64) *message.Message {
	size := 2
	for _, e := range batch {
		size += len(e.raw) + 1
	}
	var b bytes.Buffer
	b.Grow(size)
	b.WriteByte('[')
	for i, e := range batch {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(e.raw)
	}
	b.WriteByte(']')
	msg := message.NewMessage(watermill.NewUUID(), b.Bytes())
	msg.Metadata.Set(ThroughMeta, strconv.FormatInt(through, 10))
	return msg
}

// decodedBatch is the batch the message encodes, as read from the log.
func decodedBatch(batch []entry, through int64) Batch {
	envs := make([]events.Envelope, len(batch))
	for i, e := range batch {
		envs[i] = e.env
	}
	return Batch{Events: envs, Through: through}
}

// Close stops every subscription.
func (s *Subscriber) Close() error {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		close(s.stop)
	}
	s.mu.Unlock()
	s.wg.Wait()
	return nil
}

func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}
