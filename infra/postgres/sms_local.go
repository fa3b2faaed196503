package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
)

// LocalSMS is the SMS sender of the embedded default: it stores messages
// instead of sending them. Only the development profile exposes them (/dev/sms).
type LocalSMS struct{ db *DB }

func NewLocalSMS(db *DB) *LocalSMS { return &LocalSMS{db: db} }

func (s *LocalSMS) Send(ctx context.Context, phone, text string) error {
	_, err := s.db.Pool.Exec(ctx, `INSERT INTO sms_messages (phone, text) VALUES ($1, $2)`, phone, text)
	return err
}

// Latest returns the newest stored message for a phone.
func (s *LocalSMS) Latest(ctx context.Context, phone string) (string, time.Time, bool, error) {
	var text string
	var at time.Time
	err := s.db.Pool.QueryRow(ctx, `SELECT text, sent_at FROM sms_messages WHERE phone = $1 ORDER BY id DESC LIMIT 1`, phone).Scan(&text, &at)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", at, false, nil
	}
	return text, at, err == nil, err
}
