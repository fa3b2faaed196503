package postgres

import (
	"context"
	"strconv"
	"strings"

	"zhiyuan/query/wishtable"
)

// History reads rm_audit.wish_changes, newest first, with the names of the actor and the
// member a change concerned.
func (m *WishTableReadModel) History(ctx context.Context, f wishtable.HistoryFilter) ([]wishtable.Change, int, error) {
	var conds []string
	var args []any
	arg := func(v any) string { args = append(args, v); return "$" + strconv.Itoa(len(args)) }
	if f.TableID != "" {
		conds = append(conds, "c.table_id = "+arg(f.TableID))
	}
	if f.ActorID != "" {
		conds = append(conds, "c.actor_user_id = "+arg(f.ActorID))
	}
	if !f.From.IsZero() {
		conds = append(conds, "c.time >= "+arg(f.From))
	}
	if !f.To.IsZero() {
		conds = append(conds, "c.time < "+arg(f.To))
	}
	if f.AfterVersion > 0 {
		conds = append(conds, "c.version > "+arg(f.AfterVersion))
	}
	if f.UpToVersion > 0 {
		conds = append(conds, "c.version <= "+arg(f.UpToVersion))
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	var total int
	if err := m.db.Pool.QueryRow(ctx, `SELECT count(*) FROM rm_audit.wish_changes c`+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	limit, offset := arg(f.Limit), arg(f.Offset)
	rows, err := m.db.Pool.Query(ctx, `SELECT c.version, c.time, c.type, c.summary, c.actor_user_id,
		COALESCE(a.nick_name, ''), COALESCE(a.phone, ''), c.actor_role, c.subject_user, COALESCE(s.nick_name, ''),
		COALESCE(s.phone, ''), c.terminal_type, c.client_ip, c.table_id, COALESCE(t.name, '')
		FROM rm_audit.wish_changes c
		LEFT JOIN rm_profiles.users a ON a.user_id = c.actor_user_id
		LEFT JOIN rm_profiles.users s ON s.user_id = c.subject_user AND c.subject_user <> ''
		LEFT JOIN rm_wishtables.tables t ON t.id = c.table_id`+where+`
		ORDER BY c.position DESC LIMIT `+limit+` OFFSET `+offset, args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []wishtable.Change
	for rows.Next() {
		var c wishtable.Change
		var subject, sName, sPhone string
		if err := rows.Scan(&c.Version, &c.Time, &c.Type, &c.Summary, &c.Actor.UserId, &c.Actor.NickName, &c.Actor.Phone,
			&c.ActorRole, &subject, &sName, &sPhone, &c.TerminalType, &c.ClientIP, &c.TableId, &c.TableName); err != nil {
			return nil, 0, err
		}
		c.Actor.Phone, c.RoleName = wishtable.MaskPhone(c.Actor.Phone), wishtable.RoleName(c.ActorRole)
		if subject != "" {
			c.Subject = &wishtable.Person{UserId: subject, NickName: sName, Phone: wishtable.MaskPhone(sPhone)}
		}
		out = append(out, c)
	}
	return out, total, rows.Err()
}
