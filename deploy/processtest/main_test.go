package processtest

import (
	"flag"
	"os"
	"testing"

	"zhiyuan/infra/pgtest"
)

func TestMain(m *testing.M) {
	flag.Parse()
	if testing.Short() {
		os.Exit(m.Run()) // the test skips itself; no Postgres to start
	}
	os.Exit(pgtest.Main(m))
}
