package experts

import (
	"context"

	"zhiyuan/events"
)

// MyBookings answers the family's own bookings, newest first.
func (h *Handler) MyBookings(ctx context.Context, userID string) ([]Booking, error) {
	list, err := h.rm.BookingsOfUser(ctx, userID)
	now := h.now()
	for i := range list {
		decorate(&list[i], now)
	}
	if list == nil {
		list = []Booking{}
	}
	return list, err
}

// Workbench is what an expert (or applicant) sees of their own: the application and its
// state, their slots from a week ago on, and the families' bookings with their contacts.
type Workbench struct {
	Applied     bool
	Record      *Record
	Slots       []Slot
	Bookings    []Booking
	Specialties []string
	Modes       map[string]string
}

func (h *Handler) Workbench(ctx context.Context, userID string, specialties []string) (Workbench, error) {
	w := Workbench{Slots: []Slot{}, Bookings: []Booking{}, Specialties: specialties, Modes: modeNames}
	r, ok, err := h.rm.Record(ctx, events.ExpertID(userID), h.now().Add(events.BookAhead))
	if err != nil || !ok || r.UserId != userID {
		return w, err
	}
	r.ReviewedBy = "" // operators' accounts are not the applicant's business
	w.Applied, w.Record = true, &r
	now := h.now()
	if w.Slots, err = h.rm.Slots(ctx, r.Id, now.AddDate(0, 0, -7)); err != nil {
		return w, err
	}
	for i := range w.Slots {
		w.Slots[i].Free = w.Slots[i].Free && w.Slots[i].Start.Sub(now) >= events.BookAhead
	}
	if w.Bookings, err = h.rm.BookingsOfExpert(ctx, r.Id); err != nil {
		return w, err
	}
	for i := range w.Bookings {
		decorate(&w.Bookings[i], now)
		w.Bookings[i].CanCancel = w.Bookings[i].Status == "upcoming" // the expert may cancel until it starts
		w.Bookings[i].CanMove = false
	}
	return w, nil
}
