package projector

import (
	"context"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// replayBatch applies a batch of the log to a fresh schema. The fresh schema is
// written only by the replay, so stream versions are tracked in memory and the
// bookkeeping (_streams, _checkpoint) is written once per batch instead of per
// event; an event out of the expected order falls back to the careful path.
func replayBatch(ctx context.Context, tx pgx.Tx, r *Runtime, p projections.Projection, schema string,
	versions map[string]int, batch []events.Envelope) error {
	if _, err := tx.Exec(ctx, `SET LOCAL search_path TO `+pgx.Identifier{schema}.Sanitize()); err != nil {
		return err
	}
	touched := map[string]int64{}
	applied := 0
	for _, env := range batch {
		have := versions[env.StreamID]
		if env.Version <= have {
			continue
		}
		if env.Version != have+1 {
			if err := flushReplay(ctx, tx, versions, touched, applied); err != nil {
				return err
			}
			touched, applied = map[string]int64{}, 0
			if err := applyTx(ctx, tx, r.store, r.registry, p, schema, env); err != nil {
				return err
			}
			versions[env.StreamID] = env.Version
			continue
		}
		if err := handleOne(ctx, tx, r.registry, p, env); err != nil {
			return err
		}
		versions[env.StreamID] = env.Version
		touched[env.StreamID] = env.Position
		applied++
	}
	return flushReplay(ctx, tx, versions, touched, applied)
}

func flushReplay(ctx context.Context, tx pgx.Tx, versions map[string]int, touched map[string]int64, applied int) error {
	if len(touched) == 0 {
		return nil
	}
	ids := make([]string, 0, len(touched))
	vers := make([]int32, 0, len(touched))
	poss := make([]int64, 0, len(touched))
	var top int64
	for id, pos := range touched {
		ids, vers, poss = append(ids, id), append(vers, int32(versions[id])), append(poss, pos)
		if pos > top {
			top = pos
		}
	}
	if _, err := tx.Exec(ctx, `
		INSERT INTO _streams (stream_id, version, position) SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
		ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position`, ids, vers, poss); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, `UPDATE _checkpoint SET position = GREATEST(position, $1), applied = applied + $2, updated_at = now()`, top, applied)
	return err
}
