// Package command is the write side: aggregates load from the event log,
// decide, and append new events. Nothing else writes state.
package command

import (
	"context"
	"time"

	"zhiyuan/events"
)

// EventStore is the event log as the command side sees it.
type EventStore interface {
	Load(ctx context.Context, streamID string) ([]events.Envelope, error)
	// LoadFrom returns a stream's events after a version (an aggregate cached at that version).
	LoadFrom(ctx context.Context, streamID string, afterVersion int) ([]events.Envelope, error)
	Append(ctx context.Context, meta events.Metadata, appends ...events.Append) (events.AppendResult, error)
	// LastOfType returns the newest event of a type in a stream (nil: none), the
	// stream's version and the log position of its newest event.
	LastOfType(ctx context.Context, streamID, eventType string) (*events.Envelope, int, int64, error)
	// LoadSince returns a stream's events recorded since a time and the stream's version.
	LoadSince(ctx context.Context, streamID string, since time.Time) ([]events.Envelope, int, error)
	// CountRecent counts events of a type since a time, from one client IP ("" = any).
	CountRecent(ctx context.Context, eventType, clientIP string, since time.Time) (int, error)
}

// Rights answers whether a user holds a member's right now (the membership aggregate, read
// from the log: the command side gates on its own state, never on a read model).
type Rights interface {
	Has(ctx context.Context, userID, right string) (bool, error)
}

// Result is what every command answers: the stream's new version and the log
// position of its last event (a query can wait for that position).
type Result struct {
	Version  int   `json:"Version"`
	Position int64 `json:"Position"`
}

// ResultOf picks a stream's version out of an append result.
func ResultOf(r events.AppendResult, stream string) Result {
	return Result{Version: r.Versions[stream], Position: r.Position}
}
