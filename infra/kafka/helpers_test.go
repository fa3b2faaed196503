package kafka_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/infra/kafka"
)

const receiveTimeout = 15 * time.Second

// publishKeyed publishes perKey messages for each of keys partition keys,
// one Publish call per round so every call carries messages for all keys.
// Metadata "seq" is the message's position within its key.
func publishKeyed(t *testing.T, brokers []string, topic string, keys, perKey int) {
	t.Helper()
	pub, err := kafka.NewPublisher(kafka.PublisherConfig{Brokers: brokers}, testLogger())
	if err != nil {
		t.Fatal(err)
	}
	defer pub.Close()

	for seq := 0; seq < perKey; seq++ {
		batch := make([]*message.Message, 0, keys)
		for k := 0; k < keys; k++ {
			msg := message.NewMessage(watermill.NewUUID(), []byte(fmt.Sprintf("%d/%d", k, seq)))
			msg.Metadata.Set(kafka.PartitionKeyMetadata, keyName(k))
			msg.Metadata.Set("seq", strconv.Itoa(seq))
			batch = append(batch, msg)
		}
		if err := pub.Publish(topic, batch...); err != nil {
			t.Fatal(err)
		}
	}
}

func keyName(k int) string { return fmt.Sprintf("key-%02d", k) }

func seqOf(t *testing.T, msg *message.Message) int {
	t.Helper()
	seq, err := strconv.Atoi(msg.Metadata.Get("seq"))
	if err != nil {
		t.Fatalf("message %s has no seq: %v", msg.UUID, err)
	}
	return seq
}

func receive(t *testing.T, msgs <-chan *message.Message) *message.Message {
	t.Helper()
	select {
	case msg, ok := <-msgs:
		if !ok {
			t.Fatal("messages channel closed unexpectedly")
		}
		return msg
	case <-time.After(receiveTimeout):
		t.Fatal("timed out waiting for a message")
	}
	return nil
}

func subscribe(t *testing.T, brokers []string, group, topic string) (*kafka.Subscriber, <-chan *message.Message) {
	t.Helper()
	sub, err := kafka.NewSubscriber(testSubscriberConfig(brokers, group), testLogger())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sub.Close() })

	msgs, err := sub.Subscribe(context.Background(), topic)
	if err != nil {
		t.Fatal(err)
	}
	return sub, msgs
}

// assertPerKeyOrder checks that, per partition key, seq never goes back.
// Redeliveries repeat a seq but never skip behind it.
func assertPerKeyOrder(t *testing.T, delivered []*message.Message) {
	t.Helper()
	last := map[string]int{}
	for _, msg := range delivered {
		key, seq := msg.Metadata.Get(kafka.PartitionKeyMetadata), seqOf(t, msg)
		if prev, ok := last[key]; ok && seq < prev {
			t.Errorf("key %s: seq %d delivered after %d", key, seq, prev)
		}
		last[key] = seq
	}
}
