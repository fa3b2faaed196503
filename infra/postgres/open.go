// Package postgres holds the read-model adapters that talk to PostgreSQL, the
// connection pool and the migrations (the event log itself is infra/eventlog).
package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// DB is the connection pool every adapter shares.
type DB struct {
	Pool *pgxpool.Pool
}

// Open connects and checks the connection.
func Open(ctx context.Context, url string, maxConns int32) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: parse url: %w", err)
	}
	if maxConns > 0 {
		cfg.MaxConns = maxConns
	}
	// Describe-only caching: read-model schemas are swapped by rebuilds, and
	// server-side prepared statements would keep pointing at the old tables.
	cfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeCacheDescribe
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: connect: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: ping: %w", err)
	}
	return &DB{Pool: pool}, nil
}

// Close releases every connection.
func (d *DB) Close() {
	d.Pool.Close()
}
