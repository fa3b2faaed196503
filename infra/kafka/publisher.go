package kafka

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/segmentio/kafka-go"
)

// Publisher writes watermill messages to Kafka. Publish returns only after
// every in-sync replica has the messages (acks=all).
type Publisher struct {
	cfg       PublisherConfig
	logger    watermill.LoggerAdapter
	transport *kafka.Transport
	writer    *kafka.Writer
	direct    *directProducer // set when cfg.Direct
	topics    *topicCreator

	// mu is held for reading by Publish so Close can wait for in-flight writes.
	mu     sync.RWMutex
	closed bool
}

var _ message.Publisher = (*Publisher)(nil)

// NewPublisher builds a Publisher; it does not contact the brokers until the
// first Publish.
func NewPublisher(cfg PublisherConfig, logger watermill.LoggerAdapter) (*Publisher, error) {
	cfg.setDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if logger == nil {
		logger = watermill.NopLogger{}
	}

	// One transport for writes and topic creation: creating a topic through
	// it refreshes the metadata cache the writer reads partitions from.
	transport := &kafka.Transport{}
	addr := kafka.TCP(cfg.Brokers...)

	writer := &kafka.Writer{
		Addr:         addr,
		Balancer:     cfg.Balancer,
		RequiredAcks: kafka.RequireAll,
		BatchTimeout: cfg.BatchTimeout,
		// Asks the broker when a topic is missing from the cached metadata
		// (e.g. created by another process after our last refresh).
		AllowAutoTopicCreation: !cfg.Topics.DisableCreation,
		Transport:              transport,
		Logger:                 kafkaLogger(logger),
		ErrorLogger:            kafkaErrorLogger(logger),
	}

	client := &kafka.Client{Addr: addr, Transport: transport}
	p := &Publisher{
		cfg:       cfg,
		logger:    logger.With(watermill.LogFields{"component": "kafka.Publisher"}),
		transport: transport,
		writer:    writer,
		topics:    newTopicCreator(client, cfg.Topics),
	}
	if cfg.Direct {
		p.direct = newDirectProducer(client, transport, cfg)
	}
	return p, nil
}

// Publish writes msgs to topic in order, creating the topic if needed.
// Messages with the same partition key keep their relative order. With
// PublisherConfig.Direct the call is one produce request per partition.
func (p *Publisher) Publish(topic string, msgs ...*message.Message) error {
	p.mu.RLock()
	defer p.mu.RUnlock()
	if p.closed {
		return errors.New("kafka: publisher closed")
	}
	if len(msgs) == 0 {
		return nil
	}

	ctx, cancel := context.WithTimeout(context.Background(), p.cfg.PublishTimeout)
	defer cancel()

	if err := p.topics.ensure(ctx, topic); err != nil {
		return err
	}

	records := make([]kafka.Message, 0, len(msgs))
	for _, msg := range msgs {
		rec, err := marshal(topic, msg)
		if err != nil {
			return fmt.Errorf("kafka: marshal message %s: %w", msg.UUID, err)
		}
		records = append(records, rec)
	}

	var err error
	if p.direct != nil {
		err = p.direct.publish(ctx, topic, records)
	} else {
		err = p.writer.WriteMessages(ctx, records...)
	}
	if err != nil {
		return fmt.Errorf("kafka: publish %d messages to %q: %w", len(records), topic, err)
	}

	p.logger.Trace("Published messages", watermill.LogFields{"topic": topic, "count": len(records)})
	return nil
}

// Close waits for in-flight publishes, flushes the writer and is idempotent.
func (p *Publisher) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil
	}
	p.closed = true

	err := p.writer.Close()
	p.transport.CloseIdleConnections()
	if err != nil {
		return fmt.Errorf("kafka: close writer: %w", err)
	}
	return nil
}
