// Package eventlog is the event log: appends in one round trip, reads by stream
// and by position, the gap-safe reader that follows the log (the events table
// is its own outbox), and the signal that wakes readers after an append.
package eventlog

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"zhiyuan/events"
	"zhiyuan/infra/postgres"
)

// Store appends to and reads from the event log.
type Store struct {
	db       *postgres.DB
	registry *events.Registry
	signal   *Signal
}

// NewStore opens the log on db. Close stops its signal.
func NewStore(db *postgres.DB, registry *events.Registry) *Store {
	return &Store{db: db, registry: registry, signal: newSignal(db.Pool)}
}

// Signal wakes the readers of this process after appends.
func (s *Store) Signal() *Signal { return s.signal }

// Close stops the wake-up signal and releases every waiting reader.
func (s *Store) Close() { s.signal.Close() }

// Append writes events to one or more streams atomically, in one statement and
// one round trip, with a synchronous commit: an acknowledged append is on disk.
// A stream that is not at its ExpectedVersion fails the whole append with
// events.ErrConflict and writes nothing.
//
// An append with an AnyVersion stream never fails for a concurrent writer: when a racing
// append took the version it numbered its events with, it is numbered again after the
// winner (a logout, a session start or a guard record must not be lost to a race).
func (s *Store) Append(ctx context.Context, meta events.Metadata, appends ...events.Append) (events.AppendResult, error) {
	res := events.AppendResult{Versions: map[string]int{}}
	stored, err := s.append(ctx, s.db.Pool, meta, appends)
	for try := 1; errors.Is(err, errRaced) && unchecked(appends) && try < maxRenumbers && ctx.Err() == nil; try++ {
		time.Sleep(time.Duration(rand.Int64N(int64(try) * int64(time.Millisecond))))
		stored, err = s.append(ctx, s.db.Pool, meta, appends)
	}
	if err != nil {
		return res, err
	}
	s.signal.Appended()
	for _, e := range stored {
		res.Versions[e.StreamID] = e.Version
		if e.Position > res.Position {
			res.Position = e.Position
		}
	}
	return res, nil
}

// AppendTx appends inside the caller's transaction; the events exist for
// everyone else when the caller commits. Call Committed after the commit so
// the readers of this process look at once.
func (s *Store) AppendTx(ctx context.Context, tx pgx.Tx, meta events.Metadata, appends ...events.Append) ([]events.Envelope, error) {
	return s.append(ctx, tx, meta, appends)
}

// Committed wakes the readers after a transaction that appended has committed.
func (s *Store) Committed() { s.signal.Appended() }

// prepared runs the log's own statements as server-side prepared statements,
// planned once per connection: the events table is never renamed, unlike the
// read models, whose statements the pool only describes (infra/postgres).
const prepared = pgx.QueryExecModeCacheStatement

type querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

func (s *Store) append(ctx context.Context, q querier, meta events.Metadata, appends []events.Append) ([]events.Envelope, error) {
	if meta.Time.IsZero() {
		meta.Time = time.Now().UTC()
	}
	in, err := s.encode(meta, appends)
	if err != nil || len(in.envs) == 0 {
		return nil, err
	}
	metaJSON, err := json.Marshal(meta)
	if err != nil {
		return nil, err
	}
	rows, err := q.Query(ctx, appendSQL, prepared, in.streams, in.expected, in.ids, in.types, in.schemas, in.data, metaJSON)
	if err != nil {
		return nil, conflictOr(err, "append")
	}
	byID := make(map[string]*events.Envelope, len(in.envs))
	for i := range in.envs {
		byID[in.envs[i].ID] = &in.envs[i]
	}
	n := 0
	for rows.Next() {
		var id string
		var pos int64
		var version int
		var at time.Time
		if err := rows.Scan(&id, &pos, &version, &at); err != nil {
			rows.Close()
			return nil, fmt.Errorf("eventstore: append: %w", err)
		}
		if e := byID[id]; e != nil {
			e.Position, e.Version, e.RecordedAt = pos, version, at
			n++
		}
	}
	if err := rows.Err(); err != nil {
		return nil, conflictOr(err, "append")
	}
	if n != len(in.envs) {
		return nil, events.ErrConflict // a stream was not at its expected version: nothing was written
	}
	return in.envs, nil
}

// appendInput is an append as the statement's parallel arrays.
type appendInput struct {
	streams  []string
	expected []int32 // each stream's version before the append as the caller expects it; -1: any
	ids      []string
	types    []string
	schemas  []int32
	data     [][]byte
	envs     []events.Envelope
}

func (s *Store) encode(meta events.Metadata, appends []events.Append) (appendInput, error) {
	var in appendInput
	before := map[string]int{} // events of a stream earlier in the same append
	for _, a := range appends {
		expected := a.ExpectedVersion
		if expected != events.AnyVersion {
			// A stream appended to twice continues after its first append: the
			// second's expectation, less what the first adds, is the stream's head.
			expected -= before[a.StreamID]
		}
		for _, ev := range a.Events {
			name, schema, data, err := s.registry.Encode(ev)
			if err != nil {
				return in, err
			}
			id := uuid.NewString()
			in.streams = append(in.streams, a.StreamID)
			in.expected = append(in.expected, int32(expected))
			in.ids = append(in.ids, id)
			in.types = append(in.types, name)
			in.schemas = append(in.schemas, int32(schema))
			in.data = append(in.data, data)
			in.envs = append(in.envs, events.Envelope{ID: id, StreamID: a.StreamID, Type: name,
				SchemaVersion: schema, Data: data, Meta: meta})
		}
		before[a.StreamID] += len(a.Events)
	}
	return in, nil
}

// appendSQL checks every stream's head against the expectations and inserts
// all events, numbered per stream in the order given, or nothing. Two appends
// racing for one version meet at the unique (stream_id, version) index.
const appendSQL = `
WITH input AS (
	SELECT * FROM unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[])
		WITH ORDINALITY AS i(stream_id, expected, id, type, schema_version, data, ord)
), heads AS (
	SELECT s.stream_id, COALESCE((SELECT MAX(e.version) FROM events e WHERE e.stream_id = s.stream_id), 0) AS head
	FROM (SELECT DISTINCT stream_id FROM input) s
), ok AS (
	SELECT bool_and(i.expected = -1 OR i.expected = h.head) AS ok FROM input i JOIN heads h USING (stream_id)
)
INSERT INTO events (id, stream_id, version, type, schema_version, data, meta)
SELECT i.id, i.stream_id, h.head + row_number() OVER (PARTITION BY i.stream_id ORDER BY i.ord),
	i.type, i.schema_version, i.data, $7::jsonb
FROM input i JOIN heads h USING (stream_id), ok
WHERE ok.ok
ORDER BY i.ord
RETURNING id::text, position, version, recorded_at`

// maxRenumbers bounds how often an AnyVersion append is numbered again after losing a race:
// each round one of the racing writers wins, so it covers more writers to one stream at one
// moment than a stream ever sees (a user's devices, one token's parallel logouts).
const maxRenumbers = 64

// errRaced is a conflict met at the unique (stream_id, version) index: a concurrent writer
// appended between reading the head and inserting. Every expectation held when the statement
// read the heads, so running it again decides afresh.
var errRaced = fmt.Errorf("%w: a concurrent append took the version", events.ErrConflict)

// unchecked tells an append with a stream that takes its events at any version.
func unchecked(appends []events.Append) bool {
	for _, a := range appends {
		if a.ExpectedVersion == events.AnyVersion {
			return true
		}
	}
	return false
}

// conflictOr maps a unique violation (a concurrent writer took our version) to ErrConflict.
func conflictOr(err error, op string) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && (pgErr.Code == "23505" || pgErr.Code == "40001") {
		return errRaced
	}
	return fmt.Errorf("eventstore: %s: %w", op, err)
}
