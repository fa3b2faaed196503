package kafka

import (
	"encoding/json"
	"maps"
	"testing"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/segmentio/kafka-go"
)

func TestBatchMessagePayloadAndMetadata(t *testing.T) {
	recs := []kafka.Message{
		{Value: []byte(`{"a":1}`), Headers: []kafka.Header{{Key: "k", Value: []byte("first")}}},
		{Value: nil},
		{Value: []byte(`[2, "x"]`), Headers: []kafka.Header{
			{Key: UUIDHeader, Value: []byte("producer-uuid")},
			{Key: "k", Value: []byte("last")},
		}},
	}

	msg := batchMessage("batch-uuid", recs)
	if want := `[{"a":1},null,[2, "x"]]`; string(msg.Payload) != want {
		t.Fatalf("payload %s, want %s", msg.Payload, want)
	}
	if !json.Valid(msg.Payload) {
		t.Fatal("payload is not valid JSON")
	}
	if msg.UUID != "batch-uuid" {
		t.Fatalf("uuid %q", msg.UUID)
	}
	if want := (message.Metadata{"k": "last"}); !maps.Equal(msg.Metadata, want) {
		t.Fatalf("metadata %v, want %v (the last record's, without the UUID header)", msg.Metadata, want)
	}
}

func TestSubscriberConfigRejectsNegativeBatchSize(t *testing.T) {
	if _, err := NewSubscriber(SubscriberConfig{Brokers: []string{"x:9092"}, BatchSize: -1}, nil); err == nil {
		t.Fatal("expected an error for BatchSize -1")
	}
}
