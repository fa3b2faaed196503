package experts_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/experts"
)

const (
	slotRows = `SELECT expert_id = $1, id, to_char(start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), minutes, mode, closed,
		booking_id FROM slots ORDER BY start_at, expert_id, id`
	bookingRows = `SELECT id, expert_id = $1, slot_id, user_id, name, phone, question, cancelled, cancelled_by, reason, moved,
		(updated_at >= created_at)::text FROM bookings ORDER BY id`
)

// slot is a 60-minute video slot at 10:00 in Beijing (02:00 UTC) on a day of December 2026.
func slot(id string, day int) events.ExpertSlot {
	return events.ExpertSlot{ID: id, Start: time.Date(2026, 12, day, 10, 0, 0, 0, beijing.Zone), Minutes: 60, Mode: "video"}
}

var (
	b1 = idA + "-b1"
	b2 = idA + "-b2"
)

func opened(id string, slots ...events.ExpertSlot) events.ExpertSlotsOpened {
	return events.ExpertSlotsOpened{ID: id, Slots: slots}
}

func booked(bookingID, slotID, user, question string) events.ExpertSlotBooked {
	return events.ExpertSlotBooked{ID: idA, SlotID: slotID, BookingID: bookingID, UserID: user, Name: "张家长",
		Phone: "13900000001", Question: question}
}

// slotRow is a slot of u-a (true) or another expert (false).
func slotRow(ofA bool, id string, day int, closed bool, booking string) []string {
	s := slot(id, day)
	return []string{map[bool]string{true: "true", false: "false"}[ofA], id, s.Start.UTC().Format("2006-01-02 15:04"), "60", "video",
		map[bool]string{true: "true", false: "false"}[closed], booking}
}

func bookingRow(id, slotID, user, question string, cancelled bool, by, reason string, moved bool) []string {
	return []string{id, "true", slotID, user, "张家长", "13900000001", question, map[bool]string{true: "true", false: "false"}[cancelled],
		by, reason, map[bool]string{true: "true", false: "false"}[moved], "true"}
}

// Given the slots and bookings events of the experts' streams, then these slots and bookings.
func TestSlotsAndBookings(t *testing.T) {
	t.Parallel()
	family := events.Metadata{ActorUserID: "u-family", ClientIP: "10.0.0.3"}
	for _, c := range []struct {
		name         string
		given        func(t *testing.T, e *projectortest.Env)
		slots, books [][]string
	}{
		{name: "slots opened", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, opened(idA, slot("s1", 20), slot("s2", 21)))
		}, slots: [][]string{slotRow(true, "s1", 20, false, ""), slotRow(true, "s2", 21, false, "")}},
		{name: "a slot closed", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, opened(idA, slot("s1", 20), slot("s2", 21)), events.ExpertSlotClosed{ID: idA, SlotID: "s2"})
		}, slots: [][]string{slotRow(true, "s1", 20, false, ""), slotRow(true, "s2", 21, true, "")}},
		{name: "a slot booked", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, opened(idA, slot("s1", 20), slot("s2", 21)))
			e.Given(t, family, streamA, booked(b1, "s1", "u-family", "孩子想学医"))
		}, slots: [][]string{slotRow(true, "s1", 20, false, b1), slotRow(true, "s2", 21, false, "")},
			books: [][]string{bookingRow(b1, "s1", "u-family", "孩子想学医", false, "", "", false)}},
		{name: "a booking moved", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, opened(idA, slot("s1", 20), slot("s2", 21)))
			e.Given(t, family, streamA, booked(b1, "s1", "u-family", ""), events.ExpertBookingMoved{ID: idA, BookingID: b1, From: "s1", To: "s2"})
		}, slots: [][]string{slotRow(true, "s1", 20, false, ""), slotRow(true, "s2", 21, false, b1)},
			books: [][]string{bookingRow(b1, "s2", "u-family", "", false, "", "", true)}},
		{name: "the family's cancellation frees the slot", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, opened(idA, slot("s1", 20)))
			e.Given(t, family, streamA, booked(b1, "s1", "u-family", ""),
				events.ExpertBookingCancelled{ID: idA, BookingID: b1, By: "family", Reason: "孩子生病"})
		}, slots: [][]string{slotRow(true, "s1", 20, false, "")},
			books: [][]string{bookingRow(b1, "s1", "u-family", "", true, "family", "孩子生病", false)}},
		{name: "the expert's cancellation closes it", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, opened(idA, slot("s1", 20)))
			e.Given(t, family, streamA, booked(b1, "s1", "u-family", ""))
			e.Given(t, byA, streamA, events.ExpertBookingCancelled{ID: idA, BookingID: b1, By: "expert", Reason: "临时出差"})
		}, slots: [][]string{slotRow(true, "s1", 20, true, "")},
			books: [][]string{bookingRow(b1, "s1", "u-family", "", true, "expert", "临时出差", false)}},
		{name: "an operator's cancellation of a moved booking closes the slot it moved to", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, opened(idA, slot("s1", 20), slot("s2", 21)))
			e.Given(t, family, streamA, booked(b1, "s1", "u-family", ""), events.ExpertBookingMoved{ID: idA, BookingID: b1, From: "s1", To: "s2"})
			e.Given(t, byRev, streamA, events.ExpertBookingCancelled{ID: idA, BookingID: b1, By: "operator", Reason: "核查"})
		}, slots: [][]string{slotRow(true, "s1", 20, false, ""), slotRow(true, "s2", 21, true, "")},
			books: [][]string{bookingRow(b1, "s2", "u-family", "", true, "operator", "核查", true)}},
		{name: "two experts and two families in one batch, with the families' own streams", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, byA, streamA, opened(idA, slot("s1", 20), slot("s2", 21)))...)
			batch = append(batch, e.Append(t, byB, streamB, opened(idB, slot("s1", 20)))...)
			batch = append(batch, e.Append(t, family, streamA, booked(b1, "s1", "u-family", ""))...)
			batch = append(batch, e.Append(t, family, events.BookingsStream("u-family"),
				events.BookingHeld{BookingID: b1, ExpertID: idA, Start: slot("s1", 20).Start})...)
			batch = append(batch, e.Append(t, byA, streamA, booked(b2, "s2", "u-other", "选科"))...)
			batch = append(batch, e.Append(t, byB, streamB, events.ExpertSlotClosed{ID: idB, SlotID: "s1"})...)
			e.Batch(t, batch)
		}, slots: [][]string{slotRow(false, "s1", 20, true, ""), slotRow(true, "s1", 20, false, b1), slotRow(true, "s2", 21, false, b2)},
			books: [][]string{bookingRow(b1, "s1", "u-family", "", false, "", "", false),
				bookingRow(b2, "s2", "u-other", "选科", false, "", "", false)}},
		{name: "a booking delivered again after its cancellation stays cancelled", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, byA, streamA, opened(idA, slot("s1", 20)))
			envs = append(envs, e.Append(t, family, streamA, booked(b1, "s1", "u-family", ""))...)
			e.Batch(t, envs)
			e.Given(t, family, streamA, events.ExpertBookingCancelled{ID: idA, BookingID: b1, By: "family"})
			e.Batch(t, envs)
		}, slots: [][]string{slotRow(true, "s1", 20, false, "")},
			books: [][]string{bookingRow(b1, "s1", "u-family", "", true, "family", "", false)}},
		{name: "a family's own stream is not read", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, family, events.BookingsStream("u-family"), events.BookingHeld{BookingID: b1, ExpertID: idA, Start: slot("s1", 20).Start},
				events.BookingReleased{BookingID: b1})
		}},
		{name: "events for unknown slots and bookings", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, opened(idA, slot("s1", 20)))
			e.Given(t, byA, streamA, events.ExpertSlotClosed{ID: idA, SlotID: "s9"},
				events.ExpertBookingMoved{ID: idA, BookingID: b2, From: "s8", To: "s9"},
				events.ExpertBookingCancelled{ID: idA, BookingID: b2, By: "expert", Reason: "临时出差"})
		}, slots: [][]string{slotRow(true, "s1", 20, false, "")}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, experts.Projection{})
			c.given(t, e)
			if got := e.Rows(t, slotRows, idA); !reflect.DeepEqual(got, c.slots) {
				t.Fatalf("slots\n%v\nwant\n%v", got, c.slots)
			}
			if got := e.Rows(t, bookingRows, idA); !reflect.DeepEqual(got, c.books) {
				t.Fatalf("bookings\n%v\nwant\n%v", got, c.books)
			}
		})
	}
}

// updated_at follows the booking's last change; created_at stays the booking's.
func TestBookingTimes(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, experts.Projection{})
	e.Given(t, byA, streamA, opened(idA, slot("s1", 20), slot("s2", 21)), booked(b1, "s1", "u-family", ""))
	time.Sleep(20 * time.Millisecond)
	e.Given(t, byA, streamA, events.ExpertBookingMoved{ID: idA, BookingID: b1, From: "s1", To: "s2"})
	got := e.Rows(t, `SELECT (updated_at > created_at)::text FROM bookings`)
	if len(got) != 1 || got[0][0] != "true" {
		t.Fatalf("updated after created: %v", got)
	}
}
