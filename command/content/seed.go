package content

import (
	"context"
	"errors"

	"zhiyuan/command"
	"zhiyuan/events"
)

// Seed publishes an item the portal ships with (its articles, help answers, pages and the
// notices made from its data) under a fixed id, once: an id already in the log is left as the
// operators made it, edited or withdrawn. It answers whether it wrote anything.
func (s *Service) Seed(ctx context.Context, meta events.Metadata, id string, f events.ContentFields) (command.Result, bool, error) {
	f, err := clean(f)
	if err != nil {
		return command.Result{}, false, err
	}
	if !validID.MatchString(id) {
		return command.Result{}, false, errNoItem
	}
	stream := events.ContentStream(id)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: 0, Events: []events.Event{
		events.ContentDrafted{ID: id, ContentFields: f},
		events.ContentPublished{ID: id, At: s.now().UTC(), ContentFields: f}}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, false, nil
	}
	return command.ResultOf(res, stream), err == nil, err
}

// PageID is the id of the page with a code (/content?code=).
func PageID(code string) string { return "page-" + code }
