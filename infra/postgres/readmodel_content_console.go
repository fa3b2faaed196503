package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"zhiyuan/query/content"
	"zhiyuan/query/user"
)

const itemColumns = `id, kind, code, state, category, title, summary, body, source, source_url, cover, note, provinces, year,
	ord, version, top, live, scheduled_at, created_at, updated_at, created_by, updated_by, position, college_code`

func scanItem(r pgx.Row) (content.Item, error) {
	var it content.Item
	var provinces []int32
	err := r.Scan(&it.Id, &it.Kind, &it.Code, &it.State, &it.Category, &it.Title, &it.Summary, &it.Body, &it.Source,
		&it.SourceUrl, &it.Cover, &it.Note, &provinces, &it.Year, &it.Order, &it.Version, &it.Top, &it.Live, &it.ScheduledAt,
		&it.CreatedAt, &it.UpdatedAt, &it.CreatedBy, &it.UpdatedBy, &it.Position, &it.CollegeCode)
	it.Provinces = make([]int, 0, len(provinces))
	for _, p := range provinces {
		it.Provinces = append(it.Provinces, int(p))
	}
	return it, err
}

func (m *ContentReadModel) ConsoleList(ctx context.Context, f content.ConsoleFilter) ([]content.Item, int, error) {
	where := []string{"true"}
	var args []any
	add := func(cond string, v any) {
		args = append(args, v)
		where = append(where, fmt.Sprintf(cond, len(args)))
	}
	if f.Kind != "" {
		add("kind = $%d", f.Kind)
	}
	if f.State != "" {
		add("state = $%d", f.State)
	}
	if f.Keyword != "" {
		add("(title ILIKE $%[1]d OR category ILIKE $%[1]d OR code ILIKE $%[1]d)", likePattern(f.Keyword))
	}
	cond := strings.Join(where, " AND ")
	var total int
	if err := m.db.Pool.QueryRow(ctx, `SELECT COUNT(*) FROM rm_content.items WHERE `+cond, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	args = append(args, f.Limit, f.Offset)
	rows, err := m.db.Pool.Query(ctx, fmt.Sprintf(`SELECT %s FROM rm_content.items WHERE %s ORDER BY updated_at DESC, id
		LIMIT $%d OFFSET $%d`, itemColumns, cond, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, err
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (content.Item, error) { return scanItem(r) })
	return list, total, err
}

func (m *ContentReadModel) ConsoleItem(ctx context.Context, id string) (content.Item, bool, error) {
	it, err := scanItem(m.db.Pool.QueryRow(ctx, `SELECT `+itemColumns+` FROM rm_content.items WHERE id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return it, false, nil
	}
	return it, err == nil, err
}

// History lists an item's changes with each actor as colleagues know them (nickname and masked
// phone from the profiles read model; empty for the system and the command line).
func (m *ContentReadModel) History(ctx context.Context, id string) ([]content.Step, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT h.version, h.type, h.actor, h.ip, h.at, h.note,
		COALESCE(u.nick_name, ''), COALESCE(u.phone, '')
		FROM rm_content.history h LEFT JOIN rm_profiles.users u ON u.user_id = h.actor
		WHERE h.id = $1 ORDER BY h.version`, id)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (content.Step, error) {
		var s content.Step
		err := r.Scan(&s.Version, &s.Type, &s.Actor, &s.IP, &s.At, &s.Note, &s.ActorNick, &s.ActorPhone)
		s.ActorPhone = user.MaskPhone(s.ActorPhone)
		return s, err
	})
}

func (m *ContentReadModel) Operators(ctx context.Context) ([]content.Operator, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT user_id, roles, updated_at FROM rm_content.operators WHERE roles <> '{}'
		ORDER BY user_id`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (content.Operator, error) {
		var o content.Operator
		return o, r.Scan(&o.UserId, &o.Roles, &o.UpdatedAt)
	})
}
