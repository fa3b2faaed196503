package expert_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command/expert"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// hourly is n slots of 30 minutes, one an hour from start.
func hourly(n int, start time.Time) []expert.SlotIn {
	in := make([]expert.SlotIn, n)
	for i := range in {
		in[i] = expert.SlotIn{Start: start.Add(time.Duration(i) * time.Hour), Minutes: 30, Mode: "video"}
	}
	return in
}

// opened is the slots as the log stores them: UTC, to the minute.
func opened(in []expert.SlotIn) []events.ExpertSlot {
	out := make([]events.ExpertSlot, len(in))
	for i, s := range in {
		out[i] = events.ExpertSlot{Start: s.Start.UTC().Truncate(time.Minute), Minutes: s.Minutes, Mode: s.Mode}
	}
	return out
}

// Given the expert's stream on 7 December 2026, when they publish slots, then these slots or
// this error: from two hours to 60 days ahead (into 2027, never back in 2025), 15–120 minutes,
// video or phone, overlapping nothing open, at most 20 a call and 200 open.
func TestOpenSlots(t *testing.T) {
	t.Parallel()
	at := func(y int, m time.Month, d, h, min int) time.Time {
		return time.Date(y, m, d, h, min, 0, 0, beijing.Zone)
	}
	one := func(start time.Time, minutes int, mode string) []expert.SlotIn {
		return []expert.SlotIn{{Start: start, Minutes: minutes, Mode: mode}}
	}
	many := opened(hourly(199, at(2026, 12, 8, 0, 0)))
	for i := range many {
		many[i].ID = fmt.Sprintf("m%d", i)
	}
	full := plus(listed(past), events.ExpertSlotsOpened{ID: eid, Slots: many})
	for _, c := range []struct {
		name    string
		actor   string
		given   []events.Event
		in      []expert.SlotIn
		want    []events.ExpertSlot // IDs are the service's
		wantErr string
	}{
		{name: "one in January 2027", actor: expertUser, given: listed(), in: one(at(2027, 1, 10, 10, 0), 60, "video"),
			want: []events.ExpertSlot{{Start: bj(2027, 1, 10, 10, 0), Minutes: 60, Mode: "video"}}},
		{name: "to the minute, in UTC", actor: expertUser, given: listed(), in: one(at(2026, 12, 20, 10, 0).Add(42*time.Second), 15, "phone"),
			want: []events.ExpertSlot{{Start: bj(2026, 12, 20, 10, 0), Minutes: 15, Mode: "phone"}}},
		{name: "two hours ahead", actor: expertUser, given: listed(), in: one(at(2026, 12, 7, 11, 0), 120, "video"),
			want: []events.ExpertSlot{{Start: bj(2026, 12, 7, 11, 0), Minutes: 120, Mode: "video"}}},
		{name: "less than two hours ahead", actor: expertUser, given: listed(), in: one(at(2026, 12, 7, 10, 59), 30, "video"),
			wantErr: "时段须在两小时以后开始"},
		{name: "in the past year", actor: expertUser, given: listed(), in: one(at(2025, 12, 20, 10, 0), 30, "video"),
			wantErr: "时段须在两小时以后开始"},
		{name: "60 days ahead", actor: expertUser, given: listed(), in: one(at(2027, 2, 5, 9, 0), 30, "video"),
			want: []events.ExpertSlot{{Start: bj(2027, 2, 5, 9, 0), Minutes: 30, Mode: "video"}}},
		{name: "more than 60 days ahead", actor: expertUser, given: listed(), in: one(at(2027, 2, 5, 9, 1), 30, "video"),
			wantErr: "时段最多提前 60 天发布"},
		{name: "the exam in June 2027 is too far", actor: expertUser, given: listed(), in: one(at(2027, 6, 7, 9, 0), 30, "video"),
			wantErr: "时段最多提前 60 天发布"},
		{name: "14 minutes", actor: expertUser, given: listed(), in: one(at(2026, 12, 20, 10, 0), 14, "video"),
			wantErr: "每个时段 15–120 分钟"},
		{name: "121 minutes", actor: expertUser, given: listed(), in: one(at(2026, 12, 20, 10, 0), 121, "video"),
			wantErr: "每个时段 15–120 分钟"},
		{name: "an unknown mode", actor: expertUser, given: listed(), in: one(at(2026, 12, 20, 10, 0), 30, "wechat"),
			wantErr: "咨询方式只能是 video（视频）或 phone（电话）"},
		{name: "none", actor: expertUser, given: listed(), wantErr: "每次发布 1–20 个时段"},
		{name: "twenty at once", actor: expertUser, given: listed(), in: hourly(20, at(2026, 12, 20, 8, 0)),
			want: opened(hourly(20, at(2026, 12, 20, 8, 0)))},
		{name: "twenty-one at once", actor: expertUser, given: listed(), in: hourly(21, at(2026, 12, 20, 8, 0)),
			wantErr: "每次发布 1–20 个时段"},
		{name: "two overlapping each other", actor: expertUser, given: listed(),
			in:      []expert.SlotIn{{Start: at(2026, 12, 20, 10, 0), Minutes: 60, Mode: "video"}, {Start: at(2026, 12, 20, 10, 30), Minutes: 30, Mode: "video"}},
			wantErr: "时段与已有时段重叠：2026-12-20 10:00"},
		{name: "overlapping an open slot", actor: expertUser, given: listed(s1), in: one(at(2026, 12, 20, 9, 30), 31, "phone"),
			wantErr: "时段与已有时段重叠：2026-12-20 10:00"},
		{name: "overlapping a booked slot", actor: expertUser, given: plus(listed(s1), booked(eid+"-b1", "s1", family)),
			in: one(at(2026, 12, 20, 10, 59), 30, "phone"), wantErr: "时段与已有时段重叠：2026-12-20 10:00"},
		{name: "right after an open slot", actor: expertUser, given: listed(s1), in: one(at(2026, 12, 20, 11, 0), 30, "phone"),
			want: []events.ExpertSlot{{Start: bj(2026, 12, 20, 11, 0), Minutes: 30, Mode: "phone"}}},
		{name: "over a closed slot", actor: expertUser, given: plus(listed(s1), events.ExpertSlotClosed{ID: eid, SlotID: "s1"}),
			in: one(at(2026, 12, 20, 10, 0), 60, "phone"), want: []events.ExpertSlot{{Start: bj(2026, 12, 20, 10, 0), Minutes: 60, Mode: "phone"}}},
		{name: "the 200th open slot (a past one does not count)", actor: expertUser, given: full,
			in: one(at(2027, 1, 10, 10, 0), 60, "video"), want: []events.ExpertSlot{{Start: bj(2027, 1, 10, 10, 0), Minutes: 60, Mode: "video"}}},
		{name: "the 201st", actor: expertUser, given: full, in: hourly(2, at(2027, 1, 10, 10, 0)),
			wantErr: "同时开放的时段最多 200 个"},
		{name: "a waiting applicant", actor: expertUser, given: []events.Event{applied()}, in: one(at(2026, 12, 20, 10, 0), 30, "video"),
			wantErr: "入驻审核通过后才能发布时段"},
		{name: "a suspended expert", actor: expertUser, given: plus(listed(), events.ExpertSuspended{ID: eid, Reason: "投诉核查"}),
			in: one(at(2026, 12, 20, 10, 0), 30, "video"), wantErr: "入驻审核通过后才能发布时段"},
		{name: "someone who never applied", actor: family, given: listed(), in: one(at(2026, 12, 20, 10, 0), 30, "video"),
			wantErr: "你还没有申请入驻"},
		{name: "not logged in", given: listed(), in: one(at(2026, 12, 20, 10, 0), 30, "video"),
			wantErr: apperr.LoginRequired().Message},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			before := history{expertStream: c.given}.give(t, sc)
			_, ids, err := svc.OpenSlots(context.Background(), as(c.actor), c.in)
			var then []events.Event
			if c.wantErr == "" {
				if len(ids) != len(c.want) {
					t.Fatalf("ids %v for %d slots", ids, len(c.want))
				}
				for i := range c.want {
					c.want[i].ID = ids[i]
				}
				then = []events.Event{events.ExpertSlotsOpened{ID: eid, Slots: c.want}}
			}
			check(t, sc, before, as(c.actor), err, c.wantErr, history{expertStream: then})
		})
	}
}

// The expert takes back a slot nobody holds and that has not started.
func TestCloseSlot(t *testing.T) {
	t.Parallel()
	withBooking := plus(listed(s1, s2, past), booked(eid+"-b1", "s1", family))
	for _, c := range []struct {
		name    string
		actor   string
		given   []events.Event
		slot    string
		wantErr string
	}{
		{name: "an open slot", actor: expertUser, given: withBooking, slot: "s2"},
		{name: "a booked slot", actor: expertUser, given: withBooking, slot: "s1",
			wantErr: "这个时段已有家长预约：请先取消预约并说明原因"},
		{name: "a slot the family cancelled", actor: expertUser, slot: "s1",
			given: plus(withBooking, events.ExpertBookingCancelled{ID: eid, BookingID: eid + "-b1", By: expert.ByFamily})},
		{name: "a slot the family moved away from", actor: expertUser, slot: "s1",
			given: plus(withBooking, events.ExpertBookingMoved{ID: eid, BookingID: eid + "-b1", From: "s1", To: "s2"})},
		{name: "the slot they moved to", actor: expertUser, slot: "s2",
			given:   plus(withBooking, events.ExpertBookingMoved{ID: eid, BookingID: eid + "-b1", From: "s1", To: "s2"}),
			wantErr: "这个时段已有家长预约：请先取消预约并说明原因"},
		{name: "a slot the expert's cancellation closed", actor: expertUser, slot: "s1",
			given:   plus(withBooking, events.ExpertBookingCancelled{ID: eid, BookingID: eid + "-b1", By: expert.ByExpert, Reason: "临时出差"}),
			wantErr: "时段不存在或已关闭"},
		{name: "a slot closed already", actor: expertUser, given: plus(withBooking, events.ExpertSlotClosed{ID: eid, SlotID: "s2"}),
			slot: "s2", wantErr: "时段不存在或已关闭"},
		{name: "an unknown slot", actor: expertUser, given: withBooking, slot: "s9", wantErr: "时段不存在或已关闭"},
		{name: "a slot that has started", actor: expertUser, given: withBooking, slot: "past", wantErr: "时段已经开始"},
		{name: "a suspended expert may still", actor: expertUser, slot: "s2",
			given: plus(withBooking, events.ExpertSuspended{ID: eid, Reason: "投诉核查"})},
		{name: "someone else's slot", actor: family, given: withBooking, slot: "s2", wantErr: "你还没有申请入驻"},
		{name: "not logged in", given: withBooking, slot: "s2", wantErr: apperr.LoginRequired().Message},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			before := history{expertStream: c.given}.give(t, sc)
			_, err := svc.CloseSlot(context.Background(), as(c.actor), c.slot)
			check(t, sc, before, as(c.actor), err, c.wantErr,
				history{expertStream: {events.ExpertSlotClosed{ID: eid, SlotID: c.slot}}})
		})
	}
}
