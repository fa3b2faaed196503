package expert

import (
	"context"
	"strings"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Cancel ends a booking. The family cancels until a day before it starts (the slot opens
// again for others); the expert cancels until it starts, with a reason the family reads (the
// slot closes: they are not free then); an operator cancels any booking, with a reason.
func (s *Service) Cancel(ctx context.Context, meta events.Metadata, bookingID, reason string) (command.Result, error) {
	if meta.ActorUserID == "" {
		return command.Result{}, apperr.LoginRequired()
	}
	return retry(ctx, func() (command.Result, error) {
		x, b, err := s.booking(ctx, bookingID)
		if err != nil {
			return command.Result{}, err
		}
		start := x.slots[b.slotID].Start
		now := s.now()
		var by string
		switch {
		case meta.ActorUserID == b.userID:
			by = ByFamily
			if start.Sub(now) < ChangeAhead {
				return command.Result{}, apperr.Conflict("距开始已不足 24 小时，不能在网上取消：请直接与专家沟通")
			}
		case meta.ActorUserID == x.userID:
			by = ByExpert
			if !start.After(now) {
				return command.Result{}, apperr.Conflict("咨询已经开始，不能取消")
			}
		case s.roles.Need(ctx, meta.ActorUserID, events.RoleReviewer) == nil:
			by = ByOperator
		default:
			return command.Result{}, errNoBooking
		}
		reason = strings.TrimSpace(reason)
		if by != ByFamily {
			if reason, err = command.Reason(reason, "取消"); err != nil {
				return command.Result{}, err
			}
		} else if len([]rune(reason)) > 200 {
			return command.Result{}, apperr.Invalid("取消原因不能超过 200 个字")
		}
		h, err := s.loadHeld(ctx, b.userID)
		if err != nil {
			return command.Result{}, err
		}
		return s.appendBoth(ctx, meta, x, h, events.ExpertBookingCancelled{ID: events.ExpertID(x.userID), BookingID: b.id,
			By: by, Reason: reason}, events.BookingReleased{BookingID: b.id})
	})
}

// Move takes the family's booking to another free slot of the same expert, once, until a day
// before the booking starts.
func (s *Service) Move(ctx context.Context, meta events.Metadata, bookingID, toSlot string) (command.Result, error) {
	if meta.ActorUserID == "" {
		return command.Result{}, apperr.LoginRequired()
	}
	return retry(ctx, func() (command.Result, error) {
		x, b, err := s.booking(ctx, bookingID)
		if err != nil {
			return command.Result{}, err
		}
		if meta.ActorUserID != b.userID {
			return command.Result{}, errNoBooking
		}
		now := s.now().UTC()
		switch {
		case b.moved:
			return command.Result{}, apperr.Conflict("每个预约只能改期一次：如仍不合适，请取消后重新预约")
		case x.slots[b.slotID].Start.Sub(now) < ChangeAhead:
			return command.Result{}, apperr.Conflict("距开始已不足 24 小时，不能改期：请直接与专家沟通")
		case toSlot == b.slotID:
			return command.Result{}, apperr.Invalid("请选择另一个时段")
		}
		sl, err := s.bookable(x, b.userID, toSlot, now)
		if err != nil {
			return command.Result{}, err
		}
		h, err := s.loadHeld(ctx, b.userID)
		if err != nil {
			return command.Result{}, err
		}
		id := events.ExpertID(x.userID)
		return s.appendBoth(ctx, meta, x, h, events.ExpertBookingMoved{ID: id, BookingID: b.id, From: b.slotID, To: toSlot},
			events.BookingHeld{BookingID: b.id, ExpertID: id, Start: sl.Start})
	})
}

var errNoBooking = apperr.NotFound("预约不存在")

// booking loads the expert stream a booking id names (its first part) and the booking, which
// must still stand.
func (s *Service) booking(ctx context.Context, bookingID string) (*expert, *booking, error) {
	expertID, _, ok := strings.Cut(bookingID, "-")
	if !ok || !validExpertID(expertID) {
		return nil, nil, errNoBooking
	}
	x, err := s.load(ctx, expertID)
	if err != nil {
		return nil, nil, err
	}
	b := x.bookings[bookingID]
	if b == nil {
		return nil, nil, errNoBooking
	}
	if b.cancelled {
		return nil, nil, apperr.Conflict("这个预约已经取消")
	}
	return x, b, nil
}

// appendBoth appends to the expert's stream and the family's at the versions read (a
// conflict goes back to retry).
func (s *Service) appendBoth(ctx context.Context, meta events.Metadata, x *expert, h *held, onExpert, onFamily events.Event) (command.Result, error) {
	stream := events.ExpertStream(events.ExpertID(x.userID))
	res, err := s.store.Append(ctx, meta,
		events.Append{StreamID: stream, ExpectedVersion: x.version, Events: []events.Event{onExpert}},
		events.Append{StreamID: events.BookingsStream(h.userID), ExpectedVersion: h.version, Events: []events.Event{onFamily}})
	return command.ResultOf(res, stream), err
}
