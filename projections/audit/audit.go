// Package audit projects each user's own account history: what changed, when,
// by whom and from which terminal and IP (Audit/MyHistory).
package audit

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "audit" }

func (Projection) Tables() []string {
	return []string{`CREATE TABLE IF NOT EXISTS entries (
		position      BIGINT PRIMARY KEY,
		user_id       TEXT NOT NULL,
		time          TIMESTAMPTZ NOT NULL,
		type          TEXT NOT NULL,
		summary       TEXT NOT NULL,
		actor_user_id TEXT NOT NULL,
		terminal_type TEXT NOT NULL,
		client_ip     TEXT NOT NULL,
		user_agent    TEXT NOT NULL,
		request_id    TEXT NOT NULL)`,
		`CREATE INDEX IF NOT EXISTS entries_user ON entries (user_id, position DESC)`,
		// The last value of each profile field, to say what an update changed.
		`CREATE TABLE IF NOT EXISTS last_values (user_id TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL,
			PRIMARY KEY (user_id, field))`,
	}
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	userID, fields, summary := describe(ev)
	if userID == "" {
		return nil
	}
	if len(fields) > 0 {
		changes, err := diff(ctx, tx, userID, fields)
		if err != nil {
			return err
		}
		if changes == "" {
			changes = "内容未变化"
		}
		summary += "：" + changes
	}
	if e, ok := ev.(events.AccountRegistered); ok {
		// The nickname given at registration is the "before" of the first edit.
		if err := tx.Exec(ctx, `INSERT INTO last_values (user_id, field, value) VALUES ($1, '昵称', $2)
			ON CONFLICT DO NOTHING`, e.UserID, e.NickName); err != nil {
			return err
		}
	}
	m := env.Meta
	return tx.Exec(ctx, `INSERT INTO entries (position, user_id, time, type, summary, actor_user_id, terminal_type,
		client_ip, user_agent, request_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) ON CONFLICT (position) DO NOTHING`,
		env.Position, userID, env.RecordedAt, env.Type, summary, m.ActorUserID, m.TerminalType, m.ClientIP,
		truncate(m.UserAgent, 300), m.RequestID)
}

// diff compares new field values with the last ones, records them, and says
// what changed as "昵称：A → B；性别：未填 → 男".
func diff(ctx context.Context, tx projections.Tx, userID string, fields []field) (string, error) {
	var parts []string
	for _, f := range fields {
		var old string
		err := tx.QueryRow(ctx, `SELECT value FROM last_values WHERE user_id = $1 AND field = $2`, userID, f.label).Scan(&old)
		if err != nil && !isNoRows(err) {
			return "", err
		}
		if old == f.value {
			continue
		}
		if old == "" {
			old = "未填"
		}
		parts = append(parts, f.label+"："+old+" → "+f.value)
		if err := tx.Exec(ctx, `INSERT INTO last_values (user_id, field, value) VALUES ($1, $2, $3)
			ON CONFLICT (user_id, field) DO UPDATE SET value = EXCLUDED.value`, userID, f.label, f.value); err != nil {
			return "", err
		}
	}
	return strings.Join(parts, "；"), nil
}

func isNoRows(err error) bool { return err != nil && strings.Contains(err.Error(), "no rows") }

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

// Reads: user activity only; the shipped data's streams (megabytes of catalogue
// and admission rows) are skipped without being decoded.
func (Projection) Reads(streamID string) bool { return !events.IsShippedDataStream(streamID) }
