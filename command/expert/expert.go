package expert

import (
	"time"

	"zhiyuan/events"
)

// slot is one offered time and who holds it.
type slot struct {
	events.ExpertSlot
	closed  bool
	booking string // the booking holding it ("": open)
}

// booking is one family's hold on a slot.
type booking struct {
	id, userID, slotID string
	moved              bool
	cancelled          bool
}

// expert is one expert stream folded: the profile, its review state, the slots and bookings.
type expert struct {
	version  int
	userID   string
	state    string
	profile  events.ExpertProfile
	revision *events.ExpertProfile // a revised profile waiting for review
	slots    map[string]*slot
	bookings map[string]*booking
}

func newExpert() *expert {
	return &expert{slots: map[string]*slot{}, bookings: map[string]*booking{}}
}

func (x *expert) apply(env events.Envelope, ev events.Event) {
	x.version = env.Version
	switch e := ev.(type) {
	case events.ExpertApplied:
		x.userID, x.state, x.profile, x.revision = e.UserID, events.ExpertStatePending, e.Profile, nil
	case events.ExpertApproved:
		// Approving a waiting revision (as the reviewer corrected it) ends the wait.
		x.state, x.profile, x.revision = events.ExpertStateApproved, e.Profile, nil
	case events.ExpertRevisionSubmitted:
		p := e.Profile
		x.revision = &p
	case events.ExpertRevisionReturned:
		x.revision = nil
	case events.ExpertRejected:
		x.state = events.ExpertStateRejected
	case events.ExpertSuspended:
		x.state = events.ExpertStateSuspended
	case events.ExpertRestored:
		x.state = events.ExpertStateApproved
	case events.ExpertSlotsOpened:
		for _, s := range e.Slots {
			x.slots[s.ID] = &slot{ExpertSlot: s}
		}
	case events.ExpertSlotClosed:
		if s := x.slots[e.SlotID]; s != nil {
			s.closed = true
		}
	case events.ExpertSlotBooked:
		x.bookings[e.BookingID] = &booking{id: e.BookingID, userID: e.UserID, slotID: e.SlotID}
		if s := x.slots[e.SlotID]; s != nil {
			s.booking = e.BookingID
		}
	case events.ExpertBookingMoved:
		if b := x.bookings[e.BookingID]; b != nil {
			b.slotID, b.moved = e.To, true
		}
		if s := x.slots[e.From]; s != nil {
			s.booking = ""
		}
		if s := x.slots[e.To]; s != nil {
			s.booking = e.BookingID
		}
	case events.ExpertBookingCancelled:
		b := x.bookings[e.BookingID]
		if b == nil {
			return
		}
		b.cancelled = true
		if s := x.slots[b.slotID]; s != nil {
			s.booking = ""
			// An expert who cancels is not free then: the slot closes with the booking.
			s.closed = s.closed || e.By != ByFamily
		}
	}
}

// held is a family's stream folded: the bookings they hold and when each starts.
type held struct {
	userID  string
	version int
	starts  map[string]time.Time
}

func (h *held) apply(env events.Envelope, ev events.Event) {
	h.version = env.Version
	switch e := ev.(type) {
	case events.BookingHeld:
		h.starts[e.BookingID] = e.Start
	case events.BookingReleased:
		delete(h.starts, e.BookingID)
	}
}

// upcoming counts the bookings that have not started yet.
func (h *held) upcoming(now time.Time) int {
	n := 0
	for _, start := range h.starts {
		if start.After(now) {
			n++
		}
	}
	return n
}
