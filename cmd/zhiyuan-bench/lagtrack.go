package main

import (
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/projector"
)

// lagTracker measures, for every appended event and every projection, the time
// from the append's commit to the first poll of the projection's `_streams`
// table that shows the event's stream at or past the event's position (the
// same test projector.Waiter makes for read-your-writes).
type lagTracker struct {
	projections []string
	mu          sync.Mutex
	pending     map[string][]*tracked // stream -> events not yet seen everywhere
	lags        map[string]*samples   // projection -> lags
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
	t := &lagTracker{projections: projections, pending: map[string][]*tracked{}, lags: map[string]*samples{}}
	for _, p := range projections {
		t.lags[p] = &samples{}
	}
	return t
}

// committed records an event whose append has just returned.
func (t *lagTracker) committed(stream string, pos int64, at time.Time) {
	t.mu.Lock()
	t.pending[stream] = append(t.pending[stream], &tracked{pos: pos, committed: at,
		seen: make([]bool, len(t.projections)), left: len(t.projections)})
	t.mu.Unlock()
}

func (t *lagTracker) outstanding() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := 0
	for _, evs := range t.pending {
		n += len(evs)
	}
	return n
}

// poll runs until ctx ends, querying every projection's `_streams` for the
// streams with pending events, one round trip per poll, about every millisecond.
func (t *lagTracker) poll(ctx context.Context, conn *pgx.Conn) {
	q := ""
	for i, p := range t.projections {
		if i > 0 {
			q += " UNION ALL "
		}
		q += "SELECT " + strconv.Itoa(i) + ", stream_id, position FROM " + pgx.Identifier{projector.Schema(p), "_streams"}.Sanitize() +
			" WHERE stream_id = ANY($1)"
	}
	for ctx.Err() == nil {
		t.mu.Lock()
		streams := make([]string, 0, len(t.pending))
		for s := range t.pending {
			streams = append(streams, s)
		}
		t.mu.Unlock()
		if len(streams) == 0 {
			time.Sleep(time.Millisecond)
			continue
		}
		start := time.Now()
		rows, err := conn.Query(ctx, q, streams)
		if err != nil {
			return
		}
		type hit struct {
			proj   int
			stream string
			pos    int64
		}
		var hits []hit
		for rows.Next() {
			var h hit
			if rows.Scan(&h.proj, &h.stream, &h.pos) == nil {
				hits = append(hits, h)
			}
		}
		rows.Close()
		seenAt := time.Now() // conservative: the read model showed it by the time the answer arrived
		t.pollTime.add(seenAt.Sub(start))
		t.mu.Lock()
		t.polls++
		for _, h := range hits {
			evs := t.pending[h.stream]
			kept := evs[:0]
			for _, ev := range evs {
				if ev.pos <= h.pos && !ev.seen[h.proj] {
					ev.seen[h.proj] = true
					ev.left--
					t.lags[t.projections[h.proj]].add(seenAt.Sub(ev.committed))
				}
				if ev.left > 0 {
					kept = append(kept, ev)
				}
			}
			if len(kept) == 0 {
				delete(t.pending, h.stream)
			} else {
				t.pending[h.stream] = kept
			}
		}
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
	for _, evs := range t.pending {
		for _, ev := range evs {
			for i, seen := range ev.seen {
				if !seen {
					p := t.projections[i]
					t.lags[p].add(now.Sub(ev.committed))
					out[p]++
				}
			}
		}
	}
	return out
}
