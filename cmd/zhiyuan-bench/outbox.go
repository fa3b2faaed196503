package main

import (
	"context"
	"errors"
	"sort"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// outboxSampler records, every 100 ms, how many outbox rows each consumer
// group (the relay, or each projection on the embedded bus) has not acked yet,
// and the age of the oldest open transaction holding a transaction id: an
// outbox row is readable by watermill-sql's subscriber only once every older
// write transaction has ended (transaction_id < pg_snapshot_xmin).
type outboxSampler struct {
	mu       sync.Mutex
	max      map[string]int64
	xactAge  samples
	oldest   time.Duration
	oldestIs string // the last statement of the oldest write transaction seen
}

func (s *outboxSampler) run(ctx context.Context, conn *pgx.Conn) {
	s.max = map[string]int64{}
	for ctx.Err() == nil {
		rows, err := conn.Query(ctx, `SELECT consumer_group,
			(SELECT COALESCE(MAX("offset"), 0) FROM watermill_events_outbox) - COALESCE(offset_acked, 0)
			FROM watermill_offsets_events_outbox`)
		if err != nil {
			return
		}
		for rows.Next() {
			var g string
			var n int64
			if rows.Scan(&g, &n) == nil {
				s.mu.Lock()
				if n > s.max[g] {
					s.max[g] = n
				}
				s.mu.Unlock()
			}
		}
		rows.Close()
		var age float64
		var query string
		err = conn.QueryRow(ctx, `SELECT EXTRACT(EPOCH FROM clock_timestamp() - xact_start), left(regexp_replace(query, '\s+', ' ', 'g'), 120)
			FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND datname = current_database()
			ORDER BY xact_start LIMIT 1`).Scan(&age, &query)
		switch {
		case err == nil:
			d := time.Duration(age * float64(time.Second))
			s.xactAge.add(d)
			s.mu.Lock()
			if d > s.oldest {
				s.oldest, s.oldestIs = d, query
			}
			s.mu.Unlock()
		case errors.Is(err, pgx.ErrNoRows):
			s.xactAge.add(0)
		}
		select {
		case <-ctx.Done():
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// worst is the group with the largest backlog seen.
func (s *outboxSampler) worst() (string, int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var groups []string
	for g := range s.max {
		groups = append(groups, g)
	}
	sort.Strings(groups)
	name, n := "", int64(-1)
	for _, g := range groups {
		if s.max[g] > n {
			name, n = g, s.max[g]
		}
	}
	return name, n
}

func (s *outboxSampler) get(group string) int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.max[group]
}
