package events

import "errors"

// ErrConflict: the stream is not at the expected version (someone else wrote first).
var ErrConflict = errors.New("events: stream changed since it was read")

// AppendResult tells the caller where its events landed.
type AppendResult struct {
	Position int64          // global position of the last event appended
	Versions map[string]int // new version per stream
}
