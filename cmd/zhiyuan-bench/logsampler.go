package main

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// logSampler watches the log's reader every 20 ms while events are written:
//
//   - how far the process's tail has settled the log (its frontier) behind the
//     committed head, and whether the position right after the frontier was a
//     hole (not visible although a later one was: its append had not
//     committed, or it was burned and the tail waits for the proof);
//   - the oldest open transaction holding a transaction id: the tail holds a
//     hole until a snapshot's xmin has passed the transaction counter read
//     with the snapshot that first showed it, so any such transaction, an
//     append or not, holds it;
//   - on the Kafka path, how far the relay's cursor (log_cursors) is behind.
type logSampler struct {
	frontier func() int64 // the tail's frontier; nil when the process has no tail

	mu        sync.Mutex
	n         int     // samples
	holes     int     // samples with a hole right after the frontier
	holeByApp int     // ... in which the oldest xid-holding transaction was an append
	unsettled samples // head - frontier: a count of positions kept in the samples type (1 ns = 1 position)
	relayMax  int64   // largest head - relay cursor
	xactAge   samples
	oldest    time.Duration
	oldestIs  string // the last statement of the oldest write transaction seen
}

const sampleSQL = `
SELECT (SELECT COALESCE(MAX(position), 0) FROM events),
	EXISTS (SELECT 1 FROM events WHERE position = $1 + 1),
	(SELECT position FROM log_cursors WHERE consumer_group = 'relay'),
	a.age, a.query
FROM (SELECT 1) AS one LEFT JOIN LATERAL (
	SELECT EXTRACT(EPOCH FROM clock_timestamp() - xact_start)::float8 AS age,
		left(regexp_replace(query, '\s+', ' ', 'g'), 120) AS query
	FROM pg_stat_activity
	WHERE backend_xid IS NOT NULL AND datname = current_database() AND pid <> pg_backend_pid()
	ORDER BY xact_start LIMIT 1
) AS a ON true`

func (s *logSampler) run(ctx context.Context, conn *pgx.Conn) {
	for ctx.Err() == nil {
		var frontier int64
		if s.frontier != nil {
			frontier = s.frontier()
		}
		var head int64
		var next bool
		var relay *int64
		var age *float64
		var query *string
		if err := conn.QueryRow(ctx, sampleSQL, frontier).Scan(&head, &next, &relay, &age, &query); err != nil {
			return
		}
		s.mu.Lock()
		s.n++
		if s.frontier != nil {
			s.unsettled.add(time.Duration(max(0, head-frontier)))
			if head > frontier && !next {
				s.holes++
				if query != nil && isAppend(*query) {
					s.holeByApp++
				}
			}
		}
		if relay != nil {
			s.relayMax = max(s.relayMax, head-*relay)
		}
		d := time.Duration(0)
		if age != nil {
			d = time.Duration(*age * float64(time.Second))
		}
		s.xactAge.add(d)
		if d > s.oldest && query != nil {
			s.oldest, s.oldestIs = d, *query
		}
		s.mu.Unlock()
		select {
		case <-ctx.Done():
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func isAppend(query string) bool { return strings.Contains(query, "INSERT INTO events") }

// holeShare is the share of samples in which the tail stood at a hole.
func (s *logSampler) holeShare() float64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.n == 0 {
		return 0
	}
	return float64(s.holes) / float64(s.n)
}

// describe is the sampler's findings as report lines.
func (s *logSampler) describe() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	if s.frontier != nil && s.n > 0 {
		line := fmt.Sprintf("The tail (the process's one reader of the log), sampled every 20 ms (%d samples): "+
			"committed events not yet settled by it p50 %d, p99 %d, max %d; the position right after its frontier was a hole "+
			"(a later position already committed) in %d samples (%.0f%%)",
			s.n, s.unsettled.pct(50), s.unsettled.pct(99), s.unsettled.max(), s.holes, 100*float64(s.holes)/float64(s.n))
		if s.holes > 0 {
			line += fmt.Sprintf(", and in %d of those the oldest transaction holding a transaction id was an append, in the "+
				"others another write transaction (a projection batch or a cursor update)", s.holeByApp)
		}
		out = append(out, line+".")
	}
	if s.relayMax > 0 {
		out = append(out, fmt.Sprintf("Largest relay backlog seen (committed events past the relay's cursor in `log_cursors`): %d.", s.relayMax))
	}
	line := fmt.Sprintf("Oldest open transaction holding a transaction id (a hole is held until such transactions end): p50 %s, p99 %s, max %s",
		ms(s.xactAge.pct(50)), ms(s.xactAge.pct(99)), ms(s.xactAge.max()))
	if s.oldestIs != "" {
		line += fmt.Sprintf("; the oldest one's last statement was `%s…`", strings.ReplaceAll(s.oldestIs, "`", "'"))
	}
	return append(out, line+".")
}
