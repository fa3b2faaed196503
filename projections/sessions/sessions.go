// Package sessions projects login sessions: token hash, user, expiry and
// revocation, read on every authenticated request.
package sessions

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "sessions" }

func (Projection) Tables() []string {
	return []string{`CREATE TABLE IF NOT EXISTS sessions (
		session_hash TEXT PRIMARY KEY,
		user_id      TEXT NOT NULL,
		method       TEXT NOT NULL,
		started_at   TIMESTAMPTZ NOT NULL,
		expires_at   TIMESTAMPTZ NOT NULL,
		revoked_at   TIMESTAMPTZ)`,
		`CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id)`,
	}
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.SessionStarted:
		return tx.Exec(ctx, `INSERT INTO sessions (session_hash, user_id, method, started_at, expires_at)
			VALUES ($1, $2, $3, $4, $5) ON CONFLICT (session_hash) DO NOTHING`,
			e.SessionHash, e.UserID, e.Method, env.RecordedAt, e.ExpiresAt)
	case events.SessionEnded:
		if e.SessionHash != "" {
			return tx.Exec(ctx, `UPDATE sessions SET revoked_at = $2 WHERE session_hash = $1 AND revoked_at IS NULL`,
				e.SessionHash, env.RecordedAt)
		}
		return tx.Exec(ctx, `UPDATE sessions SET revoked_at = $2
			WHERE user_id = $1 AND revoked_at IS NULL AND session_hash <> $3`, e.UserID, env.RecordedAt, e.KeepSessionHash)
	}
	return nil
}

// Reads: sessions start and end in account streams.
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.AccountStream(""))
}
