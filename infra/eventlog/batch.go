package eventlog

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/events"
)

// Batch is what one message of the log carries, on the embedded bus and
// through Kafka alike: events in log order and the position they settle
// (every position up to Through is in this batch or an earlier one).
type Batch struct {
	Events  []events.Envelope
	Through int64
}

// decodedKey carries, in a message's context, the batch the message encodes.
type decodedKey struct{}

// withDecoded lets a consumer in this process take the batch as read from the
// log instead of decoding its JSON again: eighteen projections each decoding
// every event cost more CPU than the append itself.
func withDecoded(ctx context.Context, b Batch) context.Context {
	return context.WithValue(ctx, decodedKey{}, b)
}

// DecodeBatch reads a batch message: a JSON array of envelopes with ThroughMeta.
// A message without ThroughMeta settles nothing beyond its own events' order.
// A message of this process's log reader carries its batch already decoded;
// the envelopes are shared with other consumers and are not to be changed.
func DecodeBatch(msg *message.Message) (Batch, error) {
	if b, ok := msg.Context().Value(decodedKey{}).(Batch); ok {
		return b, nil
	}
	var b Batch
	if err := json.Unmarshal(msg.Payload, &b.Events); err != nil {
		return b, fmt.Errorf("eventlog: batch %s: %w", msg.UUID, err)
	}
	if t := msg.Metadata.Get(ThroughMeta); t != "" {
		v, err := strconv.ParseInt(t, 10, 64)
		if err != nil {
			return b, fmt.Errorf("eventlog: batch %s: through %q: %w", msg.UUID, t, err)
		}
		b.Through = v
	}
	return b, nil
}

// Settles is the position up to which the batch settles the log.
func (b Batch) Settles() int64 {
	if n := len(b.Events); n > 0 {
		return max(b.Through, b.Events[n-1].Position)
	}
	return b.Through
}
