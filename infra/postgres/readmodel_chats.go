package postgres

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/query/chat"
)

// ChatsReadModel reads rm_chats: the users' conversations and their share links.
type ChatsReadModel struct{ db *DB }

func NewChatsReadModel(db *DB) *ChatsReadModel { return &ChatsReadModel{db: db} }

const chatColumns = `id, title, top, turns, share_id, created_at, updated_at`

func scanChat(row pgx.Row, extra ...any) (chat.Summary, error) {
	var s chat.Summary
	err := row.Scan(append([]any{&s.ChatId, &s.Title, &s.IsTop, &s.Turns, &s.ShareId, &s.CreatedAt, &s.UpdatedAt}, extra...)...)
	return s, err
}

func (m *ChatsReadModel) Chats(ctx context.Context, userID string) ([]chat.Summary, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT `+chatColumns+` FROM rm_chats.chats WHERE user_id = $1 AND NOT deleted
		ORDER BY top DESC, top_at DESC NULLS LAST, updated_at DESC, id LIMIT 500`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []chat.Summary
	for rows.Next() {
		s, err := scanChat(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func (m *ChatsReadModel) Chat(ctx context.Context, chatID string) (chat.Summary, string, bool, error) {
	var owner string
	s, err := scanChat(m.db.Pool.QueryRow(ctx, `SELECT `+chatColumns+`, user_id FROM rm_chats.chats
		WHERE id = $1 AND NOT deleted`, chatID), &owner)
	if errors.Is(err, pgx.ErrNoRows) {
		return s, "", false, nil
	}
	return s, owner, err == nil, err
}

func (m *ChatsReadModel) ChatByShare(ctx context.Context, shareID string) (chat.Summary, bool, error) {
	s, err := scanChat(m.db.Pool.QueryRow(ctx, `SELECT `+chatColumns+` FROM rm_chats.chats
		WHERE share_id = $1 AND NOT deleted`, shareID))
	if errors.Is(err, pgx.ErrNoRows) {
		return s, false, nil
	}
	return s, err == nil, err
}

func (m *ChatsReadModel) Turns(ctx context.Context, chatID string) ([]chat.Record, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT turn, question, answer, engine, intent, tools, citations, replaced, asked_at
		FROM rm_chats.chat_turns WHERE chat_id = $1 ORDER BY turn`, chatID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []chat.Record
	for rows.Next() {
		var r chat.Record
		var tools, cites []byte
		if err := rows.Scan(&r.TurnId, &r.Question, &r.Answer, &r.Engine, &r.Intent, &tools, &cites, &r.Replaced, &r.AskedAt); err != nil {
			return nil, err
		}
		var stored []events.ChatCitation
		if err := json.Unmarshal(tools, &r.Tools); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(cites, &stored); err != nil {
			return nil, err
		}
		r.Citations = make([]chat.Citation, 0, len(stored))
		for _, c := range stored {
			r.Citations = append(r.Citations, chat.CitationOf(c))
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
