package content

import (
	"context"
	"errors"
	"reflect"
	"slices"

	"zhiyuan/command"
	"zhiyuan/events"
)

// Seed publishes an item the portal ships with (its articles, help answers, pages and the
// notices made from its data) under a fixed id. A later start brings the item up to the shipped
// fields, with the revision and publication an operator's edit would append, but only while the
// seed (meta's actor) wrote every event of it: an item an operator edited, withdrew or scheduled
// is left as they made it. It answers whether it wrote anything.
func (s *Service) Seed(ctx context.Context, meta events.Metadata, id string, f events.ContentFields) (command.Result, bool, error) {
	f, err := clean(f)
	if err != nil {
		return command.Result{}, false, err
	}
	if !validID.MatchString(id) {
		return command.Result{}, false, errNoItem
	}
	stream := events.ContentStream(id)
	envs, err := s.store.Load(ctx, stream)
	if err != nil {
		return command.Result{}, false, err
	}
	it := &item{}
	if err := command.Replay(s.registry, envs, it.apply); err != nil {
		return command.Result{}, false, err
	}
	if it.version > 0 && (!seedOnly(envs, meta.ActorUserID) || it.state != events.StatePublished || sameFields(it.fields, f)) {
		return command.Result{}, false, nil
	}
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: it.version, Events: []events.Event{
		events.ContentDrafted{ID: id, ContentFields: f},
		events.ContentPublished{ID: id, At: s.now().UTC(), ContentFields: f}}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, false, nil // someone wrote since the load: theirs stands, no retry
	}
	return command.ResultOf(res, stream), err == nil, err
}

// seedOnly reports whether the seed's actor wrote every event (an unnamed actor never counts).
func seedOnly(envs []events.Envelope, actor string) bool {
	return actor != "" && !slices.ContainsFunc(envs, func(e events.Envelope) bool { return e.Meta.ActorUserID != actor })
}

// sameFields compares whole revisions; a stored empty province list comes back nil.
func sameFields(a, b events.ContentFields) bool {
	if !slices.Equal(a.Provinces, b.Provinces) {
		return false
	}
	a.Provinces, b.Provinces = nil, nil
	return reflect.DeepEqual(a, b)
}

// PageID is the id of the page with a code (/content?code=).
func PageID(code string) string { return "page-" + code }
