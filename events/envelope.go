// Package events is the contract every side shares: event names, schema
// versions, the envelope that carries them and the codec that reads them.
// It imports nothing of the project.
package events

import (
	"encoding/json"
	"time"
)

// Metadata records who made a change and from where. Every event carries it.
type Metadata struct {
	ActorUserID  string    `json:"actor_user_id,omitempty"`
	OrgCode      string    `json:"org_code,omitempty"`
	TerminalType string    `json:"terminal_type,omitempty"`
	RequestID    string    `json:"request_id,omitempty"`
	ClientIP     string    `json:"client_ip,omitempty"`
	UserAgent    string    `json:"user_agent,omitempty"`
	Time         time.Time `json:"time"`
}

// Envelope is one stored event as it travels through the log, the outbox and Kafka.
type Envelope struct {
	ID            string          `json:"id"`
	Position      int64           `json:"position"`
	StreamID      string          `json:"stream_id"`
	Version       int             `json:"version"`
	Type          string          `json:"type"`
	SchemaVersion int             `json:"schema_version"`
	Data          json.RawMessage `json:"data"`
	Meta          Metadata        `json:"meta"`
	RecordedAt    time.Time       `json:"recorded_at"`
}

// Event is implemented by every event payload type.
type Event interface {
	EventType() string
}

// Append asks the store to add events to one stream, expecting the stream to be
// at ExpectedVersion (0 = the stream must not exist yet, AnyVersion = no check).
type Append struct {
	StreamID        string
	ExpectedVersion int
	Events          []Event
}

// AnyVersion disables the optimistic concurrency check for an append.
const AnyVersion = -1
