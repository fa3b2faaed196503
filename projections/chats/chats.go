// Package chats projects the users' conversations with the assistant: the list each user sees,
// the questions and answers of each chat, and the share links that are open.
package chats

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "chats" }

func (Projection) Tables() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS chats (
			id TEXT PRIMARY KEY, user_id TEXT NOT NULL, title TEXT NOT NULL, top BOOLEAN NOT NULL DEFAULT false,
			top_at TIMESTAMPTZ, deleted BOOLEAN NOT NULL DEFAULT false, share_id TEXT NOT NULL DEFAULT '',
			turns INT NOT NULL DEFAULT 0, created_at TIMESTAMPTZ NOT NULL, updated_at TIMESTAMPTZ NOT NULL)`,
		`CREATE INDEX IF NOT EXISTS chats_user ON chats (user_id, updated_at DESC) WHERE NOT deleted`,
		`CREATE INDEX IF NOT EXISTS chats_share ON chats (share_id) WHERE share_id <> ''`,
		`CREATE TABLE IF NOT EXISTS chat_turns (
			chat_id TEXT NOT NULL, turn INT NOT NULL, question TEXT NOT NULL, answer TEXT NOT NULL DEFAULT '',
			engine TEXT NOT NULL DEFAULT '', intent TEXT NOT NULL DEFAULT '', tools JSONB NOT NULL DEFAULT '[]',
			citations JSONB NOT NULL DEFAULT '[]', replaced BOOLEAN NOT NULL DEFAULT false, asked_at TIMESTAMPTZ NOT NULL,
			PRIMARY KEY (chat_id, turn))`,
	}
}

// Reads: the conversations' own streams (the per-user index and the quota streams only count).
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.ChatStream(""))
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	at := env.RecordedAt
	switch e := ev.(type) {
	case events.ChatStarted:
		return tx.Exec(ctx, `INSERT INTO chats (id, user_id, title, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
			ON CONFLICT (id) DO NOTHING`, e.ID, e.UserID, e.Title, at)
	case events.ChatAsked:
		if err := tx.Exec(ctx, `INSERT INTO chat_turns (chat_id, turn, question, asked_at) VALUES ($1, $2, $3, $4)
			ON CONFLICT DO NOTHING`, e.ID, e.Turn, e.Question, at); err != nil {
			return err
		}
		return tx.Exec(ctx, `UPDATE chats SET turns = $2, updated_at = $3 WHERE id = $1`, e.ID, e.Turn, at)
	case events.ChatAnswered:
		tools, cites := e.Tools, e.Citations
		if tools == nil {
			tools = []string{}
		}
		if cites == nil {
			cites = []events.ChatCitation{}
		}
		return tx.Exec(ctx, `UPDATE chat_turns SET answer = $3, engine = $4, intent = $5, tools = $6, citations = $7,
			replaced = $8 WHERE chat_id = $1 AND turn = $2`, e.ID, e.Turn, e.Answer, e.Engine, e.Intent, tools, cites, e.Replaced)
	case events.ChatRenamed:
		return tx.Exec(ctx, `UPDATE chats SET title = $2 WHERE id = $1`, e.ID, e.Title)
	case events.ChatPinned:
		return tx.Exec(ctx, `UPDATE chats SET top = $2, top_at = CASE WHEN $2 THEN $3::timestamptz END WHERE id = $1`,
			e.ID, e.Top, at)
	case events.ChatShared:
		return tx.Exec(ctx, `UPDATE chats SET share_id = $2 WHERE id = $1`, e.ID, e.ShareID)
	case events.ChatShareRevoked:
		return tx.Exec(ctx, `UPDATE chats SET share_id = '' WHERE id = $1 AND share_id = $2`, e.ID, e.ShareID)
	case events.ChatDeleted:
		// The turns go with the chat: nobody reads a deleted conversation again.
		if err := tx.Exec(ctx, `DELETE FROM chat_turns WHERE chat_id = $1`, e.ID); err != nil {
			return err
		}
		return tx.Exec(ctx, `UPDATE chats SET deleted = true, share_id = '', title = '' WHERE id = $1`, e.ID)
	}
	return nil
}
