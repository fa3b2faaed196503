package kafka_test

import (
	"testing"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/ThreeDotsLabs/watermill/pubsub/tests"

	"zhiyuan/infra/kafka"
	"zhiyuan/infra/kafka/kafkatest"
)

// The universal suite again, with the Direct publisher, so both publish
// paths give the same guarantees.
func TestPubSubDirect(t *testing.T) {
	brokers := kafkatest.NewBroker(t)

	newDirectPubSub := func(t *testing.T, group string) (message.Publisher, message.Subscriber) {
		pub, err := kafka.NewPublisher(kafka.PublisherConfig{Brokers: brokers, Direct: true}, testLogger())
		if err != nil {
			t.Fatal(err)
		}
		sub, err := kafka.NewSubscriber(testSubscriberConfig(brokers, group), testLogger())
		if err != nil {
			t.Fatal(err)
		}
		return pub, sub
	}

	tests.TestPubSub(t, tests.Features{
		ConsumerGroups:                      true,
		ExactlyOnceDelivery:                 false,
		GuaranteedOrder:                     true,
		GuaranteedOrderWithSingleSubscriber: false,
		Persistent:                          true,
		NewSubscriberReceivesOldMessages:    false,
	}, func(t *testing.T) (message.Publisher, message.Subscriber) {
		pub, sub := newDirectPubSub(t, "direct-"+t.Name())
		return keyByPayload{pub}, sub
	}, newDirectPubSub)
}
