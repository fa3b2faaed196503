package siteconfig_test

import (
	"context"
	"reflect"
	"testing"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

const (
	operator = "op-1"
	stream   = events.SiteConfigStream
)

var meta = events.Metadata{ActorUserID: operator, ClientIP: "10.0.0.9"}

// section is a SiteSectionReplaced, its value written as the log gives it back (jsonb's spacing).
func section(name, value string) events.SiteSectionReplaced {
	return events.SiteSectionReplaced{Section: name, Value: []byte(value)}
}

// check compares the command's error and the events it appended after the given history; every
// appended event records the operator who wrote it and from where.
func check(t *testing.T, sc eventlogtest.Scenario, from int, err error, wantErr string, then []events.Event) {
	t.Helper()
	got, envs := sc.Since(t, stream, from)
	if wantErr != "" {
		e, ok := apperr.As(err)
		if !ok || e.Message != wantErr {
			t.Fatalf("error %v, want %q", err, wantErr)
		}
		if len(got) > 0 {
			t.Fatalf("a refused command appended %#v", got)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(then) || (len(then) > 0 && !reflect.DeepEqual(got, then)) {
		t.Fatalf("appended %#v, want %#v", got, then)
	}
	checkMeta(t, envs)
}

func checkMeta(t *testing.T, envs []events.Envelope) {
	t.Helper()
	for _, env := range envs {
		if env.Meta.ActorUserID != operator || env.Meta.ClientIP != "10.0.0.9" {
			t.Fatalf("event recorded as %+v, want the operator and their address", env.Meta)
		}
	}
}

// racingStore is the real event log with another writer slipping in right after each Load of
// the command (the n-th load calls race(n)), as a second operator or process would.
type racingStore struct {
	command.EventStore
	race  func(n int)
	loads int
}

func (r *racingStore) Load(ctx context.Context, streamID string) ([]events.Envelope, error) {
	envs, err := r.EventStore.Load(ctx, streamID)
	r.loads++
	if r.race != nil {
		r.race(r.loads)
	}
	return envs, err
}

// other appends events as another operator, outside the command under test.
func other(t *testing.T, sc eventlogtest.Scenario, evs ...events.Event) {
	t.Helper()
	if _, err := sc.Store.Append(context.Background(), events.Metadata{ActorUserID: "op-2"},
		events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion, Events: evs}); err != nil {
		t.Fatal(err)
	}
}
