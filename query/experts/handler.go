// Package experts answers the experts' service: the listed experts and their free slots to
// families, each family's own bookings, an expert's own workbench (their application, slots and
// the families who booked), and the applications to the operators' console.
package experts

import (
	"context"
	"slices"
	"time"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/query/operators"
)

// Expert is a profile as the list and the page show it.
type Expert struct {
	Id          string
	Name        string
	Title       string
	Org         string
	Years       int
	Intro       string
	Specialties []string
	Provinces   []int
	Photo       string
	State       string
	// FreeSlots counts the slots still bookable; NextSlot is the first of them.
	FreeSlots int
	NextSlot  *time.Time
}

// Record is an expert as the read model holds them, with what only they and operators see.
type Record struct {
	Expert
	UserId     string
	Phone      string
	Reason     string // why an application was returned or an expert suspended
	AppliedAt  time.Time
	ReviewedAt *time.Time
	ReviewedBy string
	Version    int
	// Revision is the revised profile the expert submitted and a reviewer has yet to approve
	// (nil: none waits); RevisionReason is why the last revision was returned.
	Revision       *Revision
	RevisionReason string
}

// Revision is a revised profile waiting for review, with the fields it changes.
type Revision struct {
	Name        string
	Title       string
	Org         string
	Years       int
	Intro       string
	Specialties []string
	Provinces   []int
	Photo       string
	SubmittedAt time.Time
	// Changed names the fields that differ from the listed profile (Name, Title, Org, Years,
	// Intro, Specialties, Provinces, Photo).
	Changed []string
}

// RevisionOf is a stored revision as the answers show it, against the listed profile.
func RevisionOf(p events.ExpertProfile, at time.Time, listed Expert) *Revision {
	r := &Revision{Name: p.Name, Title: p.Title, Org: p.Org, Years: p.Years, Intro: p.Intro,
		Specialties: p.Specialties, Provinces: p.Provinces, Photo: p.Photo, SubmittedAt: at, Changed: []string{}}
	if r.Specialties == nil {
		r.Specialties = []string{}
	}
	if r.Provinces == nil {
		r.Provinces = []int{}
	}
	for _, c := range []struct {
		field string
		same  bool
	}{
		{"Name", r.Name == listed.Name}, {"Title", r.Title == listed.Title}, {"Org", r.Org == listed.Org},
		{"Years", r.Years == listed.Years}, {"Intro", r.Intro == listed.Intro},
		{"Specialties", slices.Equal(r.Specialties, listed.Specialties)}, {"Provinces", slices.Equal(r.Provinces, listed.Provinces)},
		{"Photo", r.Photo == listed.Photo},
	} {
		if !c.same {
			r.Changed = append(r.Changed, c.field)
		}
	}
	return r
}

// Slot is an offered time; BookingId is set only on the expert's own view.
type Slot struct {
	Id        string
	Start     time.Time
	End       time.Time
	Minutes   int
	Mode      string
	ModeName  string
	Free      bool
	Closed    bool
	BookingId string `json:",omitempty"`
}

// Booking is one family's booking of a slot.
type Booking struct {
	Id          string
	ExpertId    string
	ExpertName  string
	ExpertTitle string
	SlotId      string
	Start       time.Time
	End         time.Time
	Mode        string
	ModeName    string
	Name        string
	Phone       string
	Question    string
	Cancelled   bool
	CancelledBy string
	Reason      string
	Moved       bool
	CreatedAt   time.Time
	// Status: upcoming, past or cancelled; CanCancel / CanMove apply the family's rules now.
	Status    string
	CanCancel bool
	CanMove   bool
}

// ListFilter selects listed experts.
type ListFilter struct {
	Keyword, Specialty string
	Province           int
	Offset, Limit      int
	BookableFrom       time.Time // slots starting before this are no longer bookable
}

// ReadModel is what the handler reads.
type ReadModel interface {
	Listed(ctx context.Context, f ListFilter) ([]Expert, int, error)
	Record(ctx context.Context, id string, bookableFrom time.Time) (Record, bool, error)
	Slots(ctx context.Context, expertID string, from time.Time) ([]Slot, error)
	BookingsOfUser(ctx context.Context, userID string) ([]Booking, error)
	BookingsOfExpert(ctx context.Context, expertID string) ([]Booking, error)
	Applications(ctx context.Context, state string, offset, limit int) ([]Record, int, error)
}

// Roles reads an operator's roles (the content read model holds them).
type Roles = operators.Roles

type Handler struct {
	rm    ReadModel
	roles Roles
	now   func() time.Time
}

func NewHandler(rm ReadModel, roles Roles) *Handler {
	return &Handler{rm: rm, roles: roles, now: time.Now}
}

var errNoExpert = apperr.NotFound("专家不存在或暂未开放预约")

var modeNames = map[string]string{"video": "视频", "phone": "电话"}

// Rules are the booking rules as families read them.
func Rules() []string {
	return []string{
		"预约免费：平台不向家长收取咨询费用，专家按你留的手机号联系你。",
		"每个时段只接待一个家庭；开始前 2 小时停止预约。",
		"开始 24 小时以前，你可以取消预约，或改到这位专家的另一个空闲时段（每个预约可改期一次）；不足 24 小时请直接与专家沟通。",
		"专家取消预约时会写明原因，你会在“我的预约”里看到。",
		"同一时间最多持有 3 个未开始的预约；同一位专家只能预约一个时段。",
		"专家的建议仅供参考：任何人都无法保证录取结果，请警惕“内部数据”“精准定位”“包录取”之类的宣传。",
	}
}

// decorate fills a booking's status and what the family may still do at now.
func decorate(b *Booking, now time.Time) {
	b.ModeName = modeNames[b.Mode]
	switch {
	case b.Cancelled:
		b.Status = "cancelled"
	case b.Start.After(now):
		b.Status = "upcoming"
		b.CanCancel = b.Start.Sub(now) >= events.ChangeAhead
		b.CanMove = b.CanCancel && !b.Moved
	default:
		b.Status = "past"
	}
}
