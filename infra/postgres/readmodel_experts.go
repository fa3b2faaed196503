package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/query/experts"
)

// ExpertsReadModel reads rm_experts: profiles, slots and bookings.
type ExpertsReadModel struct{ db *DB }

func NewExpertsReadModel(db *DB) *ExpertsReadModel { return &ExpertsReadModel{db: db} }

const expertColumns = `e.id, e.name, e.title, e.org, e.years, e.intro, e.specialties, e.provinces, e.photo, e.state`

// freeSlots counts an expert's bookable slots and finds the first ($1: bookable from).
const freeSlots = `(SELECT COUNT(*) FROM rm_experts.slots s WHERE s.expert_id = e.id AND NOT s.closed AND s.booking_id = ''
		AND s.start_at >= $1),
	(SELECT MIN(s.start_at) FROM rm_experts.slots s WHERE s.expert_id = e.id AND NOT s.closed AND s.booking_id = ''
		AND s.start_at >= $1)`

func (m *ExpertsReadModel) Listed(ctx context.Context, f experts.ListFilter) ([]experts.Expert, int, error) {
	where := []string{"e.state = 'approved'"}
	args := []any{f.BookableFrom}
	add := func(cond string, v any) {
		args = append(args, v)
		where = append(where, fmt.Sprintf(cond, len(args)))
	}
	if f.Keyword != "" {
		add("(e.name ILIKE $%[1]d OR e.title ILIKE $%[1]d OR e.org ILIKE $%[1]d OR e.intro ILIKE $%[1]d)", likePattern(f.Keyword))
	}
	if f.Specialty != "" {
		add("$%d = ANY(e.specialties)", f.Specialty)
	}
	if f.Province > 0 {
		add("(cardinality(e.provinces) = 0 OR $%d = ANY(e.provinces))", int32(f.Province))
	}
	cond := strings.Join(where, " AND ")
	var total int
	if err := m.db.Pool.QueryRow(ctx, `SELECT COUNT(*) FROM rm_experts.experts e WHERE `+cond+` AND $1::timestamptz IS NOT NULL`, // $1 is the slots' bound
		args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	args = append(args, f.Limit, f.Offset)
	rows, err := m.db.Pool.Query(ctx, fmt.Sprintf(`SELECT %s, %s FROM rm_experts.experts e WHERE %s
		ORDER BY 11 DESC, e.reviewed_at, e.id LIMIT $%d OFFSET $%d`, expertColumns, freeSlots, cond, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, err
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (experts.Expert, error) {
		var x experts.Expert
		var provinces []int32
		err := r.Scan(&x.Id, &x.Name, &x.Title, &x.Org, &x.Years, &x.Intro, &x.Specialties, &provinces, &x.Photo, &x.State,
			&x.FreeSlots, &x.NextSlot)
		x.Provinces = intsOf(provinces)
		return x, err
	})
	return list, total, err
}

const recordColumns = expertColumns + `, e.user_id, e.phone, e.reason, e.applied_at, e.reviewed_at, e.reviewed_by, e.version,
	e.revision, e.revised_at, e.revision_reason`

func scanRecord(r pgx.Row, withFree bool) (experts.Record, error) {
	var x experts.Record
	var provinces []int32
	var revision []byte
	var revisedAt *time.Time
	dest := []any{&x.Id, &x.Name, &x.Title, &x.Org, &x.Years, &x.Intro, &x.Specialties, &provinces, &x.Photo, &x.State,
		&x.UserId, &x.Phone, &x.Reason, &x.AppliedAt, &x.ReviewedAt, &x.ReviewedBy, &x.Version,
		&revision, &revisedAt, &x.RevisionReason}
	if withFree {
		dest = append(dest, &x.FreeSlots, &x.NextSlot)
	}
	if err := r.Scan(dest...); err != nil {
		return x, err
	}
	x.Provinces = intsOf(provinces)
	if revision != nil && revisedAt != nil {
		var p events.ExpertProfile
		if err := json.Unmarshal(revision, &p); err != nil {
			return x, err
		}
		x.Revision = experts.RevisionOf(p, *revisedAt, x.Expert)
	}
	return x, nil
}

func (m *ExpertsReadModel) Record(ctx context.Context, id string, bookableFrom time.Time) (experts.Record, bool, error) {
	x, err := scanRecord(m.db.Pool.QueryRow(ctx, `SELECT `+recordColumns+`, `+freeSlots+` FROM rm_experts.experts e
		WHERE e.id = $2`, bookableFrom, id), true)
	if errors.Is(err, pgx.ErrNoRows) {
		return x, false, nil
	}
	return x, err == nil, err
}

func (m *ExpertsReadModel) Slots(ctx context.Context, expertID string, from time.Time) ([]experts.Slot, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT id, start_at, minutes, mode, closed, booking_id FROM rm_experts.slots
		WHERE expert_id = $1 AND start_at >= $2 ORDER BY start_at, id LIMIT 500`, expertID, from)
	if err != nil {
		return nil, err
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (experts.Slot, error) {
		var s experts.Slot
		err := r.Scan(&s.Id, &s.Start, &s.Minutes, &s.Mode, &s.Closed, &s.BookingId)
		s.End = s.Start.Add(time.Duration(s.Minutes) * time.Minute)
		s.Free = !s.Closed && s.BookingId == ""
		s.ModeName = map[string]string{"video": "视频", "phone": "电话"}[s.Mode]
		return s, err
	})
	if list == nil {
		list = []experts.Slot{}
	}
	return list, err
}

const bookingColumns = `b.id, b.expert_id, e.name, e.title, b.slot_id, s.start_at, s.minutes, s.mode, b.name, b.phone, b.question,
	b.cancelled, b.cancelled_by, b.reason, b.moved, b.created_at`

func (m *ExpertsReadModel) bookings(ctx context.Context, where string, arg string) ([]experts.Booking, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT `+bookingColumns+` FROM rm_experts.bookings b
		JOIN rm_experts.experts e ON e.id = b.expert_id
		JOIN rm_experts.slots s ON s.expert_id = b.expert_id AND s.id = b.slot_id
		WHERE `+where+` ORDER BY s.start_at DESC, b.id LIMIT 300`, arg)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (experts.Booking, error) {
		var b experts.Booking
		var minutes int
		err := r.Scan(&b.Id, &b.ExpertId, &b.ExpertName, &b.ExpertTitle, &b.SlotId, &b.Start, &minutes, &b.Mode, &b.Name,
			&b.Phone, &b.Question, &b.Cancelled, &b.CancelledBy, &b.Reason, &b.Moved, &b.CreatedAt)
		b.End = b.Start.Add(time.Duration(minutes) * time.Minute)
		return b, err
	})
}

func (m *ExpertsReadModel) BookingsOfUser(ctx context.Context, userID string) ([]experts.Booking, error) {
	return m.bookings(ctx, "b.user_id = $1", userID)
}

func (m *ExpertsReadModel) BookingsOfExpert(ctx context.Context, expertID string) ([]experts.Booking, error) {
	return m.bookings(ctx, "b.expert_id = $1", expertID)
}

func (m *ExpertsReadModel) Applications(ctx context.Context, state string, offset, limit int) ([]experts.Record, int, error) {
	var total int
	// A state, "" (all) or "revision" (a revised profile waits for review).
	const cond = `($1 = '' OR e.state = $1 OR ($1 = '` + experts.StateRevision + `' AND e.revision IS NOT NULL))`
	if err := m.db.Pool.QueryRow(ctx, `SELECT COUNT(*) FROM rm_experts.experts e WHERE `+cond, state).
		Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := m.db.Pool.Query(ctx, `SELECT `+recordColumns+` FROM rm_experts.experts e WHERE `+cond+`
		ORDER BY (e.state = 'pending') DESC, (e.revision IS NOT NULL) DESC, e.revised_at, e.applied_at DESC, e.id
		LIMIT $2 OFFSET $3`, state, limit, offset)
	if err != nil {
		return nil, 0, err
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (experts.Record, error) { return scanRecord(r, false) })
	return list, total, err
}

func intsOf(v []int32) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x)
	}
	return out
}
