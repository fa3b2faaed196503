package kafka_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	kafkago "github.com/segmentio/kafka-go"

	"zhiyuan/infra/kafka"
)

// event is the JSON value the batch tests publish. N is the position in the
// one Publish call, so within a partition N grows in log order.
type event struct {
	Key string `json:"key"`
	Seq int    `json:"seq"`
	N   int    `json:"n"`
}

// publishEvents writes keys*perKey events in ONE Direct Publish call, keys
// interleaved, and returns them in publish order.
func publishEvents(t *testing.T, brokers []string, topic string, keys, perKey int) []event {
	t.Helper()
	pub, err := kafka.NewPublisher(kafka.PublisherConfig{Brokers: brokers, Direct: true}, testLogger())
	if err != nil {
		t.Fatal(err)
	}
	defer pub.Close()

	events := make([]event, 0, keys*perKey)
	msgs := make([]*message.Message, 0, keys*perKey)
	for seq := 0; seq < perKey; seq++ {
		for k := 0; k < keys; k++ {
			ev := event{Key: keyName(k), Seq: seq, N: len(events)}
			payload, err := json.Marshal(ev)
			if err != nil {
				t.Fatal(err)
			}
			msg := message.NewMessage(watermill.NewUUID(), payload)
			msg.Metadata.Set(kafka.PartitionKeyMetadata, ev.Key)
			msg.Metadata.Set("seq", strconv.Itoa(seq))
			events = append(events, ev)
			msgs = append(msgs, msg)
		}
	}
	if err := pub.Publish(topic, msgs...); err != nil {
		t.Fatal(err)
	}
	return events
}

// partitionOf is where the default balancer puts key on a topic created
// with the default partition count.
func partitionOf(key string) int {
	parts := make([]int, kafka.DefaultTopicPartitions)
	for i := range parts {
		parts[i] = i
	}
	return (&kafkago.Hash{}).Balance(kafkago.Message{Key: []byte(key)}, parts...)
}

// decodeBatch is what a batch consumer does with the payload.
func decodeBatch(t *testing.T, msg *message.Message) []event {
	t.Helper()
	var batch []event
	if err := json.Unmarshal(msg.Payload, &batch); err != nil {
		t.Fatalf("batch payload %q is not a JSON array of events: %v", msg.Payload, err)
	}
	if len(batch) == 0 {
		t.Fatal("empty batch")
	}
	last := batch[len(batch)-1]
	if got := msg.Metadata.Get(kafka.PartitionKeyMetadata); got != last.Key {
		t.Errorf("batch metadata key %q, want the last record's %q", got, last.Key)
	}
	if got := msg.Metadata.Get("seq"); got != strconv.Itoa(last.Seq) {
		t.Errorf("batch metadata seq %q, want the last record's %d", got, last.Seq)
	}
	return batch
}

// assertPartitionOrder checks that acked, in ack order, visits every
// partition's events in log order.
func assertPartitionOrder(t *testing.T, acked []event) {
	t.Helper()
	last := map[int]int{}
	for _, ev := range acked {
		p := partitionOf(ev.Key)
		if prev, ok := last[p]; ok && ev.N <= prev {
			t.Errorf("partition %d: event %d acked after %d", p, ev.N, prev)
		}
		last[p] = ev.N
	}
}

func batchSubscriberConfig(brokers []string, group string, size int) kafka.SubscriberConfig {
	cfg := testSubscriberConfig(brokers, group)
	cfg.BatchSize = size
	return cfg
}
