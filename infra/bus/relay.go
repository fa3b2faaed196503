package bus

import (
	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/components/forwarder"

	"zhiyuan/infra/kafka"
	"zhiyuan/infra/postgres"
)

// NewRelay moves events from the Postgres outbox to Kafka with watermill's
// forwarder, keyed by stream id (the partition_key metadata), acknowledging
// each outbox row only after Kafka has it from every in-sync replica.
func NewRelay(db *postgres.DB, brokers []string, logger watermill.LoggerAdapter) (*forwarder.Forwarder, error) {
	sub, err := outboxSubscriber(db, "relay", logger)
	if err != nil {
		return nil, err
	}
	pub, err := kafka.NewPublisher(kafka.PublisherConfig{Brokers: brokers}, logger)
	if err != nil {
		return nil, err
	}
	return forwarder.NewForwarder(sub, pub, logger, forwarder.Config{ForwarderTopic: postgres.OutboxTopic})
}
