package kafka_test

import (
	"testing"

	"github.com/ThreeDotsLabs/watermill"

	"zhiyuan/infra/kafka/kafkatest"
)

// Closing a batch subscriber mid-stream, with a batch in hand and the rest
// of a nacked batch pending, commits exactly what was acked: the next
// subscriber of the group gets everything else and nothing acked before.
func TestBatchResumeAfterClose(t *testing.T) {
	t.Parallel()
	brokers := kafkatest.NewBroker(t)
	topic := "batch-resume-" + watermill.NewShortUUID()
	const group, size = "batch-resume-group", 50
	events := publishEvents(t, brokers, topic, 50, 20)
	total := len(events)

	var acked []event
	isAcked := map[int]bool{}
	ack := func(batch []event) {
		for _, ev := range batch {
			if isAcked[ev.N] {
				t.Fatalf("acked event %d delivered again", ev.N)
			}
			isAcked[ev.N] = true
		}
		acked = append(acked, batch...)
	}

	// Phase 1: ack about half, then nack one batch (so its second half is
	// pending) and close holding its first half unacked.
	sub1, msgs1 := subscribeBatches(t, batchSubscriberConfig(brokers, group, size), topic)
	for len(acked) < total/2 {
		msg := receive(t, msgs1)
		batch := decodeBatch(t, msg)
		ack(batch)
		msg.Ack()
	}
	msg := receive(t, msgs1)
	unacked := decodeBatch(t, msg)
	if len(unacked) > 1 {
		msg.Nack()
		first := decodeBatch(t, receive(t, msgs1))
		if len(first) != len(unacked)/2 || first[0].N != unacked[0].N {
			t.Fatalf("after Nack of %d records got %d starting at %d, want the first half", len(unacked), len(first), first[0].N)
		}
	}

	if err := sub1.Close(); err != nil {
		t.Fatal(err)
	}
	if _, open := <-msgs1; open {
		t.Fatal("messages channel still open after Close")
	}

	// Phase 2: the rest, once.
	_, msgs2 := subscribeBatches(t, batchSubscriberConfig(brokers, group, size), topic)
	for len(acked) < total {
		msg := receive(t, msgs2)
		ack(decodeBatch(t, msg))
		msg.Ack()
	}
	assertNoMoreMessages(t, msgs2)

	for _, ev := range unacked {
		if !isAcked[ev.N] {
			t.Errorf("event %d, unacked at Close, never came back", ev.N)
		}
	}
	assertPartitionOrder(t, acked)
}
