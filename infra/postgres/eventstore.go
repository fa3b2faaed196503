package postgres

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"zhiyuan/events"
)

// EventStore appends to and reads from the event log. Every append writes the
// outbox in the same transaction, so an event is published if and only if it is stored.
type EventStore struct {
	db       *DB
	registry *events.Registry
	logger   watermill.LoggerAdapter
}

func NewEventStore(db *DB, registry *events.Registry, logger watermill.LoggerAdapter) *EventStore {
	return &EventStore{db: db, registry: registry, logger: logger}
}

// Append writes events to one or more streams atomically. A stream that is not at
// its ExpectedVersion fails the whole append with events.ErrConflict.
func (s *EventStore) Append(ctx context.Context, meta events.Metadata, appends ...events.Append) (events.AppendResult, error) {
	res := events.AppendResult{Versions: map[string]int{}}
	tx, err := s.db.SQL.BeginTx(ctx, nil)
	if err != nil {
		return res, fmt.Errorf("eventstore: begin: %w", err)
	}
	defer tx.Rollback() //nolint:errcheck // no-op after commit
	stored, err := s.AppendTx(ctx, tx, meta, appends...)
	if err != nil {
		return res, err
	}
	if err := tx.Commit(); err != nil {
		return res, conflictOr(err, "commit")
	}
	s.db.Outbox.Appended()
	for _, e := range stored {
		res.Versions[e.StreamID] = e.Version
		if e.Position > res.Position {
			res.Position = e.Position
		}
	}
	return res, nil
}

// AppendTx appends inside the caller's transaction, outbox included; the
// events exist for everyone else only when the caller commits.
//
// Every stream's version is read before anything is written. The outbox is
// delivered in transaction-id order, and a transaction gets its id at its
// first write; reading first makes that id younger than the id of every
// writer whose version it read, so each stream leaves the outbox (and reaches
// Kafka) in version order. AppendTx must therefore be the transaction's first write.
func (s *EventStore) AppendTx(ctx context.Context, tx *sql.Tx, meta events.Metadata, appends ...events.Append) ([]events.Envelope, error) {
	if meta.Time.IsZero() {
		meta.Time = time.Now().UTC()
	}
	metaJSON, err := json.Marshal(meta)
	if err != nil {
		return nil, err
	}
	current := make([]int, len(appends))
	next := map[string]int{} // a stream appended to twice continues after its first append
	for i, a := range appends {
		v, seen := next[a.StreamID]
		if !seen {
			if err := tx.QueryRowContext(ctx,
				`SELECT COALESCE(MAX(version), 0) FROM events WHERE stream_id = $1`, a.StreamID).Scan(&v); err != nil {
				return nil, fmt.Errorf("eventstore: read version: %w", err)
			}
		}
		if a.ExpectedVersion != events.AnyVersion && v != a.ExpectedVersion {
			return nil, events.ErrConflict
		}
		current[i], next[a.StreamID] = v, v+len(a.Events)
	}
	var stored []events.Envelope
	for i, a := range appends {
		envs, err := s.appendStream(ctx, tx, a, current[i], meta, metaJSON)
		if err != nil {
			return nil, err
		}
		stored = append(stored, envs...)
	}
	if err := publishToOutbox(ctx, tx, s.logger, stored); err != nil {
		return nil, err
	}
	return stored, nil
}

func (s *EventStore) appendStream(ctx context.Context, tx *sql.Tx, a events.Append, current int, meta events.Metadata, metaJSON []byte) ([]events.Envelope, error) {
	out := make([]events.Envelope, 0, len(a.Events))
	for i, ev := range a.Events {
		name, schema, data, err := s.registry.Encode(ev)
		if err != nil {
			return nil, err
		}
		env := events.Envelope{
			ID: uuid.NewString(), StreamID: a.StreamID, Version: current + i + 1,
			Type: name, SchemaVersion: schema, Data: data, Meta: meta,
		}
		err = tx.QueryRowContext(ctx, `
			INSERT INTO events (id, stream_id, version, type, schema_version, data, meta)
			VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING position, recorded_at`,
			env.ID, env.StreamID, env.Version, env.Type, env.SchemaVersion, []byte(env.Data), metaJSON,
		).Scan(&env.Position, &env.RecordedAt)
		if err != nil {
			return nil, conflictOr(err, "insert")
		}
		out = append(out, env)
	}
	return out, nil
}

// conflictOr maps a unique violation (a concurrent writer took our version) to ErrConflict.
func conflictOr(err error, op string) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && (pgErr.Code == "23505" || pgErr.Code == "40001") {
		return events.ErrConflict
	}
	return fmt.Errorf("eventstore: %s: %w", op, err)
}

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
func (s *EventStore) Load(ctx context.Context, streamID string) ([]events.Envelope, error) {
	return s.query(ctx, `SELECT `+envelopeColumns+` FROM events WHERE stream_id = $1 ORDER BY version`, streamID)
}

// LoadFrom returns a stream's events after a version, in order.
func (s *EventStore) LoadFrom(ctx context.Context, streamID string, afterVersion int) ([]events.Envelope, error) {
	return s.query(ctx, `SELECT `+envelopeColumns+` FROM events WHERE stream_id = $1 AND version > $2 ORDER BY version`, streamID, afterVersion)
}

// LastOfType returns the newest event of a type in a stream (nil when there is
// none), the stream's version and the position of its newest event, without
// reading the rest of the stream (an imported data set's stream holds megabytes).
func (s *EventStore) LastOfType(ctx context.Context, streamID, eventType string) (*events.Envelope, int, int64, error) {
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

// ReadAll returns up to limit events after a global position, in log order.
func (s *EventStore) ReadAll(ctx context.Context, afterPosition int64, limit int) ([]events.Envelope, error) {
	return s.query(ctx, `SELECT `+envelopeColumns+` FROM events WHERE position > $1 ORDER BY position LIMIT $2`, afterPosition, limit)
}

// Head is the highest committed position.
func (s *EventStore) Head(ctx context.Context) (int64, error) {
	var p int64
	err := s.db.Pool.QueryRow(ctx, `SELECT COALESCE(MAX(position), 0) FROM events`).Scan(&p)
	return p, err
}

func (s *EventStore) query(ctx context.Context, sql string, args ...any) ([]events.Envelope, error) {
	rows, err := s.db.Pool.Query(ctx, sql, args...)
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
func (s *EventStore) CountRecent(ctx context.Context, eventType, clientIP string, since time.Time) (int, error) {
	var n int
	err := s.db.Pool.QueryRow(ctx, `
		SELECT COUNT(*) FROM events
		WHERE type = $1 AND recorded_at >= $2 AND ($3 = '' OR meta->>'client_ip' = $3)`,
		eventType, since, clientIP).Scan(&n)
	return n, err
}
