package elastic_test

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"
	"zhiyuan/query/search/port"

	elasticsearch "github.com/elastic/go-elasticsearch/v8"

	"zhiyuan/infra/search/elastic"
	"zhiyuan/infra/search/searchtest"
)

var aliasSeq atomic.Int64

// TestContract runs the contract suite against a real cluster, e.g.
// ELASTICSEARCH_URL=http://localhost:9200 go test ./infra/search/elastic/
// Each index gets its own alias, and its generations are deleted afterwards.
func TestContract(t *testing.T) {
	url := os.Getenv("ELASTICSEARCH_URL")
	if url == "" {
		t.Skip("ELASTICSEARCH_URL is not set; skipping the Elasticsearch contract run " +
			"(the request/response encoding tests still run)")
	}
	es, err := elasticsearch.NewClient(elasticsearch.Config{Addresses: []string{url}})
	if err != nil {
		t.Fatal(err)
	}
	run := time.Now().UnixNano()
	searchtest.Run(t, func(t *testing.T) port.Index {
		alias := fmt.Sprintf("zhiyuan-test-%d-%d", run, aliasSeq.Add(1))
		t.Cleanup(func() {
			names := make([]string, 0, 10)
			for gen := 1; gen <= 10; gen++ {
				names = append(names, fmt.Sprintf("%s-%d", alias, gen))
			}
			res, err := es.Indices.Delete(names, es.Indices.Delete.WithIgnoreUnavailable(true))
			if err == nil {
				res.Body.Close()
			}
		})
		idx, err := elastic.Open(context.Background(), elastic.Config{Client: es, Alias: alias, Refresh: "true"})
		if err != nil {
			t.Fatal(err)
		}
		return idx
	})
}
