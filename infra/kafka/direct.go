package kafka

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/segmentio/kafka-go"
	"github.com/segmentio/kafka-go/protocol"
	metadataAPI "github.com/segmentio/kafka-go/protocol/metadata"
)

// directProducer implements PublisherConfig.Direct: one Produce request per
// partition per call, sent in parallel, so a batch costs one round trip
// instead of kafka.Writer's linger plus its per-BatchSize requests.
type directProducer struct {
	client     *kafka.Client
	transport  *kafka.Transport
	balancer   kafka.Balancer
	autoCreate bool

	mu         sync.Mutex
	partitions map[string][]int
}

func newDirectProducer(client *kafka.Client, transport *kafka.Transport, cfg PublisherConfig) *directProducer {
	return &directProducer{
		client:     client,
		transport:  transport,
		balancer:   cfg.Balancer,
		autoCreate: !cfg.Topics.DisableCreation,
		partitions: map[string][]int{},
	}
}

// publish writes records (already marshalled, in call order). When the
// broker or the routing cache says our partition view is stale, the failed
// partitions' records are re-balanced on fresh metadata and sent once more;
// the partitions that succeeded are not sent again.
func (d *directProducer) publish(ctx context.Context, topic string, records []kafka.Message) error {
	all := make([]int, len(records))
	for i := range all {
		all[i] = i
	}
	stale, err := d.produce(ctx, topic, records, all, false)
	if err == nil || len(stale) == 0 {
		return err
	}
	_, err = d.produce(ctx, topic, records, stale, true)
	return err
}

// produce sends records[idx] grouped by partition. It returns the first
// error by partition; stale lists the records to retry, and is empty when
// any failure was not a stale-metadata one.
func (d *directProducer) produce(ctx context.Context, topic string, records []kafka.Message, idx []int, refresh bool) (stale []int, err error) {
	parts, err := d.topicPartitions(ctx, topic, refresh)
	if err != nil {
		return nil, err
	}

	// Every message of a key lands in one group and keeps its call order.
	groups := map[int][]int{}
	for _, i := range idx {
		p := d.balancer.Balance(records[i], parts...)
		groups[p] = append(groups[p], i)
	}
	order := make([]int, 0, len(groups))
	for p := range groups {
		order = append(order, p)
	}
	slices.Sort(order)

	errs := make([]error, len(order))
	var wg sync.WaitGroup
	for k, p := range order {
		wg.Go(func() { errs[k] = d.produceOne(ctx, topic, p, records, groups[p]) })
	}
	wg.Wait()

	for k, e := range errs {
		switch {
		case e == nil:
		case !isStaleMetadata(e):
			return nil, e
		default:
			if err == nil {
				err = e
			}
			stale = append(stale, groups[order[k]]...)
		}
	}
	if err != nil {
		d.forget(topic)
	}
	slices.Sort(stale)
	return stale, err
}

// produceOne sends one partition's records as a single request. Records
// are rebuilt per attempt because a RecordReader can be read only once.
func (d *directProducer) produceOne(ctx context.Context, topic string, partition int, records []kafka.Message, idx []int) error {
	now := time.Now()
	recs := make([]kafka.Record, len(idx))
	for j, i := range idx {
		recs[j] = kafka.Record{
			Time:    now,
			Key:     kafka.NewBytes(records[i].Key),
			Value:   kafka.NewBytes(records[i].Value),
			Headers: records[i].Headers,
		}
	}

	resp, err := d.client.Produce(ctx, &kafka.ProduceRequest{
		Topic:        topic,
		Partition:    partition,
		RequiredAcks: kafka.RequireAll,
		Records:      kafka.NewRecordReader(recs...),
	})
	if err == nil {
		err = resp.Error
	}
	if err == nil && len(resp.RecordErrors) > 0 {
		first := slices.Min(slices.Collect(maps.Keys(resp.RecordErrors)))
		err = fmt.Errorf("record %d: %w", first, resp.RecordErrors[first])
	}
	if err != nil {
		return fmt.Errorf("kafka: produce %d messages to %q partition %d: %w", len(idx), topic, partition, err)
	}
	return nil
}

// topicPartitions returns the topic's partition IDs in ascending order, the
// list kafka.Writer hands its Balancer, so both modes map keys alike.
func (d *directProducer) topicPartitions(ctx context.Context, topic string, refresh bool) ([]int, error) {
	d.mu.Lock()
	parts, ok := d.partitions[topic]
	d.mu.Unlock()
	if ok && !refresh {
		return parts, nil
	}

	// Same request as kafka.Writer: the transport answers from its cache,
	// and asks the brokers (waiting for the topic to show up) when the
	// topic is missing there and creation is allowed.
	resp, err := d.transport.RoundTrip(ctx, d.client.Addr, &metadataAPI.Request{
		TopicNames:             []string{topic},
		AllowAutoTopicCreation: d.autoCreate,
	})
	if err != nil {
		return nil, fmt.Errorf("kafka: metadata of %q: %w", topic, err)
	}
	for _, t := range resp.(*metadataAPI.Response).Topics {
		if t.Name != topic {
			continue
		}
		if t.ErrorCode != 0 {
			return nil, fmt.Errorf("kafka: metadata of %q: %w", topic, kafka.Error(t.ErrorCode))
		}
		parts = make([]int, 0, len(t.Partitions))
		for _, p := range t.Partitions {
			parts = append(parts, int(p.PartitionIndex))
		}
		if len(parts) == 0 {
			break
		}
		slices.Sort(parts)
		d.mu.Lock()
		d.partitions[topic] = parts
		d.mu.Unlock()
		return parts, nil
	}
	return nil, fmt.Errorf("kafka: metadata of %q: %w", topic, kafka.UnknownTopicOrPartition)
}

func (d *directProducer) forget(topic string) {
	d.mu.Lock()
	delete(d.partitions, topic)
	d.mu.Unlock()
}

// isStaleMetadata reports errors that fresh metadata can fix: the routing
// cache lacks the topic, partition or leader, or the broker disagrees.
func isStaleMetadata(err error) bool {
	for _, target := range []error{
		protocol.ErrNoTopic, protocol.ErrNoPartition, protocol.ErrNoLeader,
		kafka.UnknownTopicOrPartition, kafka.NotLeaderForPartition, kafka.LeaderNotAvailable,
	} {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}
