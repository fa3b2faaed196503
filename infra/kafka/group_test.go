package kafka_test

import (
	"sync"
	"testing"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/infra/kafka/kafkatest"
)

// Two subscribers of one group split the partitions: while the first holds
// an unacked message (and so fetches nothing more), the second still
// receives messages, which it can only do from partitions assigned to it.
func TestConsumerGroupSplitsPartitions(t *testing.T) {
	t.Parallel()
	brokers := kafkatest.NewBroker(t)
	topic := "split-" + watermill.NewShortUUID()
	const group, keys, perKey = "split-group", 20, 10
	const total = keys * perKey

	publishKeyed(t, brokers, topic, keys, perKey)

	// One shared log in arrival order, so first deliveries can be checked
	// for per-key order across both subscribers.
	var (
		mu        sync.Mutex
		delivered []*message.Message
		seen      = map[string]bool{}
		done      = make(chan struct{})
	)
	record := func(msg *message.Message) {
		mu.Lock()
		defer mu.Unlock()
		delivered = append(delivered, msg)
		if !seen[msg.UUID] {
			seen[msg.UUID] = true
			if len(seen) == total {
				close(done)
			}
		}
	}

	_, msgsA := subscribe(t, brokers, group, topic)
	heldA := receive(t, msgsA)
	record(heldA)

	_, msgsB := subscribe(t, brokers, group, topic)
	firstB := receive(t, msgsB)
	record(firstB)

	consume := func(first *message.Message, msgs <-chan *message.Message) {
		first.Ack()
		for {
			select {
			case msg, ok := <-msgs:
				if !ok {
					return
				}
				record(msg)
				msg.Ack()
			case <-done:
				return
			}
		}
	}
	go consume(heldA, msgsA)
	go consume(firstB, msgsB)

	select {
	case <-done:
	case <-time.After(30 * time.Second):
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("received %d of %d distinct messages", len(seen), total)
	}

	mu.Lock()
	defer mu.Unlock()
	var firsts []*message.Message
	firstSeen := map[string]bool{}
	for _, msg := range delivered {
		if !firstSeen[msg.UUID] {
			firstSeen[msg.UUID] = true
			firsts = append(firsts, msg)
		}
	}
	// Rebalances may deliver a message twice (at-least-once), but the first
	// delivery of each message still follows per-key order.
	assertPerKeyOrder(t, firsts)
}
