// Package bus connects projectors to the event log's transport: the Postgres
// outbox topic in the embedded default, Kafka in the distributed mode. The
// projectors see the same watermill Subscriber either way.
package bus

import (
	"encoding/json"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	wsql "github.com/ThreeDotsLabs/watermill-sql/v3/pkg/sql"
	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/infra/kafka"
	"zhiyuan/infra/postgres"
	"zhiyuan/infra/projector"
)

// outboxSubscriber reads the outbox table with its own consumer group. The
// xid8-based schema of watermill-sql never skips a transaction that commits
// after a later one, so out-of-order commits lose nothing. An idle reader waits
// for appends: those of this process, and those of other processes through
// Postgres NOTIFY (wakeBackoff).
func outboxSubscriber(db *postgres.DB, group string, logger watermill.LoggerAdapter) (message.Subscriber, error) {
	ack := 30 * time.Second
	db.Outbox.Listen()
	backoff := newWakeBackoff(db.Outbox)
	sub, err := wsql.NewSubscriber(db.SQL, wsql.SubscriberConfig{
		ConsumerGroup:  group,
		AckDeadline:    &ack,
		PollInterval:   busyPoll,
		ResendInterval: 100 * time.Millisecond,
		RetryInterval:  retryWait,
		BackoffManager: backoff,
		SchemaAdapter:  wsql.DefaultPostgreSQLSchema{SubscribeBatchSize: 100},
		OffsetsAdapter: wsql.DefaultPostgreSQLOffsetsAdapter{},
	}, logger)
	if err != nil {
		return nil, err
	}
	return wakingSubscriber{Subscriber: sub, backoff: backoff}, nil
}

// Embedded subscribes projectors to the Postgres outbox directly.
func Embedded(db *postgres.DB, logger watermill.LoggerAdapter) projector.SubscriberFactory {
	return func(group string) (message.Subscriber, string, error) {
		sub, err := outboxSubscriber(db, group, logger)
		if err != nil {
			return nil, "", err
		}
		unwrapped, err := message.MessageTransformSubscriberDecorator(unwrapForwarderEnvelope)(sub)
		return unwrapped, postgres.OutboxTopic, err
	}
}

// Kafka subscribes projectors to the events topic, one consumer group each.
func Kafka(brokers []string, logger watermill.LoggerAdapter) projector.SubscriberFactory {
	return func(group string) (message.Subscriber, string, error) {
		sub, err := kafka.NewSubscriber(kafka.SubscriberConfig{Brokers: brokers, ConsumerGroup: group}, logger)
		return sub, postgres.EventsTopic, err
	}
}

// forwarderEnvelope is the JSON that watermill's forwarder publisher writes into
// the outbox (its type is unexported; the format is its wire contract).
type forwarderEnvelope struct {
	DestinationTopic string            `json:"destination_topic"`
	UUID             string            `json:"uuid"`
	Payload          []byte            `json:"payload"`
	Metadata         map[string]string `json:"metadata"`
}

func unwrapForwarderEnvelope(msg *message.Message) {
	var env forwarderEnvelope
	if err := json.Unmarshal(msg.Payload, &env); err != nil || env.DestinationTopic == "" {
		return // not wrapped: leave it as it is
	}
	msg.UUID, msg.Payload = env.UUID, env.Payload
	for k, v := range env.Metadata {
		msg.Metadata.Set(k, v)
	}
}
