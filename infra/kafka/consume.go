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

	// batchSize > 1 switches to batch delivery (consume_batch.go).
	batchSize int
	batchWait time.Duration
}

func (c *consumer) run(ctx context.Context) {
	if c.batchSize > 1 {
		newBatchConsumer(c).run(ctx)
		return
	}
	for {
		rec, ok := c.fetch(ctx)
		if !ok || !c.deliver(ctx, rec) {
			return
		}
	}
}

// fetch blocks until the next record, riding out reader errors; false means
// the subscription is stopping.
func (c *consumer) fetch(ctx context.Context) (kafka.Message, bool) {
	for {
		rec, err := c.reader.FetchMessage(ctx)
		if err == nil {
			return rec, true
		}
		if ctx.Err() != nil || errors.Is(err, io.EOF) {
			return kafka.Message{}, false
		}
		c.logger.Error("Cannot fetch message", err, nil)
		if !sleep(ctx, fetchErrorBackoff) {
			return kafka.Message{}, false
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
			c.commitRecords(fields, rec)
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
				c.commitRecords(fields, rec)
			default:
			}
			return false
		}
	}
}

// commitRecords queues the offsets after recs for kafka-go's committer (the
// highest per partition wins). It does not use the subscription context: an
// acked message must be committed even while we shut down (the reader
// flushes queued offsets when it closes).
func (c *consumer) commitRecords(fields watermill.LogFields, recs ...kafka.Message) {
	if !c.commit {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.commitTimeout)
	defer cancel()
	if err := c.reader.CommitMessages(ctx, recs...); err != nil {
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
