package kafka_test

import (
	"context"
	"testing"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	kafkago "github.com/segmentio/kafka-go"

	"zhiyuan/infra/kafka"
	"zhiyuan/infra/kafka/kafkatest"
)

// kfake keeps topic configs from CreateTopics and reports them through
// DescribeConfigs, so the retention overrides can be read back.
func TestRetainForeverSetsTopicRetention(t *testing.T) {
	t.Parallel()
	brokers := kafkatest.NewBroker(t)
	forever := "forever-" + watermill.NewShortUUID()
	plain := "plain-" + watermill.NewShortUUID()

	for topic, retain := range map[string]bool{forever: true, plain: false} {
		sub, err := kafka.NewSubscriber(kafka.SubscriberConfig{
			Brokers: brokers,
			Topics:  kafka.TopicConfig{RetainForever: retain},
		}, testLogger())
		if err != nil {
			t.Fatal(err)
		}
		if err := sub.SubscribeInitialize(topic); err != nil {
			t.Fatalf("create %s: %v", topic, err)
		}
		_ = sub.Close()
	}

	got := describeRetention(t, brokers, forever)
	if got["retention.ms"] != "-1" || got["retention.bytes"] != "-1" {
		t.Errorf("RetainForever topic config %v, want retention.ms and retention.bytes -1", got)
	}
	if got := describeRetention(t, brokers, plain); got["retention.ms"] == "-1" {
		t.Errorf("plain topic config %v, want the broker's default retention.ms", got)
	}
}

func describeRetention(t *testing.T, brokers []string, topic string) map[string]string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	client := &kafkago.Client{Addr: kafkago.TCP(brokers...)}
	resp, err := client.DescribeConfigs(ctx, &kafkago.DescribeConfigsRequest{
		Resources: []kafkago.DescribeConfigRequestResource{{
			ResourceType: kafkago.ResourceTypeTopic,
			ResourceName: topic,
			ConfigNames:  []string{"retention.ms", "retention.bytes"},
		}},
	})
	if err != nil {
		t.Fatalf("describe %s: %v", topic, err)
	}
	configs := map[string]string{}
	for _, res := range resp.Resources {
		if res.Error != nil {
			t.Fatalf("describe %s: %v", topic, res.Error)
		}
		for _, e := range res.ConfigEntries {
			configs[e.ConfigName] = e.ConfigValue
		}
	}
	return configs
}
