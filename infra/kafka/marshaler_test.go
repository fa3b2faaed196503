package kafka

import (
	"maps"
	"testing"

	"github.com/ThreeDotsLabs/watermill/message"
)

func TestMarshalRoundTrip(t *testing.T) {
	msg := message.NewMessage("uuid-1", []byte("payload"))
	msg.Metadata.Set(PartitionKeyMetadata, "aggregate-7")
	msg.Metadata.Set("event_type", "ApplicationSubmitted")

	rec, err := marshal("events", msg)
	if err != nil {
		t.Fatal(err)
	}
	if string(rec.Key) != "aggregate-7" || rec.Topic != "events" {
		t.Fatalf("key %q topic %q", rec.Key, rec.Topic)
	}

	got := unmarshal(rec)
	if got.UUID != "uuid-1" || string(got.Payload) != "payload" {
		t.Fatalf("got uuid %q payload %q", got.UUID, got.Payload)
	}
	if !maps.Equal(got.Metadata, msg.Metadata) {
		t.Fatalf("metadata %v, want %v", got.Metadata, msg.Metadata)
	}
}

func TestMarshalKeyFallsBackToUUID(t *testing.T) {
	rec, err := marshal("events", message.NewMessage("uuid-2", nil))
	if err != nil {
		t.Fatal(err)
	}
	if string(rec.Key) != "uuid-2" {
		t.Fatalf("key %q, want the UUID", rec.Key)
	}
}

func TestMarshalRejectsReservedMetadata(t *testing.T) {
	msg := message.NewMessage("uuid-3", nil)
	msg.Metadata.Set(UUIDHeader, "spoofed")
	if _, err := marshal("events", msg); err == nil {
		t.Fatal("expected an error for the reserved UUID header key")
	}
}
