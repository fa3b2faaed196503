package kafka

import (
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/segmentio/kafka-go"
)

// batchMessage builds the watermill message for a batch of records: the
// Payload is a JSON array of the record values copied verbatim (no decode
// and re-encode), so values must be JSON documents. An empty value (a
// tombstone) becomes null to keep the array valid. Metadata is the last
// record's, which for event logs carries the newest position.
func batchMessage(uuid string, recs []kafka.Message) *message.Message {
	size := 2 + len(recs)
	for _, rec := range recs {
		size += max(len(rec.Value), len("null"))
	}
	payload := make([]byte, 0, size)
	payload = append(payload, '[')
	for i, rec := range recs {
		if i > 0 {
			payload = append(payload, ',')
		}
		if len(rec.Value) == 0 {
			payload = append(payload, "null"...)
		} else {
			payload = append(payload, rec.Value...)
		}
	}
	payload = append(payload, ']')

	msg := message.NewMessage(uuid, payload)
	msg.Metadata = unmarshal(recs[len(recs)-1]).Metadata
	return msg
}
