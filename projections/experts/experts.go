// Package experts projects the experts' service: the profiles (as families see the approved
// one and operators see the application), the offered slots and the bookings, which the
// family and the expert each read from their side.
package experts

import (
	"context"
	"encoding/json"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "experts" }

// Version 1: experts hold a waiting profile revision and the reason the last one was returned.
func (Projection) Version() int { return 1 }

func (Projection) Tables() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS experts (
			id TEXT PRIMARY KEY, user_id TEXT NOT NULL, state TEXT NOT NULL, phone TEXT NOT NULL, name TEXT NOT NULL,
			title TEXT NOT NULL, org TEXT NOT NULL, years INT NOT NULL, intro TEXT NOT NULL, specialties TEXT[] NOT NULL,
			provinces INT[] NOT NULL, photo TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '', applied_at TIMESTAMPTZ NOT NULL,
			reviewed_at TIMESTAMPTZ, reviewed_by TEXT NOT NULL DEFAULT '', version INT NOT NULL,
			revision JSONB, revised_at TIMESTAMPTZ, revision_reason TEXT NOT NULL DEFAULT '')`,
		`CREATE INDEX IF NOT EXISTS experts_revision ON experts (revised_at) WHERE revision IS NOT NULL`,
		`CREATE INDEX IF NOT EXISTS experts_user ON experts (user_id)`,
		`CREATE TABLE IF NOT EXISTS slots (
			expert_id TEXT NOT NULL, id TEXT NOT NULL, start_at TIMESTAMPTZ NOT NULL, minutes INT NOT NULL, mode TEXT NOT NULL,
			closed BOOLEAN NOT NULL DEFAULT false, booking_id TEXT NOT NULL DEFAULT '', PRIMARY KEY (expert_id, id))`,
		`CREATE INDEX IF NOT EXISTS slots_start ON slots (expert_id, start_at)`,
		`CREATE TABLE IF NOT EXISTS bookings (
			id TEXT PRIMARY KEY, expert_id TEXT NOT NULL, slot_id TEXT NOT NULL, user_id TEXT NOT NULL, name TEXT NOT NULL,
			phone TEXT NOT NULL, question TEXT NOT NULL, cancelled BOOLEAN NOT NULL DEFAULT false, cancelled_by TEXT NOT NULL DEFAULT '',
			reason TEXT NOT NULL DEFAULT '', moved BOOLEAN NOT NULL DEFAULT false, created_at TIMESTAMPTZ NOT NULL,
			updated_at TIMESTAMPTZ NOT NULL)`,
		`CREATE INDEX IF NOT EXISTS bookings_user ON bookings (user_id, created_at DESC)`,
		`CREATE INDEX IF NOT EXISTS bookings_expert ON bookings (expert_id, created_at DESC)`,
	}
}

// Reads: the experts' streams (the families' own booking streams only repeat what these hold).
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.ExpertStream(""))
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch ev.(type) {
	case events.ExpertSlotsOpened, events.ExpertSlotClosed, events.ExpertSlotBooked, events.ExpertBookingMoved,
		events.ExpertBookingCancelled:
		// The console acts at the stream's version, which slots and bookings move too.
		id := strings.TrimPrefix(env.StreamID, events.ExpertStream(""))
		if err := tx.Exec(ctx, `UPDATE experts SET version = $2 WHERE id = $1`, id, env.Version); err != nil {
			return err
		}
	}
	switch e := ev.(type) {
	case events.ExpertApplied:
		p := e.Profile
		return tx.Exec(ctx, `INSERT INTO experts (id, user_id, state, phone, name, title, org, years, intro, specialties,
			provinces, photo, applied_at, version) VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
			ON CONFLICT (id) DO UPDATE SET state = 'pending', phone = EXCLUDED.phone, name = EXCLUDED.name, title = EXCLUDED.title,
			org = EXCLUDED.org, years = EXCLUDED.years, intro = EXCLUDED.intro, specialties = EXCLUDED.specialties,
			provinces = EXCLUDED.provinces, photo = EXCLUDED.photo, reason = '', applied_at = EXCLUDED.applied_at,
			version = EXCLUDED.version`,
			e.ID, e.UserID, e.Phone, p.Name, p.Title, p.Org, p.Years, p.Intro, p.Specialties, ints(p.Provinces), p.Photo,
			env.RecordedAt, env.Version)
	case events.ExpertApproved:
		p := e.Profile
		return tx.Exec(ctx, `UPDATE experts SET state = 'approved', name = $2, title = $3, org = $4, years = $5, intro = $6,
			specialties = $7, provinces = $8, photo = $9, reason = '', reviewed_at = $10, reviewed_by = $11, version = $12,
			revision = NULL, revised_at = NULL, revision_reason = '' WHERE id = $1`, e.ID, p.Name, p.Title, p.Org, p.Years, p.Intro, p.Specialties, ints(p.Provinces), p.Photo,
			env.RecordedAt, env.Meta.ActorUserID, env.Version)
	case events.ExpertRevisionSubmitted:
		rev, err := json.Marshal(e.Profile)
		if err != nil {
			return err
		}
		return tx.Exec(ctx, `UPDATE experts SET revision = $2, revised_at = $3, revision_reason = '', version = $4 WHERE id = $1`,
			e.ID, rev, env.RecordedAt, env.Version)
	case events.ExpertRevisionReturned:
		return tx.Exec(ctx, `UPDATE experts SET revision = NULL, revised_at = NULL, revision_reason = $2, version = $3 WHERE id = $1`,
			e.ID, e.Reason, env.Version)
	case events.ExpertRejected:
		return review(ctx, tx, env, e.ID, events.ExpertStateRejected, e.Reason)
	case events.ExpertSuspended:
		return review(ctx, tx, env, e.ID, events.ExpertStateSuspended, e.Reason)
	case events.ExpertRestored:
		return review(ctx, tx, env, e.ID, events.ExpertStateApproved, "")
	case events.ExpertSlotsOpened:
		for _, s := range e.Slots {
			if err := tx.Exec(ctx, `INSERT INTO slots (expert_id, id, start_at, minutes, mode) VALUES ($1, $2, $3, $4, $5)
				ON CONFLICT DO NOTHING`, e.ID, s.ID, s.Start, s.Minutes, s.Mode); err != nil {
				return err
			}
		}
	case events.ExpertSlotClosed:
		return tx.Exec(ctx, `UPDATE slots SET closed = true WHERE expert_id = $1 AND id = $2`, e.ID, e.SlotID)
	case events.ExpertSlotBooked:
		if err := tx.Exec(ctx, `INSERT INTO bookings (id, expert_id, slot_id, user_id, name, phone, question, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT DO NOTHING`,
			e.BookingID, e.ID, e.SlotID, e.UserID, e.Name, e.Phone, e.Question, env.RecordedAt); err != nil {
			return err
		}
		return tx.Exec(ctx, `UPDATE slots SET booking_id = $3 WHERE expert_id = $1 AND id = $2`, e.ID, e.SlotID, e.BookingID)
	case events.ExpertBookingMoved:
		if err := tx.Exec(ctx, `UPDATE slots SET booking_id = '' WHERE expert_id = $1 AND id = $2`, e.ID, e.From); err != nil {
			return err
		}
		if err := tx.Exec(ctx, `UPDATE slots SET booking_id = $3 WHERE expert_id = $1 AND id = $2`, e.ID, e.To, e.BookingID); err != nil {
			return err
		}
		return tx.Exec(ctx, `UPDATE bookings SET slot_id = $2, moved = true, updated_at = $3 WHERE id = $1`,
			e.BookingID, e.To, env.RecordedAt)
	case events.ExpertBookingCancelled:
		// The family's cancellation frees the slot; the expert's or an operator's closes it.
		if err := tx.Exec(ctx, `UPDATE slots SET booking_id = '', closed = closed OR $3
			WHERE expert_id = $1 AND booking_id = $2`, e.ID, e.BookingID, e.By != "family"); err != nil {
			return err
		}
		return tx.Exec(ctx, `UPDATE bookings SET cancelled = true, cancelled_by = $2, reason = $3, updated_at = $4 WHERE id = $1`,
			e.BookingID, e.By, e.Reason, env.RecordedAt)
	}
	return nil
}

func review(ctx context.Context, tx projections.Tx, env events.Envelope, id, state, reason string) error {
	return tx.Exec(ctx, `UPDATE experts SET state = $2, reason = $3, reviewed_at = $4, reviewed_by = $5, version = $6
		WHERE id = $1`, id, state, reason, env.RecordedAt, env.Meta.ActorUserID, env.Version)
}

func ints(v []int) []int32 {
	out := make([]int32, len(v))
	for i, x := range v {
		out[i] = int32(x)
	}
	return out
}
