package content

import (
	"context"
	"time"

	"github.com/google/uuid"

	"zhiyuan/events"
)

// ViewsPerIPHour caps the reads one address adds to the counts in an hour: a script reloading
// a page does not make an article popular. Reads beyond it are answered but not counted.
const ViewsPerIPHour = 120

// View counts one read of a live item (AddNewsInfoCount); it answers whether it was counted.
func (s *Service) View(ctx context.Context, meta events.Metadata, id string) (bool, error) {
	it, err := s.existing(ctx, id, 0)
	if err != nil {
		return false, err
	}
	if !it.live {
		return false, errNoItem
	}
	n, err := s.store.CountRecent(ctx, events.ContentViewed{}.EventType(), meta.ClientIP, s.now().Add(-time.Hour))
	if err != nil {
		return false, err
	}
	if n >= ViewsPerIPHour {
		return false, nil
	}
	_, err = s.store.Append(ctx, meta, events.Append{StreamID: events.ContentViewStream(uuid.NewString()), ExpectedVersion: 0,
		Events: []events.Event{events.ContentViewed{ID: id}}})
	if err != nil {
		return false, err
	}
	return true, nil
}
