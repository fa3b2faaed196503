// Package kafka is a watermill Publisher and Subscriber on segmentio/kafka-go.
//
// Delivery is at-least-once: a consumer group offset is committed only after
// the watermill message is acked, so anything not acked when a subscriber
// stops is delivered again. Order is kept per partition, and the partition is
// chosen by hashing the partition key (metadata "partition_key", or the
// message UUID when it is missing).
package kafka

import (
	"errors"
	"time"

	"github.com/segmentio/kafka-go"
)

// Defaults applied when a config field is left at its zero value.
const (
	DefaultTopicPartitions        = 8
	DefaultTopicReplicationFactor = 1
	DefaultBatchTimeout           = 5 * time.Millisecond
	DefaultPublishTimeout         = 30 * time.Second
	DefaultNackResendSleep        = 100 * time.Millisecond
	DefaultCommitTimeout          = 10 * time.Second
	DefaultCommitInterval         = 100 * time.Millisecond
	DefaultMaxWait                = 500 * time.Millisecond
	DefaultHeartbeatInterval      = time.Second
	DefaultSessionTimeout         = 10 * time.Second
	DefaultRebalanceTimeout       = 10 * time.Second
	DefaultJoinGroupBackoff       = time.Second
	DefaultBatchWait              = 2 * time.Millisecond
)

// TopicConfig says how topics are created when they are missing.
type TopicConfig struct {
	// Partitions of a created topic; default DefaultTopicPartitions.
	Partitions int
	// ReplicationFactor of a created topic; default DefaultTopicReplicationFactor.
	ReplicationFactor int
	// DisableCreation skips creating topics (for clusters where an operator
	// owns them); publishing to a missing topic then fails.
	DisableCreation bool
	// RetainForever creates topics with retention.ms=-1 and
	// retention.bytes=-1, for event topics that are the system of record.
	// It only applies to topics this process creates; existing topics keep
	// their configuration.
	RetainForever bool
}

func (c *TopicConfig) setDefaults() {
	if c.Partitions <= 0 {
		c.Partitions = DefaultTopicPartitions
	}
	if c.ReplicationFactor <= 0 {
		c.ReplicationFactor = DefaultTopicReplicationFactor
	}
}

// PublisherConfig configures NewPublisher.
type PublisherConfig struct {
	// Brokers are bootstrap addresses ("host:port"); required.
	Brokers []string

	Topics TopicConfig

	// BatchTimeout bounds how long a write waits for more messages to fill a
	// batch. kafka-go's default of 1s would add a second to every Publish.
	BatchTimeout time.Duration

	// PublishTimeout bounds one Publish call including retries.
	PublishTimeout time.Duration

	// Balancer picks the partition from the message key; default kafka.Hash
	// (FNV-1a, the same mapping as sarama). Must be key-based to keep order.
	Balancer kafka.Balancer

	// Direct makes Publish send exactly one produce request per partition
	// (the partitions in parallel) instead of going through kafka.Writer,
	// which lingers BatchTimeout and splits large calls. Publish returns
	// once every partition acked (acks=all); a partition's request is atomic
	// on the broker. A call's records for one partition must then fit the
	// broker's max.message.bytes (1 MiB by default) as one record batch.
	// Partitions are learned once per topic and refreshed only when the
	// broker reports them stale, so the key→partition mapping is stable for
	// the publisher's lifetime.
	Direct bool
}

func (c *PublisherConfig) setDefaults() {
	c.Topics.setDefaults()
	if c.BatchTimeout <= 0 {
		c.BatchTimeout = DefaultBatchTimeout
	}
	if c.PublishTimeout <= 0 {
		c.PublishTimeout = DefaultPublishTimeout
	}
	if c.Balancer == nil {
		c.Balancer = &kafka.Hash{}
	}
}

func (c PublisherConfig) validate() error {
	if len(c.Brokers) == 0 {
		return errors.New("kafka: PublisherConfig.Brokers is empty")
	}
	return nil
}

// SubscriberConfig configures NewSubscriber.
type SubscriberConfig struct {
	// Brokers are bootstrap addresses ("host:port"); required.
	Brokers []string

	// ConsumerGroup shares work and committed offsets between subscribers.
	// Empty means every Subscribe call reads the whole topic on its own
	// (through a throwaway group that never commits).
	ConsumerGroup string

	Topics TopicConfig

	// InitialOffset is where a group without a committed offset starts:
	// kafka.FirstOffset (default, replay history) or kafka.LastOffset.
	InitialOffset int64

	// NackResendSleep is the pause before a nacked message is delivered again.
	NackResendSleep time.Duration

	// CommitInterval is how often offsets of acked messages are flushed to
	// Kafka. Close and rebalances flush too, so only a crash redelivers up
	// to this much acked work. Committing per message instead makes
	// kafka-go's heartbeats and commits fight over the coordinator
	// connection, which stalls groups under load.
	CommitInterval time.Duration

	// CommitTimeout bounds handing an acked offset to kafka-go's committer
	// (it blocks only while a rebalance has no generation to commit in).
	CommitTimeout time.Duration

	// MaxWait is how long a fetch waits on the broker for new records.
	MaxWait time.Duration

	// Group membership timings; see kafka.ReaderConfig. Short heartbeats make
	// rebalances (a subscriber joining or leaving) finish quickly.
	HeartbeatInterval time.Duration
	SessionTimeout    time.Duration
	RebalanceTimeout  time.Duration
	JoinGroupBackoff  time.Duration

	// BatchSize > 1 turns on batch delivery: one watermill message carries up
	// to BatchSize records, its Payload is the JSON array of the record
	// values verbatim ([v1,v2,...]; so record values must be JSON documents,
	// empty values become null), its UUID is new, and its Metadata is that of
	// the last record. Ack commits every record of the batch. Nack of a
	// multi-record batch delivers its first half next, and the second half
	// once that is acked; a one-record batch is resent after NackResendSleep.
	// 0 or 1 delivers one message per record, with the producer's UUID.
	BatchSize int

	// BatchWait is how long a batch waits for one more record once the first
	// has arrived; default DefaultBatchWait. It only bounds idle gaps, so a
	// steady stream fills batches up to BatchSize.
	BatchWait time.Duration
}

func (c *SubscriberConfig) setDefaults() {
	c.Topics.setDefaults()
	if c.InitialOffset == 0 {
		c.InitialOffset = kafka.FirstOffset
	}
	if c.NackResendSleep <= 0 {
		c.NackResendSleep = DefaultNackResendSleep
	}
	if c.CommitInterval <= 0 {
		c.CommitInterval = DefaultCommitInterval
	}
	if c.CommitTimeout <= 0 {
		c.CommitTimeout = DefaultCommitTimeout
	}
	if c.MaxWait <= 0 {
		c.MaxWait = DefaultMaxWait
	}
	if c.HeartbeatInterval <= 0 {
		c.HeartbeatInterval = DefaultHeartbeatInterval
	}
	if c.SessionTimeout <= 0 {
		c.SessionTimeout = DefaultSessionTimeout
	}
	if c.RebalanceTimeout <= 0 {
		c.RebalanceTimeout = DefaultRebalanceTimeout
	}
	if c.JoinGroupBackoff <= 0 {
		c.JoinGroupBackoff = DefaultJoinGroupBackoff
	}
	if c.BatchWait <= 0 {
		c.BatchWait = DefaultBatchWait
	}
}

func (c SubscriberConfig) validate() error {
	if len(c.Brokers) == 0 {
		return errors.New("kafka: SubscriberConfig.Brokers is empty")
	}
	if c.InitialOffset != kafka.FirstOffset && c.InitialOffset != kafka.LastOffset {
		return errors.New("kafka: SubscriberConfig.InitialOffset must be kafka.FirstOffset or kafka.LastOffset")
	}
	if c.BatchSize < 0 {
		return errors.New("kafka: SubscriberConfig.BatchSize must not be negative")
	}
	return nil
}
