package events

import (
	"crypto/sha256"
	"encoding/hex"
	"time"
)

// Expert states: an applicant waits for review, an operator approves (listed, bookable) or
// rejects (the applicant may apply again), and may suspend an approved expert (hidden, no new
// bookings; bookings already made stand).
const (
	ExpertStatePending   = "pending"
	ExpertStateApproved  = "approved"
	ExpertStateRejected  = "rejected"
	ExpertStateSuspended = "suspended"
)

// The booking rules, enforced by the commands and stated to families on an expert's page.
const (
	BookAhead   = 2 * time.Hour  // a slot can be booked until two hours before it starts
	ChangeAhead = 24 * time.Hour // a family cancels or moves a booking until a day before
	MaxUpcoming = 3              // bookings a family holds at once, all experts together
)

// ExpertID is the public id of the expert profile a user applies for: derived from the
// account, so an expert's own commands find their stream without a lookup and the page's
// address does not carry the account's id.
func ExpertID(userID string) string {
	sum := sha256.Sum256([]byte("expert:" + userID))
	return hex.EncodeToString(sum[:8])
}

// ExpertStream holds one expert's profile, reviews, time slots and the bookings of those
// slots: a booking appends here at the version it read, so two families never hold one slot.
func ExpertStream(expertID string) string { return "expert-" + expertID }

// BookingsStream holds one family's bookings (for the limit on how many they may hold).
func BookingsStream(userID string) string { return "bookings-" + userID }

// ExpertProfile is what a family reads about an expert.
type ExpertProfile struct {
	Name        string   `json:"name"`
	Title       string   `json:"title"` // 身份, e.g. 高中生涯规划教师
	Org         string   `json:"org"`   // 所在单位
	Years       int      `json:"years"` // 从事升学指导的年数
	Intro       string   `json:"intro"`
	Specialties []string `json:"specialties"`
	Provinces   []int    `json:"provinces,omitempty"` // provinces they advise on (none: all)
	Photo       string   `json:"photo,omitempty"`     // an uploaded image's address
}

// ExpertApplied: a user applies (or, rejected, applies again) with a profile; Phone is how
// the operators reach them and is never shown to families.
type ExpertApplied struct {
	ID      string        `json:"id"`
	UserID  string        `json:"user_id"`
	Phone   string        `json:"phone"`
	Profile ExpertProfile `json:"profile"`
}

// ExpertApproved lists the expert, with the profile as approved.
type ExpertApproved struct {
	ID      string        `json:"id"`
	Profile ExpertProfile `json:"profile"`
}

// ExpertRejected returns an application with the reason.
type ExpertRejected struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// ExpertSuspended hides an approved expert; ExpertRestored lists them again.
type ExpertSuspended struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

type ExpertRestored struct {
	ID string `json:"id"`
}

// ExpertRevisionSubmitted: a listed (or suspended) expert submits a revised profile for
// review; families keep reading the approved one until a reviewer approves the revision
// (ExpertApproved, which also ends the wait). A second revision replaces a waiting one.
type ExpertRevisionSubmitted struct {
	ID      string        `json:"id"`
	Profile ExpertProfile `json:"profile"`
}

// ExpertRevisionReturned: a reviewer returns a waiting revision with the reason the expert reads.
type ExpertRevisionReturned struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// ExpertSlot is a time an expert offers for one consultation.
type ExpertSlot struct {
	ID      string    `json:"id"`
	Start   time.Time `json:"start"`
	Minutes int       `json:"minutes"`
	Mode    string    `json:"mode"` // video, phone
}

// ExpertSlotsOpened publishes new slots; ExpertSlotClosed takes back a slot nobody holds.
type ExpertSlotsOpened struct {
	ID    string       `json:"id"`
	Slots []ExpertSlot `json:"slots"`
}

type ExpertSlotClosed struct {
	ID     string `json:"id"`
	SlotID string `json:"slot_id"`
}

// ExpertSlotBooked: a family holds a slot. Name, Phone and Question are what the expert
// sees of them.
type ExpertSlotBooked struct {
	ID        string `json:"id"`
	SlotID    string `json:"slot_id"`
	BookingID string `json:"booking_id"`
	UserID    string `json:"user_id"`
	Name      string `json:"name"`
	Phone     string `json:"phone"`
	Question  string `json:"question,omitempty"`
}

// ExpertBookingMoved: the family moved a booking to another open slot of the same expert.
type ExpertBookingMoved struct {
	ID        string `json:"id"`
	BookingID string `json:"booking_id"`
	From      string `json:"from"`
	To        string `json:"to"`
}

// ExpertBookingCancelled frees the slot when the family cancels and closes it when the expert
// does (they are not free then). By is "family", "expert" or "operator".
type ExpertBookingCancelled struct {
	ID        string `json:"id"`
	BookingID string `json:"booking_id"`
	By        string `json:"by"`
	Reason    string `json:"reason,omitempty"`
}

// BookingHeld / BookingReleased keep a family's own count of the bookings they hold.
type BookingHeld struct {
	BookingID string    `json:"booking_id"`
	ExpertID  string    `json:"expert_id"`
	Start     time.Time `json:"start"`
}

type BookingReleased struct {
	BookingID string `json:"booking_id"`
}

func (ExpertApplied) EventType() string           { return "expert.applied" }
func (ExpertApproved) EventType() string          { return "expert.approved" }
func (ExpertRejected) EventType() string          { return "expert.rejected" }
func (ExpertSuspended) EventType() string         { return "expert.suspended" }
func (ExpertRestored) EventType() string          { return "expert.restored" }
func (ExpertRevisionSubmitted) EventType() string { return "expert.revision_submitted" }
func (ExpertRevisionReturned) EventType() string  { return "expert.revision_returned" }
func (ExpertSlotsOpened) EventType() string       { return "expert.slots_opened" }
func (ExpertSlotClosed) EventType() string        { return "expert.slot_closed" }
func (ExpertSlotBooked) EventType() string        { return "expert.slot_booked" }
func (ExpertBookingMoved) EventType() string      { return "expert.booking_moved" }
func (ExpertBookingCancelled) EventType() string  { return "expert.booking_cancelled" }
func (BookingHeld) EventType() string             { return "booking.held" }
func (BookingReleased) EventType() string         { return "booking.released" }

func registerExpert(r *Registry) {
	r.Register(ExpertApplied{}, 1)
	r.Register(ExpertApproved{}, 1)
	r.Register(ExpertRejected{}, 1)
	r.Register(ExpertSuspended{}, 1)
	r.Register(ExpertRestored{}, 1)
	r.Register(ExpertRevisionSubmitted{}, 1)
	r.Register(ExpertRevisionReturned{}, 1)
	r.Register(ExpertSlotsOpened{}, 1)
	r.Register(ExpertSlotClosed{}, 1)
	r.Register(ExpertSlotBooked{}, 1)
	r.Register(ExpertBookingMoved{}, 1)
	r.Register(ExpertBookingCancelled{}, 1)
	r.Register(BookingHeld{}, 1)
	r.Register(BookingReleased{}, 1)
}
