package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// pgURLOf is the connection string of the private Postgres in dataDir (its port
// is remembered there by pgserver). The benchmark only reads through it.
func pgURLOf(dataDir string) string {
	b, err := os.ReadFile(filepath.Join(dataDir, "zhiyuan.port"))
	if err != nil {
		return ""
	}
	return fmt.Sprintf("postgres://zhiyuan@127.0.0.1:%s/zhiyuan?sslmode=disable", strings.TrimSpace(string(b)))
}

// projectionBacklog is head - through of every live projection schema (through:
// every event up to it is applied).
func projectionBacklog(ctx context.Context, conn *pgx.Conn) (map[string]int64, error) {
	var head int64
	if err := conn.QueryRow(ctx, `SELECT COALESCE(MAX(position), 0) FROM events`).Scan(&head); err != nil {
		return nil, err
	}
	rows, err := conn.Query(ctx, `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\_%'
		AND nspname NOT LIKE '%\_next' AND nspname NOT LIKE '%\_old' ORDER BY 1`)
	if err != nil {
		return nil, err
	}
	schemas, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, err
	}
	out := map[string]int64{}
	for _, s := range schemas {
		var pos int64
		if err := conn.QueryRow(ctx, `SELECT through FROM `+pgx.Identifier{s, "_checkpoint"}.Sanitize()).Scan(&pos); err != nil {
			return nil, err
		}
		out[strings.TrimPrefix(s, "rm_")] = head - pos
	}
	return out, nil
}

func maxBacklog(b map[string]int64) (string, int64) {
	name, worst := "", int64(0)
	for k, v := range b {
		if v > worst || name == "" {
			name, worst = k, v
		}
	}
	return name, worst
}

// drainBacklog reports how far behind the projections were when the load
// stopped and how long they took to catch up (bounded by limit).
func drainBacklog(ctx context.Context, url string, limit time.Duration) string {
	if url == "" {
		return ""
	}
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	conn, err := benchConnect(ctx, url)
	if err != nil {
		return "Projection backlog unknown: " + err.Error()
	}
	defer conn.Close(context.Background())
	t0 := time.Now()
	first, err := projectionBacklog(ctx, conn)
	if err != nil {
		return "Projection backlog unknown: " + err.Error()
	}
	name, worst := maxBacklog(first)
	if worst <= 0 {
		return "Projections were caught up when the load stopped."
	}
	for ctx.Err() == nil {
		b, err := projectionBacklog(ctx, conn)
		if err != nil {
			break
		}
		if _, w := maxBacklog(b); w <= 0 {
			return fmt.Sprintf("When the load stopped the projections were up to %d events behind (%s); they caught up %s later.",
				worst, name, time.Since(t0).Round(100*time.Millisecond))
		}
		time.Sleep(100 * time.Millisecond)
	}
	b, _ := projectionBacklog(context.Background(), conn)
	_, left := maxBacklog(b)
	return fmt.Sprintf("When the load stopped the projections were up to %d events behind (%s); %s later still %d behind.",
		worst, name, limit, left)
}
