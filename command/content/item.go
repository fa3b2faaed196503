package content

import (
	"time"

	"zhiyuan/events"
)

// item is one content item folded from its stream: the current revision and its workflow
// state, and whether (and which fields) readers see.
type item struct {
	version     int
	state       string // the revision's state: draft, review, scheduled, published, withdrawn
	fields      events.ContentFields
	live        bool
	scheduledAt time.Time
	submittedBy string
}

func (it *item) apply(env events.Envelope, ev events.Event) {
	it.version = env.Version
	switch e := ev.(type) {
	case events.ContentDrafted:
		it.fields, it.state = e.ContentFields, events.StateDraft
	case events.ContentSubmitted:
		it.state, it.submittedBy = events.StateReview, env.Meta.ActorUserID
	case events.ContentReturned:
		it.state = events.StateDraft
	case events.ContentScheduled:
		it.state, it.scheduledAt = events.StateScheduled, e.At
	case events.ContentPublished:
		it.state, it.live = events.StatePublished, true
	case events.ContentWithdrawn:
		it.state, it.live = events.StateWithdrawn, false
	}
}
