package command_test

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"zhiyuan/events"
)

// memStore is an in-memory event log for fuzzing the command handlers: it
// encodes every event through the registry as the real log does, so what a
// handler appends must also decode.
type memStore struct {
	reg     *events.Registry
	mu      sync.Mutex
	streams map[string][]events.Envelope
	all     []events.Envelope
}

func newMemStore(reg *events.Registry) *memStore {
	return &memStore{reg: reg, streams: map[string][]events.Envelope{}}
}

func (m *memStore) Load(_ context.Context, id string) ([]events.Envelope, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]events.Envelope(nil), m.streams[id]...), nil
}

func (m *memStore) LoadFrom(_ context.Context, id string, after int) ([]events.Envelope, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []events.Envelope
	for _, e := range m.streams[id] {
		if e.Version > after {
			out = append(out, e)
		}
	}
	return out, nil
}

func (m *memStore) Append(_ context.Context, meta events.Metadata, appends ...events.Append) (events.AppendResult, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	res := events.AppendResult{Versions: map[string]int{}}
	for _, a := range appends {
		if v := len(m.streams[a.StreamID]); a.ExpectedVersion != events.AnyVersion && a.ExpectedVersion != v {
			return events.AppendResult{}, events.ErrConflict
		}
	}
	for _, a := range appends {
		for _, ev := range a.Events {
			name, version, data, err := m.reg.Encode(ev)
			if err != nil {
				return events.AppendResult{}, err
			}
			env := events.Envelope{Position: int64(len(m.all) + 1), StreamID: a.StreamID, Version: len(m.streams[a.StreamID]) + 1,
				Type: name, SchemaVersion: version, Data: json.RawMessage(data), Meta: meta, RecordedAt: time.Now()}
			m.streams[a.StreamID] = append(m.streams[a.StreamID], env)
			m.all = append(m.all, env)
			res.Position, res.Versions[a.StreamID] = env.Position, env.Version
		}
	}
	return res, nil
}

func (m *memStore) LastOfType(_ context.Context, id, eventType string) (*events.Envelope, int, int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s := m.streams[id]
	var pos int64
	if len(s) > 0 {
		pos = s[len(s)-1].Position
	}
	for i := len(s) - 1; i >= 0; i-- {
		if s[i].Type == eventType {
			e := s[i]
			return &e, len(s), pos, nil
		}
	}
	return nil, len(s), pos, nil
}

func (m *memStore) LoadSince(_ context.Context, id string, since time.Time) ([]events.Envelope, int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []events.Envelope
	for _, e := range m.streams[id] {
		if !e.RecordedAt.Before(since) {
			out = append(out, e)
		}
	}
	return out, len(m.streams[id]), nil
}

func (m *memStore) CountRecent(_ context.Context, eventType, clientIP string, since time.Time) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, e := range m.all {
		if e.Type == eventType && (clientIP == "" || e.Meta.ClientIP == clientIP) && !e.RecordedAt.Before(since) {
			n++
		}
	}
	return n, nil
}

// count is the number of events in the log.
func (m *memStore) count() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.all)
}
