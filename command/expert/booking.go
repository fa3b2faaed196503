package expert

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// BookIn is what a family fills in to book a slot.
type BookIn struct {
	ExpertID, SlotID, Name, Phone, Question string
}

// Booked is a booking's id and where its events landed.
type Booked struct {
	command.Result
	BookingID string `json:"BookingId"`
}

// Book holds a free slot for the caller. The expert's stream is appended at the version read,
// the family's own at theirs: of two families after one slot, one wins and the other is told
// it is taken; a family never holds more than MaxUpcoming bookings, nor two with one expert.
func (s *Service) Book(ctx context.Context, meta events.Metadata, in BookIn) (Booked, error) {
	if meta.ActorUserID == "" {
		return Booked{}, apperr.LoginRequired()
	}
	in.Name, in.Phone, in.Question = strings.TrimSpace(in.Name), strings.TrimSpace(in.Phone), strings.TrimSpace(in.Question)
	switch {
	case utf8.RuneCountInString(in.Name) < 2 || utf8.RuneCountInString(in.Name) > 20:
		return Booked{}, apperr.Invalid("请填写联系人姓名（2–20 个字）")
	case !phonePattern.MatchString(in.Phone):
		return Booked{}, apperr.Invalid("请填写正确的手机号，专家按这个号码联系你")
	case utf8.RuneCountInString(in.Question) > 500:
		return Booked{}, apperr.Invalid("想咨询的问题不能超过 500 个字")
	}
	var out Booked
	_, err := retry(ctx, func() (command.Result, error) {
		x, err := s.existing(ctx, in.ExpertID)
		if err != nil {
			return command.Result{}, err
		}
		h, err := s.loadHeld(ctx, meta.ActorUserID)
		if err != nil {
			return command.Result{}, err
		}
		now := s.now().UTC()
		sl, err := s.bookable(x, meta.ActorUserID, in.SlotID, now)
		if err != nil {
			return command.Result{}, err
		}
		for _, b := range x.bookings {
			if b.userID == meta.ActorUserID && !b.cancelled && x.slots[b.slotID].Start.After(now) {
				return command.Result{}, apperr.Conflict("你已预约这位专家的一个时段：如需换时间，请在“我的预约”中改期")
			}
		}
		if h.upcoming(now) >= MaxUpcoming {
			return command.Result{}, apperr.TooMany(fmt.Sprintf("你已有 %d 个未开始的预约，结束或取消后再预约", MaxUpcoming))
		}
		bid := in.ExpertID + "-" + newID()
		res, err := s.store.Append(ctx, meta,
			events.Append{StreamID: events.ExpertStream(in.ExpertID), ExpectedVersion: x.version, Events: []events.Event{
				events.ExpertSlotBooked{ID: in.ExpertID, SlotID: in.SlotID, BookingID: bid, UserID: meta.ActorUserID,
					Name: in.Name, Phone: in.Phone, Question: in.Question}}},
			events.Append{StreamID: events.BookingsStream(meta.ActorUserID), ExpectedVersion: h.version, Events: []events.Event{
				events.BookingHeld{BookingID: bid, ExpertID: in.ExpertID, Start: sl.Start}}})
		if err == nil {
			out = Booked{Result: command.ResultOf(res, events.ExpertStream(in.ExpertID)), BookingID: bid}
		}
		return out.Result, err
	})
	return out, err
}

// bookable explains why a slot cannot be booked, or answers it.
func (s *Service) bookable(x *expert, userID, slotID string, now time.Time) (*slot, error) {
	if x.state != events.ExpertStateApproved {
		return nil, apperr.Conflict("这位专家暂不接受预约")
	}
	if x.userID == userID {
		return nil, apperr.Invalid("不能预约自己的时段")
	}
	sl := x.slots[slotID]
	switch {
	case sl == nil:
		return nil, apperr.NotFound("时段不存在")
	case sl.booking != "":
		return nil, apperr.Conflict("这个时段刚被其他家长预约了，请选择其他时段")
	case sl.closed:
		return nil, apperr.Conflict("专家已关闭这个时段，请选择其他时段")
	case sl.Start.Sub(now) < BookAhead:
		return nil, apperr.Conflict("距开始已不足两小时，不能预约这个时段")
	}
	return sl, nil
}
