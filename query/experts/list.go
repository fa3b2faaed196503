package experts

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// ListIn is GetTeacherList's request.
type ListIn struct {
	PageIndex, PageSize int
	Keyword, Specialty  string
	ProvinceId          int
}

// Page is one page of experts.
type Page struct {
	List        []Expert
	Total       int
	PageIndex   int
	PageSize    int
	Specialties []string
}

// List answers the listed experts, those with free slots first.
func (h *Handler) List(ctx context.Context, in ListIn, specialties []string) (Page, error) {
	in.Keyword, in.Specialty = strings.TrimSpace(in.Keyword), strings.TrimSpace(in.Specialty)
	if utf8.RuneCountInString(in.Keyword) > 20 {
		return Page{}, apperr.Invalid("搜索关键词不能超过 20 个字")
	}
	if in.Specialty != "" && !slices.Contains(specialties, in.Specialty) {
		return Page{}, apperr.Invalid("擅长领域不正确")
	}
	index, size := max(in.PageIndex, 1), in.PageSize
	if size < 1 {
		size = 10
	}
	size = min(size, 50)
	index = min(index, 1000)
	list, total, err := h.rm.Listed(ctx, ListFilter{Keyword: in.Keyword, Specialty: in.Specialty, Province: in.ProvinceId,
		Offset: (index - 1) * size, Limit: size, BookableFrom: h.now().Add(events.BookAhead)})
	if list == nil {
		list = []Expert{}
	}
	return Page{List: list, Total: total, PageIndex: index, PageSize: size, Specialties: specialties}, err
}

// Detail is an expert's page: the profile, the slots of the coming weeks (taken ones shown as
// taken), the rules, and the reader's own bookings with this expert.
type Detail struct {
	Expert     Expert
	Slots      []Slot
	Rules      []string
	MyBookings []Booking
	IsSelf     bool
}

func (h *Handler) Detail(ctx context.Context, userID, id string) (Detail, error) {
	r, ok, err := h.rm.Record(ctx, strings.TrimSpace(id), h.now().Add(events.BookAhead))
	if err != nil {
		return Detail{}, err
	}
	if !ok || (r.State != events.ExpertStateApproved && (userID == "" || r.UserId != userID)) {
		return Detail{}, errNoExpert
	}
	now := h.now()
	slots, err := h.rm.Slots(ctx, r.Id, now.Add(events.BookAhead))
	if err != nil {
		return Detail{}, err
	}
	open := slots[:0]
	for _, s := range slots {
		if !s.Closed {
			s.BookingId = ""
			open = append(open, s)
		}
	}
	d := Detail{Expert: r.Expert, Slots: open, Rules: Rules(), MyBookings: []Booking{}, IsSelf: userID != "" && userID == r.UserId}
	if userID != "" {
		mine, err := h.rm.BookingsOfUser(ctx, userID)
		if err != nil {
			return Detail{}, err
		}
		for _, b := range mine {
			if b.ExpertId == r.Id {
				decorate(&b, now)
				d.MyBookings = append(d.MyBookings, b)
			}
		}
	}
	return d, nil
}
