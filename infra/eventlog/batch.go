package eventlog

import (
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

// DecodeBatch reads a batch message: a JSON array of envelopes with ThroughMeta.
// A message without ThroughMeta settles nothing beyond its own events' order.
func DecodeBatch(msg *message.Message) (Batch, error) {
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
