package kafka

import (
	"context"
	"errors"
	"io"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/segmentio/kafka-go"
)

// fetchErrorBackoff spaces out retries when the reader keeps failing.
const fetchErrorBackoff = 500 * time.Millisecond

// consumer runs one subscription: fetch a record, hand it out, wait for
// Ack/Nack, commit, repeat. Only one message is in flight, which is what
// keeps per-partition order and makes "commit after Ack" exact.
type consumer struct {
	reader          *kafka.Reader
	out             chan *message.Message
	commit          bool
	nackResendSleep time.Duration
	commitTimeout   time.Duration
	logger          watermill.LoggerAdapter
}

func (c *consumer) run(ctx context.Context) {
	for {
		rec, err := c.reader.FetchMessage(ctx)
		if err != nil {
			if ctx.Err() != nil || errors.Is(err, io.EOF) {
				return
			}
			c.logger.Error("Cannot fetch message", err, nil)
			if !sleep(ctx, fetchErrorBackoff) {
				return
			}
			continue
		}

		if !c.deliver(ctx, rec) {
			return
		}
	}
}

// deliver hands rec out until it is acked; a Nack sends the same record
// again after a pause. It returns false when the subscription is stopping.
func (c *consumer) deliver(ctx context.Context, rec kafka.Message) bool {
	fields := watermill.LogFields{"partition": rec.Partition, "offset": rec.Offset}
	for {
		msg := unmarshal(rec)
		// The message context ends on Ack/Nack or when the subscription
		// stops, so handlers can abandon work that no longer counts.
		msgCtx, cancelMsg := context.WithCancel(ctx)
		msg.SetContext(msgCtx)

		select {
		case c.out <- msg:
		case <-ctx.Done():
			cancelMsg()
			return false
		}

		select {
		case <-msg.Acked():
			cancelMsg()
			c.commitRecord(rec, fields)
			return ctx.Err() == nil
		case <-msg.Nacked():
			cancelMsg()
			c.logger.Debug("Message nacked, resending", fields)
			if !sleep(ctx, c.nackResendSleep) {
				return false
			}
		case <-ctx.Done():
			cancelMsg()
			// An Ack racing with shutdown still counts; anything else stays
			// uncommitted and is delivered again later.
			select {
			case <-msg.Acked():
				c.commitRecord(rec, fields)
			default:
			}
			return false
		}
	}
}

// commitRecord queues the offset after rec for kafka-go's committer. It does
// not use the subscription context: an acked message must be committed even
// while we shut down (the reader flushes queued offsets when it closes).
func (c *consumer) commitRecord(rec kafka.Message, fields watermill.LogFields) {
	if !c.commit {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.commitTimeout)
	defer cancel()
	if err := c.reader.CommitMessages(ctx, rec); err != nil {
		// Not fatal: the record is redelivered later (at-least-once).
		c.logger.Error("Cannot commit offset", err, fields)
	}
}

// sleep waits d or until ctx ends; it reports whether ctx is still alive.
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
