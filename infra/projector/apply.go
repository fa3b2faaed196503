// Package projector runs projections: it feeds them batches from the bus (or
// from the log during a rebuild) and stores each projection's stream versions
// and checkpoint in the same transaction as its read-model change, so a
// redelivered batch changes nothing.
package projector

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/projections"
)

// Schema is the live schema of a projection's read model.
func Schema(name string) string { return "rm_" + name }

func nextSchema(name string) string { return "rm_" + name + "_next" }

// conn is what a batch runs on: a pgx.Tx, or a pooled connection whose
// transaction the batch opens and commits itself (saving two round trips).
type conn interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
}

// pgxTx adapts a conn inside a transaction to the projections.Tx port.
type pgxTx struct{ tx conn }

func (t pgxTx) Exec(ctx context.Context, sql string, args ...any) error {
	_, err := t.tx.Exec(ctx, sql, args...)
	return err
}

func (t pgxTx) QueryRow(ctx context.Context, sql string, args ...any) projections.Row {
	return t.tx.QueryRow(ctx, sql, args...)
}

func (t pgxTx) Query(ctx context.Context, sql string, args ...any) (projections.Rows, error) {
	return t.tx.Query(ctx, sql, args...)
}

func lockKey(name string) string { return "projection:" + name }

// applyBatch applies a batch to the projection's tables in schema: one round
// trip to lock and point the transaction at the schema, one to read the
// batch's stream versions, the handler, and one for the stream versions and
// the checkpoint. Events at or below their stream's stored version were applied
// before (redelivery) and are passed over; events of streams the projection
// does not read are passed over without being decoded. An event whose stream
// misses earlier versions (never the case on an ordered bus) has them filled
// from the log.
//
// settles is how far the checkpoint's through may move: the batch's own
// Settles on the bus; 0 during a rebuild, whose pages are read without the
// gap rule (the swap copies the live model's through instead).
//
// own says the batch runs on a bare connection: it begins the transaction in
// its first round trip and commits in its last; on an error the caller rolls back.
func applyBatch(ctx context.Context, tx conn, store *eventlog.Store, reg *events.Registry,
	p projections.Projection, schema string, b eventlog.Batch, settles int64, own bool) (int, error) {
	s := pgx.Identifier{schema}.Sanitize()
	reads := readStreams(p, b.Events)
	// The lock comes first, in a round trip of its own (one simple-protocol
	// string): a prepared statement's describe already locks the tables it
	// names, and a rebuild holding the projection's lock while it renames the
	// schemas would then wait for us while we wait for it.
	key := lockKey(p.Name())
	if schema != Schema(p.Name()) {
		key = "replay:" + schema // a rebuild's replay writes a schema only it knows
	}
	begin := ""
	if own {
		begin = "BEGIN; "
	}
	// The commit is synchronous: after a database crash the reader (or the Kafka offset) has
	// moved past this batch, so a commit the crash lost would leave its rows stale until the
	// stream's next event. Commits of concurrent batches share one WAL flush.
	if _, err := tx.Exec(ctx, begin+`SELECT pg_advisory_xact_lock(hashtext(`+quote(key)+`)); SET LOCAL search_path TO `+s,
		pgx.QueryExecModeSimpleProtocol); err != nil {
		return 0, fmt.Errorf("projector %s: %w", p.Name(), err)
	}
	have, err := versions(ctx, tx, s, reads)
	if err != nil {
		return 0, fmt.Errorf("projector %s: stream versions: %w", p.Name(), err)
	}
	todo, err := pending(ctx, store, p, b.Events, have)
	if err != nil {
		return 0, err
	}
	items, err := decode(reg, p, todo)
	if err != nil {
		return 0, err
	}
	if len(items) > 0 {
		if err := projections.Apply(ctx, p, pgxTx{tx}, items); err != nil {
			return 0, fmt.Errorf("projector %s: batch at %d: %w", p.Name(), items[0].Env.Position, err)
		}
	}
	return len(todo), finish(ctx, tx, s, todo, settles, own)
}

// readStreams lists the distinct streams of the batch the projection reads.
func readStreams(p projections.Projection, envs []events.Envelope) []string {
	seen := map[string]bool{}
	var out []string
	for _, e := range envs {
		if !seen[e.StreamID] && reads(p, e.StreamID) {
			seen[e.StreamID] = true
			out = append(out, e.StreamID)
		}
	}
	return out
}

func reads(p projections.Projection, stream string) bool {
	s, ok := p.(projections.Selective)
	return !ok || s.Reads(stream)
}

// pending keeps the events still to apply, in order, with any earlier versions
// of their streams the batch lacks loaded from the log.
func pending(ctx context.Context, store *eventlog.Store, p projections.Projection, envs []events.Envelope,
	have map[string]int) ([]events.Envelope, error) {
	var out []events.Envelope
	for _, e := range envs {
		if !reads(p, e.StreamID) || e.Version <= have[e.StreamID] {
			continue
		}
		if e.Version > have[e.StreamID]+1 {
			missing, err := store.LoadFrom(ctx, e.StreamID, have[e.StreamID])
			if err != nil {
				return nil, err
			}
			for _, m := range missing {
				if m.Version < e.Version {
					out = append(out, m)
				}
			}
			if len(missing) == 0 || missing[len(missing)-1].Version < e.Version-1 {
				return nil, fmt.Errorf("projector %s: stream %s: versions %d..%d missing from the log",
					p.Name(), e.StreamID, have[e.StreamID]+1, e.Version-1)
			}
		}
		out = append(out, e)
		have[e.StreamID] = e.Version
	}
	return out, nil
}

// decode turns envelopes into items; an event type this program does not know
// has nothing to project.
func decode(reg *events.Registry, p projections.Projection, envs []events.Envelope) ([]projections.Item, error) {
	items := make([]projections.Item, 0, len(envs))
	for _, env := range envs {
		ev, err := reg.Decode(env)
		if err != nil {
			if _, verr := reg.Version(env.Type); verr != nil {
				continue
			}
			return nil, fmt.Errorf("projector %s: %s@%d: %w", p.Name(), env.Type, env.Position, err)
		}
		items = append(items, projections.Item{Env: env, Event: ev})
	}
	return items, nil
}

// finish stores the applied streams' versions and the checkpoint in one round trip.
func finish(ctx context.Context, tx conn, s string, applied []events.Envelope, through int64, commit bool) error {
	last := map[string]events.Envelope{}
	var top int64
	for _, e := range applied {
		last[e.StreamID] = e
		top = max(top, e.Position)
	}
	ids := make([]string, 0, len(last))
	vers := make([]int32, 0, len(last))
	poss := make([]int64, 0, len(last))
	for id, e := range last {
		ids, vers, poss = append(ids, id), append(vers, int32(e.Version)), append(poss, e.Position)
	}
	post := &pgx.Batch{}
	if len(ids) > 0 {
		post.Queue(`INSERT INTO `+s+`._streams (stream_id, version, position)
			SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
			ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position
			WHERE `+s+`._streams.version < EXCLUDED.version`, ids, vers, poss)
	}
	post.Queue(`UPDATE `+s+`._checkpoint SET through = GREATEST(through, $1), position = GREATEST(position, $2),
		applied = applied + $3, updated_at = now(), failed_position = NULL, failed_error = NULL, failed_since = NULL`,
		through, top, len(applied))
	if commit {
		post.Queue(`COMMIT`)
	}
	return tx.SendBatch(ctx, post).Close()
}

// quote makes a SQL string literal.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// versions reads the stored versions of the given streams (none: no round trip).
func versions(ctx context.Context, tx conn, schema string, streams []string) (map[string]int, error) {
	have := map[string]int{}
	if len(streams) == 0 {
		return have, nil
	}
	rows, err := tx.Query(ctx, `SELECT stream_id, version FROM `+schema+`._streams WHERE stream_id = ANY($1)`, streams)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var v int
		if err := rows.Scan(&id, &v); err != nil {
			return nil, err
		}
		have[id] = v
	}
	return have, rows.Err()
}
