package eventlog_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"reflect"
	"testing"
	"time"

	"github.com/ThreeDotsLabs/watermill/message"

	"zhiyuan/infra/eventlog"
)

// A message of the log reader carries its batch decoded for the consumers of
// this process; what they take must be exactly what the wire form says, the
// form the relay sends to Kafka and other processes decode.
func TestDecodedBatchEqualsItsWireForm(t *testing.T) {
	_, store, _ := newStore(t)
	for _, u := range []string{"a", "b", "a", "c"} {
		appendNow(t, store, u)
	}
	tail := eventlog.NewTail(store, slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	t.Cleanup(tail.Close)
	sub := eventlog.NewSubscriber(tail, "decoded", func(context.Context) (int64, error) { return 0, nil }, nil)
	t.Cleanup(func() { _ = sub.Close() })
	msgs, err := sub.Subscribe(context.Background(), eventlog.EventsTopic)
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	for got < 4 {
		var msg *message.Message
		select {
		case msg = <-msgs:
		case <-time.After(20 * time.Second):
			t.Fatalf("%d of 4 events delivered", got)
		}
		shared, err := eventlog.DecodeBatch(msg)
		if err != nil {
			t.Fatal(err)
		}
		wire := message.NewMessage(msg.UUID, msg.Payload) // no context: decoded from the JSON
		wire.Metadata = msg.Metadata
		fromJSON, err := eventlog.DecodeBatch(wire)
		if err != nil {
			t.Fatal(err)
		}
		if len(shared.Events) == 0 || shared.Settles() != fromJSON.Settles() || len(shared.Events) != len(fromJSON.Events) {
			t.Fatalf("shared batch %+v, wire batch %+v", shared, fromJSON)
		}
		for i := range shared.Events {
			a, b := shared.Events[i], fromJSON.Events[i]
			if !a.RecordedAt.Equal(b.RecordedAt) || !a.Meta.Time.Equal(b.Meta.Time) {
				t.Fatalf("event %d: times differ: %v %v / %v %v", i, a.RecordedAt, b.RecordedAt, a.Meta.Time, b.Meta.Time)
			}
			a.RecordedAt, a.Meta.Time = b.RecordedAt, b.Meta.Time // the same instants, perhaps in other zones
			if !reflect.DeepEqual(a, b) && !equalJSON(t, a, b) {
				t.Fatalf("event %d differs:\nshared %+v\nwire   %+v", i, a, b)
			}
		}
		got += len(shared.Events)
		msg.Ack()
	}
}

// equalJSON compares two envelopes by their wire form (a nil and an empty field encode alike).
func equalJSON(t *testing.T, a, b any) bool {
	t.Helper()
	ja, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(ja) == string(jb)
}
