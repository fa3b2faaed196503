package pgserver

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

var errNotReady = errors.New("pgserver: server did not accept connections in time")

// waitReady polls until the server accepts connections. pg_ctl -w already
// waited for "ready" in postmaster.pid; this proves the TCP path works too.
func (s *Server) waitReady(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	var last error
	for {
		conn, err := pgx.Connect(ctx, s.AdminURL("postgres"))
		if err == nil {
			conn.Close(ctx)
			return nil
		}
		last = err
		select {
		case <-ctx.Done():
			return fmt.Errorf("%w: %v", errNotReady, last)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// ensureDatabase creates db unless it exists; losing a creation race to
// another client is fine.
func (s *Server) ensureDatabase(ctx context.Context, db string) error {
	conn, err := pgx.Connect(ctx, s.AdminURL("postgres"))
	if err != nil {
		return fmt.Errorf("pgserver: connect: %w", err)
	}
	defer conn.Close(ctx)
	var exists bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", db).Scan(&exists); err != nil {
		return fmt.Errorf("pgserver: look up database %q: %w", db, err)
	}
	if exists {
		return nil
	}
	_, err = conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{db}.Sanitize())
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "42P04" { // duplicate_database: lost a race
		return nil
	}
	if err != nil {
		return fmt.Errorf("pgserver: create database %q: %w", db, err)
	}
	return nil
}
