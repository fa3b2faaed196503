package postgres

import (
	"embed"
	"errors"
	"fmt"

	"github.com/golang-migrate/migrate/v4"
	pgxmigrate "github.com/golang-migrate/migrate/v4/database/pgx/v5"
	"github.com/golang-migrate/migrate/v4/source/iofs"
	"github.com/jackc/pgx/v5/stdlib"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migrate brings the schema of the event log and its support tables up to date.
// Read-model tables are not migrated here: projections create them and can rebuild them.
func Migrate(db *DB) error {
	src, err := iofs.New(migrationFiles, "migrations")
	if err != nil {
		return fmt.Errorf("migrate: source: %w", err)
	}
	// The migrator holds a dedicated connection and closes its database when
	// done, so it gets a database/sql handle of its own.
	own := stdlib.OpenDB(*db.Pool.Config().ConnConfig)
	drv, err := pgxmigrate.WithInstance(own, &pgxmigrate.Config{})
	if err != nil {
		_ = own.Close()
		return fmt.Errorf("migrate: driver: %w", err)
	}
	m, err := migrate.NewWithInstance("iofs", src, "pgx5", drv)
	if err != nil {
		_ = own.Close()
		return fmt.Errorf("migrate: %w", err)
	}
	defer m.Close()
	if err := m.Up(); err != nil && !errors.Is(err, migrate.ErrNoChange) {
		return fmt.Errorf("migrate: up: %w", err)
	}
	return nil
}
