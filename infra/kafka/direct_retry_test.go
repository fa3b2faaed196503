package kafka_test

import (
	"maps"
	"sync"
	"testing"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/twmb/franz-go/pkg/kfake"
	"github.com/twmb/franz-go/pkg/kmsg"

	"zhiyuan/infra/kafka"
	"zhiyuan/infra/kafka/kafkatest"
)

// Kafka error codes the broker stand-in answers with.
const (
	errNotLeaderForPartition int16 = 6
	errMessageTooLarge       int16 = 10
)

// failFirstProduce makes kfake answer the first Produce request with code
// for all its partitions. The returned func reports that partition and the
// Produce requests seen per partition.
func failFirstProduce(cluster *kfake.Cluster, code int16) func() (failed int32, counts map[int32]int) {
	var (
		mu           sync.Mutex
		failedPart   = int32(-1)
		perPartition = map[int32]int{}
	)
	cluster.ControlKey(kmsg.Produce.Int16(), func(kreq kmsg.Request) (kmsg.Response, error, bool) {
		cluster.KeepControl()
		mu.Lock()
		defer mu.Unlock()
		req := kreq.(*kmsg.ProduceRequest)
		for _, tp := range req.Topics {
			for _, p := range tp.Partitions {
				perPartition[p.Partition]++
			}
		}
		if failedPart >= 0 {
			return nil, nil, false
		}
		resp := req.ResponseKind().(*kmsg.ProduceResponse)
		for _, tp := range req.Topics {
			rt := kmsg.NewProduceResponseTopic()
			rt.Topic = tp.Topic
			for _, p := range tp.Partitions {
				failedPart = p.Partition
				rp := kmsg.NewProduceResponseTopicPartition()
				rp.Partition = p.Partition
				rp.ErrorCode = code
				rt.Partitions = append(rt.Partitions, rp)
			}
			resp.Topics = append(resp.Topics, rt)
		}
		return resp, nil, true
	})
	return func() (int32, map[int32]int) {
		mu.Lock()
		defer mu.Unlock()
		return failedPart, maps.Clone(perPartition)
	}
}

func directPublish(t *testing.T, brokers []string, topic string, n int) error {
	t.Helper()
	pub, err := kafka.NewPublisher(kafka.PublisherConfig{Brokers: brokers, Direct: true}, testLogger())
	if err != nil {
		t.Fatal(err)
	}
	defer pub.Close()
	msgs := make([]*message.Message, n)
	for i := range msgs {
		msgs[i] = message.NewMessage(watermill.NewUUID(), []byte(`{}`))
		msgs[i].Metadata.Set(kafka.PartitionKeyMetadata, keyName(i%20))
	}
	return pub.Publish(topic, msgs...)
}

// A partition the broker says we have stale metadata for is sent once
// more after a refresh; the partitions that succeeded are not resent.
func TestDirectPublishRetriesStalePartitionOnce(t *testing.T) {
	t.Parallel()
	cluster := kafkatest.NewCluster(t)
	brokers := cluster.ListenAddrs()
	topic := "direct-stale-" + watermill.NewShortUUID()
	report := failFirstProduce(cluster, errNotLeaderForPartition)

	const total = 200
	if err := directPublish(t, brokers, topic, total); err != nil {
		t.Fatalf("publish: %v", err)
	}
	failed, counts := report()
	for p, n := range counts {
		want := 1
		if p == failed {
			want = 2
		}
		if n != want {
			t.Errorf("partition %d got %d produce requests, want %d", p, n, want)
		}
	}
	readAll(t, brokers, topic, total)
}

// Any other broker error fails the call without a retry.
func TestDirectPublishReturnsBrokerError(t *testing.T) {
	t.Parallel()
	cluster := kafkatest.NewCluster(t)
	brokers := cluster.ListenAddrs()
	topic := "direct-err-" + watermill.NewShortUUID()
	report := failFirstProduce(cluster, errMessageTooLarge)

	if err := directPublish(t, brokers, topic, 200); err == nil {
		t.Fatal("publish succeeded although the broker rejected a partition")
	}
	failed, counts := report()
	if n := counts[failed]; n != 1 {
		t.Errorf("rejected partition %d got %d produce requests, want 1", failed, n)
	}
}
