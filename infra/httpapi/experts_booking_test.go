package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"zhiyuan/infra/platform/platformtest"
)

// Two families, one slot: one wins. Eight families at once on one slot: exactly one booking;
// then four families at once on four different slots of the same expert: all four.
func TestBookingRaceOneSlotOneFamily(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	x := newExperts(t, e, 2120)
	tok, id := x.listed(t, 2121, "钱老师")
	slots := x.open(t, tok, 72*time.Hour, 73*time.Hour, 74*time.Hour, 75*time.Hour, 76*time.Hour)
	families := make([]string, 8)
	for i := range families {
		families[i], _ = loginAt(t, e, 2130+i)
	}
	race := func(fams []string, slotOf func(i int) string) []platformtest.Reply {
		out := make([]platformtest.Reply, len(fams))
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range fams {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				<-start
				out[i] = e.Call(t, "/api/Web/TeacherReserve", fams[i], reserve(id, slotOf(i)))
			}(i)
		}
		close(start)
		wg.Wait()
		return out
	}
	won := 0
	var free []string // the families that lost: they hold nothing yet
	for i, r := range race(families, func(int) string { return slots[0] }) {
		switch {
		case r.Code == 0:
			won++
		case r.Code != 409 || !strings.Contains(r.Message, "刚被其他家长预约"):
			t.Fatalf("a losing family was told %d %q", r.Code, r.Message)
		case len(free) < 4:
			free = append(free, families[i])
		}
	}
	if won != 1 {
		t.Fatalf("%d families hold one slot", won)
	}
	var booked int
	if err := e.P.DB.Pool.QueryRow(context.Background(), `SELECT COUNT(*) FROM events WHERE type = 'expert.slot_booked'`).
		Scan(&booked); err != nil || booked != 1 {
		t.Fatalf("booking events: %d %v", booked, err)
	}
	// Different slots of one expert do not block each other: four families that hold nothing yet
	// (taken from the race's answers: the read model may not show the winner's booking yet).
	for i, r := range race(free, func(i int) string { return slots[1+i] }) {
		if r.Code != 0 {
			t.Fatalf("family %d on its own slot: %d %s", i, r.Code, r.Message)
		}
	}
}

// A family holds at most three upcoming bookings, also when it asks for four at once.
func TestBookingLimitHoldsUnderConcurrency(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	x := newExperts(t, e, 2140)
	family, _ := loginAt(t, e, 2141)
	var ids, slots []string
	for i := 0; i < 4; i++ {
		tok, id := x.listed(t, 2142+i, fmt.Sprintf("第%d位老师", i+1))
		ids = append(ids, id)
		slots = append(slots, x.open(t, tok, 72*time.Hour)[0])
	}
	out := make([]platformtest.Reply, 4)
	var wg sync.WaitGroup
	for i := range ids {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			out[i] = e.Call(t, "/api/Web/TeacherReserve", family, reserve(ids[i], slots[i]))
		}(i)
	}
	wg.Wait()
	ok := 0
	for _, r := range out {
		if r.Code == 0 {
			ok++
		} else if r.Code != 429 || !strings.Contains(r.Message, "3 个未开始的预约") {
			t.Fatalf("refusal: %d %q", r.Code, r.Message)
		}
	}
	if ok != 3 {
		t.Fatalf("a family holds %d bookings (limit 3)", ok)
	}
}

func TestBookingCancelMoveAndBothSides(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	x := newExperts(t, e, 2150)
	tok, id := x.listed(t, 2151, "吴老师")
	slots := x.open(t, tok, 72*time.Hour, 96*time.Hour, 120*time.Hour, 3*time.Hour)
	family, _ := loginAt(t, e, 2152)
	other, _ := loginAt(t, e, 2153)

	before := eventCount(t, e)
	for _, c := range []struct {
		body map[string]any
		code int
		msg  string
	}{
		{map[string]any{"TeacherId": id, "SlotId": slots[0], "Name": "王", "Phone": "13912345678"}, 400, "联系人姓名"},
		{map[string]any{"TeacherId": id, "SlotId": slots[0], "Name": "王家长", "Phone": "12345"}, 400, "手机号"},
		{reserve(id, "nope"), 404, "时段不存在"},
		{reserve("0123456789abcdef", slots[0]), 404, "专家不存在"},
		{reserve("../../etc", slots[0]), 404, "专家不存在"},
	} {
		wantCode(t, e.Call(t, "/api/Web/TeacherReserve", family, c.body), c.code, c.msg)
	}
	wantCode(t, e.Call(t, "/api/Web/TeacherReserve", "", reserve(id, slots[0])), 112, "")
	wantCode(t, e.Call(t, "/api/Web/TeacherReserve", tok, reserve(id, slots[0])), 400, "自己")
	if after := eventCount(t, e); after != before {
		t.Fatalf("refused bookings wrote %d events", after-before)
	}

	var b struct {
		BookingId string
		Position  int64
	}
	e.OK(t, "/api/Web/TeacherReserve", family, reserve(id, slots[0]), &b)
	wantCode(t, e.Call(t, "/api/Web/TeacherReserve", family, reserve(id, slots[1])), 409, "已预约这位专家")
	e.WaitProjections(t, b.Position, "experts")

	// Both sides see it: the family without the expert's contacts, the expert with the family's.
	var mine []struct {
		Id, ExpertName, Status, Phone string
		CanCancel, CanMove            bool
	}
	e.OK(t, "/api/Expert/MyBookings", family, nil, &mine)
	if len(mine) != 1 || mine[0].Id != b.BookingId || mine[0].Status != "upcoming" || !mine[0].CanCancel || !mine[0].CanMove {
		t.Fatalf("family's bookings: %+v", mine)
	}
	var wb struct {
		Bookings []struct{ Id, Name, Phone, Question string }
		Slots    []struct {
			Id        string
			BookingId string
		}
	}
	e.OK(t, "/api/Expert/Workbench", tok, nil, &wb)
	if len(wb.Bookings) != 1 || wb.Bookings[0].Phone != "13912345678" || wb.Bookings[0].Question == "" {
		t.Fatalf("expert's bookings: %+v", wb)
	}
	var others []any
	e.OK(t, "/api/Expert/MyBookings", other, nil, &others)
	if len(others) != 0 {
		t.Fatalf("another family sees bookings: %v", others)
	}
	var d struct {
		Slots      []struct{ Id, BookingId string }
		MyBookings []struct{ Id string }
	}
	e.OK(t, "/api/Web/GetTeacherDetail", other, map[string]any{"Id": id}, &d)
	if len(d.MyBookings) != 0 || strings.Contains(fmt.Sprint(d.Slots), b.BookingId) {
		t.Fatalf("the page shows another family's booking: %+v", d)
	}
	wantCode(t, e.Call(t, "/api/Expert/CancelBooking", other, map[string]any{"BookingId": b.BookingId}), 404, "预约不存在")
	wantCode(t, e.Call(t, "/api/Expert/MoveBooking", other, map[string]any{"BookingId": b.BookingId, "SlotId": slots[1]}), 404, "")

	// Moving: once, to a free slot; the old slot is free again.
	var r stepResult
	e.OK(t, "/api/Expert/MoveBooking", family, map[string]any{"BookingId": b.BookingId, "SlotId": slots[1]}, &r)
	wantCode(t, e.Call(t, "/api/Expert/MoveBooking", family, map[string]any{"BookingId": b.BookingId, "SlotId": slots[2]}), 409, "只能改期一次")
	e.OK(t, "/api/Web/TeacherReserve", other, reserve(id, slots[0]), &b)

	// The family cancels a day or more ahead; the slot opens again.
	e.OK(t, "/api/Expert/CancelBooking", family, map[string]any{"BookingId": mine[0].Id}, &r)
	e.WaitProjections(t, r.Position, "experts")
	e.OK(t, "/api/Expert/MyBookings", family, nil, &mine)
	if len(mine) != 1 || mine[0].Status != "cancelled" || mine[0].CanCancel {
		t.Fatalf("cancelled booking: %+v", mine)
	}
	wantCode(t, e.Call(t, "/api/Expert/CancelBooking", family, map[string]any{"BookingId": mine[0].Id}), 409, "已经取消")

	// Within a day of the start the family cannot cancel or move; the expert can, with a reason,
	// and the slot closes.
	e.OK(t, "/api/Web/TeacherReserve", family, reserve(id, slots[3]), &b)
	wantCode(t, e.Call(t, "/api/Expert/CancelBooking", family, map[string]any{"BookingId": b.BookingId}), 409, "不足 24 小时")
	wantCode(t, e.Call(t, "/api/Expert/MoveBooking", family, map[string]any{"BookingId": b.BookingId, "SlotId": slots[2]}), 409, "不足 24 小时")
	wantCode(t, e.Call(t, "/api/Expert/CancelBooking", tok, map[string]any{"BookingId": b.BookingId}), 400, "取消原因")
	e.OK(t, "/api/Expert/CancelBooking", tok, map[string]any{"BookingId": b.BookingId, "Reason": "临时有监考任务，抱歉"}, &r)
	e.WaitProjections(t, r.Position, "experts")
	e.OK(t, "/api/Expert/MyBookings", family, nil, &mine)
	var cancelled *struct {
		Id, ExpertName, Status, Phone string
		CanCancel, CanMove            bool
	}
	for i := range mine {
		if mine[i].Id == b.BookingId {
			cancelled = &mine[i]
		}
	}
	if cancelled == nil || cancelled.Status != "cancelled" {
		t.Fatalf("expert's cancellation not shown to the family: %+v", mine)
	}
	wantCode(t, e.Call(t, "/api/Web/TeacherReserve", other, reserve(id, slots[3])), 409, "")
}
