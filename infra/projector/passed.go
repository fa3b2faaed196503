package projector

import (
	"context"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// passEvery bounds how often the throughs of batches that projections only
// passed are written.
const passEvery = 25 * time.Millisecond

// passedThroughs collects the throughs of batches projections only passed (no
// event of a stream they read) and writes them all in one transaction and one
// round trip, at most every passEvery. Most projections read no user activity,
// so under a stream of profile updates sixteen of eighteen pass every batch:
// one write for all of them instead of one transaction each.
type passedThroughs struct {
	mu        sync.Mutex
	dirty     map[string]int64 // through not yet written, per projection
	last      time.Time        // when the last write started
	scheduled bool             // a write is due after passEvery
}

func newPassedThroughs() *passedThroughs { return &passedThroughs{dirty: map[string]int64{}} }

// mark records a passed through and says whether the caller writes now, or
// whether the caller schedules the one write that follows (later).
func (p *passedThroughs) mark(name string, through int64, now time.Time) (writeNow, later bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.dirty[name] = max(p.dirty[name], through)
	switch {
	case now.Sub(p.last) >= passEvery:
		p.last = now
		return true, false
	case p.scheduled:
		return false, false
	default:
		p.scheduled = true
		return false, true
	}
}

// take hands the throughs to write to one writer.
func (p *passedThroughs) take(now time.Time, scheduled bool) map[string]int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	if scheduled {
		p.scheduled = false
		p.last = now
	}
	out := p.dirty
	p.dirty = map[string]int64{}
	return out
}

// giveBack returns throughs a write could not store; they go with the next one.
// With retry it says whether the caller schedules that write.
func (p *passedThroughs) giveBack(left map[string]int64, retry bool) (later bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for name, through := range left {
		p.dirty[name] = max(p.dirty[name], through)
	}
	if !retry || len(left) == 0 || p.scheduled {
		return false
	}
	p.scheduled = true
	return true
}

// passed notes a batch the projection only passed and writes the collected
// throughs when they are due.
func (r *Runtime) passed(ctx context.Context, name string, through int64, now time.Time) {
	writeNow, later := r.passes.mark(name, through, now)
	switch {
	case writeNow:
		r.writePassed(ctx, false)
	case later:
		r.writePassedLater()
	}
}

func (r *Runtime) writePassedLater() {
	time.AfterFunc(passEvery, func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		r.writePassed(ctx, true)
	})
}

// writePassed stores the collected throughs. Each projection's row is written
// only under that projection's lock, taken without waiting: a rebuild that
// holds it is swapping the read model, and a through written between the
// swap's copy and its rename would be lost. Whatever is not written (the lock
// busy, the pool closing) goes with the next write; after a restart the bus
// hands the passed events out again and they read nothing.
func (r *Runtime) writePassed(ctx context.Context, scheduled bool) {
	todo := r.passes.take(time.Now(), scheduled)
	if len(todo) == 0 {
		return
	}
	left, err := r.storePassed(ctx, todo)
	if err != nil { // the next passed batch tries again (none after the pool closed)
		r.passes.giveBack(todo, false)
		if ctx.Err() == nil {
			r.log.Warn("projector: storing passed positions failed", "err", err)
		}
		return
	}
	if r.passes.giveBack(left, true) {
		r.writePassedLater()
	}
}

// storePassed writes the throughs in one round trip and returns those whose
// projection's lock was busy.
func (r *Runtime) storePassed(ctx context.Context, todo map[string]int64) (map[string]int64, error) {
	names := make([]string, 0, len(todo))
	b := &pgx.Batch{}
	b.Queue(`BEGIN`)
	b.Queue(`SET LOCAL synchronous_commit TO off`) // a crash replays the passed events, which read nothing
	for name, through := range todo {
		names = append(names, name)
		b.Queue(`UPDATE `+pgx.Identifier{Schema(name), "_checkpoint"}.Sanitize()+`
			SET through = GREATEST(through, $1), updated_at = now()
			WHERE pg_try_advisory_xact_lock(hashtext($2))`, through, lockKey(name))
	}
	b.Queue(`COMMIT`)
	c, err := r.db.Pool.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer c.Release()
	res := c.SendBatch(ctx, b)
	left, err := busyRows(res, names, todo)
	if cerr := res.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		if ctx.Err() == nil {
			_, _ = c.Exec(ctx, `ROLLBACK`)
		}
		return nil, err
	}
	return left, nil
}

// busyRows reads the batch's results in the order storePassed queued them
// (BEGIN, SET, one UPDATE per name, COMMIT): an UPDATE that changed no row
// found its projection's lock busy.
func busyRows(res pgx.BatchResults, names []string, todo map[string]int64) (map[string]int64, error) {
	for range 2 {
		if _, err := res.Exec(); err != nil {
			return nil, err
		}
	}
	left := map[string]int64{}
	for _, name := range names {
		tag, err := res.Exec()
		if err != nil {
			return nil, err
		}
		if tag.RowsAffected() == 0 {
			left[name] = todo[name]
		}
	}
	_, err := res.Exec()
	return left, err
}
