package kafka_test

import (
	"os"
	"testing"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/ThreeDotsLabs/watermill/pubsub/tests"

	"zhiyuan/infra/kafka"
	"zhiyuan/infra/kafka/kafkatest"
)

// testSubscriberConfig shortens group timings so the many joins and leaves
// of the suite settle in milliseconds instead of seconds.
func testSubscriberConfig(brokers []string, group string) kafka.SubscriberConfig {
	return kafka.SubscriberConfig{
		Brokers:           brokers,
		ConsumerGroup:     group,
		NackResendSleep:   10 * time.Millisecond,
		MaxWait:           100 * time.Millisecond,
		HeartbeatInterval: 100 * time.Millisecond,
		SessionTimeout:    6 * time.Second, // kfake's minimum
		RebalanceTimeout:  time.Second,
		JoinGroupBackoff:  100 * time.Millisecond,
	}
}

// testLogger is silent unless KAFKA_TEST_LOG is set, since the suite opens
// hundreds of readers and kafka-go reports every rebalance.
func testLogger() watermill.LoggerAdapter {
	if os.Getenv("KAFKA_TEST_LOG") != "" {
		return watermill.NewStdLogger(true, true)
	}
	return watermill.NopLogger{}
}

func newPubSub(t *testing.T, brokers []string, group string) (*kafka.Publisher, *kafka.Subscriber) {
	t.Helper()
	logger := testLogger()

	pub, err := kafka.NewPublisher(kafka.PublisherConfig{Brokers: brokers}, logger)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := kafka.NewSubscriber(testSubscriberConfig(brokers, group), logger)
	if err != nil {
		t.Fatal(err)
	}
	return pub, sub
}

// keyByPayload stands in for the application setting partition_key (the
// aggregate ID): the suite's order test expects order per payload value.
type keyByPayload struct{ message.Publisher }

func (p keyByPayload) Publish(topic string, msgs ...*message.Message) error {
	for _, msg := range msgs {
		msg.Metadata.Set(kafka.PartitionKeyMetadata, string(msg.Payload))
	}
	return p.Publisher.Publish(topic, msgs...)
}

func TestPubSub(t *testing.T) {
	brokers := kafkatest.NewBroker(t)

	groupConstructor := func(t *testing.T, group string) (message.Publisher, message.Subscriber) {
		return newPubSub(t, brokers, group)
	}

	// All subscribers of one suite test share a group named after the test,
	// so a new subscriber resumes from the offsets the previous one committed.
	t.Run("ConsumerGroupOrderedByKey", func(t *testing.T) {
		t.Parallel()
		tests.TestPubSub(t, tests.Features{
			ConsumerGroups:      true,
			ExactlyOnceDelivery: false,
			// Order holds per partition key, and a group splits partitions
			// between its members, so several subscribers keep it too.
			GuaranteedOrder:                     true,
			GuaranteedOrderWithSingleSubscriber: false,
			Persistent:                          true,
			// Subscribers of one group share offsets, so a late one does not
			// see what the group already consumed (the other run covers it).
			NewSubscriberReceivesOldMessages: false,
			RestartServiceCommand:            nil,
		}, func(t *testing.T) (message.Publisher, message.Subscriber) {
			pub, sub := newPubSub(t, brokers, "cg-"+t.Name())
			return keyByPayload{pub}, sub
		}, groupConstructor)
	})

	// Without a group every subscriber reads the whole topic; keys default
	// to the UUID, so messages spread over all partitions and only order per
	// key (not tested here) is kept.
	t.Run("NoConsumerGroupSpread", func(t *testing.T) {
		t.Parallel()
		tests.TestPubSub(t, tests.Features{
			ConsumerGroups:                   true,
			ExactlyOnceDelivery:              false,
			GuaranteedOrder:                  false,
			Persistent:                       true,
			NewSubscriberReceivesOldMessages: true,
			RestartServiceCommand:            nil,
		}, func(t *testing.T) (message.Publisher, message.Subscriber) {
			return newPubSub(t, brokers, "")
		}, groupConstructor)
	})
}
