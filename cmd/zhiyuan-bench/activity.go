package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// benchApp names the benchmark's own connections, so the activity sampler
// counts only the product's.
const benchApp = "zhiyuan-bench"

// benchConnect opens a connection of the benchmark (not of the product).
func benchConnect(ctx context.Context, url string) (*pgx.Conn, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, err
	}
	cfg.RuntimeParams["application_name"] = benchApp
	return pgx.ConnectConfig(ctx, cfg)
}

// activitySampler samples, every 50 ms, the product's client connections to
// Postgres (pg_stat_activity): how many were busy (running a statement or
// inside a transaction) and what the running ones waited on.
type activitySampler struct {
	mu    sync.Mutex
	n     int
	conns int     // most client connections seen
	busy  samples // busy connections per sample (1 ns = 1 connection)
	waits map[string]int
	runs  int // running-statement observations (the denominator of waits)
}

const activitySQL = `
SELECT state, COALESCE(wait_event_type || ': ' || wait_event, '') FROM pg_stat_activity
WHERE datname = current_database() AND backend_type = 'client backend'
	AND pid <> pg_backend_pid() AND application_name <> '` + benchApp + `'`

func (a *activitySampler) run(ctx context.Context, conn *pgx.Conn) {
	a.waits = map[string]int{}
	for ctx.Err() == nil {
		rows, err := conn.Query(ctx, activitySQL)
		if err != nil {
			return
		}
		total, busy := 0, 0
		waits := map[string]int{}
		running := 0
		for rows.Next() {
			var state, wait string
			if rows.Scan(&state, &wait) != nil {
				continue
			}
			total++
			if state == "active" || strings.HasPrefix(state, "idle in transaction") {
				busy++
			}
			if state == "active" {
				running++
				if wait == "" {
					wait = "no wait event (on a CPU or waiting for one)"
				}
				waits[wait]++
			}
		}
		rows.Close()
		a.mu.Lock()
		a.n++
		a.conns = max(a.conns, total)
		a.busy.add(time.Duration(busy))
		a.runs += running
		for k, v := range waits {
			a.waits[k] += v
		}
		a.mu.Unlock()
		select {
		case <-ctx.Done():
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// start samples on a connection of its own until the returned stop is called.
func (a *activitySampler) start(ctx context.Context, url string) (stop func(), err error) {
	conn, err := benchConnect(ctx, url)
	if err != nil {
		return nil, err
	}
	sctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { a.run(sctx, conn); close(done) }()
	return func() { cancel(); <-done; conn.Close(context.Background()) }, nil
}

// String says how busy the product's connections were and on what they waited.
func (a *activitySampler) String() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.n == 0 {
		return ""
	}
	s := fmt.Sprintf("the product's Postgres connections, sampled every 50 ms (%d samples): up to %d open, busy (running a statement or inside a transaction) p50 %d, p99 %d",
		a.n, a.conns, a.busy.pct(50), a.busy.pct(99))
	if top := a.topWaits(4); top != "" {
		s += "; what the running statements waited on: " + top
	}
	return s
}

func (a *activitySampler) topWaits(n int) string {
	if a.runs == 0 {
		return ""
	}
	type kv struct {
		k string
		v int
	}
	var list []kv
	for k, v := range a.waits {
		list = append(list, kv{k, v})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].v > list[j].v || list[i].v == list[j].v && list[i].k < list[j].k })
	var out []string
	for i, e := range list {
		if i == n {
			break
		}
		out = append(out, fmt.Sprintf("%s %.0f%%", e.k, 100*float64(e.v)/float64(a.runs)))
	}
	return strings.Join(out, ", ")
}
