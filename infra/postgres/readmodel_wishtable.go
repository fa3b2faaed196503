package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/query/wishtable"
)

// WishTableReadModel reads rm_wishtables (tables, members, links, changes), the wish rows of
// rm_audit and people's names from rm_profiles.
type WishTableReadModel struct {
	db  *DB
	reg *events.Registry
}

func NewWishTableReadModel(db *DB, reg *events.Registry) *WishTableReadModel {
	return &WishTableReadModel{db: db, reg: reg}
}

const tableCols = `id, owner_id, header, name, score, rank, note, unit_count, version, deleted_at, created_at, updated_at, updated_by`

func scanTable(row pgx.Row) (*wishtable.Row, error) {
	r := &wishtable.Row{}
	var header string
	if err := row.Scan(&r.ID, &r.OwnerID, &header, &r.Name, &r.Score, &r.Rank, &r.Note, &r.UnitCount, &r.Version,
		&r.DeletedAt, &r.CreatedAt, &r.UpdatedAt, &r.UpdatedBy); err != nil {
		return nil, err
	}
	return r, json.Unmarshal([]byte(header), &r.Header)
}

// Table reads a table with its current units: the snapshot folded with the changes after it.
func (m *WishTableReadModel) Table(ctx context.Context, id string) (*wishtable.Row, error) {
	var units string
	var snap int
	r, err := scanTable(scanWithMore{m.db.Pool.QueryRow(ctx, `SELECT `+tableCols+`, units, snap_version
		FROM rm_wishtables.tables WHERE id = $1`, id), []any{&units, &snap}})
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(units), &r.Units); err != nil {
		return nil, err
	}
	evs, _, err := m.Events(ctx, id, snap, r.Version)
	for _, ev := range evs {
		r.Units = events.ApplyWishUnits(r.Units, ev)
	}
	return r, err
}

// scanWithMore scans trailing columns after a table's columns.
type scanWithMore struct {
	pgx.Row
	more []any
}

func (s scanWithMore) Scan(dest ...any) error { return s.Row.Scan(append(dest, s.more...)...) }

func (m *WishTableReadModel) MemberRole(ctx context.Context, tableID, userID string) (string, error) {
	var role string
	err := m.db.Pool.QueryRow(ctx, `SELECT role FROM rm_wishtables.members WHERE table_id = $1 AND user_id = $2`,
		tableID, userID).Scan(&role)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	return role, err
}

func (m *WishTableReadModel) tables(ctx context.Context, q string, args ...any) ([]wishtable.Row, []string, error) {
	rows, err := m.db.Pool.Query(ctx, q, args...)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var out []wishtable.Row
	var roles []string
	for rows.Next() {
		var role string
		r, err := scanTable(scanWithMore{rows, []any{&role}})
		if err != nil {
			return nil, nil, err
		}
		out, roles = append(out, *r), append(roles, role)
	}
	return out, roles, rows.Err()
}

func (m *WishTableReadModel) Owned(ctx context.Context, userID string) ([]wishtable.Row, error) {
	out, _, err := m.tables(ctx, `SELECT `+tableCols+`, 'owner' FROM rm_wishtables.tables WHERE owner_id = $1
		ORDER BY updated_at DESC LIMIT 200`, userID)
	return out, err
}

func (m *WishTableReadModel) SharedWith(ctx context.Context, userID string) ([]wishtable.Row, []string, error) {
	return m.tables(ctx, `SELECT `+prefixed("t.", tableCols)+`, mb.role FROM rm_wishtables.members mb
		JOIN rm_wishtables.tables t ON t.id = mb.table_id WHERE mb.user_id = $1 AND t.deleted_at IS NULL
		ORDER BY t.updated_at DESC LIMIT 200`, userID)
}

func prefixed(p, cols string) string {
	parts := strings.Split(cols, ", ")
	for i := range parts {
		parts[i] = p + parts[i]
	}
	return strings.Join(parts, ", ")
}

func (m *WishTableReadModel) Members(ctx context.Context, tableID string) ([]wishtable.Member, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT mb.user_id, COALESCE(u.nick_name, ''), COALESCE(u.phone, ''), mb.role, mb.via, mb.since
		FROM rm_wishtables.members mb LEFT JOIN rm_profiles.users u ON u.user_id = mb.user_id
		WHERE mb.table_id = $1 ORDER BY mb.since`, tableID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []wishtable.Member{}
	for rows.Next() {
		var x wishtable.Member
		if err := rows.Scan(&x.UserId, &x.NickName, &x.Phone, &x.Role, &x.Via, &x.Since); err != nil {
			return nil, err
		}
		x.Phone, x.RoleName = wishtable.MaskPhone(x.Phone), wishtable.RoleName(x.Role)
		out = append(out, x)
	}
	return out, rows.Err()
}

func (m *WishTableReadModel) Links(ctx context.Context, tableID string) ([]wishtable.Link, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT link_id, role, expires_at, created_at,
		CASE WHEN state = 'open' AND expires_at <= now() THEN 'expired' ELSE state END, used_by
		FROM rm_wishtables.links WHERE table_id = $1 ORDER BY created_at DESC LIMIT 50`, tableID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []wishtable.Link{}
	for rows.Next() {
		var x wishtable.Link
		if err := rows.Scan(&x.LinkId, &x.Role, &x.ExpiresAt, &x.CreatedAt, &x.State, &x.UsedBy); err != nil {
			return nil, err
		}
		x.RoleName = wishtable.RoleName(x.Role)
		out = append(out, x)
	}
	return out, rows.Err()
}

func (m *WishTableReadModel) People(ctx context.Context, ids []string) (map[string]wishtable.Person, error) {
	out := map[string]wishtable.Person{}
	rows, err := m.db.Pool.Query(ctx, `SELECT user_id, nick_name, phone FROM rm_profiles.users WHERE user_id = ANY($1)`, ids)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var p wishtable.Person
		if err := rows.Scan(&p.UserId, &p.NickName, &p.Phone); err != nil {
			return nil, err
		}
		p.Phone = wishtable.MaskPhone(p.Phone)
		out[p.UserId] = p
	}
	return out, rows.Err()
}

func (m *WishTableReadModel) Events(ctx context.Context, tableID string, after, upTo int) ([]events.Event, []int, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT version, type, data FROM rm_wishtables.changes
		WHERE table_id = $1 AND version > $2 AND ($3 = 0 OR version <= $3) ORDER BY version`, tableID, after, upTo)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var evs []events.Event
	var versions []int
	for rows.Next() {
		var v int
		var typ string
		var data []byte
		if err := rows.Scan(&v, &typ, &data); err != nil {
			return nil, nil, err
		}
		sv, err := m.reg.Version(typ)
		if err != nil {
			return nil, nil, err
		}
		ev, err := m.reg.Decode(events.Envelope{Type: typ, SchemaVersion: sv, Data: data})
		if err != nil {
			return nil, nil, fmt.Errorf("wish table %s v%d: %w", tableID, v, err)
		}
		evs, versions = append(evs, ev), append(versions, v)
	}
	return evs, versions, rows.Err()
}
