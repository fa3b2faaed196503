package kafka

import (
	"fmt"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/segmentio/kafka-go"
)

const (
	// PartitionKeyMetadata is the metadata key whose value becomes the Kafka
	// message key. Messages sharing it land on one partition and keep order.
	PartitionKeyMetadata = "partition_key"

	// UUIDHeader is the Kafka header carrying the watermill message UUID.
	// The leading underscore keeps it apart from application metadata.
	UUIDHeader = "_watermill_message_uuid"
)

// marshal turns a watermill message into a Kafka record: UUID and every
// metadata entry become headers, the partition key becomes the record key.
func marshal(topic string, msg *message.Message) (kafka.Message, error) {
	if _, ok := msg.Metadata[UUIDHeader]; ok {
		return kafka.Message{}, fmt.Errorf("kafka: metadata key %q is reserved", UUIDHeader)
	}

	headers := make([]kafka.Header, 0, len(msg.Metadata)+1)
	headers = append(headers, kafka.Header{Key: UUIDHeader, Value: []byte(msg.UUID)})
	for k, v := range msg.Metadata {
		headers = append(headers, kafka.Header{Key: k, Value: []byte(v)})
	}

	return kafka.Message{
		Topic:   topic,
		Key:     []byte(partitionKey(msg)),
		Value:   msg.Payload,
		Headers: headers,
	}, nil
}

// partitionKey falls back to the UUID so keyless messages still spread
// over all partitions instead of piling onto one.
func partitionKey(msg *message.Message) string {
	if key := msg.Metadata.Get(PartitionKeyMetadata); key != "" {
		return key
	}
	return msg.UUID
}

// unmarshal rebuilds the watermill message from a Kafka record.
func unmarshal(rec kafka.Message) *message.Message {
	uuid := ""
	metadata := make(message.Metadata, len(rec.Headers))
	for _, h := range rec.Headers {
		if h.Key == UUIDHeader {
			uuid = string(h.Value)
			continue
		}
		metadata.Set(h.Key, string(h.Value))
	}
	if uuid == "" {
		// Records from non-watermill producers: a stable ID derived from the
		// record position keeps deduplication by UUID meaningful.
		uuid = fmt.Sprintf("%s-%d-%d", rec.Topic, rec.Partition, rec.Offset)
	}

	msg := message.NewMessage(uuid, rec.Value)
	msg.Metadata = metadata
	return msg
}
