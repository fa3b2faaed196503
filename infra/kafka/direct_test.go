package kafka_test

import (
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	kafkago "github.com/segmentio/kafka-go"
	"github.com/twmb/franz-go/pkg/kmsg"

	"zhiyuan/infra/kafka"
	"zhiyuan/infra/kafka/kafkatest"
)

// One Direct Publish of 1,000 messages over 50 keys sends at most one
// produce request per partition, and every key keeps its order on the
// partition the default balancer picks (the same as the Writer path).
func TestDirectPublishOneRequestPerPartition(t *testing.T) {
	t.Parallel()
	cluster := kafkatest.NewCluster(t)
	brokers := cluster.ListenAddrs()
	topic := "direct-" + watermill.NewShortUUID()
	const keys, perKey = 50, 20
	const total = keys * perKey

	var (
		mu           sync.Mutex
		requests     int
		perPartition = map[int32]int{}
	)
	// Observes every Produce request and lets kfake handle it as usual.
	cluster.ControlKey(kmsg.Produce.Int16(), func(req kmsg.Request) (kmsg.Response, error, bool) {
		mu.Lock()
		defer mu.Unlock()
		requests++
		for _, tp := range req.(*kmsg.ProduceRequest).Topics {
			for _, p := range tp.Partitions {
				perPartition[p.Partition]++
			}
		}
		return nil, nil, false
	})

	events := publishEvents(t, brokers, topic, keys, perKey)

	mu.Lock()
	if requests > kafka.DefaultTopicPartitions {
		t.Errorf("%d produce requests for one call over %d partitions", requests, kafka.DefaultTopicPartitions)
	}
	for p, n := range perPartition {
		if n > 1 {
			t.Errorf("partition %d got %d produce requests, want 1", p, n)
		}
	}
	if len(perPartition) < 2 {
		t.Errorf("messages went to %d partitions, want them spread", len(perPartition))
	}
	mu.Unlock()

	nextSeq := map[string]int{}
	for _, rec := range readAll(t, brokers, topic, total) {
		key := string(rec.Key)
		if want := partitionOf(key); rec.Partition != want {
			t.Errorf("key %s on partition %d, want %d", key, rec.Partition, want)
		}
		headers := map[string]string{}
		for _, h := range rec.Headers {
			headers[h.Key] = string(h.Value)
		}
		if headers[kafka.UUIDHeader] == "" {
			t.Errorf("record %d/%d has no UUID header", rec.Partition, rec.Offset)
		}
		seq, _ := strconv.Atoi(headers["seq"])
		if seq != nextSeq[key] {
			t.Fatalf("key %s: seq %d, want %d", key, seq, nextSeq[key])
		}
		nextSeq[key]++
	}
	for k := range keys {
		if nextSeq[keyName(k)] != perKey {
			t.Errorf("key %s: read %d messages, want %d", keyName(k), nextSeq[keyName(k)], perKey)
		}
	}
	if len(events) != total {
		t.Fatalf("published %d events, want %d", len(events), total)
	}
}

// readAll reads want records of topic with a plain kafka-go group reader
// (which, unlike a watermill message, shows the partition) and fails if
// any more arrive.
func readAll(t *testing.T, brokers []string, topic string, want int) []kafkago.Message {
	t.Helper()
	reader := kafkago.NewReader(kafkago.ReaderConfig{
		Brokers:           brokers,
		GroupID:           "verify-" + topic,
		Topic:             topic,
		StartOffset:       kafkago.FirstOffset,
		MaxWait:           100 * time.Millisecond,
		HeartbeatInterval: 100 * time.Millisecond,
		SessionTimeout:    6 * time.Second,
		RebalanceTimeout:  time.Second,
		JoinGroupBackoff:  100 * time.Millisecond,
	})
	defer reader.Close()

	fetch := func(timeout time.Duration) (kafkago.Message, error) {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		return reader.FetchMessage(ctx)
	}
	recs := make([]kafkago.Message, 0, want)
	for len(recs) < want {
		rec, err := fetch(receiveTimeout)
		if err != nil {
			t.Fatalf("read back: %v (after %d of %d records)", err, len(recs), want)
		}
		recs = append(recs, rec)
	}
	if rec, err := fetch(500 * time.Millisecond); err == nil {
		t.Fatalf("extra record %d/%d beyond the %d published", rec.Partition, rec.Offset, want)
	}
	return recs
}
