package expert_test

import (
	"context"
	"strings"
	"testing"

	"zhiyuan/command/expert"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Bookings of the family, seen from 09:00 on 7 December 2026 in Beijing.
var (
	b1 = eid + "-b1" // on s1, 13 days ahead
	bt = eid + "-bt" // on today, six hours ahead
	bp = eid + "-bp" // on past, started
	bo = eid + "-bo" // the other family's, on s3
)

// bookings is the listed expert with the family's three bookings and the other family's one.
func bookings(more ...events.Event) history {
	return history{
		expertStream: plus(listed(s1, s2, s3, soon, today, past, nextYear), booked(b1, "s1", family), booked(bt, "today", family),
			booked(bp, "past", family), booked(bo, "s3", other)),
		familyStream: {held(b1, eid, s1.Start), held(bt, eid, today.Start), held(bp, eid, past.Start)},
		otherStream:  {held(bo, eid, s3.Start)},
	}.then(more...)
}

// then adds events to the expert's stream.
func (h history) then(more ...events.Event) history {
	h[expertStream] = plus(h[expertStream], more...)
	return h
}

func cancelled(bookingID, by, reason string) history {
	return history{expertStream: {events.ExpertBookingCancelled{ID: eid, BookingID: bookingID, By: by, Reason: reason}},
		familyStream: {events.BookingReleased{BookingID: bookingID}}}
}

// The family cancels until a day ahead, the expert until the start and with a reason, an
// operator any booking with a reason; anyone else is told there is no such booking.
func TestCancel(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name    string
		actor   string
		given   history
		booking string
		reason  string
		then    history
		wantErr string
	}{
		{name: "the family, 13 days ahead", actor: family, given: bookings(), booking: b1,
			then: cancelled(b1, expert.ByFamily, "")},
		{name: "the family, with a reason", actor: family, given: bookings(), booking: b1, reason: " 孩子生病 ",
			then: cancelled(b1, expert.ByFamily, "孩子生病")},
		{name: "the family, with 201 characters", actor: family, given: bookings(), booking: b1, reason: strings.Repeat("因", 201),
			wantErr: "取消原因不能超过 200 个字"},
		{name: "the family, six hours ahead", actor: family, given: bookings(), booking: bt,
			wantErr: "距开始已不足 24 小时，不能在网上取消：请直接与专家沟通"},
		{name: "the family, of a booking moved into the last day", actor: family, booking: b1,
			given:   bookings(events.ExpertBookingMoved{ID: eid, BookingID: b1, From: "s1", To: "today"}),
			wantErr: "距开始已不足 24 小时，不能在网上取消：请直接与专家沟通"},
		{name: "the family, of a suspended expert", actor: family, booking: b1,
			given: bookings(events.ExpertSuspended{ID: eid, Reason: "投诉核查"}), then: cancelled(b1, expert.ByFamily, "")},
		{name: "the expert, six hours ahead", actor: expertUser, given: bookings(), booking: bt, reason: " 临时出差 ",
			then: cancelled(bt, expert.ByExpert, "临时出差")},
		{name: "the expert, without a reason", actor: expertUser, given: bookings(), booking: b1,
			wantErr: "请填写取消原因（不超过 200 个字）"},
		{name: "the expert, once it started", actor: expertUser, given: bookings(), booking: bp, reason: "临时出差",
			wantErr: "咨询已经开始，不能取消"},
		{name: "a reviewer", actor: reviewer, given: bookings(), booking: b1, reason: "专家资质核查",
			then: cancelled(b1, expert.ByOperator, "专家资质核查")},
		{name: "an admin, once it started", actor: admin, given: bookings(), booking: bp, reason: "家长投诉，核实后取消",
			then: cancelled(bp, expert.ByOperator, "家长投诉，核实后取消")},
		{name: "a reviewer, without a reason", actor: reviewer, given: bookings(), booking: b1, wantErr: "请填写取消原因（不超过 200 个字）"},
		{name: "the other family's booking, by its family", actor: other, given: bookings(), booking: bo,
			then: history{expertStream: {events.ExpertBookingCancelled{ID: eid, BookingID: bo, By: expert.ByFamily}},
				otherStream: {events.BookingReleased{BookingID: bo}}}},
		{name: "another family", actor: other, given: bookings(), booking: b1, wantErr: "预约不存在"},
		{name: "an editor", actor: editor, given: bookings(), booking: b1, reason: "核查", wantErr: "预约不存在"},
		{name: "a booking cancelled already", actor: family, booking: b1,
			given:   bookings(events.ExpertBookingCancelled{ID: eid, BookingID: b1, By: expert.ByFamily}),
			wantErr: "这个预约已经取消"},
		{name: "an unknown booking", actor: family, given: bookings(), booking: eid + "-b9", wantErr: "预约不存在"},
		{name: "not a booking id", actor: family, given: bookings(), booking: "b1", wantErr: "预约不存在"},
		{name: "another expert's id", actor: family, given: bookings(), booking: expertB + "-b1", wantErr: "预约不存在"},
		{name: "not logged in", given: bookings(), booking: b1, wantErr: apperr.LoginRequired().Message},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			before := c.given.give(t, sc)
			_, err := svc.Cancel(context.Background(), as(c.actor), c.booking, c.reason)
			check(t, sc, before, as(c.actor), err, c.wantErr, c.then)
		})
	}
}

// The family moves a booking once, until a day ahead, to another bookable slot of the expert.
func TestMove(t *testing.T) {
	t.Parallel()
	moved := func(from, to string, sl events.ExpertSlot) history {
		return history{expertStream: {events.ExpertBookingMoved{ID: eid, BookingID: b1, From: from, To: to}},
			familyStream: {held(b1, eid, sl.Start)}}
	}
	for _, c := range []struct {
		name    string
		actor   string
		given   history
		booking string
		to      string
		then    history
		wantErr string
	}{
		{name: "to another free slot", actor: family, given: bookings(), booking: b1, to: "s2", then: moved("s1", "s2", s2)},
		{name: "to January 2027", actor: family, given: bookings(), booking: b1, to: "jan", then: moved("s1", "jan", nextYear)},
		{name: "to a slot later today", actor: family, booking: b1, to: "today", then: moved("s1", "today", today),
			given: bookings(events.ExpertBookingCancelled{ID: eid, BookingID: bt, By: expert.ByFamily})},
		{name: "a second time", actor: family, given: bookings(events.ExpertBookingMoved{ID: eid, BookingID: b1, From: "s1", To: "s2"}),
			booking: b1, to: "jan", wantErr: "每个预约只能改期一次：如仍不合适，请取消后重新预约"},
		{name: "six hours ahead", actor: family, given: bookings(), booking: bt, to: "s2",
			wantErr: "距开始已不足 24 小时，不能改期：请直接与专家沟通"},
		{name: "to the same slot", actor: family, given: bookings(), booking: b1, to: "s1", wantErr: "请选择另一个时段"},
		{name: "to a slot another family holds", actor: family, given: bookings(), booking: b1, to: "s3",
			wantErr: "这个时段刚被其他家长预约了，请选择其他时段"},
		{name: "to a closed slot", actor: family, given: bookings(events.ExpertSlotClosed{ID: eid, SlotID: "s2"}), booking: b1,
			to: "s2", wantErr: "专家已关闭这个时段，请选择其他时段"},
		{name: "to a slot within two hours", actor: family, given: bookings(), booking: b1, to: "soon",
			wantErr: "距开始已不足两小时，不能预约这个时段"},
		{name: "to an unknown slot", actor: family, given: bookings(), booking: b1, to: "s9", wantErr: "时段不存在"},
		{name: "with a suspended expert", actor: family, given: bookings(events.ExpertSuspended{ID: eid, Reason: "投诉核查"}),
			booking: b1, to: "s2", wantErr: "这位专家暂不接受预约"},
		{name: "by the expert", actor: expertUser, given: bookings(), booking: b1, to: "s2", wantErr: "预约不存在"},
		{name: "by a reviewer", actor: reviewer, given: bookings(), booking: b1, to: "s2", wantErr: "预约不存在"},
		{name: "by another family", actor: other, given: bookings(), booking: b1, to: "s2", wantErr: "预约不存在"},
		{name: "a cancelled booking", actor: family, given: bookings(events.ExpertBookingCancelled{ID: eid, BookingID: b1, By: expert.ByFamily}),
			booking: b1, to: "s2", wantErr: "这个预约已经取消"},
		{name: "not logged in", given: bookings(), booking: b1, to: "s2", wantErr: apperr.LoginRequired().Message},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			before := c.given.give(t, sc)
			_, err := svc.Move(context.Background(), as(c.actor), c.booking, c.to)
			check(t, sc, before, as(c.actor), err, c.wantErr, c.then)
		})
	}
}
