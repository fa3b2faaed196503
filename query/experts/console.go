package experts

import (
	"context"
	"slices"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/query/operators"
)

// StateRevision selects, in the console's list, the experts with a profile revision waiting.
const StateRevision = "revision"

// ConsoleIn lists applications by state ("": all; "revision": a revision waits).
type ConsoleIn struct {
	State               string
	PageIndex, PageSize int
}

// ConsolePage is one page of applications.
type ConsolePage struct {
	List      []Record
	Total     int
	PageIndex int
	PageSize  int
}

// ConsoleList answers the applications to a reviewer.
func (h *Handler) ConsoleList(ctx context.Context, userID string, in ConsoleIn) (ConsolePage, error) {
	if err := h.reviewer(ctx, userID); err != nil {
		return ConsolePage{}, err
	}
	states := []string{"", events.ExpertStatePending, events.ExpertStateApproved, events.ExpertStateRejected, events.ExpertStateSuspended, StateRevision}
	if !slices.Contains(states, in.State) {
		return ConsolePage{}, apperr.Invalid("状态不正确")
	}
	index, size := max(in.PageIndex, 1), in.PageSize
	if size < 1 {
		size = 20
	}
	size = min(size, 100)
	index = min(index, 1000)
	list, total, err := h.rm.Applications(ctx, in.State, (index-1)*size, size)
	if list == nil {
		list = []Record{}
	}
	return ConsolePage{List: list, Total: total, PageIndex: index, PageSize: size}, err
}

// ConsoleDetail is one application with the expert's slots and bookings.
type ConsoleDetail struct {
	Record   Record
	Slots    []Slot
	Bookings []Booking
}

func (h *Handler) ConsoleDetail(ctx context.Context, userID, id string) (ConsoleDetail, error) {
	if err := h.reviewer(ctx, userID); err != nil {
		return ConsoleDetail{}, err
	}
	r, ok, err := h.rm.Record(ctx, id, h.now().Add(events.BookAhead))
	if err != nil {
		return ConsoleDetail{}, err
	}
	if !ok {
		return ConsoleDetail{}, apperr.NotFound("专家不存在")
	}
	now := h.now()
	d := ConsoleDetail{Record: r}
	if d.Slots, err = h.rm.Slots(ctx, id, now.AddDate(0, 0, -30)); err != nil {
		return d, err
	}
	if d.Bookings, err = h.rm.BookingsOfExpert(ctx, id); err != nil {
		return d, err
	}
	for i := range d.Bookings {
		decorate(&d.Bookings[i], now)
		d.Bookings[i].CanMove = false
		d.Bookings[i].CanCancel = d.Bookings[i].Status == "upcoming"
	}
	return d, nil
}

func (h *Handler) reviewer(ctx context.Context, userID string) error {
	_, err := operators.Require(ctx, h.roles, userID, "需要审核人权限", events.RoleReviewer, events.RoleAdmin)
	return err
}
