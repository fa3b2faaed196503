// Package postgres holds every adapter that talks to PostgreSQL: the event
// store, the outbox, the read models and the migrations.
package postgres

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
)

// DB bundles the pgx pool with a database/sql view of the same pool, which
// watermill-sql needs for the outbox.
type DB struct {
	Pool *pgxpool.Pool
	SQL  *sql.DB
	// Outbox wakes outbox readers after appends (see OutboxSignal).
	Outbox *OutboxSignal
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
	return &DB{Pool: pool, SQL: stdlib.OpenDBFromPool(pool), Outbox: newOutboxSignal(pool)}, nil
}

// Close releases every connection.
func (d *DB) Close() {
	d.Outbox.Close()
	_ = d.SQL.Close()
	d.Pool.Close()
}
