package bleve_test

import (
	"testing"
	"zhiyuan/query/search/port"

	"zhiyuan/infra/search/bleve"
	"zhiyuan/infra/search/searchtest"
)

func TestContractMemory(t *testing.T) {
	searchtest.Run(t, func(t *testing.T) port.Index {
		idx, err := bleve.NewMemory()
		if err != nil {
			t.Fatal(err)
		}
		return idx
	})
}

func TestContractDisk(t *testing.T) {
	searchtest.Run(t, func(t *testing.T) port.Index {
		idx, err := bleve.Open(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return idx
	})
}
