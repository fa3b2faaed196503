package content

import (
	"context"
	"errors"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// MaxSchedule is how far ahead a publication may be set.
const MaxSchedule = 366 * 24 * time.Hour

// Submit sends the current revision to review.
func (s *Service) Submit(ctx context.Context, meta events.Metadata, id string, version int) (command.Result, error) {
	if err := s.roles.Need(ctx, meta.ActorUserID, events.RoleEditor, events.RoleReviewer); err != nil {
		return command.Result{}, err
	}
	it, err := s.existing(ctx, id, version)
	if err != nil {
		return command.Result{}, err
	}
	if it.state != events.StateDraft && it.state != events.StateWithdrawn {
		return command.Result{}, apperr.Conflict("只有草稿可以提交审核")
	}
	return s.append(ctx, meta, id, it.version, events.ContentSubmitted{ID: id})
}

// Return sends a revision in review back to its editor with the reason.
func (s *Service) Return(ctx context.Context, meta events.Metadata, id string, version int, reason string) (command.Result, error) {
	if err := s.roles.Need(ctx, meta.ActorUserID, events.RoleReviewer); err != nil {
		return command.Result{}, err
	}
	reason, err := command.Reason(reason, "退回")
	if err != nil {
		return command.Result{}, err
	}
	it, err := s.existing(ctx, id, version)
	if err != nil {
		return command.Result{}, err
	}
	if it.state != events.StateReview {
		return command.Result{}, apperr.Conflict("只有待审核的内容可以退回")
	}
	return s.append(ctx, meta, id, it.version, events.ContentReturned{ID: id, Reason: reason})
}

// Publish puts the current revision live now, or at a later time (zero: now). With review on,
// only a reviewer publishes, and only a revision in review that someone else submitted; with
// review off, an editor publishes their own draft.
func (s *Service) Publish(ctx context.Context, meta events.Metadata, id string, version int, at time.Time) (command.Result, error) {
	if err := command.NeedPublisher(ctx, s.roles, meta.ActorUserID, s.Review); err != nil {
		return command.Result{}, err
	}
	it, err := s.existing(ctx, id, version)
	if err != nil {
		return command.Result{}, err
	}
	switch {
	case s.Review && it.state != events.StateReview:
		return command.Result{}, apperr.Conflict("请先提交审核：只有待审核的内容可以发布")
	case !s.Review && it.state != events.StateDraft && it.state != events.StateReview && it.state != events.StateWithdrawn:
		return command.Result{}, apperr.Conflict("这一版本已经发布或已排期")
	case command.OwnRevision(ctx, s.roles, meta.ActorUserID, it.submittedBy, s.Review):
		return command.Result{}, apperr.Forbidden("不能审核自己提交的内容：请另一位审核人发布")
	}
	now := s.now().UTC()
	if at.IsZero() || !at.After(now) {
		return s.append(ctx, meta, id, it.version, events.ContentPublished{ID: id, At: now, ContentFields: it.fields})
	}
	if at.Sub(now) > MaxSchedule {
		return command.Result{}, apperr.Invalid("定时发布最多提前一年")
	}
	return s.append(ctx, meta, id, it.version, events.ContentScheduled{ID: id, At: at.UTC()})
}

// Release publishes a scheduled revision once its time has come (the scheduler's command);
// an item no longer scheduled, or not yet due, is left alone.
func (s *Service) Release(ctx context.Context, meta events.Metadata, id string) (command.Result, bool, error) {
	it, err := s.existing(ctx, id, 0)
	if err != nil {
		return command.Result{}, false, err
	}
	now := s.now().UTC()
	if it.state != events.StateScheduled || it.scheduledAt.After(now) {
		return command.Result{Version: it.version}, false, nil
	}
	stream := events.ContentStream(id)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: it.version,
		Events: []events.Event{events.ContentPublished{ID: id, At: it.scheduledAt, ContentFields: it.fields}}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, false, nil // another scheduler, or an operator, was first
	}
	return command.ResultOf(res, stream), err == nil, err
}

// Withdraw takes a live or scheduled item off the site.
func (s *Service) Withdraw(ctx context.Context, meta events.Metadata, id string, version int, reason string) (command.Result, error) {
	if err := s.roles.Need(ctx, meta.ActorUserID, events.RoleReviewer); err != nil {
		return command.Result{}, err
	}
	reason, err := command.Reason(reason, "下线")
	if err != nil {
		return command.Result{}, err
	}
	it, err := s.existing(ctx, id, version)
	if err != nil {
		return command.Result{}, err
	}
	if !it.live && it.state != events.StateScheduled {
		return command.Result{}, apperr.Conflict("这条内容没有发布，无需下线")
	}
	return s.append(ctx, meta, id, it.version, events.ContentWithdrawn{ID: id, Reason: reason})
}
