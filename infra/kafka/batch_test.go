package kafka_test

import (
	"context"
	"testing"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/infra/kafka"
	"zhiyuan/infra/kafka/kafkatest"
)

func subscribeBatches(t *testing.T, cfg kafka.SubscriberConfig, topic string) (*kafka.Subscriber, <-chan *message.Message) {
	t.Helper()
	sub, err := kafka.NewSubscriber(cfg, testLogger())
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

func assertNoMoreMessages(t *testing.T, msgs <-chan *message.Message) {
	t.Helper()
	select {
	case msg := <-msgs:
		t.Fatalf("unexpected extra delivery %q", msg.Payload)
	case <-time.After(500 * time.Millisecond):
	}
}

func TestBatchSubscribeDeliversEveryRecordOnce(t *testing.T) {
	t.Parallel()
	brokers := kafkatest.NewBroker(t)
	topic := "batch-" + watermill.NewShortUUID()
	const size = 100
	events := publishEvents(t, brokers, topic, 50, 20)

	_, msgs := subscribeBatches(t, batchSubscriberConfig(brokers, "batch-group", size), topic)

	var acked []event
	seen := map[int]bool{}
	largest := 0
	for len(seen) < len(events) {
		msg := receive(t, msgs)
		batch := decodeBatch(t, msg)
		if len(batch) > size {
			t.Fatalf("batch of %d records, BatchSize is %d", len(batch), size)
		}
		largest = max(largest, len(batch))
		for _, ev := range batch {
			if seen[ev.N] {
				t.Fatalf("event %d delivered twice", ev.N)
			}
			seen[ev.N] = true
		}
		acked = append(acked, batch...)
		msg.Ack()
	}
	assertNoMoreMessages(t, msgs)

	assertPartitionOrder(t, acked)
	if largest < 2 {
		t.Error("every batch had a single record")
	}
}

// A handler that fails any batch holding the poison record makes the
// subscriber halve batches down to the poison alone; everything else is
// acked around it exactly once and in partition order.
func TestBatchNackSplitsDownToPoison(t *testing.T) {
	t.Parallel()
	brokers := kafkatest.NewBroker(t)
	topic := "poison-" + watermill.NewShortUUID()
	const size, poisonNacks = 64, 3
	events := publishEvents(t, brokers, topic, 50, 20)
	poison := events[len(events)/2]

	_, msgs := subscribeBatches(t, batchSubscriberConfig(brokers, "poison-group", size), topic)

	var acked []event
	seen := map[int]bool{}
	alone, splits := 0, 0
	for deliveries := 0; len(acked) < len(events); deliveries++ {
		if deliveries > 10*len(events) {
			t.Fatalf("no progress: %d deliveries, %d of %d acked", deliveries, len(acked), len(events))
		}
		msg := receive(t, msgs)
		batch := decodeBatch(t, msg)

		hasPoison := false
		for _, ev := range batch {
			hasPoison = hasPoison || ev.N == poison.N
		}
		if hasPoison && len(batch) > 1 {
			splits++
			msg.Nack()
			continue
		}
		if hasPoison {
			alone++
			if alone <= poisonNacks {
				msg.Nack()
				continue
			}
		}

		for _, ev := range batch {
			if seen[ev.N] {
				t.Fatalf("event %d acked twice", ev.N)
			}
			seen[ev.N] = true
		}
		acked = append(acked, batch...)
		msg.Ack()
	}
	assertNoMoreMessages(t, msgs)
	t.Logf("poison batch split %d times", splits)

	if alone != poisonNacks+1 {
		t.Errorf("poison delivered alone %d times, want %d", alone, poisonNacks+1)
	}
	assertPartitionOrder(t, acked)

	poisonAt := -1
	for i, ev := range acked {
		if ev.N == poison.N {
			poisonAt = i
		}
	}
	for i, ev := range acked {
		if partitionOf(ev.Key) != partitionOf(poison.Key) {
			continue
		}
		if ev.N < poison.N && i > poisonAt {
			t.Errorf("event %d, before the poison in its partition, acked after it", ev.N)
		}
		if ev.N > poison.N && i < poisonAt {
			t.Errorf("event %d, after the poison in its partition, acked before it", ev.N)
		}
	}
}
