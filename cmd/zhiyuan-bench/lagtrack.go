package main

import (
	"context"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/projector"
)

// lagTracker measures, for every appended event and every projection, the time
// from the return of the event's append to the first poll showing the
// projection's `_checkpoint.through` at or past the event's position: every
// event up to through is applied, which is what projector.Waiter waits for
// (read-your-writes).
type lagTracker struct {
	projections []string
	mu          sync.Mutex
	pending     []*tracked          // events not yet seen by every projection
	lags        map[string]*samples // projection -> lags
	backlog     map[string]int64    // projection -> largest head - through seen by a poll
	polls       int
	pollTime    samples
}

type tracked struct {
	pos       int64
	committed time.Time
	seen      []bool
	left      int
}

func newLagTracker(projections []string) *lagTracker {
	t := &lagTracker{projections: projections, lags: map[string]*samples{}, backlog: map[string]int64{}}
	for _, p := range projections {
		t.lags[p] = &samples{}
	}
	return t
}

// committed records an event whose append has just returned.
func (t *lagTracker) committed(pos int64, at time.Time) {
	t.mu.Lock()
	t.pending = append(t.pending, &tracked{pos: pos, committed: at,
		seen: make([]bool, len(t.projections)), left: len(t.projections)})
	t.mu.Unlock()
}

func (t *lagTracker) outstanding() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.pending)
}

// throughQuery reads every projection's through and the log's head in one round trip.
func throughQuery(projections []string) string {
	q := "SELECT (SELECT COALESCE(MAX(position), 0) FROM events)"
	for _, p := range projections {
		q += ", (SELECT through FROM " + pgx.Identifier{projector.Schema(p), "_checkpoint"}.Sanitize() + ")"
	}
	return q
}

// poll runs until ctx ends, reading every projection's through about every
// millisecond while events are pending.
func (t *lagTracker) poll(ctx context.Context, conn *pgx.Conn) {
	q := throughQuery(t.projections)
	through := make([]int64, len(t.projections))
	dest := make([]any, 0, len(through)+1)
	var head int64
	dest = append(dest, &head)
	for i := range through {
		dest = append(dest, &through[i])
	}
	for ctx.Err() == nil {
		if t.outstanding() == 0 {
			time.Sleep(time.Millisecond)
			continue
		}
		start := time.Now()
		if err := conn.QueryRow(ctx, q).Scan(dest...); err != nil {
			return
		}
		seenAt := time.Now() // conservative: the read models showed it by the time the answer arrived
		t.pollTime.add(seenAt.Sub(start))
		t.mu.Lock()
		t.polls++
		for i, p := range t.projections {
			if b := head - through[i]; b > t.backlog[p] {
				t.backlog[p] = b
			}
		}
		kept := t.pending[:0]
		for _, ev := range t.pending {
			for i := range t.projections {
				if !ev.seen[i] && ev.pos <= through[i] {
					ev.seen[i] = true
					ev.left--
					t.lags[t.projections[i]].add(seenAt.Sub(ev.committed))
				}
			}
			if ev.left > 0 {
				kept = append(kept, ev)
			}
		}
		for i := len(kept); i < len(t.pending); i++ {
			t.pending[i] = nil
		}
		t.pending = kept
		t.mu.Unlock()
		// At most half of the poller's time is spent querying, so a slow poll under
		// load does not turn the poller into a load of its own.
		time.Sleep(max(time.Millisecond, seenAt.Sub(start)))
	}
}

// censor counts every event still unseen at the end at its lower bound (now -
// commit), so a projection that fell behind cannot look better than it was.
func (t *lagTracker) censor(now time.Time) map[string]int {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := map[string]int{}
	for _, ev := range t.pending {
		for i, seen := range ev.seen {
			if !seen {
				p := t.projections[i]
				t.lags[p].add(now.Sub(ev.committed))
				out[p]++
			}
		}
	}
	return out
}
