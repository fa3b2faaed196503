package platform

import (
	"context"
	"time"
	"zhiyuan/query/search/port"

	"github.com/elastic/go-elasticsearch/v8"

	"zhiyuan/infra/search/elastic"
)

// openElastic connects the search port to Elasticsearch (distributed mode).
func openElastic(url string) (port.Index, error) {
	client, err := elasticsearch.NewClient(elasticsearch.Config{Addresses: []string{url}})
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return elastic.Open(ctx, elastic.Config{Client: client, Alias: "zhiyuan-search"})
}
