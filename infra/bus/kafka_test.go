package bus_test

import (
	"context"
	"fmt"
	"reflect"
	"sync"
	"testing"

	"zhiyuan/infra/bus"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/kafka/kafkatest"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// startRelay runs the outbox-to-Kafka relay of p until the test ends.
func startRelay(t *testing.T, p *platform.Platform, brokers []string) {
	t.Helper()
	relay, err := bus.NewRelay(p.DB, p.Tail(), brokers, p.WLog)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = relay.Run(ctx); close(done) }()
	<-relay.Running()
	t.Cleanup(func() { cancel(); <-done })
}

// orderWatch is a consumer group of its own on the events topic that records,
// per stream, the versions Kafka delivers.
type orderWatch struct {
	mu         sync.Mutex
	last       map[string]int
	seen       map[int64]bool
	top        int64 // the highest position delivered: the topic keeps the log's order
	violations []string
}

func watchOrder(t *testing.T, brokers []string, p *platform.Platform) *orderWatch {
	t.Helper()
	sub, topic, err := bus.Kafka(brokers, p.WLog)("order-watch", nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	msgs, err := sub.Subscribe(ctx, topic)
	if err != nil {
		t.Fatal(err)
	}
	w := &orderWatch{last: map[string]int{}, seen: map[int64]bool{}}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for msg := range msgs {
			b, err := eventlog.DecodeBatch(msg)
			if err != nil {
				w.violate("undecodable batch %s: %v", msg.UUID, err)
			}
			w.mu.Lock()
			for _, env := range b.Events {
				switch last := w.last[env.StreamID]; {
				case env.Version == last+1:
					w.last[env.StreamID] = env.Version
				case env.Version > last+1:
					w.violations = append(w.violations, fmt.Sprintf("%s: version %d after %d", env.StreamID, env.Version, last))
				} // a version at or below last is a redelivery, which at-least-once allows
				if env.Position <= w.top {
					w.violations = append(w.violations, fmt.Sprintf("position %d after %d", env.Position, w.top))
				}
				w.top = max(w.top, env.Position)
				w.seen[env.Position] = true
			}
			w.mu.Unlock()
			msg.Ack()
		}
	}()
	t.Cleanup(func() { cancel(); _ = sub.Close(); <-done })
	return w
}

func (w *orderWatch) violate(format string, args ...any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.violations = append(w.violations, fmt.Sprintf(format, args...))
}

func (w *orderWatch) count() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.seen)
}

// Writes commit out of position order on the first platform; its relay carries
// them to Kafka; a second platform with its own database projects only what
// Kafka delivers. Kafka keeps each stream's order, nothing is skipped, and the
// Kafka-fed read models equal the ones fed by the embedded bus.
func TestRelayToKafkaSkipsNothingAndMatchesEmbedded(t *testing.T) {
	brokers := kafkatest.NewBroker(t)
	p1 := platformtest.New(t).P // the writer, projecting from its outbox
	startRelay(t, p1, brokers)
	watch := watchOrder(t, brokers, p1)
	p2 := platformtest.New(t, platformtest.Options{Config: func(c *platform.Config) {
		c.Bus, c.KafkaBrokers = "kafka", brokers
	}}).P

	const users = 10
	register(t, p1, users)
	posA, posB := outOfOrderPair(t, p1, uid(0), uid(1), func(int64) {})
	committed, rolledBack := interleave(t, p1, users, 5, 30)
	if len(rolledBack) == 0 {
		t.Fatal("the workload rolled nothing back")
	}
	n, _ := logCount(t, p1)
	platformtest.Eventually(t, waitLimit, "Kafka to carry the whole log", func() bool { return watch.count() >= int(n) })
	if c := watch.count(); c != int(n) {
		t.Fatalf("Kafka carried %d distinct events, the log has %d", c, n)
	}
	watch.mu.Lock()
	violations := watch.violations
	watch.mu.Unlock()
	if len(violations) > 0 {
		t.Fatalf("stream order broken on Kafka: %v", violations)
	}
	waitApplied(t, p1, p1)
	waitApplied(t, p1, p2)

	want := append([]int64{posA, posB}, committed...)
	if got := auditPositions(t, p2); !reflect.DeepEqual(got, want) {
		t.Fatalf("Kafka-fed audit holds %d profile events, %d were committed", len(got), len(want))
	}
	if f1, f2 := fingerprints(t, p1), fingerprints(t, p2); !reflect.DeepEqual(f1, f2) {
		t.Fatalf("Kafka-fed read models differ from the embedded ones:\n embedded %v\n kafka    %v", f1, f2)
	}
}
