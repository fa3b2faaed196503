package kafka_test

import (
	"testing"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/infra/kafka/kafkatest"
)

// A subscriber closed mid-stream must lose nothing it did not ack and must
// not hand out again anything it did ack: the next subscriber of the same
// group resumes exactly at the committed offsets.
func TestResumeAfterCloseRedeliversOnlyUnacked(t *testing.T) {
	t.Parallel()
	brokers := kafkatest.NewBroker(t)
	topic := "resume-" + watermill.NewShortUUID()
	const group, keys, perKey = "resume-group", 20, 10
	const total = keys * perKey

	publishKeyed(t, brokers, topic, keys, perKey)

	acked := map[string]bool{}
	nacked := map[string]bool{}
	var delivered []*message.Message

	// Phase 1: ack half, nack every third message once, then stop with one
	// message in hand (plus whatever kafka-go prefetched) left unacked.
	sub1, msgs1 := subscribe(t, brokers, group, topic)
	for len(acked) < total/2 {
		msg := receive(t, msgs1)
		if acked[msg.UUID] {
			t.Fatalf("acked message %s delivered again", msg.UUID)
		}
		delivered = append(delivered, msg)

		if seqOf(t, msg)%3 == 0 && !nacked[msg.UUID] {
			nacked[msg.UUID] = true
			msg.Nack()
			continue
		}
		msg.Ack()
		acked[msg.UUID] = true
	}
	inHand := receive(t, msgs1)
	if acked[inHand.UUID] {
		t.Fatalf("acked message %s delivered again", inHand.UUID)
	}
	delivered = append(delivered, inHand)

	if err := sub1.Close(); err != nil {
		t.Fatal(err)
	}
	if err := sub1.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, open := <-msgs1; open {
		t.Fatal("messages channel still open after Close")
	}

	// Phase 2: same group, everything not acked arrives, nothing acked does.
	_, msgs2 := subscribe(t, brokers, group, topic)
	inHandRedelivered := false
	for len(acked) < total {
		msg := receive(t, msgs2)
		if acked[msg.UUID] {
			t.Fatalf("acked message %s delivered again after resume", msg.UUID)
		}
		delivered = append(delivered, msg)
		inHandRedelivered = inHandRedelivered || msg.UUID == inHand.UUID
		msg.Ack()
		acked[msg.UUID] = true
	}
	if !inHandRedelivered {
		t.Error("message left unacked at Close was not redelivered")
	}

	select {
	case msg := <-msgs2:
		t.Fatalf("unexpected extra delivery %s after all %d were acked", msg.UUID, total)
	case <-time.After(500 * time.Millisecond):
	}

	assertPerKeyOrder(t, delivered)
	if len(acked) != total {
		t.Errorf("acked %d distinct messages, want %d", len(acked), total)
	}
}
