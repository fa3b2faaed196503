package httpapi_test

import (
	"os"
	"testing"

	"zhiyuan/infra/pgtest"
)

// Every test starts its own platform on its own database (platformtest.New), so every test
// calls t.Parallel: the package's tests share only the Postgres server and the shipped-data
// template, which is built once and copied.
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
