package kafka

import (
	"context"
	"errors"
	"io"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/segmentio/kafka-go"
)

// batchConsumer is the consumer for SubscriberConfig.BatchSize > 1. Still
// one message in flight, so order and "commit exactly after Ack" hold as in
// single mode; a Nack narrows the batch down to the failing record instead
// of resending everything.
type batchConsumer struct {
	*consumer

	// pending holds records split off a nacked batch. They precede every
	// record not yet fetched, so they go out first.
	pending []kafka.Message

	// taken is the highest offset handed out per partition. After a
	// rebalance the reader restarts at the committed offset and fetches
	// again records we still hold in pending or in flight; skipping those
	// copies keeps each batch in partition order.
	taken map[int]int64
}

func newBatchConsumer(c *consumer) *batchConsumer {
	return &batchConsumer{consumer: c, taken: map[int]int64{}}
}

func (b *batchConsumer) run(ctx context.Context) {
	for {
		batch, ok := b.next(ctx)
		if !ok || !b.deliverBatch(ctx, batch) {
			return
		}
	}
}

// next builds a batch: pending records first, else one fetched record
// (blocking), then topped up with records that are already there.
func (b *batchConsumer) next(ctx context.Context) ([]kafka.Message, bool) {
	batch := make([]kafka.Message, 0, b.batchSize)
	if len(b.pending) > 0 {
		n := min(len(b.pending), b.batchSize)
		batch = append(batch, b.pending[:n]...)
		b.pending = b.pending[n:]
	} else {
		rec, ok := b.fetchNew(ctx)
		if !ok {
			return nil, false
		}
		batch = append(batch, rec)
	}

	for len(batch) < b.batchSize {
		rec, ok := b.fetchReady(ctx)
		if !ok {
			break
		}
		batch = append(batch, rec)
	}
	return batch, ctx.Err() == nil
}

func (b *batchConsumer) fetchNew(ctx context.Context) (kafka.Message, bool) {
	for {
		rec, ok := b.fetch(ctx)
		if !ok {
			return rec, false
		}
		if b.take(rec) {
			return rec, true
		}
	}
}

// fetchReady returns a record only if one arrives within batchWait.
// FetchMessage selects between the deadline and the reader's queue, so a
// deadline that fires never drops a record.
func (b *batchConsumer) fetchReady(ctx context.Context) (kafka.Message, bool) {
	for {
		waitCtx, cancel := context.WithTimeout(ctx, b.batchWait)
		rec, err := b.reader.FetchMessage(waitCtx)
		cancel()
		if err != nil {
			if ctx.Err() == nil && !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, io.EOF) {
				// Deliver what we have; the next blocking fetch retries.
				b.logger.Error("Cannot fetch message", err, nil)
			}
			return kafka.Message{}, false
		}
		if b.take(rec) {
			return rec, true
		}
	}
}

// take records rec as handed out, or reports a re-fetched copy.
func (b *batchConsumer) take(rec kafka.Message) bool {
	if last, ok := b.taken[rec.Partition]; ok && rec.Offset <= last {
		b.logger.Debug("Skipping re-fetched record", watermill.LogFields{
			"partition": rec.Partition, "offset": rec.Offset,
		})
		return false
	}
	b.taken[rec.Partition] = rec.Offset
	return true
}

// deliverBatch hands recs out as one message until it is acked. A Nack of
// several records moves the second half to the front of pending and hands
// out the first half at once; a Nack of one record resends it after a
// pause. It returns false when the subscription is stopping.
func (b *batchConsumer) deliverBatch(ctx context.Context, recs []kafka.Message) bool {
	uuid := watermill.NewUUID()
	for {
		fields := batchFields(recs)
		msg := batchMessage(uuid, recs)
		msgCtx, cancelMsg := context.WithCancel(ctx)
		msg.SetContext(msgCtx)

		select {
		case b.out <- msg:
		case <-ctx.Done():
			cancelMsg()
			return false
		}

		select {
		case <-msg.Acked():
			cancelMsg()
			b.commitRecords(fields, recs...)
			return ctx.Err() == nil
		case <-msg.Nacked():
			cancelMsg()
			if len(recs) > 1 {
				half := len(recs) / 2
				rest := append([]kafka.Message(nil), recs[half:]...)
				b.pending = append(rest, b.pending...)
				recs = recs[:half:half]
				uuid = watermill.NewUUID()
				b.logger.Debug("Batch nacked, resending first half", fields)
				continue
			}
			b.logger.Debug("Message nacked, resending", fields)
			if !sleep(ctx, b.nackResendSleep) {
				return false
			}
		case <-ctx.Done():
			cancelMsg()
			// As in single mode: a racing Ack counts, pending records and
			// anything else stay uncommitted.
			select {
			case <-msg.Acked():
				b.commitRecords(fields, recs...)
			default:
			}
			return false
		}
	}
}

func batchFields(recs []kafka.Message) watermill.LogFields {
	first, last := recs[0], recs[len(recs)-1]
	return watermill.LogFields{
		"records":         len(recs),
		"first_partition": first.Partition, "first_offset": first.Offset,
		"last_partition": last.Partition, "last_offset": last.Offset,
	}
}
