package kafka

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/segmentio/kafka-go"
)

// topicCreateTimeout bounds one CreateTopics round trip, so Publish and
// Subscribe fail instead of hanging when the brokers are unreachable.
const topicCreateTimeout = 10 * time.Second

// topicCreator creates missing topics once per topic and remembers which
// ones it already checked, so only the first publish/subscribe pays a round trip.
type topicCreator struct {
	client *kafka.Client
	cfg    TopicConfig

	mu      sync.Mutex
	ensured map[string]struct{}
}

func newTopicCreator(client *kafka.Client, cfg TopicConfig) *topicCreator {
	return &topicCreator{client: client, cfg: cfg, ensured: map[string]struct{}{}}
}

func (c *topicCreator) ensure(ctx context.Context, topic string) error {
	if topic == "" {
		return errors.New("kafka: empty topic name")
	}
	if c.cfg.DisableCreation {
		return nil
	}

	c.mu.Lock()
	_, done := c.ensured[topic]
	c.mu.Unlock()
	if done {
		return nil
	}

	ctx, cancel := context.WithTimeout(ctx, topicCreateTimeout)
	defer cancel()
	resp, err := c.client.CreateTopics(ctx, &kafka.CreateTopicsRequest{
		Topics: []kafka.TopicConfig{c.topicConfig(topic)},
	})
	if err != nil {
		return fmt.Errorf("kafka: create topic %q: %w", topic, err)
	}
	if err := resp.Errors[topic]; err != nil && !errors.Is(err, kafka.TopicAlreadyExists) {
		return fmt.Errorf("kafka: create topic %q: %w", topic, err)
	}

	c.mu.Lock()
	c.ensured[topic] = struct{}{}
	c.mu.Unlock()
	return nil
}

func (c *topicCreator) topicConfig(topic string) kafka.TopicConfig {
	tc := kafka.TopicConfig{
		Topic:             topic,
		NumPartitions:     c.cfg.Partitions,
		ReplicationFactor: c.cfg.ReplicationFactor,
	}
	if c.cfg.RetainForever {
		// -1 disables both time and size based deletion, overriding the
		// broker defaults (7 days, unlimited).
		tc.ConfigEntries = []kafka.ConfigEntry{
			{ConfigName: "retention.ms", ConfigValue: "-1"},
			{ConfigName: "retention.bytes", ConfigValue: "-1"},
		}
	}
	return tc
}
