package account_test

import (
	"os"
	"testing"

	"zhiyuan/infra/pgtest"
)

// TestMain starts the package's Postgres once for every test that opens the event log.
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
