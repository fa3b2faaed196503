package expert_test

import (
	"context"
	"strings"
	"testing"

	"zhiyuan/command/expert"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Other experts a family may hold bookings with.
var (
	expertB = events.ExpertID("u-expert-b")
	expertC = events.ExpertID("u-expert-c")
	expertD = events.ExpertID("u-expert-d")
)

// Given the expert's stream and the family's bookings, on 7 December 2026, when the family
// books a slot, then the slot is held on both streams, or this error.
func TestBook(t *testing.T) {
	t.Parallel()
	slots := listed(s1, s2, s3, soon, past, nextYear)
	form := expert.BookIn{ExpertID: eid, SlotID: "s1", Name: " 张家长 ", Phone: " 13900000001 ", Question: " 孩子想学医，广东物理类 600 分左右 "}
	in := func(f func(in *expert.BookIn)) expert.BookIn {
		b := form
		f(&b)
		return b
	}
	bookedBy := func(user, slotID, question string, start events.ExpertSlot) func(bid string) history {
		return func(bid string) history {
			return history{
				expertStream: {events.ExpertSlotBooked{ID: eid, SlotID: slotID, BookingID: bid, UserID: user, Name: "张家长",
					Phone: "13900000001", Question: question}},
				events.BookingsStream(user): {held(bid, eid, start.Start)},
			}
		}
	}
	const q = "孩子想学医，广东物理类 600 分左右"
	threeElsewhere := []events.Event{held(expertB+"-x", expertB, bj(2026, 12, 12, 10, 0)),
		held(expertC+"-x", expertC, bj(2026, 12, 13, 10, 0)), held(expertD+"-x", expertD, bj(2027, 1, 3, 10, 0))}
	for _, c := range []struct {
		name    string
		actor   string
		given   history
		in      expert.BookIn
		then    func(bookingID string) history
		wantErr string
	}{
		{name: "a free slot, the form trimmed", actor: family, given: history{expertStream: slots}, in: form,
			then: bookedBy(family, "s1", q, s1)},
		{name: "no question", actor: family, given: history{expertStream: slots}, in: in(func(b *expert.BookIn) { b.Question = "" }),
			then: bookedBy(family, "s1", "", s1)},
		{name: "a slot in January 2027", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.SlotID = "jan" }), then: bookedBy(family, "jan", q, nextYear)},
		{name: "a slot a family cancelled opens again", actor: other,
			given: history{expertStream: plus(slots, booked(eid+"-b1", "s1", family),
				events.ExpertBookingCancelled{ID: eid, BookingID: eid + "-b1", By: expert.ByFamily})},
			in: form, then: bookedBy(other, "s1", q, s1)},
		{name: "a family's own cancelled booking does not count", actor: family,
			given: history{expertStream: plus(slots, booked(eid+"-b1", "s1", family),
				events.ExpertBookingCancelled{ID: eid, BookingID: eid + "-b1", By: expert.ByFamily}),
				familyStream: {held(eid+"-b1", eid, s1.Start), events.BookingReleased{BookingID: eid + "-b1"}}},
			in: in(func(b *expert.BookIn) { b.SlotID = "s2" }), then: bookedBy(family, "s2", q, s2)},
		{name: "a past consultation with this expert does not count", actor: family,
			given: history{expertStream: plus(slots, booked(eid+"-bp", "past", family)), familyStream: {held(eid+"-bp", eid, past.Start)}},
			in:    in(func(b *expert.BookIn) { b.SlotID = "s2" }), then: bookedBy(family, "s2", q, s2)},
		{name: "an upcoming booking with this expert", actor: family,
			given:   history{expertStream: plus(slots, booked(eid+"-b1", "s1", family)), familyStream: {held(eid+"-b1", eid, s1.Start)}},
			in:      in(func(b *expert.BookIn) { b.SlotID = "s2" }),
			wantErr: "你已预约这位专家的一个时段：如需换时间，请在“我的预约”中改期"},
		{name: "three upcoming bookings elsewhere", actor: family, given: history{expertStream: slots, familyStream: threeElsewhere},
			in: form, wantErr: "你已有 3 个未开始的预约，结束或取消后再预约"},
		{name: "three bookings, one of them over", actor: family,
			given: history{expertStream: slots, familyStream: plus(threeElsewhere[1:], held(expertB+"-y", expertB, bj(2026, 12, 6, 10, 0)))},
			in:    form, then: bookedBy(family, "s1", q, s1)},
		{name: "three bookings, one released", actor: family,
			given: history{expertStream: slots, familyStream: plus(threeElsewhere, events.BookingReleased{BookingID: expertC + "-x"})},
			in:    form, then: bookedBy(family, "s1", q, s1)},
		{name: "another family's three bookings do not count", actor: family,
			given: history{expertStream: slots, otherStream: threeElsewhere}, in: form, then: bookedBy(family, "s1", q, s1)},
		{name: "a slot another family holds", actor: family,
			given: history{expertStream: plus(slots, booked(eid+"-b2", "s1", other))}, in: form,
			wantErr: "这个时段刚被其他家长预约了，请选择其他时段"},
		{name: "a closed slot", actor: family, given: history{expertStream: plus(slots, events.ExpertSlotClosed{ID: eid, SlotID: "s1"})},
			in: form, wantErr: "专家已关闭这个时段，请选择其他时段"},
		{name: "a slot the expert's cancellation closed", actor: family,
			given: history{expertStream: plus(slots, booked(eid+"-b2", "s1", other),
				events.ExpertBookingCancelled{ID: eid, BookingID: eid + "-b2", By: expert.ByExpert, Reason: "临时出差"})},
			in: form, wantErr: "专家已关闭这个时段，请选择其他时段"},
		{name: "less than two hours ahead", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.SlotID = "soon" }), wantErr: "距开始已不足两小时，不能预约这个时段"},
		{name: "a slot that is over", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.SlotID = "past" }), wantErr: "距开始已不足两小时，不能预约这个时段"},
		{name: "an unknown slot", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.SlotID = "s9" }), wantErr: "时段不存在"},
		{name: "the expert's own slot", actor: expertUser, given: history{expertStream: slots}, in: form, wantErr: "不能预约自己的时段"},
		{name: "a waiting applicant", actor: family,
			given: history{expertStream: {applied(), events.ExpertSlotsOpened{ID: eid, Slots: []events.ExpertSlot{s1}}}},
			in:    form, wantErr: "这位专家暂不接受预约"},
		{name: "a suspended expert", actor: family, given: history{expertStream: plus(slots, events.ExpertSuspended{ID: eid, Reason: "投诉核查"})},
			in: form, wantErr: "这位专家暂不接受预约"},
		{name: "a restored expert", actor: family,
			given: history{expertStream: plus(slots, events.ExpertSuspended{ID: eid, Reason: "投诉核查"}, events.ExpertRestored{ID: eid})},
			in:    form, then: bookedBy(family, "s1", q, s1)},
		{name: "an expert who never applied", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.ExpertID = expertB }), wantErr: "专家不存在"},
		{name: "not an expert id", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.ExpertID = "u-expert" }), wantErr: "专家不存在"},
		{name: "not logged in", given: history{expertStream: slots}, in: form, wantErr: apperr.LoginRequired().Message},
		{name: "a one-character name", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.Name = " 张 " }), wantErr: "请填写联系人姓名（2–20 个字）"},
		{name: "a 21-character name", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.Name = strings.Repeat("张", 21) }), wantErr: "请填写联系人姓名（2–20 个字）"},
		{name: "a landline", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.Phone = "02012345678" }), wantErr: "请填写正确的手机号，专家按这个号码联系你"},
		{name: "a 501-character question", actor: family, given: history{expertStream: slots},
			in: in(func(b *expert.BookIn) { b.Question = strings.Repeat("问", 501) }), wantErr: "想咨询的问题不能超过 500 个字"},
		{name: "a 500-character question", actor: family, given: history{expertStream: slots},
			in:   in(func(b *expert.BookIn) { b.Question = strings.Repeat("问", 500) }),
			then: bookedBy(family, "s1", strings.Repeat("问", 500), s1)},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			before := c.given.give(t, sc)
			out, err := svc.Book(context.Background(), as(c.actor), c.in)
			var then history
			if c.wantErr == "" {
				if !strings.HasPrefix(out.BookingID, eid+"-") || len(out.BookingID) != len(eid)+13 {
					t.Fatalf("booking id %q, want the expert's id, a dash and 12 hex digits", out.BookingID)
				}
				if out.Version != before[expertStream]+1 {
					t.Fatalf("version %d, want the expert stream's %d", out.Version, before[expertStream]+1)
				}
				then = c.then(out.BookingID)
			}
			check(t, sc, before, as(c.actor), err, c.wantErr, then)
		})
	}
}

// Of two families after one slot at once, one holds it and the other is told it is taken.
func TestBookOneSlotTwice(t *testing.T) {
	t.Parallel()
	sc, svc := newService(t)
	sc.Given(t, expertStream, listed(s1)...)
	errs := make(chan error, 2)
	for _, user := range []string{family, other} {
		go func() {
			_, err := svc.Book(context.Background(), as(user),
				expert.BookIn{ExpertID: eid, SlotID: "s1", Name: "张家长", Phone: "13900000001"})
			errs <- err
		}()
	}
	var won, lost int
	for range 2 {
		err := <-errs
		if err == nil {
			won++
			continue
		}
		if e, ok := apperr.As(err); !ok || e.Message != "这个时段刚被其他家长预约了，请选择其他时段" {
			t.Fatalf("the loser was told %v", err)
		}
		lost++
	}
	got, _ := sc.Since(t, expertStream, 3)
	if won != 1 || lost != 1 || len(got) != 1 {
		t.Fatalf("%d won, %d lost, %d bookings appended: want one of each", won, lost, len(got))
	}
	winner := got[0].(events.ExpertSlotBooked).UserID
	for _, user := range []string{family, other} {
		if held, _ := sc.Since(t, events.BookingsStream(user), 0); len(held) != map[bool]int{true: 1}[user == winner] {
			t.Fatalf("%s's stream holds %v", user, held)
		}
	}
}
