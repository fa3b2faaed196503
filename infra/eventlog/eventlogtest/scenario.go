package eventlogtest

import (
	"context"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
)

// Scenario is a command's test at its seam, on the real event log: the history a stream holds
// before the command (Given) and the events the command appended after it (Since) — tables of
// "given these events, when this command, then these events or this error", with no HTTP.
type Scenario struct {
	Store    *eventlog.Store
	Registry *events.Registry
}

// NewScenario opens an empty event log for one test (NewStore).
func NewScenario(t testing.TB) Scenario {
	t.Helper()
	store, reg := NewStore(t)
	return Scenario{Store: store, Registry: reg}
}

// Given appends history to a stream, as the system.
func (s Scenario) Given(t testing.TB, stream string, evs ...events.Event) {
	t.Helper()
	if len(evs) == 0 {
		return
	}
	if _, err := s.Store.Append(context.Background(), events.Metadata{ActorUserID: "test-history"},
		events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion, Events: evs}); err != nil {
		t.Fatalf("given %s: %v", stream, err)
	}
}

// Version is the stream's current version (0: no event yet).
func (s Scenario) Version(t testing.TB, stream string) int {
	t.Helper()
	envs, err := s.Store.Load(context.Background(), stream)
	if err != nil {
		t.Fatal(err)
	}
	if len(envs) == 0 {
		return 0
	}
	return envs[len(envs)-1].Version
}

// Since answers the stream's events after version from, decoded, with their envelopes.
func (s Scenario) Since(t testing.TB, stream string, from int) ([]events.Event, []events.Envelope) {
	t.Helper()
	envs, err := s.Store.LoadFrom(context.Background(), stream, from)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]events.Event, 0, len(envs))
	for _, env := range envs {
		ev, err := s.Registry.Decode(env)
		if err != nil {
			t.Fatalf("decode %s v%d: %v", stream, env.Version, err)
		}
		out = append(out, ev)
	}
	return out, envs
}
