package postgres

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/ThreeDotsLabs/watermill"
	wsql "github.com/ThreeDotsLabs/watermill-sql/v3/pkg/sql"
	"github.com/ThreeDotsLabs/watermill/components/forwarder"
	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/events"
)

const (
	// OutboxTopic is the watermill-sql topic the append transaction writes to.
	OutboxTopic = "events_outbox"
	// EventsTopic is the destination topic (the Kafka topic in the distributed mode).
	EventsTopic = "zhiyuan.events"
	// PartitionKeyMetadata carries the stream id so Kafka keeps a stream's order.
	PartitionKeyMetadata = "partition_key"
)

// publishToOutbox writes the events into the outbox on the append's transaction,
// wrapped for watermill's forwarder so the relay knows their destination topic.
func publishToOutbox(ctx context.Context, tx *sql.Tx, logger watermill.LoggerAdapter, envs []events.Envelope) error {
	if len(envs) == 0 {
		return nil
	}
	pub, err := wsql.NewPublisher(tx, wsql.PublisherConfig{SchemaAdapter: wsql.DefaultPostgreSQLSchema{}}, logger)
	if err != nil {
		return fmt.Errorf("outbox: publisher: %w", err)
	}
	fwd := forwarder.NewPublisher(pub, forwarder.PublisherConfig{ForwarderTopic: OutboxTopic})
	msgs := make([]*message.Message, 0, len(envs))
	for _, e := range envs {
		payload, err := json.Marshal(e)
		if err != nil {
			return err
		}
		m := message.NewMessage(e.ID, payload)
		m.Metadata.Set(PartitionKeyMetadata, e.StreamID)
		m.Metadata.Set("event_type", e.Type)
		m.SetContext(ctx)
		msgs = append(msgs, m)
	}
	if err := fwd.Publish(EventsTopic, msgs...); err != nil {
		return fmt.Errorf("outbox: publish: %w", err)
	}
	return nil
}
