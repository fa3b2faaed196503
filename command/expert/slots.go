package expert

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"slices"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// SlotIn is a time an expert offers.
type SlotIn struct {
	Start   time.Time
	Minutes int
	Mode    string
}

// OpenSlots publishes the caller's new slots. They must start at least two hours ahead (or
// nobody could book them) and at most 60 days ahead, and overlap neither each other nor the
// slots already offered.
func (s *Service) OpenSlots(ctx context.Context, meta events.Metadata, in []SlotIn) (command.Result, []string, error) {
	if len(in) == 0 || len(in) > MaxSlotsPerCall {
		return command.Result{}, nil, apperr.Invalid(fmt.Sprintf("每次发布 1–%d 个时段", MaxSlotsPerCall))
	}
	id := events.ExpertID(meta.ActorUserID)
	x, err := s.ownApproved(ctx, meta, id)
	if err != nil {
		return command.Result{}, nil, err
	}
	now := s.now().UTC()
	var taken []events.ExpertSlot
	open := 0
	for _, sl := range x.slots {
		if !sl.closed && sl.Start.Add(minutes(sl.Minutes)).After(now) {
			taken = append(taken, sl.ExpertSlot)
			open++
		}
	}
	if open+len(in) > MaxOpenSlots {
		return command.Result{}, nil, apperr.TooMany(fmt.Sprintf("同时开放的时段最多 %d 个", MaxOpenSlots))
	}
	var slots []events.ExpertSlot
	for _, si := range in {
		start := si.Start.UTC().Truncate(time.Minute)
		switch {
		case si.Minutes < MinMinutes || si.Minutes > MaxMinutes:
			return command.Result{}, nil, apperr.Invalid(fmt.Sprintf("每个时段 %d–%d 分钟", MinMinutes, MaxMinutes))
		case Modes[si.Mode] == "":
			return command.Result{}, nil, apperr.Invalid("咨询方式只能是 video（视频）或 phone（电话）")
		case start.Sub(now) < BookAhead:
			return command.Result{}, nil, apperr.Invalid("时段须在两小时以后开始")
		case start.Sub(now) > OpenAhead:
			return command.Result{}, nil, apperr.Invalid("时段最多提前 60 天发布")
		}
		sl := events.ExpertSlot{ID: newID(), Start: start, Minutes: si.Minutes, Mode: si.Mode}
		if i := slices.IndexFunc(taken, func(t events.ExpertSlot) bool { return overlap(t, sl) }); i >= 0 {
			return command.Result{}, nil, apperr.Conflict("时段与已有时段重叠：" + beijingTime(taken[i].Start))
		}
		taken = append(taken, sl)
		slots = append(slots, sl)
	}
	res, err := s.append(ctx, meta, id, x.version, events.ExpertSlotsOpened{ID: id, Slots: slots})
	ids := make([]string, len(slots))
	for i, sl := range slots {
		ids[i] = sl.ID
	}
	return res, ids, err
}

// CloseSlot takes back a slot nobody holds.
func (s *Service) CloseSlot(ctx context.Context, meta events.Metadata, slotID string) (command.Result, error) {
	id := events.ExpertID(meta.ActorUserID)
	x, err := s.own(ctx, meta, id)
	if err != nil {
		return command.Result{}, err
	}
	sl := x.slots[slotID]
	switch {
	case sl == nil || sl.closed:
		return command.Result{}, apperr.NotFound("时段不存在或已关闭")
	case sl.booking != "":
		return command.Result{}, apperr.Conflict("这个时段已有家长预约：请先取消预约并说明原因")
	case !sl.Start.After(s.now()):
		return command.Result{}, apperr.Conflict("时段已经开始")
	}
	return s.append(ctx, meta, id, x.version, events.ExpertSlotClosed{ID: id, SlotID: slotID})
}

// own loads the caller's own expert profile, which must exist.
func (s *Service) own(ctx context.Context, meta events.Metadata, id string) (*expert, error) {
	if meta.ActorUserID == "" {
		return nil, apperr.LoginRequired()
	}
	x, err := s.load(ctx, id)
	if err == nil && x.version == 0 {
		err = apperr.NotFound("你还没有申请入驻")
	}
	return x, err
}

// ownApproved is own for an expert the operators have listed.
func (s *Service) ownApproved(ctx context.Context, meta events.Metadata, id string) (*expert, error) {
	x, err := s.own(ctx, meta, id)
	if err == nil && x.state != events.ExpertStateApproved {
		err = apperr.Forbidden("入驻审核通过后才能发布时段")
	}
	return x, err
}

func overlap(a, b events.ExpertSlot) bool {
	return a.Start.Before(b.Start.Add(minutes(b.Minutes))) && b.Start.Before(a.Start.Add(minutes(a.Minutes)))
}

func minutes(n int) time.Duration { return time.Duration(n) * time.Minute }

func beijingTime(t time.Time) string { return t.In(beijing.Zone).Format("2006-01-02 15:04") }

func newID() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
