package httpapi_test

import (
	"os"
	"testing"

	"zhiyuan/infra/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
