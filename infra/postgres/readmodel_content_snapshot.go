package postgres

import (
	"context"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"

	"zhiyuan/query/content"
)

// Why a snapshot: the news and notice lists and the home page are the content's hottest
// reads (the home page at a thousand requests a second), over a table of a few hundred rows
// that changes when an operator publishes or a reader is counted. One small version query
// per request replaces a filtered, counted page query per list; the rows (without their
// HTML) are filtered in memory. Recheck 0: every request checks the version, so a reader sees
// a publication as soon as the read model holds it.
const contentVersion = `SELECT COUNT(*) || ':' || COALESCE(MAX(revised_at)::text, '') || ':' || COALESCE(SUM(views), 0)
	|| ':' || COALESCE(MAX(released_at)::text, '') FROM rm_content.live`

type liveSnapshot struct{ rows []content.Live }

func newContentCache() *snapshotCache[*liveSnapshot] {
	return &snapshotCache[*liveSnapshot]{version: contentVersion, load: loadLive}
}

func loadLive(ctx context.Context, tx pgx.Tx) (*liveSnapshot, error) {
	rows, err := tx.Query(ctx, `SELECT `+strings.Replace(liveColumns, "html,", "'' AS html,", 1)+` FROM rm_content.live
		ORDER BY released_at DESC, id`)
	if err != nil {
		return nil, err
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (content.Live, error) { return scanLive(r) })
	return &liveSnapshot{rows: list}, err
}

// LiveList filters the snapshot: newest first, help answers by category and order.
func (m *ContentReadModel) LiveList(ctx context.Context, f content.Filter) ([]content.Live, int, error) {
	snap, err := m.cache.get(ctx, m.db)
	if err != nil {
		return nil, 0, err
	}
	keyword := strings.ToLower(f.Keyword)
	var match []content.Live
	for _, l := range snap.rows {
		switch {
		case l.Kind != f.Kind, f.Category != "" && l.Category != f.Category, f.TopOnly && !l.Top,
			f.CollegeCode != "" && l.CollegeCode != f.CollegeCode,
			f.Province != 0 && len(l.Provinces) > 0 && !slices.Contains(l.Provinces, f.Province),
			keyword != "" && !strings.Contains(strings.ToLower(l.Title), keyword) && !strings.Contains(strings.ToLower(l.Summary), keyword):
			continue
		}
		match = append(match, l)
	}
	if f.Kind == "help" {
		slices.SortStableFunc(match, func(a, b content.Live) int {
			if f.TopOnly {
				return a.Order - b.Order
			}
			if c := strings.Compare(a.Category, b.Category); c != 0 {
				return c
			}
			if a.Order != b.Order {
				return a.Order - b.Order
			}
			return strings.Compare(a.ID, b.ID)
		})
	}
	total := len(match)
	from := min(f.Offset, total)
	to := min(from+f.Limit, total)
	return match[from:to], total, nil
}
