package siteconfig_test

import (
	"os"
	"testing"

	"zhiyuan/infra/pgtest"
)

// TestMain starts the package's Postgres once for the tests on the event log.
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
