package projector

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"zhiyuan/infra/eventlog"
	"zhiyuan/projections"
)

// replayPage is how many events of the log one replay transaction applies.
const replayPage = 5000

// ErrRebuildRunning: another rebuild of the same projection holds its lock.
var ErrRebuildRunning = errors.New("a rebuild of this projection is already running")

// Rebuild replays the whole log into a fresh schema and swaps it in. The live
// read model keeps answering until the swap. The swap holds the projection's
// lock (which every live batch takes) from the catch-up through the commit of
// the renamed schemas to the swap of the search index, so no live batch lands
// between them and the index changes only once the read model has.
func (r *Runtime) Rebuild(ctx context.Context, name string) (int, error) {
	live, err := r.find(name)
	if err != nil {
		return 0, err
	}
	conn, err := r.db.Pool.Acquire(ctx)
	if err != nil {
		return 0, err
	}
	defer conn.Release()
	var got bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock(hashtext($1))`, "rebuild:"+name).Scan(&got); err != nil {
		return 0, err
	}
	if !got {
		return 0, fmt.Errorf("rebuild %s: %w", name, ErrRebuildRunning)
	}
	defer conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(hashtext($1))`, "rebuild:"+name) //nolint:errcheck

	target := live
	commit := func(context.Context) error { return nil }
	abort := func(context.Context) error { return nil }
	if rb, ok := live.(projections.Rebuildable); ok {
		if target, commit, abort, err = rb.StartRebuild(ctx); err != nil {
			return 0, err
		}
	}
	count, err := r.load(ctx, target, name)
	if err == nil { // the fresh model is built by this code, at the live projection's version
		err = stampVersion(ctx, r.db.Pool, nextSchema(name), versionOf(live))
	}
	if err == nil {
		var n int
		n, err = r.swap(ctx, conn, target, name, commit)
		count += n
	}
	if err != nil {
		_ = abort(context.WithoutCancel(ctx))
	}
	return count, err
}

// load creates the fresh schema and replays the log into it. A projection
// that reads by primary key only gets its secondary indexes after the load:
// one index build instead of an update per row.
func (r *Runtime) load(ctx context.Context, p projections.Projection, name string) (int, error) {
	next := nextSchema(name)
	_, later := p.(projections.IndexesAfterLoad)
	if err := pgx.BeginFunc(ctx, r.db.Pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DROP SCHEMA IF EXISTS `+pgx.Identifier{next}.Sanitize()+` CASCADE`); err != nil {
			return err
		}
		return ensureSchema(ctx, tx, p, next, !later)
	}); err != nil {
		return 0, err
	}
	count, err := r.replay(ctx, p, next)
	if err != nil || !later {
		return count, err
	}
	return count, pgx.BeginFunc(ctx, r.db.Pool, func(tx pgx.Tx) error { return createIndexes(ctx, tx, p, next) })
}

// replay applies the log, in pages, to the fresh schema, up to the head it
// finds when it starts: events committed later are caught up under the lock or
// delivered by the bus after the swap, so a steady stream of writes cannot keep
// the replay chasing the head forever.
func (r *Runtime) replay(ctx context.Context, p projections.Projection, schema string) (int, error) {
	head, err := r.store.Head(ctx)
	if err != nil {
		return 0, err
	}
	var after int64
	count := 0
	for after < head {
		page, err := r.store.ReadRange(ctx, after, head, replayPage)
		if err != nil || len(page) == 0 {
			return count, err
		}
		err = pgx.BeginFunc(ctx, r.db.Pool, func(tx pgx.Tx) error {
			_, err := applyBatch(ctx, tx, r.store, r.registry, p, schema, eventlog.Batch{Events: page}, 0, false)
			return err
		})
		if err != nil {
			return count, err
		}
		count += len(page)
		after = page[len(page)-1].Position
	}
	return count, nil
}

// swap takes the projection's lock on conn for the whole switch-over.
func (r *Runtime) swap(ctx context.Context, conn *pgxpool.Conn, p projections.Projection, name string,
	commitIndex func(context.Context) error) (int, error) {
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(hashtext($1))`, lockKey(name)); err != nil {
		return 0, err
	}
	defer conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(hashtext($1))`, lockKey(name)) //nolint:errcheck
	var count int
	err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		n, err := r.catchUp(ctx, tx, p, name)
		if err != nil {
			return err
		}
		count = n
		live, next := pgx.Identifier{Schema(name)}.Sanitize(), pgx.Identifier{nextSchema(name)}.Sanitize()
		old := pgx.Identifier{Schema(name) + "_old"}.Sanitize()
		for _, s := range []string{
			// The fresh model now holds everything the live one applied: it
			// settles the log as far as the live one, and the bus goes on from there.
			`UPDATE ` + next + `._checkpoint SET through = (SELECT through FROM ` + live + `._checkpoint)`,
			`DROP SCHEMA IF EXISTS ` + old + ` CASCADE`,
			`ALTER SCHEMA ` + live + ` RENAME TO ` + old,
			`ALTER SCHEMA ` + next + ` RENAME TO ` + live,
			`DROP SCHEMA ` + old + ` CASCADE`,
		} {
			if _, err := tx.Exec(ctx, s); err != nil {
				return fmt.Errorf("rebuild %s: swap: %w", name, err)
			}
		}
		return nil
	})
	if err != nil {
		return count, err
	}
	if err := commitIndex(ctx); err != nil {
		return count, fmt.Errorf("rebuild %s: the read model is swapped but its search index is not (run the rebuild again): %w", name, err)
	}
	return count, nil
}

// catchUp applies, under the projection lock, every event the live read model
// has applied but the fresh one has not: events committed after the replay, and
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
		n, err := applyBatch(ctx, tx, r.store, r.registry, p, nextSchema(name), eventlog.Batch{Events: envs}, 0, false)
		if err != nil {
			return count, err
		}
		count += n
	}
	return count, nil
}
