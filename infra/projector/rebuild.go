package projector

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"zhiyuan/projections"
)

const rebuildBatch = 2000

// Rebuild replays the whole log into a fresh schema and swaps it in. The live
// read model keeps answering until the swap, which takes the projection lock so
// no live event is applied to the old schema after the new one has caught up.
func (r *Runtime) Rebuild(ctx context.Context, name string) (int, error) {
	live, err := r.find(name)
	if err != nil {
		return 0, err
	}
	target := live
	commit := func(context.Context) error { return nil }
	abort := func(context.Context) error { return nil }
	if rb, ok := live.(projections.Rebuildable); ok {
		if target, commit, abort, err = rb.StartRebuild(ctx); err != nil {
			return 0, err
		}
	}
	next := nextSchema(name)
	if err := pgx.BeginFunc(ctx, r.db.Pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DROP SCHEMA IF EXISTS `+pgx.Identifier{next}.Sanitize()+` CASCADE`); err != nil {
			return err
		}
		return ensureSchema(ctx, tx, target, next)
	}); err != nil {
		_ = abort(ctx)
		return 0, err
	}
	count, err := r.replay(ctx, target, next)
	if err != nil {
		_ = abort(ctx)
		return count, err
	}
	err = pgx.BeginFunc(ctx, r.db.Pool, func(tx pgx.Tx) error {
		if err := lock(ctx, tx, name); err != nil {
			return err
		}
		n, err := r.catchUp(ctx, tx, target, name)
		if err != nil {
			return err
		}
		count += n
		old := pgx.Identifier{Schema(name) + "_old"}.Sanitize()
		for _, s := range []string{
			`DROP SCHEMA IF EXISTS ` + old + ` CASCADE`,
			`ALTER SCHEMA ` + pgx.Identifier{Schema(name)}.Sanitize() + ` RENAME TO ` + old,
			`ALTER SCHEMA ` + pgx.Identifier{next}.Sanitize() + ` RENAME TO ` + pgx.Identifier{Schema(name)}.Sanitize(),
			`DROP SCHEMA ` + old + ` CASCADE`,
		} {
			if _, err := tx.Exec(ctx, s); err != nil {
				return fmt.Errorf("rebuild %s: swap: %w", name, err)
			}
		}
		return commit(ctx)
	})
	if err != nil {
		_ = abort(ctx)
	}
	return count, err
}

// replay applies the log, in position order, to the fresh schema, up to the
// head it finds when it starts: events committed later are caught up under the
// lock or delivered by the bus after the swap, so a steady stream of writes
// cannot keep the replay chasing the head forever.
func (r *Runtime) replay(ctx context.Context, p projections.Projection, schema string) (int, error) {
	head, err := r.store.Head(ctx)
	if err != nil {
		return 0, err
	}
	var after int64
	count := 0
	versions := map[string]int{} // the fresh schema's stream versions, kept in memory during the replay
	for after < head {
		batch, err := r.store.ReadAll(ctx, after, rebuildBatch)
		if err != nil {
			return count, err
		}
		if len(batch) == 0 {
			return count, nil
		}
		err = pgx.BeginFunc(ctx, r.db.Pool, func(tx pgx.Tx) error {
			return replayBatch(ctx, tx, r, p, schema, versions, batch)
		})
		if err != nil {
			return count, err
		}
		count += len(batch)
		after = batch[len(batch)-1].Position
	}
	return count, nil
}

// catchUp applies, under the projection lock, every event the live read model
// has seen but the fresh one has not: events committed after the replay, and
// events that committed late with a lower position than the replay reached.
func (r *Runtime) catchUp(ctx context.Context, tx pgx.Tx, p projections.Projection, name string) (int, error) {
	q := `SELECT l.stream_id, COALESCE(n.version, 0) FROM ` + pgx.Identifier{Schema(name), "_streams"}.Sanitize() + ` l
		LEFT JOIN ` + pgx.Identifier{nextSchema(name), "_streams"}.Sanitize() + ` n USING (stream_id)
		WHERE l.version > COALESCE(n.version, 0)`
	rows, err := tx.Query(ctx, q)
	if err != nil {
		return 0, err
	}
	type behind struct {
		stream  string
		version int
	}
	var lagging []behind
	for rows.Next() {
		var b behind
		if err := rows.Scan(&b.stream, &b.version); err != nil {
			rows.Close()
			return 0, err
		}
		lagging = append(lagging, b)
	}
	rows.Close()
	count := 0
	for _, b := range lagging {
		envs, err := r.store.LoadFrom(ctx, b.stream, b.version)
		if err != nil {
			return count, err
		}
		for _, env := range envs {
			if err := applyTx(ctx, tx, r.store, r.registry, p, nextSchema(name), env); err != nil {
				return count, err
			}
			count++
		}
	}
	return count, nil
}
