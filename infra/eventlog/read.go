package eventlog

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
)

const envelopeColumns = `position, id, stream_id, version, type, schema_version, data, meta, recorded_at`

func scanEnvelope(row pgx.Row) (events.Envelope, error) {
	var e events.Envelope
	var data, meta []byte
	err := row.Scan(&e.Position, &e.ID, &e.StreamID, &e.Version, &e.Type, &e.SchemaVersion, &data, &meta, &e.RecordedAt)
	if err != nil {
		return e, err
	}
	e.Data = data
	if err := json.Unmarshal(meta, &e.Meta); err != nil {
		return e, fmt.Errorf("eventstore: metadata of %d: %w", e.Position, err)
	}
	return e, nil
}

// Load returns a stream's events in version order.
func (s *Store) Load(ctx context.Context, streamID string) ([]events.Envelope, error) {
	return s.query(ctx, `SELECT `+envelopeColumns+` FROM events WHERE stream_id = $1 ORDER BY version`, streamID)
}

// LoadFrom returns a stream's events after a version, in order.
func (s *Store) LoadFrom(ctx context.Context, streamID string, afterVersion int) ([]events.Envelope, error) {
	return s.query(ctx, `SELECT `+envelopeColumns+` FROM events WHERE stream_id = $1 AND version > $2 ORDER BY version`, streamID, afterVersion)
}

// LoadSince returns a stream's events recorded at or after since, in order,
// and the stream's version: a limit reads the window it counts of a stream
// that grows for ever.
func (s *Store) LoadSince(ctx context.Context, streamID string, since time.Time) ([]events.Envelope, int, error) {
	var version int
	if err := s.db.Pool.QueryRow(ctx, `SELECT COALESCE(MAX(version), 0) FROM events WHERE stream_id = $1`, prepared,
		streamID).Scan(&version); err != nil {
		return nil, 0, fmt.Errorf("eventstore: stream version: %w", err)
	}
	envs, err := s.query(ctx, `SELECT `+envelopeColumns+` FROM events WHERE stream_id = $1 AND recorded_at >= $2 ORDER BY version`,
		streamID, since)
	if n := len(envs); n > 0 && envs[n-1].Version > version {
		version = envs[n-1].Version
	}
	return envs, version, err
}

// LastOfType returns the newest event of a type in a stream (nil when there is
// none), the stream's version and the position of its newest event, without
// reading the rest of the stream (an imported data set's stream holds megabytes).
func (s *Store) LastOfType(ctx context.Context, streamID, eventType string) (*events.Envelope, int, int64, error) {
	var version int
	var head int64
	if err := s.db.Pool.QueryRow(ctx, `SELECT COALESCE(MAX(version), 0), COALESCE(MAX(position), 0) FROM events WHERE stream_id = $1`,
		streamID).Scan(&version, &head); err != nil {
		return nil, 0, 0, fmt.Errorf("eventstore: stream head: %w", err)
	}
	envs, err := s.query(ctx, `SELECT `+envelopeColumns+` FROM events WHERE stream_id = $1 AND type = $2 ORDER BY version DESC LIMIT 1`,
		streamID, eventType)
	if err != nil || len(envs) == 0 {
		return nil, version, head, err
	}
	return &envs[0], version, head, nil
}

// ReadAll returns up to limit committed events after a global position, in log
// order. It knows nothing of gaps: a reader that must not skip an event still
// in flight reads through a Tail, or only up to a Tail's frontier (ReadRange).
func (s *Store) ReadAll(ctx context.Context, afterPosition int64, limit int) ([]events.Envelope, error) {
	return s.query(ctx, `SELECT `+envelopeColumns+` FROM events WHERE position > $1 ORDER BY position LIMIT $2`, afterPosition, limit)
}

// ReadRange returns up to limit events with after < position <= through, in log order.
func (s *Store) ReadRange(ctx context.Context, after, through int64, limit int) ([]events.Envelope, error) {
	return s.query(ctx, `SELECT `+envelopeColumns+` FROM events WHERE position > $1 AND position <= $2 ORDER BY position LIMIT $3`,
		after, through, limit)
}

// Head is the highest committed position.
func (s *Store) Head(ctx context.Context) (int64, error) {
	var p int64
	err := s.db.Pool.QueryRow(ctx, `SELECT COALESCE(MAX(position), 0) FROM events`).Scan(&p)
	return p, err
}

func (s *Store) query(ctx context.Context, sql string, args ...any) ([]events.Envelope, error) {
	rows, err := s.db.Pool.Query(ctx, sql, append([]any{prepared}, args...)...)
	if err != nil {
		return nil, fmt.Errorf("eventstore: query: %w", err)
	}
	defer rows.Close()
	var out []events.Envelope
	for rows.Next() {
		e, err := scanEnvelope(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// CountRecent counts events of a type recorded since a time, optionally from one client IP.
func (s *Store) CountRecent(ctx context.Context, eventType, clientIP string, since time.Time) (int, error) {
	var n int
	err := s.db.Pool.QueryRow(ctx, `
		SELECT COUNT(*) FROM events
		WHERE type = $1 AND recorded_at >= $2 AND ($3 = '' OR meta->>'client_ip' = $3)`,
		eventType, since, clientIP).Scan(&n)
	return n, err
}

// ActorAt returns the user whose command appended the event at a position
// ("" for a system write, a burned position or one not yet written).
func (s *Store) ActorAt(ctx context.Context, position int64) (string, error) {
	var actor *string
	err := s.db.Pool.QueryRow(ctx, `SELECT meta->>'actor_user_id' FROM events WHERE position = $1`, prepared, position).Scan(&actor)
	if errors.Is(err, pgx.ErrNoRows) || actor == nil {
		return "", nil
	}
	return *actor, err
}
