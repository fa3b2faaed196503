// Package bus connects consumers of the event log to its transport: the log
// itself through the process's gap-safe Tail in the embedded default, Kafka in
// the distributed mode. Projectors see the same watermill Subscriber and the
// same batch messages either way.
package bus

import (
	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/kafka"
	"zhiyuan/infra/projector"
)

// Embedded subscribes consumer groups to the log through the process's tail.
func Embedded(tail *eventlog.Tail, logger watermill.LoggerAdapter) projector.SubscriberFactory {
	return func(group string, start eventlog.StartFunc) (message.Subscriber, string, error) {
		return eventlog.NewSubscriber(tail, group, start, logger), eventlog.EventsTopic, nil
	}
}

// Kafka subscribes consumer groups to the events topic, in batches; Kafka
// keeps each group's offset, so start is not needed.
func Kafka(brokers []string, logger watermill.LoggerAdapter) projector.SubscriberFactory {
	return func(group string, _ eventlog.StartFunc) (message.Subscriber, string, error) {
		sub, err := kafka.NewSubscriber(kafka.SubscriberConfig{Brokers: brokers, ConsumerGroup: group,
			Topics: EventTopic(), BatchSize: eventlog.MaxBatch}, logger)
		return sub, eventlog.EventsTopic, err
	}
}

// EventTopic is how the events topic is created: one partition, because a
// projection's checkpoint says "every event up to here is applied" and only a
// total order lets one consumer know that (a projection is one consumer anyway:
// its read model takes one lock); records are still keyed by stream id. Its
// events are kept forever, so a new consumer group can read from the start.
func EventTopic() kafka.TopicConfig {
	return kafka.TopicConfig{Partitions: 1, RetainForever: true}
}
