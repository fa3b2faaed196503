package kafka

import (
	"context"
	"errors"
	"sync"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/segmentio/kafka-go"
)

// Subscriber reads Kafka topics as watermill messages, one unacked message
// at a time per Subscribe call, so order within a partition is preserved.
// A message is one record, or a batch of records (SubscriberConfig.BatchSize).
type Subscriber struct {
	cfg       SubscriberConfig
	logger    watermill.LoggerAdapter
	transport *kafka.Transport
	topics    *topicCreator

	// closeCtx is cancelled by Close; every subscription stops on it.
	closeCtx    context.Context
	closeCancel context.CancelFunc

	// mu orders wg.Add in Subscribe against wg.Wait in Close.
	mu     sync.Mutex
	closed bool
	wg     sync.WaitGroup
}

var (
	_ message.Subscriber           = (*Subscriber)(nil)
	_ message.SubscribeInitializer = (*Subscriber)(nil)
)

// NewSubscriber builds a Subscriber; it connects on Subscribe.
func NewSubscriber(cfg SubscriberConfig, logger watermill.LoggerAdapter) (*Subscriber, error) {
	cfg.setDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if logger == nil {
		logger = watermill.NopLogger{}
	}

	transport := &kafka.Transport{}
	closeCtx, closeCancel := context.WithCancel(context.Background())
	return &Subscriber{
		cfg: cfg,
		logger: logger.With(watermill.LogFields{
			"component":      "kafka.Subscriber",
			"consumer_group": cfg.ConsumerGroup,
		}),
		transport:   transport,
		topics:      newTopicCreator(&kafka.Client{Addr: kafka.TCP(cfg.Brokers...), Transport: transport}, cfg.Topics),
		closeCtx:    closeCtx,
		closeCancel: closeCancel,
	}, nil
}

// SubscribeInitialize creates the topic if it is missing.
func (s *Subscriber) SubscribeInitialize(topic string) error {
	return s.topics.ensure(context.Background(), topic)
}

// Subscribe starts reading topic. The channel is closed when ctx is
// cancelled or the Subscriber is closed; unacked messages are then left
// uncommitted and come back on the next subscription of the same group.
func (s *Subscriber) Subscribe(ctx context.Context, topic string) (<-chan *message.Message, error) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil, errors.New("kafka: subscriber closed")
	}
	s.wg.Add(1)
	s.mu.Unlock()

	if err := s.topics.ensure(ctx, topic); err != nil {
		s.wg.Done()
		return nil, err
	}

	group, commit := s.cfg.ConsumerGroup, true
	if group == "" {
		// A fresh group per subscription gives every subscriber the whole
		// topic; it never commits, so the broker forgets it once empty.
		group, commit = "watermill-ephemeral-"+watermill.NewUUID(), false
	}

	ctx, cancel := context.WithCancel(ctx)
	stop := context.AfterFunc(s.closeCtx, cancel)

	c := &consumer{
		reader:          kafka.NewReader(s.readerConfig(topic, group)),
		out:             make(chan *message.Message),
		commit:          commit,
		nackResendSleep: s.cfg.NackResendSleep,
		commitTimeout:   s.cfg.CommitTimeout,
		batchSize:       s.cfg.BatchSize,
		batchWait:       s.cfg.BatchWait,
		logger:          s.logger.With(watermill.LogFields{"topic": topic, "group": group}),
	}

	go func() {
		defer s.wg.Done()
		defer close(c.out)
		defer stop()
		defer cancel()

		c.run(ctx)
		// Closing the reader leaves the group, so the partitions move to the
		// remaining members right away instead of after a session timeout.
		if err := c.reader.Close(); err != nil {
			c.logger.Error("Cannot close reader", err, nil)
		}
	}()

	return c.out, nil
}

func (s *Subscriber) readerConfig(topic, group string) kafka.ReaderConfig {
	return kafka.ReaderConfig{
		Brokers:     s.cfg.Brokers,
		GroupID:     group,
		Topic:       topic,
		StartOffset: s.cfg.InitialOffset,
		MaxWait:     s.cfg.MaxWait,
		// CommitMessages only queues the offset; kafka-go flushes it every
		// interval and when the generation ends (Close, rebalance).
		CommitInterval:        s.cfg.CommitInterval,
		HeartbeatInterval:     s.cfg.HeartbeatInterval,
		SessionTimeout:        s.cfg.SessionTimeout,
		RebalanceTimeout:      s.cfg.RebalanceTimeout,
		JoinGroupBackoff:      s.cfg.JoinGroupBackoff,
		WatchPartitionChanges: true,
		Logger:                kafkaLogger(s.logger),
		ErrorLogger:           kafkaErrorLogger(s.logger),
	}
}

// Close stops every subscription, waits for them to leave their groups and
// is idempotent.
func (s *Subscriber) Close() error {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()

	s.closeCancel()
	s.wg.Wait()
	s.transport.CloseIdleConnections()
	return nil
}
