// Package content projects the CMS: every item as the console sees it (its current revision,
// state and history), what readers see (the published revision, rendered and sanitised once
// here), the read counts, and the operators' roles.
package content

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
	"zhiyuan/richtext"
)

type Projection struct{}

func (Projection) Name() string { return "content" }

// Version 1: items and live rows name a college (its news and charters).
// Version 2: the published HTML rendered again, so a protocol-relative link (//host) stored
// before the sanitiser refused it loses its href.
func (Projection) Version() int { return 2 }

func (Projection) Tables() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS items (
			id TEXT PRIMARY KEY, kind TEXT NOT NULL, code TEXT NOT NULL, state TEXT NOT NULL, live BOOLEAN NOT NULL DEFAULT false,
			category TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL, source TEXT NOT NULL,
			source_url TEXT NOT NULL, cover TEXT NOT NULL, provinces INT[] NOT NULL, year INT NOT NULL, top BOOLEAN NOT NULL,
			ord INT NOT NULL, scheduled_at TIMESTAMPTZ, note TEXT NOT NULL DEFAULT '', created_at TIMESTAMPTZ NOT NULL,
			created_by TEXT NOT NULL, updated_at TIMESTAMPTZ NOT NULL, updated_by TEXT NOT NULL, version INT NOT NULL,
			position BIGINT NOT NULL, college_code TEXT NOT NULL DEFAULT '')`,
		`CREATE INDEX IF NOT EXISTS items_kind ON items (kind, state, updated_at DESC)`,
		`CREATE TABLE IF NOT EXISTS live (
			id TEXT PRIMARY KEY, kind TEXT NOT NULL, code TEXT NOT NULL, category TEXT NOT NULL, title TEXT NOT NULL,
			summary TEXT NOT NULL, html TEXT NOT NULL, source TEXT NOT NULL, source_url TEXT NOT NULL, cover TEXT NOT NULL,
			provinces INT[] NOT NULL, year INT NOT NULL, top BOOLEAN NOT NULL, ord INT NOT NULL,
			released_at TIMESTAMPTZ NOT NULL, revised_at TIMESTAMPTZ NOT NULL, views BIGINT NOT NULL DEFAULT 0,
			college_code TEXT NOT NULL DEFAULT '')`,
		`CREATE INDEX IF NOT EXISTS live_kind ON live (kind, released_at DESC, id)`,
		`CREATE INDEX IF NOT EXISTS live_code ON live (kind, code)`,
		`CREATE INDEX IF NOT EXISTS live_college ON live (college_code, kind, released_at DESC) WHERE college_code <> ''`,
		// A withdrawn item keeps its count: republished, it goes on from there.
		`CREATE TABLE IF NOT EXISTS views (id TEXT PRIMARY KEY, n BIGINT NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS history (
			id TEXT NOT NULL, version INT NOT NULL, type TEXT NOT NULL, actor TEXT NOT NULL, ip TEXT NOT NULL,
			at TIMESTAMPTZ NOT NULL, note TEXT NOT NULL, PRIMARY KEY (id, version))`,
		`CREATE TABLE IF NOT EXISTS operators (user_id TEXT PRIMARY KEY, roles TEXT[] NOT NULL, updated_at TIMESTAMPTZ NOT NULL)`,
	}
}

// Reads: the content items, their views and the operators' roles.
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, "content-") || events.IsContentViewStream(streamID) ||
		strings.HasPrefix(streamID, events.OperatorStream(""))
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.ContentViewed:
		if err := tx.Exec(ctx, `INSERT INTO views (id, n) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET n = views.n + 1`, e.ID); err != nil {
			return err
		}
		return tx.Exec(ctx, `UPDATE live SET views = views + 1 WHERE id = $1`, e.ID)
	case events.OperatorRoleGranted, events.OperatorRoleRevoked:
		return operatorRoles(ctx, tx, env, ev)
	case events.ContentDrafted, events.ContentSubmitted, events.ContentReturned, events.ContentScheduled,
		events.ContentPublished, events.ContentWithdrawn:
		if err := history(ctx, tx, env, ev); err != nil {
			return err
		}
	default:
		return nil // not a content event (Reads keeps them away; a rebuild's copy may not)
	}
	switch e := ev.(type) {
	case events.ContentDrafted:
		f := e.ContentFields
		return tx.Exec(ctx, `INSERT INTO items (id, kind, code, state, category, title, summary, body, source, source_url, cover,
			provinces, year, top, ord, created_at, created_by, updated_at, updated_by, version, position, college_code)
			VALUES ($1, $2, $3, 'draft', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $15, $16, $17, $18, $19)
			ON CONFLICT (id) DO UPDATE SET state = 'draft', category = EXCLUDED.category, title = EXCLUDED.title,
			summary = EXCLUDED.summary, body = EXCLUDED.body, source = EXCLUDED.source, source_url = EXCLUDED.source_url,
			cover = EXCLUDED.cover, provinces = EXCLUDED.provinces, year = EXCLUDED.year, top = EXCLUDED.top, ord = EXCLUDED.ord,
			scheduled_at = NULL, note = '', updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by,
			version = EXCLUDED.version, position = EXCLUDED.position, college_code = EXCLUDED.college_code`,
			e.ID, f.Kind, f.Code, f.Category, f.Title, f.Summary, f.Body, f.Source, f.SourceURL, f.Cover, ints(f.Provinces),
			f.Year, f.Top, f.Order, env.RecordedAt, env.Meta.ActorUserID, env.Version, env.Position, f.CollegeCode)
	case events.ContentSubmitted:
		return state(ctx, tx, env, e.ID, events.StateReview, "", nil)
	case events.ContentReturned:
		return state(ctx, tx, env, e.ID, events.StateDraft, e.Reason, nil)
	case events.ContentScheduled:
		return state(ctx, tx, env, e.ID, events.StateScheduled, "", &e.At)
	case events.ContentPublished:
		if err := state(ctx, tx, env, e.ID, events.StatePublished, "", nil); err != nil {
			return err
		}
		return publish(ctx, tx, e)
	case events.ContentWithdrawn:
		if err := state(ctx, tx, env, e.ID, events.StateWithdrawn, e.Reason, nil); err != nil {
			return err
		}
		return tx.Exec(ctx, `DELETE FROM live WHERE id = $1`, e.ID)
	}
	return nil
}

func state(ctx context.Context, tx projections.Tx, env events.Envelope, id, st, note string, at any) error {
	live := "live"
	switch st {
	case events.StatePublished:
		live = "true"
	case events.StateWithdrawn:
		live = "false"
	}
	return tx.Exec(ctx, `UPDATE items SET state = $2, note = $3, scheduled_at = $4, live = `+live+`,
		updated_at = $5, updated_by = $6, version = $7, position = $8 WHERE id = $1`,
		id, st, note, at, env.RecordedAt, env.Meta.ActorUserID, env.Version, env.Position)
}

// publish makes a revision what readers see; the release date stays the first publication's.
func publish(ctx context.Context, tx projections.Tx, e events.ContentPublished) error {
	f := e.ContentFields
	return tx.Exec(ctx, `INSERT INTO live (id, kind, code, category, title, summary, html, source, source_url, cover, provinces,
		year, top, ord, released_at, revised_at, views, college_code)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15,
			COALESCE((SELECT n FROM views WHERE id = $1), 0), $16)
		ON CONFLICT (id) DO UPDATE SET category = EXCLUDED.category, title = EXCLUDED.title, summary = EXCLUDED.summary,
		html = EXCLUDED.html, source = EXCLUDED.source, source_url = EXCLUDED.source_url, cover = EXCLUDED.cover,
		provinces = EXCLUDED.provinces, year = EXCLUDED.year, top = EXCLUDED.top, ord = EXCLUDED.ord,
		revised_at = EXCLUDED.revised_at, college_code = EXCLUDED.college_code`,
		e.ID, f.Kind, f.Code, f.Category, f.Title, richtext.Summary(f.Summary, f.Body), richtext.HTML(f.Body), f.Source, f.SourceURL, f.Cover,
		ints(f.Provinces), f.Year, f.Top, f.Order, e.At, f.CollegeCode)
}

func history(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	note := ""
	switch e := ev.(type) {
	case events.ContentReturned:
		note = e.Reason
	case events.ContentWithdrawn:
		note = e.Reason
	case events.ContentScheduled:
		note = e.At.Format("2006-01-02T15:04:05Z07:00")
	}
	id := strings.TrimPrefix(env.StreamID, "content-")
	return tx.Exec(ctx, `INSERT INTO history (id, version, type, actor, ip, at, note) VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT DO NOTHING`, id, env.Version, ev.EventType(), env.Meta.ActorUserID, env.Meta.ClientIP, env.RecordedAt, note)
}

func operatorRoles(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	var userID string
	roles := map[string]bool{}
	var current []string
	switch e := ev.(type) {
	case events.OperatorRoleGranted:
		userID = e.UserID
	case events.OperatorRoleRevoked:
		userID = e.UserID
	}
	if err := tx.QueryRow(ctx, `SELECT COALESCE((SELECT roles FROM operators WHERE user_id = $1), '{}')`, userID).Scan(&current); err != nil {
		return err
	}
	for _, r := range current {
		roles[r] = true
	}
	events.FoldRoles(roles, ev)
	list := make([]string, 0, len(roles))
	for _, r := range events.OperatorRoles {
		if roles[r] {
			list = append(list, r)
		}
	}
	return tx.Exec(ctx, `INSERT INTO operators (user_id, roles, updated_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id) DO UPDATE SET roles = EXCLUDED.roles, updated_at = EXCLUDED.updated_at`, userID, list, env.RecordedAt)
}

func ints(v []int) []int32 {
	out := make([]int32, len(v))
	for i, x := range v {
		out[i] = int32(x)
	}
	return out
}
