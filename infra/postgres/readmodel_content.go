package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/query/content"
)

// ContentReadModel reads the CMS (rm_content).
type ContentReadModel struct {
	db    *DB
	cache *snapshotCache[*liveSnapshot]
}

func NewContentReadModel(db *DB) *ContentReadModel {
	return &ContentReadModel{db: db, cache: newContentCache()}
}

const liveColumns = `id, kind, code, category, title, summary, html, source, source_url, cover, provinces, year, ord, top,
	released_at, revised_at, views, college_code`

func scanLive(r pgx.Row) (content.Live, error) {
	var l content.Live
	var provinces []int32
	err := r.Scan(&l.ID, &l.Kind, &l.Code, &l.Category, &l.Title, &l.Summary, &l.HTML, &l.Source, &l.SourceURL, &l.Cover,
		&provinces, &l.Year, &l.Order, &l.Top, &l.ReleasedAt, &l.RevisedAt, &l.Views, &l.CollegeCode)
	for _, p := range provinces {
		l.Provinces = append(l.Provinces, int(p))
	}
	return l, err
}

// likePattern is a user's keyword, escaped, as an ILIKE pattern matching it anywhere.
func likePattern(s string) string { return "%" + likeEscape(s) + "%" }

func (m *ContentReadModel) one(ctx context.Context, cond string, args ...any) (content.Live, bool, error) {
	l, err := scanLive(m.db.Pool.QueryRow(ctx, `SELECT `+liveColumns+` FROM rm_content.live WHERE `+cond, args...))
	if errors.Is(err, pgx.ErrNoRows) {
		return l, false, nil
	}
	return l, err == nil, err
}

func (m *ContentReadModel) LiveItem(ctx context.Context, kind, id string) (content.Live, bool, error) {
	return m.one(ctx, "kind = $1 AND id = $2", kind, id)
}

func (m *ContentReadModel) LiveByCode(ctx context.Context, kind, code string) (content.Live, bool, error) {
	return m.one(ctx, "kind = $1 AND code = $2", kind, code)
}

// Neighbours are the items released just before and after one, among those a reader of the
// item's provinces would see (a province's notice leads to its own and national ones).
func (m *ContentReadModel) Neighbours(ctx context.Context, it content.Live) (*content.Live, *content.Live, error) {
	scope := ""
	args := []any{it.Kind, it.ReleasedAt, it.ID}
	if len(it.Provinces) > 0 {
		scope = " AND (provinces = '{}' OR provinces && $4)"
		args = append(args, ints32(it.Provinces))
	}
	prev, okP, err := m.one(ctx, `kind = $1 AND (released_at, id) < ($2, $3)`+scope+` ORDER BY released_at DESC, id DESC LIMIT 1`, args...)
	if err != nil {
		return nil, nil, err
	}
	next, okN, err := m.one(ctx, `kind = $1 AND (released_at, id) > ($2, $3)`+scope+` ORDER BY released_at, id LIMIT 1`, args...)
	var p, n *content.Live
	if okP {
		p = &prev
	}
	if okN {
		n = &next
	}
	return p, n, err
}

func ints32(v []int) []int32 {
	out := make([]int32, len(v))
	for i, x := range v {
		out[i] = int32(x)
	}
	return out
}

// Categories counts the live items of a kind per category, as a reader of the province sees
// them (province 0: everyone's; else the national items and those tagged with the province),
// so each count equals the list the category opens.
func (m *ContentReadModel) Categories(ctx context.Context, kind string, province int) ([]content.Count, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT category, COUNT(*) FROM rm_content.live
		WHERE kind = $1 AND ($2 = 0 OR provinces = '{}' OR $2 = ANY(provinces))
		GROUP BY category ORDER BY MIN(ord), category`, kind, province)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (content.Count, error) {
		var c content.Count
		return c, r.Scan(&c.Category, &c.N)
	})
}

func (m *ContentReadModel) Roles(ctx context.Context, userID string) ([]string, error) {
	var roles []string
	err := m.db.Pool.QueryRow(ctx, `SELECT roles FROM rm_content.operators WHERE user_id = $1`, userID).Scan(&roles)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return roles, err
}

// DueScheduled lists scheduled items whose time has come (the scheduler's work list).
func (m *ContentReadModel) DueScheduled(ctx context.Context, now time.Time, limit int) ([]string, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT id FROM rm_content.items WHERE state = 'scheduled' AND scheduled_at <= $1
		ORDER BY scheduled_at LIMIT $2`, now, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}
